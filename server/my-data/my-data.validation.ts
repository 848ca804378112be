import * as E from 'fp-ts/Either'
import { addressFormValues, validateAddressForm } from '../../core/my-data/address-form.rules'
import type { Address } from '../../core/my-data/address.codec'
import { contactFormValues, validateContactForm } from '../../core/my-data/contact-form.rules'
import type { Contact } from '../../core/my-data/contact.codec'
import type { PersonalData } from '../../core/my-data/personal.codec'
import { DEFAULT_DISPLAY_OPTIONS } from '../../core/access/profile-defaults'
import { PHONE_TYPE_CODE_VARIANT, PHONE_TYPE_CODES } from '../../core/shared/constants'
import type { MyDataAccess } from '../../core/access/feature-access.rules'
import type { FormResult } from '../../core/shared/validation/form.rules'
import type { FormMode } from '../../core/shared/validation/priority.rules'
import { validateText } from '../../core/shared/validation/text.rules'
import type { FieldError } from './validation-message'

/** The phone type codes of every profile (SPEC section 9: "Default, Cell, Home, Landline (variant: Temp #)"). */
const SERVER_PHONE_TYPE_CODES: ReadonlyArray<string> = [...PHONE_TYPE_CODES, PHONE_TYPE_CODE_VARIANT]

/** The first error of a form result, in field order, at its wire path (`paths` maps form fields to wire fields). */
export const firstError = <V extends object>(result: FormResult<V>, base: string, paths: Readonly<Record<string, string>>): FieldError | undefined => {
  const errors: Readonly<Record<string, FieldError['error'] | undefined>> = result.errors
  for (const [field, error] of Object.entries(errors)) {
    if (error !== undefined) return { path: `${base}.${paths[field] ?? field}`, error }
  }
  return undefined
}

/** `{ key: value }`, or nothing for an empty value (optional wire fields are left out rather than empty). */
export const optional = <K extends string>(key: K, value: string): { [P in K]?: string } =>
  // A computed key widens to `string`: the cast restores the one key K this object holds.
  (value === '' ? {} : { [key]: value }) as { [P in K]?: string }

/** The `cannotBeChanged` error of a field fixed when editing (SPEC section 5: "'{label} cannot be changed'"). */
export const fixed = (path: string, label: string): FieldError => ({ path, error: { key: 'cannotBeChanged', params: { label } } })

/**
 * A contact checked with the core contact form rules (SPEC section 5, Contact form; e-mail rule for
 * EMAIL; "Priority ... editable only when creating"; the type is fixed when editing). Right: the
 * contact as stored, normalised (trimmed text, listed calling code, `contact` the full normalised
 * phone) with the owner's `crewCode`. E-mail contacts keep no phone parts.
 */
export const checkContact = (contact: Contact, base: string, mode: FormMode, crewCode: string, original?: Contact): E.Either<FieldError, Contact> => {
  if (original !== undefined && original.natKey.type !== contact.natKey.type) return E.left(fixed(`${base}.natKey.type`, 'type'))
  const result = validateContactForm(
    contactFormValues(contact),
    {
      mode,
      defaultPhonePrefix: DEFAULT_DISPLAY_OPTIONS.defaultPhonePrefix,
      phoneTypeCodes: SERVER_PHONE_TYPE_CODES,
      ...(original === undefined ? {} : { originalPrio: original.natKey.prio }),
    },
  )
  const error = firstError(result, base, { prio: 'natKey.prio', regionCode: 'phoneNumber.regionCode', areaCode: 'phoneNumber.areaCode', localNo: 'phoneNumber.localNo' })
  if (error !== undefined) return E.left(error)
  const v = result.values
  const common = { natKey: { crewCode, type: contact.natKey.type, prio: Number(v.prio) }, access: contact.access, contact: v.contact, ...optional('remark', v.remark) }
  if (v.type === 'EMAIL') return E.right(common)
  return E.right({
    ...common,
    phoneNumber: { localNo: v.localNo, ...optional('regionCode', v.regionCode), ...optional('areaCode', v.areaCode) },
    phoneTypeCode: v.phoneTypeCode,
  })
}

/** An address checked with the core address form rules (SPEC section 5, Address form); normalised, with the owner's codes. */
export const checkAddress = (
  address: Address,
  base: string,
  mode: FormMode,
  owner: { readonly crewCode: string; readonly employeeId: string },
  original?: Address,
): E.Either<FieldError, Address> => {
  const result = validateAddressForm(
    addressFormValues(address),
    original === undefined ? { mode } : { mode, originalPrio: original.natKey.prio },
  )
  const error = firstError(result, base, { prio: 'natKey.prio' })
  if (error !== undefined) return E.left(error)
  const codes = checkTexts(address, ['cityCode', 'districtCode'], base)
  if (E.isLeft(codes)) return codes
  const v = result.values
  return E.right({
    natKey: { crewCode: owner.crewCode, employeeId: owner.employeeId, type: 'C', prio: Number(v.prio) },
    countryCode: v.countryCode,
    zipCode: v.zipCode,
    cityName: v.cityName,
    street: v.street,
    access: address.access,
    ...optional('stateCode', v.stateCode),
    ...optional('remark', v.remark),
    ...codes.right,
  })
}

/**
 * Optional text fields that no core form covers, checked with the shared text rule of SPEC section 5
 * ("Text is trimmed. Only English letters, numbers, space and simple special characters ... are
 * allowed"). Right: the non-empty normalised values.
 */
const checkTexts = <K extends string>(
  item: { readonly [P in K]?: string },
  fields: ReadonlyArray<K>,
  base: string,
): E.Either<FieldError, { [P in K]?: string }> => {
  let out: { [P in K]?: string } = {}
  for (const field of fields) {
    const raw = item[field]
    if (raw === undefined) continue
    const text = validateText(raw)
    if (E.isLeft(text)) return E.left({ path: `${base}.${field}`, error: text.left })
    out = { ...out, ...optional(field, text.right) }
  }
  return E.right(out)
}

/**
 * Personal data checked with the shared text rule of SPEC section 5; first and last name are
 * required. Core has no personal-data form rules with field limits, so none are applied here.
 */
export const checkPersonal = (personal: PersonalData, base: string): E.Either<FieldError, PersonalData> => {
  const first = validateText(personal.firstName, { required: true })
  if (E.isLeft(first)) return E.left({ path: `${base}.firstName`, error: first.left })
  const last = validateText(personal.lastName, { required: true })
  if (E.isLeft(last)) return E.left({ path: `${base}.lastName`, error: last.left })
  const texts = checkTexts(personal, ['middleName', 'birthPlace', 'birthState', 'birthCountry', 'nationality'], base)
  if (E.isLeft(texts)) return texts
  const { birthDate, gender, isSmoker, access } = personal
  return E.right({
    firstName: first.right,
    lastName: last.right,
    ...texts.right,
    ...(birthDate === undefined ? {} : { birthDate }),
    ...(gender === undefined ? {} : { gender }),
    ...(isSmoker === undefined ? {} : { isSmoker }),
    ...(access === undefined ? {} : { access }),
  })
}

/** The access column of an entry (null when the item carries none). */
export const accessOf = (item: { readonly access?: MyDataAccess }): string | null => item.access ?? null
