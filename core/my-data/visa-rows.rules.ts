import { isDirty } from '../shared/validation/form.rules'
import type { Visa } from './travel-documents.codec'
import type { VisaFormValues } from './visa-form.rules'

/** One visa row of a travel document form: the loaded visa (absent for a new row) and its edits. */
export interface VisaRow {
  readonly original?: Visa
  readonly values: VisaFormValues
  readonly markedForDeletion: boolean
}

/** The form values of a loaded visa. */
export const visaFormValues = (visa: Visa): VisaFormValues => ({
  number: visa.number,
  issuePlace: visa.issuePlace,
  docExists: visa.docExists,
  issueDt: visa.natKey.issueDt,
  countryCode: visa.natKey.countryCode,
  expiryDt: visa.expiryDt ?? null,
  addInfo: visa.addInfo ?? '',
})

/** SPEC section 2, My data pages: "A travel document form can add visa rows". Appends an empty row. */
export const addVisaRow = (rows: ReadonlyArray<VisaRow>): ReadonlyArray<VisaRow> => [
  ...rows,
  {
    values: { number: '', issuePlace: '', docExists: null, issueDt: null, countryCode: '', expiryDt: null, addInfo: '' },
    markedForDeletion: false,
  },
]

/**
 * SPEC section 2: a travel document form can "mark them for deletion". Toggles the mark of a loaded
 * row; a row not yet saved is simply removed. An index out of range changes nothing.
 */
export const toggleVisaDeletion = (rows: ReadonlyArray<VisaRow>, index: number): ReadonlyArray<VisaRow> => {
  const row = rows[index]
  if (row === undefined) return rows
  if (row.original === undefined) return rows.filter((_, i) => i !== index)
  return rows.map((r, i) => (i === index ? { ...r, markedForDeletion: !r.markedForDeletion } : r))
}

/** What saving the visa rows must send. */
export interface VisaChanges {
  readonly create: ReadonlyArray<VisaFormValues>
  readonly update: ReadonlyArray<{ readonly original: Visa; readonly values: VisaFormValues }>
  readonly remove: ReadonlyArray<Visa>
}

/**
 * The calls the visa rows need: new rows are created, marked loaded rows deleted, and loaded rows
 * that differ from the loaded original (SPEC section 4, Forms: dirty) updated.
 */
export const planVisaChanges = (rows: ReadonlyArray<VisaRow>): VisaChanges => ({
  create: rows.filter((r) => r.original === undefined).map((r) => r.values),
  update: rows.flatMap((r) =>
    r.original !== undefined && !r.markedForDeletion && isDirty(visaFormValues(r.original), r.values)
      ? [{ original: r.original, values: r.values }]
      : [],
  ),
  remove: rows.flatMap((r) => (r.original !== undefined && r.markedForDeletion ? [r.original] : [])),
})
