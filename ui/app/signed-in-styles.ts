/**
 * The stylesheets of the signed-in screens. index.html links only the login one (the rules of the signed-out screens,
 * the shell and the design primitives they use); build.mjs names the one of a signed-in first view (the home screen
 * and the session shell) in `<meta name="signed-in-styles">` and the other screens' in `<meta name="screen-styles">`.
 * The route table awaits `loadSignedInStyles()` beside the home screen's code and `loadScreenStyles()` (both sheets)
 * beside any other signed-in screen's, so no signed-in screen renders unstyled. The screens' sheet always comes after
 * the home one in the document, as build.mjs split them (scripts/css-split.mjs: a later rule wins).
 *
 * Once per page: the first call adds the `<link rel="stylesheet">` and resolves when it has loaded. If it fails
 * (the network died and the service worker has no copy), the screen renders anyway with the login stylesheet rather
 * than leaving the page blank, and the next signed-in screen tries again. Without the meta (tests, a build without
 * the split) there is nothing to wait for.
 */

/**
 * Resolves once `link` has loaded or failed. A failed link is removed and `onFailed` told, so that the next call adds
 * it again; a screen waiting on it goes ahead either way (unstyled beats blank).
 */
const whenSettled = (link: HTMLLinkElement, onFailed: () => void): Promise<void> =>
  new Promise<boolean>((resolve) => {
    link.addEventListener('load', () => resolve(true), { once: true })
    link.addEventListener('error', () => resolve(false), { once: true })
  }).then((ok) => {
    if (ok) return
    link.remove()
    onFailed()
  })

let loading: Promise<void> | undefined

/** The screens' sheet's `<link>` (added by `loadScreenStyles`). */
const SCREENS_LINK = 'link[rel="stylesheet"][data-screen-styles]'

const load = (href: string): Promise<void> => {
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  const loaded: Promise<void> = whenSettled(link, () => {
    if (loading === loaded) loading = undefined
  })
  // Set before the link is added: a failure reported at once must still clear it.
  loading = loaded
  // Added again after a failure while the screens' sheet is there: before it, as in the full sheet.
  const screens = document.querySelector(SCREENS_LINK)
  if (screens === null) document.head.append(link)
  else screens.before(link)
  return loaded
}

/**
 * The link ui/stored-session.ts adds at start when a session is stored (`data-signed-in-styles`: pending, loaded or
 * failed). Named here again rather than imported: an import would put that file in a chunk of its own beside the entry.
 */
const STARTED = 'link[rel="stylesheet"][data-signed-in-styles]'

/** Waits for the link added at start: loaded, done; failed, removed and added again; pending, its load or error. */
const adopt = (link: HTMLLinkElement, href: string): Promise<void> => {
  const state = link.getAttribute('data-signed-in-styles')
  if (state === 'loaded') return (loading = Promise.resolve())
  if (state === 'failed') {
    link.remove()
    return load(href)
  }
  const loaded: Promise<void> = whenSettled(link, () => {
    if (loading === loaded) loading = undefined
  })
  loading = loaded
  return loaded
}

export const loadSignedInStyles = (): Promise<void> => {
  if (loading !== undefined) return loading
  const href = typeof document === 'undefined' ? null : document.querySelector('meta[name="signed-in-styles"]')?.getAttribute('content')
  if (href === null || href === undefined || href === '') return Promise.resolve()
  const started = document.querySelector<HTMLLinkElement>(STARTED)
  return started === null ? load(href) : adopt(started, href)
}

let loadingScreens: Promise<void> | undefined

/** Adds the screens' sheet after the home one; resolves when it has loaded, or has failed (then removed, tried again next time). */
const loadScreens = (href: string): Promise<void> => {
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  link.setAttribute('data-screen-styles', '')
  const loaded: Promise<void> = whenSettled(link, () => {
    if (loadingScreens === loaded) loadingScreens = undefined
  })
  loadingScreens = loaded
  document.head.append(link)
  return loaded
}

/**
 * Both signed-in sheets, for any signed-in screen but home: the home one (`loadSignedInStyles`), then the other
 * screens' after it. Once per page, like `loadSignedInStyles`; without the meta there is only the home one to wait for.
 */
export const loadScreenStyles = (): Promise<void> => {
  const home = loadSignedInStyles()
  if (loadingScreens !== undefined) return Promise.all([home, loadingScreens]).then(() => undefined)
  const href = typeof document === 'undefined' ? null : document.querySelector('meta[name="screen-styles"]')?.getAttribute('content')
  if (href === null || href === undefined || href === '') return home
  return Promise.all([home, loadScreens(href)]).then(() => undefined)
}
