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

const load = (href: string): Promise<void> =>
  new Promise((resolve) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener(
      'error',
      () => {
        link.remove()
        loading = undefined
        resolve()
      },
      { once: true },
    )
    document.head.append(link)
  })

export const loadSignedInStyles = (): Promise<void> => {
  if (loading !== undefined) return loading
  const href = typeof document === 'undefined' ? null : document.querySelector('meta[name="signed-in-styles"]')?.getAttribute('content')
  loading = href === null || href === undefined || href === '' ? Promise.resolve() : load(href)
  return loading
}
