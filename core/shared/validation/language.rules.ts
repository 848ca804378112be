import * as E from 'fp-ts/Either'
import type { ValidationError } from './validation-error'

/**
 * A language code from the preferred-language service (SPEC section 5, Other): "Language codes from
 * the preferred-language service are accepted only if they are 2 characters after trim and
 * lowercase. Otherwise an error is logged." The raw value is trimmed and lower-cased; Right carries
 * that two-character code, Left `invalidLanguageCode` `{ code }` (the raw value) for the caller to log.
 */
export const parseLanguageCode = (raw: string): E.Either<ValidationError, string> => {
  const code = raw.trim().toLowerCase()
  return [...code].length === 2 ? E.right(code) : E.left({ key: 'invalidLanguageCode', params: { code: raw } })
}
