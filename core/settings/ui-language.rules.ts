import * as E from 'fp-ts/Either'
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../shared/constants'
import { parseLanguageCode } from '../shared/validation/language.rules'

/**
 * The interface language for a code from the preferred-language service: the accepted code
 * (SPEC section 5: "2 characters after trim and lowercase") when the app has that language, else the
 * fallback `en`. A rejected code ("Otherwise an error is logged") comes back in `rejected` for the caller to log.
 */
export const uiLanguage = (raw: string): { readonly language: Language; readonly rejected?: string } => {
  const parsed = parseLanguageCode(raw)
  if (E.isLeft(parsed)) return { language: FALLBACK_LANGUAGE, rejected: raw }
  const known = LANGUAGES.find((l) => l === parsed.right)
  return { language: known ?? FALLBACK_LANGUAGE }
}
