import * as O from 'fp-ts/Option'
import { authError } from '../../core/auth/auth-error'
import { isOidcCallback, saml2ReturnOf } from '../../core/auth/sso-return.rules'
import type { SsoBrowser } from '../../core/platform/sso.port'
import type { OidcFlows } from './oidc-flows'
import { loadOnce } from '../shared/load-once'
import { appRoot, CHOICE_KEY, cleanAddress, PENDING_KEY, readJson, storedChoice, type Pending, type SsoTokens } from './sso-state'

/**
 * The SSO adapter over `window`. What the login form needs is here: the stored choice, the bearer token, a SAML2
 * return and the SAML2 redirects. OpenID Connect (discovery, PKCE, the token and refresh requests, the end-session
 * URL: oidc-flows.ts with oauth4webapi) is a chunk of its own, fetched when an OIDC flow starts or returns. Tokens
 * live in memory only.
 */
export const createSsoBrowser = (win: Window): SsoBrowser => {
  const state: SsoTokens = { tokens: undefined, refreshTimer: undefined }
  const oidc: () => Promise<OidcFlows> = loadOnce(() => import('./oidc-flows').then((m) => m.createOidcFlows(win, state)))

  return {
    chosen: () => {
      const choice = storedChoice(win)
      return choice !== undefined && (choice.protocol === 'OIDC' || choice.protocol === 'SAML2') && typeof choice.authUrl === 'string' ? O.some(choice) : O.none
    },
    completeReturn: async (matchUrl) => {
      const pending = readJson<Pending>(win, PENDING_KEY)
      if (pending !== undefined && isOidcCallback(win.location.search)) {
        try {
          return await (await oidc()).completeReturn(pending)
        } catch {
          // The OIDC chunk did not load: the answer cannot be checked, the sign-in is refused.
          win.sessionStorage.removeItem(PENDING_KEY)
          cleanAddress(win, false)
          return O.some({ _tag: 'Refused', error: authError('AuthenticationFailed') })
        }
      }
      const saml2 = saml2ReturnOf(win.location.hash, matchUrl)
      if (O.isSome(saml2)) cleanAddress(win, true)
      return saml2
    },
    startLogin: async (choice, options) => {
      win.sessionStorage.setItem(CHOICE_KEY, JSON.stringify(choice))
      if (choice.protocol === 'SAML2') {
        const url = new URL(choice.authUrl, win.location.href)
        for (const [name, value] of options.query) url.searchParams.set(name, value)
        win.location.assign(url.toString())
        return
      }
      await (await oidc()).startLogin(choice, options.returnPath)
    },
    endSession: async (protocol) => {
      const choice = storedChoice(win)
      const idToken = state.tokens?.idToken
      state.tokens = undefined
      if (state.refreshTimer !== undefined) win.clearTimeout(state.refreshTimer)
      win.sessionStorage.removeItem(CHOICE_KEY)
      if (protocol === 'SAML2') {
        if (choice?.logoutUrl === undefined) return win.location.reload()
        const url = new URL(choice.logoutUrl)
        url.searchParams.set('return', appRoot(win))
        return win.location.assign(url.toString())
      }
      try {
        await (await oidc()).endSession(choice, idToken)
      } catch {
        win.location.reload()
      }
    },
    bearerToken: () => state.tokens?.accessToken,
  }
}
