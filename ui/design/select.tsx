import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react'
import { css, cx } from '../../styled-system/css'
import { controlStyle, Field } from './field'
import { ChevronDownIcon } from './icons/chevron-icons'

/** One choice of a `Select`. */
export interface SelectOption {
  readonly value: string
  readonly label: string
  readonly disabled?: boolean
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  readonly label: ReactNode
  readonly options: ReadonlyArray<SelectOption>
  /** A first, empty choice (for example "Select…"), for fields without a default. */
  readonly placeholder?: string
  readonly error?: string | undefined
  readonly hint?: ReactNode
}

const wrap = css({ position: 'relative', display: 'flex', alignItems: 'center' })
const select = css({ appearance: 'none', pe: '10', cursor: 'pointer' })
const chevron = css({ position: 'absolute', insetEnd: '3', pointerEvents: 'none', color: 'fg.muted' })

/** A labelled native select (keyboard and screen-reader behaviour of the platform), same look and `Field` shell as `TextField`. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, error, hint, id, className, required, ...rest },
  ref,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => (
        <div className={wrap}>
          <select ref={ref} {...control} className={cx(controlStyle(), select)} {...rest}>
            {placeholder === undefined ? null : <option value="">{placeholder}</option>}
            {options.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon className={chevron} />
        </div>
      )}
    </Field>
  )
})
