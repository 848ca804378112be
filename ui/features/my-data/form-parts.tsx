import type { FormEvent, ReactNode, TextareaHTMLAttributes } from 'react'
import { MY_DATA_ACCESS_LEVELS } from '../../../core/access/feature-access.rules'
import type { MyDataError } from '../../../core/my-data/my-data-error'
import type { FormErrors, ValidationError } from '../../../core/shared/validation/validation-error'
import { css, cx } from '../../../styled-system/css'
import { Banner } from '../../design/banner'
import { Button } from '../../design/button'
import { controlStyle, describedBy, FieldLabel, FieldMessages, fieldRoot, useFieldIds } from '../../design/field'
import { Select } from '../../design/select'
import { translateValidation } from '../../i18n/translate-message'
import { useI18n } from '../../i18n/use-i18n'
import { myDataErrorText } from './my-data-error.text'

/** The form body: one column on phones, two from the md breakpoint. */
export const formGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  columnGap: '6',
  rowGap: '4',
  alignItems: 'start',
})

/** A field that spans both columns (remarks, fieldsets). */
export const fullRow = css({ gridColumn: '1 / -1' })

const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '5', px: { base: '4', sm: '0' }, w: 'full' })
const footer = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', pt: '2' })
const hint = css({ fontSize: 'sm', color: 'fg.muted' })

/**
 * The translated error of a field, shown once the user touched it (typed, picked or left it);
 * `undefined` when the field is valid or untouched.
 */
export const useFieldError = <F extends string>(errors: FormErrors<F>, touched: Readonly<Record<string, boolean>>) => {
  const { LL } = useI18n()
  return (field: F, touchKey: string = field): string | undefined => {
    const error: ValidationError | undefined = errors[field]
    return error !== undefined && touched[touchKey] === true ? translateValidation(LL, error) : undefined
  }
}

/** A date field's value as the date input shows it: `yyyy-MM-dd`, or empty. */
export const dateInputValue = (value: unknown): string => (value === null || value === undefined ? '' : String(value))

/** The 'cannot be changed' line of a field fixed when editing (SPEC section 5: "disabled with '{label} cannot be changed'"). */
export const useCannotBeChanged = () => {
  const { LL } = useI18n()
  return (label: string): string => translateValidation(LL, { key: 'cannotBeChanged', params: { label } })
}

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  readonly label: ReactNode
  readonly error?: string | undefined
  readonly hint?: ReactNode
}

/** A labelled multi-line text field with the look, error and hint wiring of `TextField` (address remarks). */
export const TextArea = ({ label, error, hint, id, className, required, ...rest }: TextAreaProps) => {
  const ids = useFieldIds(id)
  const invalid = error !== undefined && error !== ''
  return (
    <div className={cx(fieldRoot, className)}>
      <FieldLabel htmlFor={ids.control} requiredMark={required === true}>
        {label}
      </FieldLabel>
      <textarea
        id={ids.control}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(ids, hint !== undefined, invalid)}
        className={cx(controlStyle(), css({ py: '2.5', resize: 'vertical' }))}
        {...rest}
      />
      <FieldMessages ids={ids} hintText={hint} errorText={error} />
    </div>
  )
}

/** Who may see the entry: INTERNAL, BUDDY or EXTERNAL (SPEC section 6). */
export const AccessSelect = ({
  value,
  error,
  disabled,
  onChange,
}: {
  readonly value: string
  readonly error: string | undefined
  readonly disabled: boolean
  readonly onChange: (value: string) => void
}) => {
  const { LL } = useI18n()
  return (
    <Select
      label={LL.myData.access.label()}
      value={value}
      required
      disabled={disabled}
      error={error}
      placeholder={LL.common.select()}
      options={MY_DATA_ACCESS_LEVELS.map((level) => ({ value: level, label: LL.myData.access[level]() }))}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}

export interface MyDataFormProps {
  /** The form's accessible name (the screen title). */
  readonly label: string
  readonly online: boolean
  readonly saving: boolean
  readonly saveError: MyDataError | undefined
  /** SPEC section 4, Forms: "Save is disabled unless dirty and valid" (and online, with edit access). */
  readonly canSave: boolean
  readonly dirty: boolean
  readonly onSubmit: () => void
  readonly onCancel: () => void
  readonly children: ReactNode
}

/**
 * The frame of every my-data form: the offline message ("Offline: page editable only online and
 * connected"), the server's error of a failed submit, the fields, and Submit / Cancel with the reason
 * Submit is disabled.
 */
export const MyDataForm = ({ label, online, saving, saveError, canSave, dirty, onSubmit, onCancel, children }: MyDataFormProps) => {
  const { LL } = useI18n()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (canSave && online && !saving) onSubmit()
  }
  const reason = !online ? undefined : !dirty ? LL.myData.formUnchanged() : !canSave ? LL.myData.formInvalid() : undefined
  return (
    <form aria-label={label} noValidate onSubmit={submit} className={formStyle}>
      {online ? null : <Banner tone="warning">{LL.errors.offlineEditOnlyOnline()}</Banner>}
      {saveError === undefined ? null : (
        <Banner tone="danger">
          <strong>{LL.myData.saveFailedTitle()}</strong> {myDataErrorText(LL, saveError)}
        </Banner>
      )}
      <fieldset disabled={!online || saving} className={css({ border: 'none', p: '0', m: '0', minW: '0' })}>
        <div className={formGrid}>{children}</div>
      </fieldset>
      <div className={footer}>
        <Button type="submit" disabled={!canSave || !online} loading={saving} loadingLabel={LL.common.saving()} aria-describedby={reason === undefined ? undefined : 'my-data-submit-reason'}>
          {LL.myData.submit()}
        </Button>
        <Button variant="outline" tone="neutral" onClick={onCancel}>
          {LL.common.cancel()}
        </Button>
        {reason === undefined ? null : (
          <p id="my-data-submit-reason" className={hint}>
            {reason}
          </p>
        )}
      </div>
    </form>
  )
}
