import * as E from 'fp-ts/Either'
import { EMAIL_MAX_LENGTH } from '../constants'
import { validateText } from './text.rules'
import type { ValidationError } from './validation-error'

/**
 * A pragmatic address check: a local part of letters, digits and `.!#$%&'*+/=?^_{|}~-`, one `@`,
 * and a domain of at least two dot-separated labels (letters, digits, inner hyphens).
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

/** Whether a (trimmed) string is a well-formed e-mail address. */
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value)

/**
 * My-data e-mail field (SPEC section 5): "E-mail: required, max 80, must be valid ('Must be a valid
 * email address')". Keys in order: `required`, `maxLength` `{ max: 80 }`, `invalidEmail`.
 * Right carries the trimmed value. `required: false` accepts an empty value as `''`.
 */
export const validateEmail = (value: string, options: { readonly required?: boolean } = {}): E.Either<ValidationError, string> => {
  const trimmed = value.trim()
  if (trimmed === '') return options.required === false ? E.right('') : E.left({ key: 'required' })
  if ([...trimmed].length > EMAIL_MAX_LENGTH) return E.left({ key: 'maxLength', params: { max: EMAIL_MAX_LENGTH } })
  return isValidEmail(trimmed) ? E.right(trimmed) : E.left({ key: 'invalidEmail' })
}

/**
 * Notification-settings e-mail (SPEC section 5, Notification settings): "E-mail required ('E-mail
 * address is required!'), must be valid ('E-mail address is not valid!'), and must pass the shared
 * text rule". Keys: `emailRequired`, the shared text rule's keys (max 80), `emailInvalid`.
 */
export const validateNotificationEmail = (value: string): E.Either<ValidationError, string> => {
  if (value.trim() === '') return E.left({ key: 'emailRequired' })
  const text = validateText(value, { required: true, max: EMAIL_MAX_LENGTH })
  if (E.isLeft(text)) return text
  return isValidEmail(text.right) ? text : E.left({ key: 'emailInvalid' })
}
