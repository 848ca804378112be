import { StrictMode, useContext, useEffect, useState, type ReactNode } from 'react'
import type { Container } from 'inversify'
import { Router, type BaseLocationHook } from 'wouter'
import type { Language } from '../../core/shared/constants'
import { I18nProvider, LanguageContext } from '../i18n/i18n-provider'
import type { LanguageStorage } from '../i18n/language'
import { ProfileProvider, type ActiveAirline } from '../profile/profile-context'
import { App } from '../shell/app'
import { ContainerProvider } from './container-context'
import { NavigationStateProvider } from './navigation-state'
import { PrerenderedContext } from './prerendered-start'

/** Where the router reads the location: the browser's (guarded), or a fixed path (the build's prerender). */
export type AppLocation = { readonly hook: BaseLocationHook } | { readonly ssrPath: string }

export interface AppTreeProps {
  readonly airline: ActiveAirline
  /** The first render's language, its dictionary loaded. */
  readonly language: Language
  readonly storage: LanguageStorage | undefined
  readonly container: Container
  readonly location: AppLocation
  readonly readNavigationState: () => unknown
  /** The app renders, while it starts, the prerendered login screen (ui/app/prerendered-start.ts). */
  readonly prerendered: boolean
  /** Runs once the first render is committed (for a hydration: once React has taken the page over). */
  readonly onCommitted?: () => void
  /** The language to switch to once the first render is committed (the stored one, when the page was prerendered in another). */
  readonly languageAfterStart?: Language | undefined
}

/**
 * After the first commit: the end of the hydrating render, the language switch (a re-render that keeps every state,
 * typed text included), then `done`.
 */
const AfterFirstCommit = ({ prerendered, language, done, children }: { readonly prerendered: boolean; readonly language: Language | undefined; readonly done: (() => void) | undefined; readonly children: ReactNode }) => {
  const setLanguage = useContext(LanguageContext)
  const [hydrating, setHydrating] = useState(prerendered)
  useEffect(() => {
    setHydrating(false)
    if (language !== undefined) void setLanguage(language)
    done?.()
    // Once, after the first commit.
  }, [])
  return <PrerenderedContext.Provider value={{ prerendered, hydrating }}>{children}</PrerenderedContext.Provider>
}

/**
 * The whole app in its providers: what ui/start-app.tsx renders (or hydrates) in the browser and what the build
 * prerenders (ui/prerender/login-page.tsx). One tree for both, so that the hydration finds what the build wrote.
 */
export const AppTree = ({ airline, language, storage, container, location, readNavigationState, prerendered, onCommitted, languageAfterStart }: AppTreeProps) => (
  <StrictMode>
    <ProfileProvider airline={airline}>
      <I18nProvider language={language} storage={storage}>
        <ContainerProvider container={container}>
          <Router {...location}>
            <NavigationStateProvider read={readNavigationState}>
              <AfterFirstCommit prerendered={prerendered} language={languageAfterStart} done={onCommitted}>
                <App />
              </AfterFirstCommit>
            </NavigationStateProvider>
          </Router>
        </ContainerProvider>
      </I18nProvider>
    </ProfileProvider>
  </StrictMode>
)
