import * as E from 'fp-ts/Either'
import { PHONE_LOCAL_NUMBER_MAX, PHONE_PATTERN } from '../constants'
import { CALLING_CODES } from './calling-codes'
import type { ValidationError } from './validation-error'

/**
 * Contact phone normalisation (SPEC section 5): "A leading 00 becomes +, non-digits are removed,
 * and the default prefix is added when there is no plus". The value is trimmed first; a value
 * without any digit normalises to `''` (no lone prefix). `defaultPrefix` is the profile's
 * `defaultPhonePrefix` (`+` or `+1`).
 */
export const normaliseContactPhone = (value: string, defaultPrefix: string): string => {
  const trimmed = value.trim()
  const withPlus = trimmed.startsWith('00') ? `+${trimmed.slice(2)}` : trimmed
  const digits = withPlus.replace(/\D/g, '')
  if (digits === '') return ''
  return withPlus.startsWith('+') ? `+${digits}` : `${defaultPrefix}${digits}`
}

/** Whether a phone matches the notification-settings pattern: "a plus followed by 6 to 14 digits". */
export const isValidNotificationPhone = (value: string): boolean => PHONE_PATTERN.test(value)

/**
 * The notification-settings phone (SPEC section 5): "Phone required when SMS is checked. It must be
 * a plus followed by 6 to 14 digits, such as +123456789, unless it is one of the predefined phones."
 * Keys: `phoneRequired` (empty and `required`), `phoneInvalid`. Right carries the trimmed value.
 */
export const validateNotificationPhone = (
  value: string,
  options: { readonly required: boolean; readonly predefinedPhones?: ReadonlyArray<string> },
): E.Either<ValidationError, string> => {
  const trimmed = value.trim()
  if (trimmed === '') return options.required ? E.left({ key: 'phoneRequired' }) : E.right('')
  if ((options.predefinedPhones ?? []).includes(trimmed)) return E.right(trimmed)
  return isValidNotificationPhone(trimmed) ? E.right(trimmed) : E.left({ key: 'phoneInvalid' })
}

/**
 * A phone number part typed as digits (SPEC section 5): "Phone number: digits only ('Should contain
 * only numbers'), required. Local number max 20 in the general variant and max 40 in the contact
 * form." Keys: `required`, `onlyNumbers`, `maxLength` `{ max }` (default max 20). Right: the trimmed digits.
 */
export const validatePhoneDigits = (
  value: string,
  options: { readonly required?: boolean; readonly max?: number } = {},
): E.Either<ValidationError, string> => {
  const trimmed = value.trim()
  const max = options.max ?? PHONE_LOCAL_NUMBER_MAX
  if (trimmed === '') return options.required === false ? E.right('') : E.left({ key: 'required' })
  if (!/^\d+$/.test(trimmed)) return E.left({ key: 'onlyNumbers' })
  if (trimmed.length > max) return E.left({ key: 'maxLength', params: { max } })
  return E.right(trimmed)
}

/**
 * The phone country (calling) code (SPEC section 5): "Phone country code must be one of the listed
 * calling codes ('Should be one of the listed values')". Accepts `+33`, `33` and `0033`; Right
 * carries the listed form `+33`. Keys: `required` (empty and `required`), `notInList`.
 */
export const validatePhoneCountryCode = (
  value: string,
  options: { readonly required?: boolean } = {},
): E.Either<ValidationError, string> => {
  const trimmed = value.trim()
  if (trimmed === '') return options.required === true ? E.left({ key: 'required' }) : E.right('')
  const match = /^(?:\+|00)?(\d{1,4})$/.exec(trimmed)
  const code = match?.[1] === undefined ? undefined : `+${match[1]}`
  return code !== undefined && CALLING_CODES.has(code) ? E.right(code) : E.left({ key: 'notInList' })
}
