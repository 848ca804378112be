import { Temporal } from 'temporal-polyfill'
import type { DocType } from '../../../core/my-data/natural-key.codec'
import {
  validateTravelDocumentForm,
  type FormDate,
  type TravelDocumentFormValues,
} from '../../../core/my-data/travel-document-form.rules'
import { travelDocumentStatus, type TravelDocumentStatus } from '../../../core/my-data/travel-document-status.rules'
import type { TravelDocument, Visa } from '../../../core/my-data/travel-documents.codec'
import { validateVisaForm, type VisaFormValues } from '../../../core/my-data/visa-form.rules'
import { visaFormValues, type VisaRow } from '../../../core/my-data/visa-rows.rules'
import { isDirty, isFormValid, type FormResult } from '../../../core/shared/validation/form.rules'
import { validateDeletion } from '../../../core/shared/validation/last-entry.rules'
import type { FormMode } from '../../../core/shared/validation/priority.rules'
import type { ValidationError } from '../../../core/shared/validation/validation-error'

/** Travel document types in list order (SPEC section 3: "P passport, A alien resident number, I identity, D driver licence"). */
export const DOC_TYPES: ReadonlyArray<DocType> = ['P', 'A', 'I', 'D']

/** The `{id}` of `/my-data/traveldocs/{type}/{id}`: the document number, unique within its type. */
export const documentId = (doc: TravelDocument): string => doc.natKey.number

/** The document of a type with that route id, if any. */
export const findDocument = (docs: ReadonlyArray<TravelDocument>, type: DocType, id: string): TravelDocument | undefined =>
  docs.find((d) => d.natKey.docType === type && documentId(d) === id)

/** The visas of a travel document (their natKey names its number and type). */
export const visasOf = (doc: TravelDocument, visas: ReadonlyArray<Visa>): ReadonlyArray<Visa> =>
  visas.filter((v) => v.natKey.passportNumber === doc.natKey.number && v.natKey.passportDocType === doc.natKey.docType)

/** One row of the travel document list. */
export interface TravelDocumentRow {
  readonly doc: TravelDocument
  /** SPEC section 4: "Travel documents show 'expired' if past expiry, otherwise 'active'." */
  readonly status: TravelDocumentStatus
  readonly visas: ReadonlyArray<Visa>
}

/** The list rows: by document type ({@link DOC_TYPES} order), then number; each with its status on `today`. */
export const travelDocumentRows = (
  docs: ReadonlyArray<TravelDocument>,
  visas: ReadonlyArray<Visa>,
  today: Temporal.PlainDate,
): ReadonlyArray<TravelDocumentRow> =>
  docs
    .slice()
    .sort((a, b) => DOC_TYPES.indexOf(a.natKey.docType) - DOC_TYPES.indexOf(b.natKey.docType) || a.natKey.number.localeCompare(b.natKey.number))
    .map((doc) => ({ doc, status: travelDocumentStatus(doc.expiryDate, today), visas: visasOf(doc, visas) }))

/** SPEC section 5: "The last remaining entry cannot be deleted" (the travel document list); `undefined` when allowed. */
export const documentDeletionBlock = (docs: ReadonlyArray<TravelDocument>): ValidationError | undefined => {
  const result = validateDeletion(docs)
  return result._tag === 'Left' ? result.left : undefined
}

/** A date as the form holds it: `yyyy-MM-dd`, or `''` when there is none. */
const dateText = (d: Temporal.PlainDate | undefined): string => (d === undefined ? '' : d.toString())

/** The travel document form with its visa rows, as the user edits it. */
export interface TravelDocumentDraftValues {
  readonly document: TravelDocumentFormValues
  readonly visas: ReadonlyArray<VisaRow>
}

/** The form values of a new document of a type. */
export const newDocumentValues = (docType: DocType): TravelDocumentDraftValues => ({
  document: { docType, number: '', firstName: '', middleName: '', lastName: '', issueDate: '', expiryDate: '', issuePlace: '', issueCountry: '', addInfo: '' },
  visas: [],
})

/** A loaded visa as a form row; dates as typed text, the loaded visa kept for the fixed fields. */
export const visaRowOf = (visa: Visa): VisaRow => ({
  original: visa,
  values: { ...visaFormValues(visa), issueDt: dateText(visa.natKey.issueDt), expiryDt: dateText(visa.expiryDt) },
  markedForDeletion: false,
})

/** The form values of a loaded document and its visas. */
export const documentFormValues = (doc: TravelDocument, visas: ReadonlyArray<Visa>): TravelDocumentDraftValues => ({
  document: {
    docType: doc.natKey.docType,
    number: doc.natKey.number,
    firstName: doc.firstName,
    middleName: doc.middleName ?? '',
    lastName: doc.lastName,
    issueDate: dateText(doc.issueDate),
    expiryDate: dateText(doc.expiryDate),
    issuePlace: doc.issuePlace,
    issueCountry: doc.issueCountry,
    addInfo: doc.addInfo ?? '',
  },
  visas: visasOf(doc, visas).map(visaRowOf),
})

/** The travel document form checked with the core rules: the document and each visa row kept. */
export interface TravelDocumentFormCheck {
  readonly document: FormResult<TravelDocumentFormValues>
  /** One result per row; `undefined` for a row marked for deletion (it is not validated). */
  readonly visas: ReadonlyArray<FormResult<VisaFormValues> | undefined>
  /** SPEC section 4, Forms: "Save is disabled unless dirty and valid." */
  readonly canSave: boolean
}

/** Validates the document ("Number ... not editable when editing") and every kept visa row ("Issue date and country are fixed when editing"). */
export const checkTravelDocumentForm = (
  initial: TravelDocumentDraftValues,
  values: TravelDocumentDraftValues,
  mode: FormMode,
  original: TravelDocument | undefined,
): TravelDocumentFormCheck => {
  const document = validateTravelDocumentForm(values.document, original === undefined ? { mode } : { mode, originalNumber: original.natKey.number })
  const visas = values.visas.map((row) =>
    row.markedForDeletion
      ? undefined
      : validateVisaForm(
          row.values,
          row.original === undefined
            ? { mode: 'create' }
            : { mode: 'edit', original: { issueDt: row.original.natKey.issueDt, countryCode: row.original.natKey.countryCode } },
        ),
  )
  const valid = isFormValid(document.errors) && visas.every((v) => v === undefined || isFormValid(v.errors))
  return { document, visas, canSave: valid && isDirty(initial, values) }
}

const plainDate = (value: FormDate): Temporal.PlainDate =>
  value instanceof Temporal.PlainDate ? value : Temporal.PlainDate.from(value ?? '')

/** The document to send, from validated values; the natural key keeps the loaded codes. */
export const toTravelDocument = (v: TravelDocumentFormValues, original: TravelDocument | undefined, crewCode: string): TravelDocument => {
  const key = original?.natKey
  return {
    natKey: {
      number: v.number,
      docType: v.docType,
      crewCode: key?.crewCode ?? crewCode,
      ...(key?.employeeId === undefined ? {} : { employeeId: key.employeeId }),
      ...(key?.type === undefined ? {} : { type: key.type }),
    },
    firstName: v.firstName,
    lastName: v.lastName,
    issueDate: plainDate(v.issueDate),
    expiryDate: plainDate(v.expiryDate),
    issuePlace: v.issuePlace,
    issueCountry: v.issueCountry,
    ...(v.middleName === '' ? {} : { middleName: v.middleName }),
    ...(v.addInfo === '' ? {} : { addInfo: v.addInfo }),
    ...(original?.access === undefined ? {} : { access: original.access }),
  }
}

/** A visa to send with its document, from validated row values. */
export const toVisa = (v: VisaFormValues, doc: TravelDocument, original: Visa | undefined): Visa => ({
  number: v.number,
  natKey: {
    issueDt: plainDate(v.issueDt),
    countryCode: v.countryCode,
    passportNumber: doc.natKey.number,
    passportDocType: doc.natKey.docType,
    ...(original?.natKey.passportType === undefined ? {} : { passportType: original.natKey.passportType }),
  },
  issuePlace: v.issuePlace,
  docExists: v.docExists === true,
  expiryDt: plainDate(v.expiryDt),
  ...(v.addInfo === '' ? {} : { addInfo: v.addInfo }),
  ...(original?.access === undefined ? {} : { access: original.access }),
})

/**
 * The document and the visas it keeps, from a checked form: rows marked for deletion are left out
 * (the server deletes the stored visas the list no longer holds). `undefined` while the form is invalid.
 */
export const toDocumentWithVisas = (
  check: TravelDocumentFormCheck,
  rows: ReadonlyArray<VisaRow>,
  original: TravelDocument | undefined,
  crewCode: string,
): { readonly doc: TravelDocument; readonly visas: ReadonlyArray<Visa> } | undefined => {
  if (!isFormValid(check.document.errors)) return undefined
  const doc = toTravelDocument(check.document.values, original, crewCode)
  const visas: Visa[] = []
  for (const [i, row] of rows.entries()) {
    const result = check.visas[i]
    if (row.markedForDeletion || result === undefined) continue
    if (!isFormValid(result.errors)) return undefined
    visas.push(toVisa(result.values, doc, row.original))
  }
  return { doc, visas }
}
