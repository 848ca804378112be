import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import type { MyDataError } from '../../../core/my-data/my-data-error'
import type { DocType } from '../../../core/my-data/natural-key.codec'
import type { TravelDocumentFormValues } from '../../../core/my-data/travel-document-form.rules'
import type { TravelDocument, Visa } from '../../../core/my-data/travel-documents.codec'
import { addVisaRow, toggleVisaDeletion, type VisaRow } from '../../../core/my-data/visa-rows.rules'
import { isDirty } from '../../../core/shared/validation/form.rules'
import type { FormMode } from '../../../core/shared/validation/priority.rules'
import { css } from '../../../styled-system/css'
import { Button } from '../../design/button'
import { PlusIcon } from '../../design/icons/edit-icons'
import { TextField } from '../../design/text-field'
import { useI18n } from '../../i18n/use-i18n'
import {
  createTravelDocumentDraft,
  setDocumentField,
  setVisaField,
  setVisaRows,
  touchField,
} from './form-draft.state'
import { useDraftSubmit, type DraftFormProps } from './use-draft-submit'
import { dateInputValue, fullRow, MyDataForm, useCannotBeChanged, useFieldError } from './form-parts'
import {
  checkTravelDocumentForm,
  documentFormValues,
  newDocumentValues,
  toDocumentWithVisas,
} from './travel-documents.view-model'
import { VisaRowFields } from './visa-row-fields'

export interface TravelDocumentFormProps extends DraftFormProps {
  readonly docType: DocType
  readonly mode: FormMode
  readonly original: TravelDocument | undefined
  /** Every loaded visa (the document's own are picked by its number and type). */
  readonly visas: ReadonlyArray<Visa>
  /** The crew code for a new document's natural key (the server sets the owner's). */
  readonly crewCode: string
  /** Saves the document with the visas it keeps (rows marked for deletion left out). */
  readonly onSubmit: (doc: TravelDocument, visas: ReadonlyArray<Visa>) => Promise<MyDataError | undefined>
}

const visasHead = css({ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2', pt: '2' })
const visasTitle = css({ fontSize: 'md', fontWeight: 'bold' })
const muted = css({ gridColumn: '1 / -1', color: 'fg.muted', fontSize: 'sm' })

type DocTextField = 'number' | 'firstName' | 'middleName' | 'lastName' | 'issuePlace' | 'issueCountry' | 'addInfo'
type DocDateField = 'issueDate' | 'expiryDate'

/**
 * The travel document form of SPEC section 5 ("Number required, max 35, not editable when editing.
 * First and last name required, max 30; middle name max 30. Place of issue required, max 25.
 * Additional info max 20. Dates required; country upper-cased.") with its visa rows: "A travel
 * document form can add visa rows or mark them for deletion".
 */
export const TravelDocumentForm = (props: TravelDocumentFormProps) => {
  const { docType, mode, original, visas, crewCode, onSubmit } = props
  const { LL } = useI18n()
  const draft = useMemo(
    () => createTravelDocumentDraft(original === undefined ? newDocumentValues(docType) : documentFormValues(original, visas)),
    // A new draft only for another document; reloaded lists keep what the user typed.
    [docType, original === undefined ? '' : original.natKey.number],
  )
  const snap = useSnapshot(draft, { sync: true })
  const rows: ReadonlyArray<VisaRow> = snap.values.visas
  const values = { document: snap.values.document, visas: rows }
  const check = checkTravelDocumentForm(draft.initial, values, mode, original)
  const dirty = isDirty(draft.initial, values) && !snap.saved
  const errorOf = useFieldError(check.document.errors, snap.touched)
  const cannotBeChanged = useCannotBeChanged()
  const { locked, submit, frame } = useDraftSubmit(draft, { dirty, saving: snap.saving, saveError: snap.saveError }, props)

  const save = () => {
    const payload = toDocumentWithVisas(check, rows, original, crewCode)
    if (payload !== undefined) void submit(() => onSubmit(payload.doc, payload.visas))
  }
  const text = (field: DocTextField) => ({
    value: snap.values.document[field],
    disabled: locked,
    error: errorOf(field),
    onChange: (e: { target: { value: string } }) => setDocumentField(draft, field, e.target.value),
    onBlur: () => touchField(draft, field),
  })
  const date = (field: DocDateField) => ({
    type: 'date',
    value: dateInputValue(snap.values.document[field]),
    disabled: locked,
    error: errorOf(field),
    onChange: (e: { target: { value: string } }) => setDocumentField(draft, field, e.target.value as TravelDocumentFormValues[DocDateField]),
    onBlur: () => touchField(draft, field),
  })
  const T = LL.myData.travelDocuments
  const typeName = T.types[docType]()
  const title = mode === 'create' ? T.newTitle({ type: typeName }) : T.editTitle({ type: typeName })
  const numberEditable = mode === 'create'

  return (
    <MyDataForm
      label={title}
      canSave={check.canSave}
      onSubmit={save}
      {...frame}
    >
      <TextField
        label={T.number()}
        required
        {...text('number')}
        disabled={locked || !numberEditable}
        {...(numberEditable ? {} : { hint: cannotBeChanged('number') })}
      />
      <TextField label={T.issueCountry()} required {...text('issueCountry')} />
      <TextField label={T.firstName()} required autoComplete="given-name" {...text('firstName')} />
      <TextField label={T.middleName()} autoComplete="additional-name" {...text('middleName')} />
      <TextField label={T.lastName()} required autoComplete="family-name" {...text('lastName')} />
      <TextField label={T.issuePlace()} required {...text('issuePlace')} />
      <TextField label={T.issueDate()} required {...date('issueDate')} />
      <TextField label={T.expiryDate()} required {...date('expiryDate')} />
      <TextField className={fullRow} label={T.addInfo()} {...text('addInfo')} />
      <div className={visasHead}>
        <h2 className={visasTitle}>{LL.myData.visas.title()}</h2>
        <Button variant="outline" icon={<PlusIcon size={18} />} disabled={locked} onClick={() => setVisaRows(draft, addVisaRow(draft.values.visas))}>
          {LL.myData.visas.add()}
        </Button>
      </div>
      {rows.length === 0 ? <p className={muted}>{LL.myData.visas.empty()}</p> : null}
      {rows.map((row, index) => (
        <VisaRowFields
          key={row.original === undefined ? `new-${index}` : `${row.original.natKey.countryCode}/${row.original.natKey.issueDt.toString()}`}
          index={index}
          row={row}
          result={check.visas[index]}
          touched={snap.touched}
          locked={locked}
          onChange={(field, value) => setVisaField(draft, index, field, value)}
          onTouch={(field) => touchField(draft, `visas.${index}.${field}`)}
          onToggleDeletion={() => setVisaRows(draft, toggleVisaDeletion(draft.values.visas, index))}
        />
      ))}
    </MyDataForm>
  )
}
