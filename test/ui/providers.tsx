import type { ReactElement } from 'react'
import type { Language } from '../../core/shared/constants'
import { I18nProvider } from '../../ui/i18n/i18n-provider'
import type { LanguageStorage } from '../../ui/i18n/language'
import { loadLanguage, loadSignedInDictionary } from '../../ui/i18n/load-language'
import { ProfileProvider, type ActiveAirline } from '../../ui/profile/profile-context'
import { render } from './harness'

/** A Web Storage stand-in backed by a map, with the map exposed for assertions. */
export const memoryStorage = (initial: Readonly<Record<string, string>> = {}): LanguageStorage & { readonly data: Map<string, string> } => {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  }
}

/** Loads both dictionaries, both parts (the build loads them lazily; tests want both ready). */
export const loadDictionaries = async (): Promise<void> => {
  await Promise.all([loadLanguage('en'), loadLanguage('fr')])
  await loadSignedInDictionary()
}

export interface ProviderOptions {
  readonly language?: Language
  readonly storage?: LanguageStorage
  readonly airline?: ActiveAirline
}

/** Renders `ui` inside the app's providers: i18n (dictionaries loaded first) and, when given, a profile. */
export const renderWithProviders = async (ui: ReactElement, options: ProviderOptions = {}) => {
  await loadDictionaries()
  const storage = options.storage ?? memoryStorage()
  const tree = <I18nProvider language={options.language ?? 'en'} storage={storage}>{ui}</I18nProvider>
  return render(options.airline === undefined ? tree : <ProfileProvider airline={options.airline}>{tree}</ProfileProvider>)
}
