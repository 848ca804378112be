import * as O from 'fp-ts/Option'
import { authError } from '../../core/auth/auth-error'
import type { SsoChoice } from '../../core/auth/auth.state'
import type { SsoOutcome } from '../../core/auth/sso-return.rules'

// What the two halves of the SSO adapter share: sso-browser.ts (in the shell: the stored choice, the bearer token, a
// SAML2 return and SAML2 redirects) and oidc-flows.ts (its own chunk: everything OpenID Connect, with oauth4webapi).

export const CHOICE_KEY = 'cdp.sso.choice'
export const PENDING_KEY = 'cdp.sso.oidcPending'

/** OIDC tokens, in memory only (never Web Storage or IndexedDB). */
export interface Tokens {
  readonly accessToken: string
  readonly refreshToken: string | undefined
  readonly idToken: string | undefined
}

/** What an authorization request must find again when the provider sends the browser back (sessionStorage, this tab only). */
export interface Pending {
  readonly issuer: string
  readonly clientId: string
  readonly verifier: string
  readonly state: string
  readonly nonce: string
  readonly redirectUri: string
  /** The allow-listed signed-in path the sign-in started from (core `ssoReturnPathOf`), bound to `state`. */
  readonly returnPath?: string | undefined
}

/** The OIDC tokens of this tab and the timer that refreshes them (the closure of both halves). */
export interface SsoTokens {
  tokens: Tokens | undefined
  refreshTimer: number | undefined
}

/** A JSON value kept in this tab's sessionStorage, or undefined. */
export const readJson = <A>(win: Window, key: string): A | undefined => {
  try {
    const raw = win.sessionStorage.getItem(key)
    return raw === null ? undefined : (JSON.parse(raw) as A)
  } catch {
    return undefined
  }
}

/** The stored SSO choice (written when a single sign-on starts), if any. */
export const storedChoice = (win: Window): SsoChoice | undefined => readJson<SsoChoice>(win, CHOICE_KEY)

/** The address without the provider's answer (keeping the query for a SAML2 return). */
export const cleanAddress = (win: Window, keepSearch: boolean): void =>
  win.history.replaceState(win.history.state, '', win.location.pathname + (keepSearch ? win.location.search : ''))

/** The app's own root, where the providers send the browser back. */
export const appRoot = (win: Window): string => `${win.location.origin}/`

/**
 * An OpenID provider's answer that cannot be checked (its code did not load): the pending request is forgotten, the
 * answer taken out of the address, and the sign-in refused.
 */
export const refuseUncheckedAnswer = (win: Window): O.Option<SsoOutcome> => {
  win.sessionStorage.removeItem(PENDING_KEY)
  cleanAddress(win, false)
  return O.some({ _tag: 'Refused', error: authError('AuthenticationFailed') })
}
