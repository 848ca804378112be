import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Router } from 'wouter'
import { useBrowserLocation } from 'wouter/use-browser-location'
import { ContainerProvider } from './app/container-context'
import { NavigationStateProvider } from './app/navigation-state'
import { resetSession } from './app/session.store'
import { resolve, SHELL } from './app/tokens'
import { guardLocationHook } from './app/unsaved-changes'
import { createAppContainer } from './container'
import { applyColorMode, colorModeFor } from './design/color-mode'
import { I18nProvider } from './i18n/i18n-provider'
import { browserStorage } from './i18n/language'
import { prepareLanguage } from './i18n/load-language'
import type { Language } from '../core/shared/constants'
import { currentExtras, currentLogoUrl, currentProfile } from './profile/current-profile'
import { ProfileProvider } from './profile/profile-context'
import { App } from './shell/app'

const guardedBrowserLocation = guardLocationHook(useBrowserLocation)

/**
 * Starts the app once `Temporal` exists (ui/main.tsx makes sure it does): colour mode, language, the composition
 * root, the auth flow's start (its first calls leave before the first render), then renders the shell. `languageReady` is the stored language with its dictionary loaded (ui/main.tsx
 * starts it beside this module); without it the language is detected and loaded here.
 */
export const startApp = async (languageReady?: Promise<Language>): Promise<void> => {
  const root = document.getElementById('root')
  if (root === null) return
  // The colour mode follows the system's, also when it changes while the app is open (dark at night).
  const darkQuery = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined
  const followColorMode = () => applyColorMode(document.documentElement, colorModeFor(currentProfile.display.themes, darkQuery?.matches === true))
  followColorMode()
  darkQuery?.addEventListener?.('change', followColorMode)
  const storage = browserStorage()
  const language = await (languageReady ?? prepareLanguage(storage))
  resetSession(currentProfile.features, navigator.onLine)
  const container = createAppContainer({ profile: currentProfile, window })
  // The security calls leave now, not once the first render has committed (the app runtime's start is then a no-op).
  resolve(container, SHELL.auth).start()
  createRoot(root).render(
    <StrictMode>
      <ProfileProvider airline={{ profile: currentProfile, extras: currentExtras, logoUrl: currentLogoUrl }}>
        <I18nProvider language={language} storage={storage}>
          <ContainerProvider container={container}>
            <Router hook={guardedBrowserLocation}>
              <NavigationStateProvider read={() => history.state}>
                <App />
              </NavigationStateProvider>
            </Router>
          </ContainerProvider>
        </I18nProvider>
      </ProfileProvider>
    </StrictMode>,
  )
}

