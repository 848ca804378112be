import type { BrowserPage } from '../../core/platform/browser-page.port'

/**
 * The browser page behind {@link BrowserPage}. "In the browser" means not inside the hybrid mobile
 * wrapper (which injects `window.cordova`), for SPEC section 4 rule 8.
 */
export const createBrowserPage = (win: Window): BrowserPage => ({
  inBrowser: !('cordova' in win),
  urlHash: () => win.location.hash,
  path: () => win.location.pathname,
  reload: (clearUrlHash, atStart) => {
    if (atStart === true) return win.location.replace(`${win.location.origin}/`)
    if (clearUrlHash && win.location.hash !== '') win.history.replaceState(win.history.state, '', win.location.pathname + win.location.search)
    win.location.reload()
  },
  redirect: (url) => win.location.assign(url),
  openLogoutFrame: (url) =>
    new Promise<void>((resolve) => {
      const frame = win.document.createElement('iframe')
      frame.hidden = true
      frame.title = 'logout'
      const done = () => {
        win.clearTimeout(timer)
        frame.remove()
        resolve()
      }
      const timer = win.setTimeout(done, 10_000)
      frame.addEventListener('load', done)
      frame.addEventListener('error', done)
      frame.src = url
      win.document.body.appendChild(frame)
    }),
  onFocus: (listener) => {
    win.addEventListener('focus', listener)
    return () => win.removeEventListener('focus', listener)
  },
  onActivity: (listener) => {
    const click = () => listener('click')
    const key = () => listener('keypress')
    const tap = () => listener('tap')
    win.addEventListener('click', click, { capture: true, passive: true })
    win.addEventListener('keydown', key, { capture: true, passive: true })
    win.addEventListener('touchstart', tap, { capture: true, passive: true })
    return () => {
      win.removeEventListener('click', click, { capture: true })
      win.removeEventListener('keydown', key, { capture: true })
      win.removeEventListener('touchstart', tap, { capture: true })
    }
  },
  browserOnline: () => win.navigator.onLine,
})
