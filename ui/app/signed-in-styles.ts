/**
 * The stylesheet of the signed-in screens. index.html links only the login one (the rules of the signed-out screens,
 * the shell and the design primitives they use); build.mjs names the rest in `<meta name="signed-in-styles">`, and
 * the route table awaits `loadSignedInStyles()` beside each signed-in screen's code, so no signed-in screen renders
 * unstyled.
 *
 * Once per page: the first call adds the `<link rel="stylesheet">` and resolves when it has loaded. If it fails
 * (the network died and the service worker has no copy), the screen renders anyway with the login stylesheet rather
 * than leaving the page blank, and the next signed-in screen tries again. Without the meta (tests, a build without
 * the split) there is nothing to wait for.
 */
let loading: Promise<void> | undefined

const load = (href: string): Promise<void> => {
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  const loaded = new Promise<void>((resolve) => {
    const settle = (ok: boolean): void => {
      link.removeEventListener('load', onLoad)
      link.removeEventListener('error', onError)
      if (!ok) {
        link.remove()
        if (loading === loaded) loading = undefined
      }
      resolve()
    }
    const onLoad = (): void => settle(true)
    const onError = (): void => settle(false)
    link.addEventListener('load', onLoad)
    link.addEventListener('error', onError)
  })
  // Set before the link is added: a failure reported at once must still clear it.
  loading = loaded
  document.head.append(link)
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
  const loaded = new Promise<void>((resolve) => {
    const settle = (ok: boolean): void => {
      if (!ok) {
        link.remove()
        if (loading === loaded) loading = undefined
      }
      resolve()
    }
    link.addEventListener('load', () => settle(true), { once: true })
    link.addEventListener('error', () => settle(false), { once: true })
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
