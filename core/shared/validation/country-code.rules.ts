import * as E from 'fp-ts/Either'
import { COUNTRY_CODE_MAX, COUNTRY_CODE_MIN } from '../constants'
import type { ValidationError } from './validation-error'

/**
 * Postal country code (SPEC section 5): "2 or 3 letters, max 3, upper-cased". The value is trimmed
 * and upper-cased. Keys in order: `required` (empty and `required`, the default), `maxLength`
 * `{ max: 3 }`, `charactersNotAllowed` `{ characters }` (non-letters, distinct, space-separated),
 * `minLength` `{ min: 2 }`. Right carries the upper-cased code.
 */
export const validateCountryCode = (
  value: string,
  options: { readonly required?: boolean } = {},
): E.Either<ValidationError, string> => {
  const code = value.trim().toUpperCase()
  if (code === '') return options.required === false ? E.right('') : E.left({ key: 'required' })
  const chars = [...code]
  if (chars.length > COUNTRY_CODE_MAX) return E.left({ key: 'maxLength', params: { max: COUNTRY_CODE_MAX } })
  const bad = [...new Set(chars.filter((c) => !/^[A-Z]$/.test(c)))]
  if (bad.length > 0) return E.left({ key: 'charactersNotAllowed', params: { characters: bad.join(' ') } })
  if (chars.length < COUNTRY_CODE_MIN) return E.left({ key: 'minLength', params: { min: COUNTRY_CODE_MIN } })
  return E.right(code)
}
