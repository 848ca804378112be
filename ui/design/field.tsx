import { useId, type ReactNode } from 'react'
import { css, cva, cx } from '../../styled-system/css'
import { ErrorIcon } from './icons/status-icons'

/** Ids that tie a control to its label, hint and error (`aria-describedby`). */
export interface FieldIds {
  readonly control: string
  readonly hint: string
  readonly error: string
}

/** Stable ids for one field; `id` overrides the control's id. */
export const useFieldIds = (id?: string): FieldIds => {
  const generated = useId()
  const control = id ?? `field${generated}`
  return { control, hint: `${control}-hint`, error: `${control}-error` }
}

/** The `aria-describedby` value: the error first (read first), then the hint. */
export const describedBy = (ids: FieldIds, hasHint: boolean, hasError: boolean): string | undefined =>
  [hasError ? ids.error : undefined, hasHint ? ids.hint : undefined].filter((s) => s !== undefined).join(' ') || undefined

/**
 * The field column: "Base text field max width 400" (SPEC section 9, core BASE_TEXT_FIELD_MAX_WIDTH_PX; a literal
 * because Panda extracts only values it can read in this file: test/ui/design/fields.test.tsx checks the two agree).
 */
export const fieldRoot = css({ display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full', maxW: '400px' })

const label = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default' })
const errorIcon = css({ flexShrink: 0, mt: '0.5' })
const hint = css({ fontSize: 'sm', color: 'fg.muted' })
const error = css({ display: 'flex', alignItems: 'flex-start', gap: '1.5', fontSize: 'sm', color: 'danger.fg', fontWeight: 'medium' })

/** The text input and select look: 44 px tall, clear border, red border and tint when invalid. */
export const controlStyle = cva({
  base: {
    w: 'full',
    minH: 'touch',
    px: '3',
    bg: 'bg.surface',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.strong',
    borderRadius: 'md',
    fontSize: 'md',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: 'fast',
    _placeholder: { color: 'fg.subtle' },
    _hover: { _enabled: { borderColor: 'fg.muted' } },
    _focusVisible: { borderColor: 'focusRing', outlineOffset: '0' },
    _disabled: { bg: 'bg.subtle', color: 'fg.muted', cursor: 'not-allowed' },
    _readOnly: { bg: 'bg.subtle' },
    _invalid: { borderColor: 'danger.solid', bg: 'danger.subtle' },
  },
})

export interface FieldLabelProps {
  readonly htmlFor: string
  readonly children: ReactNode
  /** Marks the field as required in the label (the control also gets `required`). */
  readonly requiredMark?: boolean
}

/** A field label; a required mark is drawn as `*` and hidden from screen readers (they hear "required"). */
export const FieldLabel = ({ htmlFor, children, requiredMark = false }: FieldLabelProps) => (
  <label htmlFor={htmlFor} className={label}>
    {children}
    {requiredMark ? (
      <span aria-hidden="true" className={css({ color: 'danger.fg', ms: '1' })}>
        *
      </span>
    ) : null}
  </label>
)

/** The hint and error lines under a control, with the ids `describedBy` points at. */
export const FieldMessages = ({ ids, hintText, errorText }: { readonly ids: FieldIds; readonly hintText?: ReactNode; readonly errorText?: ReactNode }) => (
  <>
    {errorText === undefined || errorText === null || errorText === '' ? null : (
      <p id={ids.error} className={error}>
        <ErrorIcon size={16} className={errorIcon} />
        <span>{errorText}</span>
      </p>
    )}
    {hintText === undefined ? null : (
      <p id={ids.hint} className={hint}>
        {hintText}
      </p>
    )}
  </>
)

/** What a control inside a {@link Field} carries: its id, required flag and the accessible wiring. */
export interface FieldControl {
  readonly id: string
  readonly required: boolean | undefined
  readonly 'aria-invalid': true | undefined
  readonly 'aria-describedby': string | undefined
}

export interface FieldProps {
  /** The control's id (generated when absent). */
  readonly id?: string | undefined
  /** The visible label, also the control's accessible name. */
  readonly label: ReactNode
  readonly hint?: ReactNode
  /** The translated validation message: makes the control `aria-invalid` and describes it. */
  readonly error?: string | undefined
  /** Invalid without a message (the new-remark comment: "the error wording is not shown"). */
  readonly invalid?: boolean
  readonly required?: boolean | undefined
  readonly className?: string | undefined
  /** The control, given its id and wiring. */
  readonly children: (control: FieldControl) => ReactNode
}

/**
 * The one shell of every labelled form control (text field, select, text area): the column (max width 400 px),
 * the label with its required mark, the control, then the error (read first) and the hint it is described by.
 */
export const Field = ({ id, label, hint, error, invalid = false, required, className, children }: FieldProps) => {
  const ids = useFieldIds(id)
  const hasError = error !== undefined && error !== ''
  return (
    <div className={cx(fieldRoot, className)}>
      <FieldLabel htmlFor={ids.control} requiredMark={required === true}>
        {label}
      </FieldLabel>
      {children({
        id: ids.control,
        required,
        'aria-invalid': hasError || invalid || undefined,
        'aria-describedby': describedBy(ids, hint !== undefined, hasError),
      })}
      <FieldMessages ids={ids} hintText={hint} errorText={error} />
    </div>
  )
}
