import { proxy, ref } from 'valtio'
import type { MyDataError } from '../../../core/my-data/my-data-error'
import type { VisaRow } from '../../../core/my-data/visa-rows.rules'
import type { TravelDocumentDraftValues } from './travel-documents.view-model'

/**
 * The view state of one my-data form: the values as loaded (`initial`, the "loaded original" of SPEC
 * section 4, Forms), the values as typed, which fields the user has touched (their errors show), and
 * the submit in flight with its failure. One proxy per open form.
 */
export interface FormDraft<V extends object> {
  readonly initial: V
  values: V
  touched: Record<string, boolean>
  saving: boolean
  saveError: MyDataError | undefined
  /** Set once the submit succeeded: the form is no longer dirty for the unsaved-changes prompt. */
  saved: boolean
}

/** A new draft proxy starting from `initial`. */
export const createFormDraft = <V extends object>(initial: V): FormDraft<V> =>
  proxy<FormDraft<V>>({ initial: ref(initial), values: { ...initial }, touched: {}, saving: false, saveError: undefined, saved: false })

/** A travel document draft: as {@link createFormDraft}, with the loaded visas held by `ref`. */
export const createTravelDocumentDraft = (initial: TravelDocumentDraftValues): FormDraft<TravelDocumentDraftValues> =>
  createFormDraft(withVisaRefs(initial))

/** The user typed or picked a value: it is kept and the field's error may show. */
export const setField = <V extends object, K extends keyof V & string>(draft: FormDraft<V>, field: K, value: V[K]): void => {
  draft.values[field] = value
  draft.touched[field] = true
}

/** The user left a field: its error may show. */
export const touchField = (draft: FormDraft<object>, field: string): void => {
  draft.touched[field] = true
}

/** A submit started. */
export const saveStarted = (draft: FormDraft<object>): void => {
  draft.saving = true
  draft.saveError = undefined
}

/** A submit ended: failed with `error`, or succeeded. */
export const saveEnded = (draft: FormDraft<object>, error: MyDataError | undefined): void => {
  draft.saving = false
  draft.saveError = error === undefined ? undefined : ref(error)
  draft.saved = error === undefined
}

/**
 * Plain copies of the travel document draft values, each loaded visa kept as a `ref` (its dates are
 * Temporal values, which must not be proxied).
 */
export const withVisaRefs = (values: TravelDocumentDraftValues): TravelDocumentDraftValues => ({
  document: { ...values.document },
  visas: values.visas.map((row): VisaRow => {
    const copy = { values: { ...row.values }, markedForDeletion: row.markedForDeletion }
    return row.original === undefined ? copy : { ...copy, original: ref(row.original) }
  }),
})

/** Replaces the visa rows of a travel document draft (after adding a row or marking one for deletion). */
export const setVisaRows = (draft: FormDraft<TravelDocumentDraftValues>, rows: ReadonlyArray<VisaRow>): void => {
  if (rows.length < draft.values.visas.length) {
    // A new row was removed: the rows after it moved up, so their touched marks no longer apply.
    for (const key of Object.keys(draft.touched)) if (key.startsWith('visas.')) delete draft.touched[key]
  }
  draft.values = withVisaRefs({ document: draft.values.document, visas: rows })
}

/** The user typed or picked a value in visa row `index`. */
export const setVisaField = <K extends keyof VisaRow['values'] & string>(
  draft: FormDraft<TravelDocumentDraftValues>,
  index: number,
  field: K,
  value: VisaRow['values'][K],
): void => {
  const row = draft.values.visas[index]
  if (row === undefined) return
  draft.values = withVisaRefs({
    document: draft.values.document,
    visas: draft.values.visas.map((r, i) => (i === index ? { ...r, values: { ...r.values, [field]: value } } : r)),
  })
  draft.touched[`visas.${index}.${field}`] = true
}

/** The user typed or picked a value of the travel document itself. */
export const setDocumentField = <K extends keyof TravelDocumentDraftValues['document'] & string>(
  draft: FormDraft<TravelDocumentDraftValues>,
  field: K,
  value: TravelDocumentDraftValues['document'][K],
): void => {
  draft.values = { document: { ...draft.values.document, [field]: value }, visas: draft.values.visas }
  draft.touched[field] = true
}
