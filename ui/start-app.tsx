import { createRoot, hydrateRoot } from 'react-dom/client'
import { useBrowserLocation } from 'wouter/use-browser-location'
import { AppTree } from './app/app-tree'
import { HYDRATED_ATTRIBUTE, HYDRATION_ERRORS_ATTRIBUTE, keepTypedBeforeStart, PRERENDERED_ATTRIBUTE, PRERENDERED_LOGIN, PRERENDERED_PATH } from './app/prerendered-start'
import { LOGIN_SCREEN } from './app/route-table'
import { resetSession } from './app/session.store'
import { INFRA, resolve, SHELL } from './app/tokens'
import { guardLocationHook } from './app/unsaved-changes'
import { createAppContainer } from './container'
import { applyColorMode, colorModeFor } from './design/color-mode'
import { browserStorage, isLanguage } from './i18n/language'
import { loadLanguage, prepareLanguage } from './i18n/load-language'
import type { Language } from '../core/shared/constants'
import { currentExtras, currentLogoUrl, currentProfile } from './profile/current-profile'

const guardedBrowserLocation = guardLocationHook(useBrowserLocation)

/**
 * Whether React takes over the login screen prerendered into index.html (issue 27, decision 3): the page holds it,
 * nobody's session is stored on this device (a returning crew member's first view is the roster, not this form), and
 * the path is /login, or / where / leads to /login (one server or none: the address becomes /login at once, as the
 * route decision would make it). Anywhere else the app renders from nothing, as before.
 */
const takesOverPrerendered = (root: HTMLElement, sessionStored: boolean): boolean => {
  if (root.getAttribute(PRERENDERED_ATTRIBUTE) !== PRERENDERED_LOGIN || sessionStored) return false
  const { pathname, search, hash } = location
  if (pathname === PRERENDERED_PATH) return true
  if (pathname !== '/' || currentProfile.servers.length > 1) return false
  history.replaceState(history.state, '', `${PRERENDERED_PATH}${search}${hash}`)
  return true
}

/**
 * Starts the app once `Temporal` exists (ui/main.tsx makes sure it does): colour mode, language, the composition
 * root, the auth flow's start (its first calls leave before the first render), then renders the shell, or hydrates
 * the prerendered login screen (what was typed into it is kept: ui/features/sign-in/login-form.tsx). A prerendered
 * page is in the build's language (its `<html lang>`): the hydration renders in it, then switches to the stored one.
 * `languageReady` is the stored language with its dictionary loaded (ui/main.tsx starts it beside this module);
 * without it the language is detected and loaded here. `sessionStored`: ui/stored-session.ts found a session hint.
 */
export const startApp = async (languageReady?: Promise<Language>, sessionStored = false): Promise<void> => {
  const root = document.getElementById('root')
  if (root === null) return
  // The colour mode follows the system's, also when it changes while the app is open (dark at night).
  const darkQuery = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined
  const followColorMode = () => applyColorMode(document.documentElement, colorModeFor(currentProfile.display.themes, darkQuery?.matches === true))
  followColorMode()
  darkQuery?.addEventListener?.('change', followColorMode)
  const prerendered = takesOverPrerendered(root, sessionStored)
  // The login screen's code beside the language: a part that suspends while hydrating would be rendered anew at its
  // first update, replacing the fields the user types in.
  const loginScreen = prerendered ? LOGIN_SCREEN.preload() : undefined
  const storage = browserStorage()
  const stored = await (languageReady ?? prepareLanguage(storage))
  const pageLanguage = document.documentElement.lang
  const first = prerendered && isLanguage(pageLanguage) ? pageLanguage : stored
  if (first !== stored) await loadLanguage(first)
  resetSession(currentProfile.features, navigator.onLine, sessionStored)
  const container = createAppContainer({ profile: currentProfile, window })
  // The security calls leave now, not once the first render has committed (the app runtime's start is then a no-op).
  resolve(container, SHELL.auth).start()
  // A session left open on this device: its runtime (the signed-in code, the offline storage; then the device's copy)
  // loads now, beside the first render, not once that render has committed (the app runtime's load is then shared).
  if (sessionStored) resolve(container, INFRA.sessionRuntime).load().catch(() => undefined)
  const tree = (onCommitted?: () => void) => (
    <AppTree
      airline={{ profile: currentProfile, extras: currentExtras, logoUrl: currentLogoUrl }}
      language={first}
      storage={storage}
      container={container}
      location={{ hook: guardedBrowserLocation }}
      readNavigationState={() => history.state}
      prerendered={prerendered}
      languageAfterStart={first === stored ? undefined : stored}
      {...(onCommitted === undefined ? {} : { onCommitted })}
    />
  )
  if (!prerendered) {
    // A prerendered login under a stored session (or another path): the app renders from nothing, as before.
    root.removeAttribute(PRERENDERED_ATTRIBUTE)
    createRoot(root).render(tree())
    return
  }
  await loginScreen
  keepTypedBeforeStart(root)
  const log = resolve(container, INFRA.log)
  hydrateRoot(root, tree(() => root.setAttribute(HYDRATED_ATTRIBUTE, 'true')), {
    // A part that differs from the build's render is rendered anew (React does it); the typed values survive it.
    // The count is on the root for the end-to-end test, which expects none.
    onRecoverableError: (error) => {
      root.setAttribute(HYDRATION_ERRORS_ATTRIBUTE, String(Number(root.getAttribute(HYDRATION_ERRORS_ATTRIBUTE) ?? '0') + 1))
      log.log('WARNING', `hydration: ${error instanceof Error ? error.message : String(error)}`)
    },
  })
}
