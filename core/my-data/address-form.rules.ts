import * as E from 'fp-ts/Either'
import { ADDRESS_PRIORITY_MAX } from '../shared/constants'
import { validateAccess } from '../shared/validation/access.rules'
import { validateCountryCode } from '../shared/validation/country-code.rules'
import { validatePriority, type FormMode } from '../shared/validation/priority.rules'
import { validateText } from '../shared/validation/text.rules'
import { toFormResult, type FormResult } from '../shared/validation/form.rules'
import type { Address } from './address.codec'

/** Field limits of the address form (SPEC section 5, Address form). */
export const ADDRESS_LIMITS = { zipCode: 10, cityName: 25, street: 30, stateCode: 25, remark: 1024 } as const

/** The address form as typed. */
export interface AddressFormValues {
  readonly prio: string
  readonly countryCode: string
  readonly stateCode: string
  readonly zipCode: string
  readonly cityName: string
  readonly street: string
  readonly remark: string
  readonly access: string
}
/** The address form filled with a stored address: what the edit form shows, and what the server checks again. */
export const addressFormValues = (address: Address): AddressFormValues => ({
  prio: String(address.natKey.prio),
  countryCode: address.countryCode,
  stateCode: address.stateCode ?? '',
  zipCode: address.zipCode,
  cityName: address.cityName,
  street: address.street,
  remark: address.remark ?? '',
  access: address.access,
})

/** A field name of the address form, the key of its `FormErrors`. */
export type AddressFormField = keyof AddressFormValues & string

/**
 * The address form of SPEC section 5: "Priority max 9. Zip required, max 10. City required, max 25.
 * Street required, max 30. State max 25. Remark max 1024. Country code upper-cased." The country code
 * follows the postal rule (required, 2 or 3 letters); the remark may span lines. Priority is editable
 * only when creating (`originalPrio` is the loaded one when editing).
 */
export const validateAddressForm = (
  values: AddressFormValues,
  context: { readonly mode: FormMode; readonly originalPrio?: number },
): FormResult<AddressFormValues> => {
  const prioOptions =
    context.originalPrio === undefined
      ? { max: ADDRESS_PRIORITY_MAX, mode: context.mode }
      : { max: ADDRESS_PRIORITY_MAX, mode: context.mode, original: context.originalPrio }
  return toFormResult(values, {
    prio: E.map(String)(validatePriority(values.prio, prioOptions)),
    countryCode: validateCountryCode(values.countryCode),
    stateCode: validateText(values.stateCode, { max: ADDRESS_LIMITS.stateCode }),
    zipCode: validateText(values.zipCode, { required: true, max: ADDRESS_LIMITS.zipCode }),
    cityName: validateText(values.cityName, { required: true, max: ADDRESS_LIMITS.cityName }),
    street: validateText(values.street, { required: true, max: ADDRESS_LIMITS.street }),
    remark: validateText(values.remark, { max: ADDRESS_LIMITS.remark, multiline: true }),
    access: validateAccess(values.access),
  })
}
