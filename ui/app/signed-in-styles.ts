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

export const loadSignedInStyles = (): Promise<void> => {
  if (loading !== undefined) return loading
  const href = typeof document === 'undefined' ? null : document.querySelector('meta[name="signed-in-styles"]')?.getAttribute('content')
  if (href === null || href === undefined || href === '') return Promise.resolve()
  return load(href)
}
