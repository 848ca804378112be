import { useContext } from 'react'
import type { Language } from '../../core/shared/constants'
import type { TranslationFunctions } from '../../locales/i18n-types.js'
import { useI18nContext } from '../../locales/i18n-react.js'
import { LanguageContext, type SetLanguage } from './i18n-provider'

/** What a component needs to speak: the dictionary (`LL`), the current language and the switch. */
export interface I18n {
  readonly LL: TranslationFunctions
  readonly language: Language
  readonly setLanguage: SetLanguage
}

/** The current dictionary and language switch; re-renders the caller when the language changes. */
export const useI18n = (): I18n => {
  const { LL, locale } = useI18nContext()
  const setLanguage = useContext(LanguageContext)
  return { LL, language: locale, setLanguage }
}
