import { createContext, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react'
import type { Language } from '../../core/shared/constants'
import TypesafeI18n, { useI18nContext } from '../../locales/i18n-react.js'
import { browserStorage, rememberLanguage, type LanguageStorage } from './language'
import { loadLanguage } from './load-language'

/** Switches the whole UI to a language and remembers it. */
export type SetLanguage = (language: Language) => Promise<void>

/** The language switch, provided next to typesafe-i18n's context. */
export const LanguageContext = createContext<SetLanguage>(() => Promise.resolve())

export interface I18nProviderProps {
  /** The first language, already loaded (`prepareLanguage`). */
  readonly language: Language
  /** Where the choice is remembered; the browser's localStorage by default. */
  readonly storage?: LanguageStorage | undefined
  readonly children: ReactNode
}

const LanguageBinder = ({ storage, children }: { readonly storage: LanguageStorage | undefined; readonly children: ReactNode }) => {
  const { locale, setLocale } = useI18nContext()
  // Dictionaries load asynchronously: when two switches overlap, the one asked for last wins.
  const latest = useRef(0)
  const setLanguage = useCallback<SetLanguage>(
    async (language) => {
      const request = ++latest.current
      await loadLanguage(language)
      if (request !== latest.current) return
      setLocale(language)
      rememberLanguage(storage, language)
    },
    [setLocale, storage],
  )
  useEffect(() => {
    if (typeof document !== 'undefined') document.documentElement.lang = locale
  }, [locale])
  return <LanguageContext.Provider value={setLanguage}>{children}</LanguageContext.Provider>
}

/**
 * The typesafe-i18n provider plus the language switch: one context holds the translation functions,
 * so switching re-renders every string at once ("language switch updates everything at once
 * and is remembered"). Also keeps `<html lang>` in step for screen readers.
 */
export const I18nProvider = ({ language, storage, children }: I18nProviderProps) => {
  const store = useMemo(() => (storage === undefined ? browserStorage() : storage), [storage])
  return (
    <TypesafeI18n locale={language}>
      <LanguageBinder storage={store}>{children}</LanguageBinder>
    </TypesafeI18n>
  )
}
