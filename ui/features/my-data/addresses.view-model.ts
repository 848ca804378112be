import { MyDataAccess } from '../../../core/access/feature-access.rules'
import { validateAddressForm, type AddressFormValues } from '../../../core/my-data/address-form.rules'
import type { Address } from '../../../core/my-data/address.codec'
import { canSave, type FormResult } from '../../../core/shared/validation/form.rules'
import { validateDeletion } from '../../../core/shared/validation/last-entry.rules'
import { defaultPriority, isPriorityTaken, type FormMode } from '../../../core/shared/validation/priority.rules'
import type { ValidationError } from '../../../core/shared/validation/validation-error'
import { NEW_ENTRY_ACCESS } from './contacts.view-model'

/** Addresses, most important (lowest priority) first. */
export const sortedAddresses = (addresses: ReadonlyArray<Address>): ReadonlyArray<Address> =>
  addresses.slice().sort((a, b) => a.natKey.prio - b.natKey.prio)

/** The `{id}` of `/my-data/addresses/details/{id}`: the address's priority. */
export const addressId = (address: Address): string => String(address.natKey.prio)

/** The address with that route id, if any. */
export const findAddress = (addresses: ReadonlyArray<Address>, id: string): Address | undefined =>
  addresses.find((a) => addressId(a) === id)

/** The second line of an address row: zip, city, state and country. */
export const addressPlace = (address: Address): string =>
  [[address.zipCode, address.cityName].filter((s) => s !== '').join(' '), address.stateCode, address.countryCode]
    .filter((s) => s !== undefined && s !== '')
    .join(', ')

/** SPEC section 5: "The last remaining entry cannot be deleted" (the address list); `undefined` when allowed. */
export const addressDeletionBlock = (addresses: ReadonlyArray<Address>): ValidationError | undefined => {
  const result = validateDeletion(addresses)
  return result._tag === 'Left' ? result.left : undefined
}

/** The form values of a new address; its priority is the highest existing one plus one. */
export const newAddressValues = (addresses: ReadonlyArray<Address>): AddressFormValues => ({
  prio: String(defaultPriority(addresses.map((a) => ({ type: a.natKey.type, prio: a.natKey.prio })), 'C')),
  countryCode: '',
  stateCode: '',
  zipCode: '',
  cityName: '',
  street: '',
  remark: '',
  access: NEW_ENTRY_ACCESS,
})


/** The address form checked with the core rules, plus the same-priority check before sending. */
export interface AddressFormCheck {
  readonly result: FormResult<AddressFormValues>
  readonly priorityTaken: boolean
  readonly canSave: boolean
}

/** Validates the address form as typed against the loaded addresses. */
export const checkAddressForm = (
  initial: AddressFormValues,
  values: AddressFormValues,
  mode: FormMode,
  addresses: ReadonlyArray<Address>,
  original: Address | undefined,
): AddressFormCheck => {
  const result = validateAddressForm(values, original === undefined ? { mode } : { mode, originalPrio: original.natKey.prio })
  const entries = addresses.filter((a) => a !== original).map((a) => ({ type: a.natKey.type, prio: a.natKey.prio }))
  const priorityTaken = mode === 'create' && result.errors.prio === undefined && isPriorityTaken(entries, 'C', Number(result.values.prio))
  return { result, priorityTaken, canSave: canSave(initial, values, result.errors) && !priorityTaken }
}

/** The address to send, from validated form values; the natural key keeps the loaded codes. */
export const toAddress = (values: AddressFormValues, original: Address | undefined, addresses: ReadonlyArray<Address>): Address => {
  const key = original?.natKey ?? addresses[0]?.natKey
  const employeeId = key?.employeeId
  return {
    natKey: { crewCode: key?.crewCode ?? '', type: 'C', prio: Number(values.prio), ...(employeeId === undefined ? {} : { employeeId }) },
    countryCode: values.countryCode,
    zipCode: values.zipCode,
    cityName: values.cityName,
    street: values.street,
    access: MyDataAccess.is(values.access) ? values.access : NEW_ENTRY_ACCESS,
    ...(values.stateCode === '' ? {} : { stateCode: values.stateCode }),
    ...(values.remark === '' ? {} : { remark: values.remark }),
    ...(original?.cityCode === undefined ? {} : { cityCode: original.cityCode }),
    ...(original?.districtCode === undefined ? {} : { districtCode: original.districtCode }),
  }
}
