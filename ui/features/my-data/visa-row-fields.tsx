import type { VisaFormValues } from '../../../core/my-data/visa-form.rules'
import type { VisaRow } from '../../../core/my-data/visa-rows.rules'
import type { FormResult } from '../../../core/shared/validation/form.rules'
import { css } from '../../../styled-system/css'
import { Button } from '../../design/button'
import { MinusIcon, TrashIcon } from '../../design/icons/edit-icons'
import { Select } from '../../design/select'
import { TextField } from '../../design/text-field'
import { useI18n } from '../../i18n/use-i18n'
import { dateInputValue, useCannotBeChanged, useFieldError } from './form-parts'

const fieldset = css({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  columnGap: '6',
  rowGap: '4',
  p: '4',
  m: '0',
  minW: '0',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.surface',
})
const legend = css({ px: '2', fontWeight: 'bold', fontSize: 'md' })
const marked = css({ gridColumn: '1 / -1', color: 'danger.fg', fontWeight: 'medium', fontSize: 'sm' })
const rowActions = css({ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' })

type VisaTextField = 'number' | 'issuePlace' | 'countryCode' | 'addInfo'
type VisaDateField = 'issueDt' | 'expiryDt'

export interface VisaRowFieldsProps {
  readonly index: number
  readonly row: VisaRow
  /** The core visa form result of this row; `undefined` while it is marked for deletion. */
  readonly result: FormResult<VisaFormValues> | undefined
  readonly touched: Readonly<Record<string, boolean>>
  readonly locked: boolean
  readonly onChange: <K extends keyof VisaFormValues & string>(field: K, value: VisaFormValues[K]) => void
  readonly onTouch: (field: keyof VisaFormValues & string) => void
  /** Marks a loaded visa for deletion (or keeps it again); removes a new row. */
  readonly onToggleDeletion: () => void
}

/**
 * One visa row of the travel document form (SPEC section 5, Visa form: "Number required, max 35.
 * Issue place required, max 25. docExists required (yes or no). Issue date and country are fixed when
 * editing."). A loaded visa can be marked for deletion; a new one removed.
 */
export const VisaRowFields = ({ index, row, result, touched, locked, onChange, onTouch, onToggleDeletion }: VisaRowFieldsProps) => {
  const { LL } = useI18n()
  const V = LL.myData.visas
  const errorOf = useFieldError(result?.errors ?? {}, touched)
  const cannotBeChanged = useCannotBeChanged()
  const isNew = row.original === undefined
  const disabled = locked || row.markedForDeletion
  const key = (field: string) => `visas.${index}.${field}`
  const text = (field: VisaTextField) => ({
    value: row.values[field],
    disabled,
    error: errorOf(field, key(field)),
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
    onBlur: () => onTouch(field),
  })
  const date = (field: VisaDateField) => ({
    type: 'date',
    value: dateInputValue(row.values[field]),
    disabled,
    error: errorOf(field, key(field)),
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
    onBlur: () => onTouch(field),
  })
  const title = isNew ? `${V.newRow()} (${V.rowTitle({ index: index + 1 })})` : `${V.rowTitle({ index: index + 1 })}: ${row.original?.number ?? ''}`
  return (
    <fieldset role="group" className={fieldset} aria-label={title}>
      <legend className={legend}>{title}</legend>
      {row.markedForDeletion ? <p className={marked}>{V.markedForDeletion()}</p> : null}
      <TextField label={V.number()} required {...text('number')} />
      <TextField label={V.issuePlace()} required {...text('issuePlace')} />
      <TextField
        label={V.issueDate()}
        required
        {...date('issueDt')}
        disabled={disabled || !isNew}
        {...(isNew ? {} : { hint: cannotBeChanged('issueDate') })}
      />
      <TextField
        label={V.country()}
        required
        {...text('countryCode')}
        disabled={disabled || !isNew}
        {...(isNew ? {} : { hint: cannotBeChanged('country') })}
      />
      <TextField label={V.expiryDate()} required {...date('expiryDt')} />
      <Select
        label={V.docExists()}
        required
        disabled={disabled}
        value={row.values.docExists === null ? '' : row.values.docExists ? 'yes' : 'no'}
        placeholder={LL.common.select()}
        error={errorOf('docExists', key('docExists'))}
        options={[
          { value: 'yes', label: V.docExistsYes() },
          { value: 'no', label: V.docExistsNo() },
        ]}
        onChange={(e) => onChange('docExists', e.target.value === '' ? null : e.target.value === 'yes')}
        onBlur={() => onTouch('docExists')}
      />
      <TextField label={V.addInfo()} {...text('addInfo')} />
      <div className={rowActions}>
        <Button variant="ghost" tone={row.markedForDeletion ? 'neutral' : 'danger'} disabled={locked} icon={isNew ? <MinusIcon size={18} /> : <TrashIcon size={18} />} onClick={onToggleDeletion}>
          {isNew
            ? V.remove({ index: index + 1 })
            : row.markedForDeletion
              ? V.keep({ number: row.original?.number ?? '' })
              : V.markForDeletion({ number: row.original?.number ?? '' })}
        </Button>
      </div>
    </fieldset>
  )
}
