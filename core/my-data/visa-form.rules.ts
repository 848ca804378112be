import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import type { Temporal } from 'temporal-polyfill'
import { validateCountryCode } from '../shared/validation/country-code.rules'
import { validateDate } from '../shared/validation/date.rules'
import type { FormMode } from '../shared/validation/priority.rules'
import { validateText } from '../shared/validation/text.rules'
import { toFormResult, type FormResult } from '../shared/validation/form.rules'
import { unchangedWhenEditing, type FormDate } from './travel-document-form.rules'

/** Field limits of the visa form (SPEC section 5, Visa form). */
export const VISA_LIMITS = { number: 35, issuePlace: 25 } as const

/** The visa form as typed. `docExists` is the yes/no choice, `null` until chosen. */
export interface VisaFormValues {
  readonly number: string
  readonly issuePlace: string
  readonly docExists: boolean | null
  readonly issueDt: FormDate
  readonly countryCode: string
  readonly expiryDt: FormDate
  readonly addInfo: string
}
/** A field name of the visa form, the key of its `FormErrors`. */
export type VisaFormField = keyof VisaFormValues & string

/** The loaded visa's fixed fields, when editing. */
export interface VisaOriginal {
  readonly issueDt: Temporal.PlainDate
  readonly countryCode: string
}

/**
 * The visa form of SPEC section 5: "Number required, max 35. Issue place required, max 25. docExists
 * required (yes or no). Issue date and country are fixed when editing." Dates are required ("Date
 * fields are required"); the country follows the postal country-code rule (upper-cased); additional
 * info passes the shared text rule. Changing a fixed field gives `cannotBeChanged` `{ label }`.
 */
export const validateVisaForm = (
  values: VisaFormValues,
  context: { readonly mode: FormMode; readonly original?: VisaOriginal },
): FormResult<VisaFormValues> =>
  toFormResult(values, {
    number: validateText(values.number, { required: true, max: VISA_LIMITS.number }),
    issuePlace: validateText(values.issuePlace, { required: true, max: VISA_LIMITS.issuePlace }),
    docExists: values.docExists === null ? E.left({ key: 'required' }) : E.right(values.docExists),
    issueDt: pipe(
      validateDate(values.issueDt),
      E.chain(unchangedWhenEditing(context.mode, context.original?.issueDt, 'issueDate', (a, b) => a.equals(b))),
    ),
    countryCode: pipe(
      validateCountryCode(values.countryCode),
      E.chain(unchangedWhenEditing(context.mode, context.original?.countryCode, 'country', (a, b) => a === b)),
    ),
    expiryDt: validateDate(values.expiryDt),
    addInfo: validateText(values.addInfo, {}),
  })
