import type { Unsubscribe } from './observable'

/**
 * The page the app runs in: reload, the SSO redirect and logout frame, the URL hash at start, focus and user
 * activity (keep-alive), and whether it is a browser or the hybrid wrapper (SPEC section 4, rule 8).
 */
export interface BrowserPage {
  readonly inBrowser: boolean
  readonly urlHash: () => string
  /** The path the app is on (no query, no hash): where a single sign-on started from this page comes back to. */
  readonly path: () => string
  /** Reloads the app; `atStart` on the start page (`/`) instead of the current one. */
  readonly reload: (clearUrlHash: boolean, atStart?: boolean) => void
  /** Leaves the app for the identity provider's login page. */
  readonly redirect: (url: string) => void
  /** Loads `url` in a hidden frame; resolves when loaded or given up. */
  readonly openLogoutFrame: (url: string) => Promise<void>
  readonly onFocus: (listener: () => void) => Unsubscribe
  /** Click, keypress and tap anywhere on the page (SPEC section 4, Session keep-alive). */
  readonly onActivity: (listener: (kind: 'click' | 'keypress' | 'tap') => void) => Unsubscribe
  /** Whether the browser itself reports a network (the navigator's own online flag). */
  readonly browserOnline: () => boolean
}

/** The app's page in the phone's settings: present only where the app can open it (the mobile wrapper). */
export interface LocationSettings {
  readonly open?: () => void
}
