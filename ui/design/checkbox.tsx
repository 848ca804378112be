import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react'
import { css, cx } from '../../styled-system/css'
import { describedBy, FieldMessages, useFieldIds } from './field'

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  readonly label: ReactNode
  /** A second line under the label (for example an agreement text). */
  readonly description?: ReactNode
  readonly error?: string | undefined
}

const row = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  minH: 'touch',
  py: '2.5',
  cursor: 'pointer',
  '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.55 },
})
const box = css({
  appearance: 'none',
  flexShrink: 0,
  w: '22px',
  h: '22px',
  mt: '0.5',
  borderWidth: '2px',
  borderColor: 'border.strong',
  borderRadius: 'sm',
  bg: 'bg.surface',
  cursor: 'inherit',
  display: 'grid',
  placeContent: 'center',
  _checked: {
    bg: 'brand.solid',
    borderColor: 'brand.solid',
    _after: { content: '""', w: '11px', h: '6px', borderLeft: '2.5px solid', borderBottom: '2.5px solid', borderColor: 'brand.onSolid', transform: 'rotate(-45deg) translate(1px, -1px)' },
  },
  _invalid: { borderColor: 'danger.solid' },
})
const text = css({ display: 'flex', flexDirection: 'column', gap: '0.5' })
const labelText = css({ fontSize: 'md', color: 'fg.default' })
const description = css({ fontSize: 'sm', color: 'fg.muted' })

/** A native checkbox with its label (the whole row is the 44 px target) and optional description and error. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, description: desc, error, id, className, ...rest },
  ref,
) {
  const ids = useFieldIds(id)
  const invalid = error !== undefined && error !== ''
  return (
    <div className={className}>
      <label htmlFor={ids.control} className={row}>
        <input
          ref={ref}
          id={ids.control}
          type="checkbox"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(ids, desc !== undefined, invalid)}
          className={box}
          {...rest}
        />
        <span className={text}>
          <span className={labelText}>{label}</span>
        </span>
      </label>
      <FieldMessages ids={ids} hintText={desc === undefined ? undefined : <span className={description}>{desc}</span>} errorText={error} />
    </div>
  )
})

const switchRow = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4', minH: 'touch', cursor: 'pointer' })
const track = css({
  appearance: 'none',
  position: 'relative',
  flexShrink: 0,
  w: '48px',
  h: '28px',
  borderRadius: 'full',
  bg: 'bg.muted',
  borderWidth: '1px',
  borderColor: 'border.strong',
  cursor: 'inherit',
  transition: 'background-color 120ms',
  _before: {
    content: '""',
    position: 'absolute',
    top: '2px',
    left: '2px',
    w: '22px',
    h: '22px',
    borderRadius: 'full',
    bg: 'white',
    boxShadow: 'sm',
    transition: 'transform 120ms',
  },
  _checked: { bg: 'brand.solid', borderColor: 'brand.solid', _before: { transform: 'translateX(20px)' } },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
})

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'role'> {
  readonly label: ReactNode
  readonly description?: ReactNode
}

/** An on/off setting: a checkbox with `role="switch"`, label on the left, track on the right. */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch({ label, description: desc, id, className, ...rest }, ref) {
  const ids = useFieldIds(id)
  return (
    <div className={className}>
      <label htmlFor={ids.control} className={switchRow}>
        <span className={labelText}>{label}</span>
        <input
          ref={ref}
          id={ids.control}
          type="checkbox"
          role="switch"
          aria-describedby={desc === undefined ? undefined : ids.hint}
          className={cx(track)}
          {...rest}
        />
      </label>
      <FieldMessages ids={ids} hintText={desc === undefined ? undefined : <span className={description}>{desc}</span>} />
    </div>
  )
})
