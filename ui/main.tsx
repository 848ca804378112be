/**
 * The entry of the web app: the only module the page loads first. Browsers with a native `Temporal` (Chromium 144+,
 * Firefox 139+) never download the polyfill: the production build (build.mjs) makes every `temporal-polyfill`
 * import read `globalThis.Temporal`, and this file installs `temporal-polyfill/global` first where it is missing.
 * The rest of the app is a dynamic import so that no module reads `Temporal` before it exists.
 *
 * It first starts fetching the stored language's dictionary and, for a returning crew member (a session stored),
 * what the roster needs (ui/stored-session.ts).
 *
 * Once started it registers the service worker that lets the app open offline next time, and follows it for a new
 * build (offered with a reload button, never swapped in under the user).
 *
 * A failure to load (the network died between index.html and the scripts) shows a plain message instead of a
 * blank page; the translations are not loaded yet, so it is in English and French.
 */
import { keepEarlyInstallOffer, preloadFirstView } from './stored-session'

const LOAD_FAILED =
  'Crew Duty Plan could not be loaded. Check the connection and reload the page. · ' +
  "Crew Duty Plan n'a pas pu être chargé. Vérifiez la connexion et rechargez la page."

const showLoadFailure = (): void => {
  const root = document.getElementById('root')
  if (root === null) return
  const message = document.createElement('p')
  message.setAttribute('role', 'alert')
  message.style.cssText = 'margin:2rem;font:1rem/1.5 system-ui,sans-serif'
  message.textContent = LOAD_FAILED
  root.replaceChildren(message)
}

/**
 * The service worker (`/sw.js`, ui/service-worker.ts) keeps this build for the next start without a network. Not
 * registering (an old browser, a non-secure origin, private mode) only means the app needs a network to open.
 */
const registerServiceWorker = (): void => {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return
  const workers = navigator.serviceWorker
  workers
    .register('/sw.js')
    // A new build waits until the user reloads on purpose (ui/app/new-build.ts, already loaded with the shell).
    .then((registration) => import('./app/new-build').then((m) => m.watchForNewBuild(registration, workers)))
    .catch(() => undefined)
}

/** The browser's localStorage, if it lets itself be read. */
const localStorageOrNone = (): Storage | undefined => {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

const boot = async (): Promise<void> => {
  // The stored language's dictionary now, and with a stored session the roster's modules, stylesheet and dictionary
  // part: fetched beside the app's first modules, not after them.
  const sessionStored = preloadFirstView(document, localStorageOrNone())
  keepEarlyInstallOffer(window, globalThis)
  // A session is stored: the prerendered login form (index.html, issue 27 decision 3) is not this start's first view,
  // so it leaves the screen now, at the first script, rather than when the app renders (the roster, or its copy).
  // The signed-in frame (frame.html) stays until the app's first render replaces it (ui/start-app.tsx).
  const root = document.getElementById('root')
  if (sessionStored && root?.getAttribute('data-prerendered') === 'login') {
    root.removeAttribute('data-prerendered')
    root.replaceChildren()
  }
  if (!('Temporal' in globalThis)) await import('temporal-polyfill/global')
  const language = import('./i18n/load-language').then((m) => m.prepareBrowserLanguage())
  language.catch(() => undefined) // reported through startApp, which awaits it
  const { startApp } = await import('./start-app')
  await startApp(language, sessionStored)
  registerServiceWorker()
}

boot().catch(showLoadFailure)
