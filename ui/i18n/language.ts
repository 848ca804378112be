import { FALLBACK_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '../../core/shared/constants'

/** The part of Web Storage the language preference needs (tests pass a map-backed fake). */
export type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>

/** Whether `s` is one of the app's languages (SPEC section 9: "Languages: en (fallback) and fr"). */
export const isLanguage = (s: string | null | undefined): s is Language =>
  s !== null && s !== undefined && (LANGUAGES as ReadonlyArray<string>).includes(s)

/**
 * The UI language "detected from local storage" (SPEC section 9): the value under
 * `STORAGE_KEYS.language` when it is `en` or `fr`, otherwise the fallback `en`. A storage that throws
 * (private mode, disabled cookies) also gives the fallback.
 */
export const detectLanguage = (storage: LanguageStorage | undefined): Language => {
  try {
    const stored = storage?.getItem(STORAGE_KEYS.language)?.trim().toLowerCase()
    return isLanguage(stored) ? stored : FALLBACK_LANGUAGE
  } catch {
    return FALLBACK_LANGUAGE
  }
}

/** Remembers the chosen language under `STORAGE_KEYS.language`; a failing storage is ignored (the switch still applies). */
export const rememberLanguage = (storage: LanguageStorage | undefined, language: Language): void => {
  try {
    storage?.setItem(STORAGE_KEYS.language, language)
  } catch {
    // Storage full or disabled: the language still switches for this session.
  }
}

/** The browser's localStorage when there is one (undefined under Node without a DOM). */
export const browserStorage = (): LanguageStorage | undefined => {
  try {
    return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage
  } catch {
    return undefined
  }
}
