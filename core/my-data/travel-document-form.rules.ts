import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import type { Temporal } from 'temporal-polyfill'
import { validateCountryCode } from '../shared/validation/country-code.rules'
import { validateDate } from '../shared/validation/date.rules'
import type { FormMode } from '../shared/validation/priority.rules'
import { validateText } from '../shared/validation/text.rules'
import type { ValidationError } from '../shared/validation/validation-error'
import { toFormResult, type FormResult } from '../shared/validation/form.rules'
import type { DocType } from './natural-key.codec'

/** A date field's value: a picked date, a typed `yyyy-MM-dd`, or nothing yet. */
export type FormDate = Temporal.PlainDate | string | null

/** Field limits of the travel document form (SPEC section 5, Travel document form). */
export const TRAVEL_DOCUMENT_LIMITS = { number: 35, name: 30, issuePlace: 25, addInfo: 20 } as const

/** The travel document form as typed; `docType` comes from the route. */
export interface TravelDocumentFormValues {
  readonly docType: DocType
  readonly number: string
  readonly firstName: string
  readonly middleName: string
  readonly lastName: string
  readonly issueDate: FormDate
  readonly expiryDate: FormDate
  readonly issuePlace: string
  readonly issueCountry: string
  readonly addInfo: string
}
/** A field name of the travel document form, the key of its `FormErrors`. */
export type TravelDocumentFormField = keyof TravelDocumentFormValues & string

/**
 * A field fixed when editing (SPEC section 5: "Some fields are disabled with '{label} cannot be
 * changed'"): `cannotBeChanged` `{ label }` when the value differs from the loaded one.
 */
export const unchangedWhenEditing =
  <A>(mode: FormMode, original: A | undefined, label: string, equals: (a: A, b: A) => boolean) =>
  (value: A): E.Either<ValidationError, A> =>
    mode === 'edit' && original !== undefined && !equals(value, original)
      ? E.left({ key: 'cannotBeChanged', params: { label } })
      : E.right(value)

/**
 * The travel document form of SPEC section 5: "Number required, max 35, not editable when editing.
 * First and last name required, max 30; middle name max 30. Place of issue required, max 25.
 * Additional info max 20. Dates required; country upper-cased." The issue country follows the postal
 * country-code rule. `originalNumber` is the loaded number when editing.
 */
export const validateTravelDocumentForm = (
  values: TravelDocumentFormValues,
  context: { readonly mode: FormMode; readonly originalNumber?: string },
): FormResult<TravelDocumentFormValues> => {
  const L = TRAVEL_DOCUMENT_LIMITS
  return toFormResult(values, {
    number: pipe(
      validateText(values.number, { required: true, max: L.number }),
      E.chain(unchangedWhenEditing(context.mode, context.originalNumber, 'number', (a, b) => a === b)),
    ),
    firstName: validateText(values.firstName, { required: true, max: L.name }),
    middleName: validateText(values.middleName, { max: L.name }),
    lastName: validateText(values.lastName, { required: true, max: L.name }),
    issueDate: validateDate(values.issueDate),
    expiryDate: validateDate(values.expiryDate),
    issuePlace: validateText(values.issuePlace, { required: true, max: L.issuePlace }),
    issueCountry: validateCountryCode(values.issueCountry),
    addInfo: validateText(values.addInfo, { max: L.addInfo }),
  })
}
