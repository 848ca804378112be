import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { CONTACT_PHONE_LOCAL_NUMBER_MAX, CONTACT_PRIORITY_MAX } from '../shared/constants'
import { validateAccess } from '../shared/validation/access.rules'
import { validateEmail } from '../shared/validation/email.rules'
import {
  normaliseContactPhone,
  validatePhoneCountryCode,
  validatePhoneDigits,
} from '../shared/validation/phone.rules'
import { validatePriority, type FormMode } from '../shared/validation/priority.rules'
import { validateText } from '../shared/validation/text.rules'
import type { ValidationError } from '../shared/validation/validation-error'
import { toFormResult, type FormResult } from '../shared/validation/form.rules'
import type { Contact } from './contact.codec'
import type { ContactType } from './natural-key.codec'

/** SPEC section 5, Contact form: "Remark max 20." */
export const CONTACT_REMARK_MAX = 20
/** SPEC section 5, Contact form: "Region code and area code max 20." */
export const CONTACT_REGION_AREA_MAX = 20

/** The contact form as typed. `contact` is the e-mail address (EMAIL) or, after validation, the full phone. */
export interface ContactFormValues {
  readonly type: ContactType
  readonly prio: string
  readonly contact: string
  readonly regionCode: string
  readonly areaCode: string
  readonly localNo: string
  readonly phoneTypeCode: string
  readonly remark: string
  readonly access: string
}
/**
 * The contact form filled with a stored contact: what the edit form shows, and what the server checks again. A
 * phone's `contact` (its full number) is not a field: the rules make it again from the parts.
 */
export const contactFormValues = (contact: Contact): ContactFormValues => ({
  type: contact.natKey.type,
  prio: String(contact.natKey.prio),
  contact: contact.natKey.type === 'EMAIL' ? (contact.contact ?? '') : '',
  regionCode: contact.phoneNumber?.regionCode ?? '',
  areaCode: contact.phoneNumber?.areaCode ?? '',
  localNo: contact.phoneNumber?.localNo ?? '',
  phoneTypeCode: contact.phoneTypeCode ?? '',
  remark: contact.remark ?? '',
  access: contact.access,
})

/** A field name of the contact form, the key of its `FormErrors`. */
export type ContactFormField = keyof ContactFormValues & string

/** What the contact form rules need besides the values. */
export interface ContactFormContext {
  readonly mode: FormMode
  /** The loaded priority when editing ("editable only when creating"). */
  readonly originalPrio?: number
  /** The profile's `defaultPhonePrefix` (`+` or `+1`). */
  readonly defaultPhonePrefix: string
  /** The profile's phone type codes; when given, the type must be one of them. */
  readonly phoneTypeCodes?: ReadonlyArray<string>
}

const phoneTypeCode = (value: string, codes: ReadonlyArray<string> | undefined): E.Either<ValidationError, string> =>
  pipe(
    validateText(value, { required: true }),
    E.chain((v) => (codes === undefined || codes.includes(v) ? E.right(v) : E.left<ValidationError>({ key: 'notInList' }))),
  )

const regionCode = (value: string): E.Either<ValidationError, string> =>
  pipe(validateText(value, { max: CONTACT_REGION_AREA_MAX }), E.chain((v) => validatePhoneCountryCode(v)))

/**
 * The contact form of SPEC section 5: "Priority max 99. Remark max 20. Region code and area code max 20;
 * local number max 40. Type required for phones." E-mail contacts follow the e-mail rule ("required,
 * max 80, must be valid"); phone contacts need a phone type code and a digits-only local number, take
 * a listed calling code as region code, and get `contact` set to the full phone normalised by the
 * contact phone normalisation ("A leading 00 becomes +, non-digits are removed, and the default prefix
 * is added when there is no plus") of region code + area code + local number.
 */
export const validateContactForm = (values: ContactFormValues, context: ContactFormContext): FormResult<ContactFormValues> => {
  const prioOptions =
    context.originalPrio === undefined
      ? { max: CONTACT_PRIORITY_MAX, mode: context.mode }
      : { max: CONTACT_PRIORITY_MAX, mode: context.mode, original: context.originalPrio }
  const common = {
    prio: E.map(String)(validatePriority(values.prio, prioOptions)),
    remark: validateText(values.remark, { max: CONTACT_REMARK_MAX }),
    access: validateAccess(values.access),
  }
  if (values.type === 'EMAIL') return toFormResult(values, { ...common, contact: validateEmail(values.contact) })
  const region = regionCode(values.regionCode)
  const area = validatePhoneDigits(values.areaCode, { required: false, max: CONTACT_REGION_AREA_MAX })
  const local = validatePhoneDigits(values.localNo, { required: true, max: CONTACT_PHONE_LOCAL_NUMBER_MAX })
  const part = (e: E.Either<ValidationError, string>, raw: string): string => (E.isRight(e) ? e.right : raw)
  const full = `${part(region, values.regionCode)}${part(area, values.areaCode)}${part(local, values.localNo)}`
  return toFormResult(values, {
    ...common,
    phoneTypeCode: phoneTypeCode(values.phoneTypeCode, context.phoneTypeCodes),
    regionCode: region,
    areaCode: area,
    localNo: local,
    contact: E.right(normaliseContactPhone(full, context.defaultPhonePrefix)),
  })
}
