import type { Language } from '../../core/shared/constants'
import { loadLocaleAsync } from '../../locales/i18n-util.async.js'
import { detectLanguage, type LanguageStorage } from './language'

/** Loads one dictionary (its own chunk in the build) so it can be rendered synchronously. */
export const loadLanguage = (language: Language): Promise<void> => loadLocaleAsync(language)

/**
 * Detects the stored language and loads its dictionary, plus English as the fallback; resolves to
 * the language to render first. Call before the first render.
 */
export const prepareLanguage = async (storage: LanguageStorage | undefined): Promise<Language> => {
  const language = detectLanguage(storage)
  await Promise.all(language === 'en' ? [loadLanguage('en')] : [loadLanguage('en'), loadLanguage(language)])
  return language
}
