import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react'
import { css, cx } from '../../styled-system/css'
import { controlStyle, Field } from './field'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The visible label, also the control's accessible name. */
  readonly label: ReactNode
  /** The translated validation message; makes the field `aria-invalid` and describes it. */
  readonly error?: string | undefined
  readonly hint?: ReactNode
  /** A control inside the right edge of the input, for example the show/hide password button. */
  readonly trailing?: ReactNode
}

const inputWrap = css({ position: 'relative', display: 'flex', alignItems: 'center' })
const trailingSlot = css({ position: 'absolute', insetEnd: '0', top: '0', bottom: '0', display: 'flex', alignItems: 'center' })
const withTrailing = css({ pe: '12' })

/**
 * A labelled text input (max width 400 px, SPEC section 9) in the one `Field` shell: the error text is linked by
 * `aria-describedby` and sets `aria-invalid`, so it is announced with the field.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, trailing, id, className, required, type = 'text', ...rest },
  ref,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => (
        <div className={inputWrap}>
          <input ref={ref} type={type} {...control} className={cx(controlStyle(), trailing === undefined ? undefined : withTrailing)} {...rest} />
          {trailing === undefined ? null : <div className={trailingSlot}>{trailing}</div>}
        </div>
      )}
    </Field>
  )
})
