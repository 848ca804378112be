import type { Language } from '../../core/shared/constants'
import { loadLocaleAsync } from '../../locales/i18n-util.async.js'
import { browserStorage, detectLanguage, type LanguageStorage } from './language'

/** Loads one dictionary (its own chunk in the build) so it can be rendered synchronously. */
export const loadLanguage = (language: Language): Promise<void> => loadLocaleAsync(language)

/**
 * Detects the stored language and loads its dictionary, and only that one (every dictionary is complete: the type
 * checker holds each to the English one); resolves to the language to render first. Call before the first render.
 */
export const prepareLanguage = async (storage: LanguageStorage | undefined): Promise<Language> => {
  const language = detectLanguage(storage)
  await loadLanguage(language)
  return language
}

/** `prepareLanguage` with the browser's localStorage (ui/main.tsx starts it beside the app's own modules). */
export const prepareBrowserLanguage = (): Promise<Language> => prepareLanguage(browserStorage())
