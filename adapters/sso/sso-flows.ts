import * as O from 'fp-ts/Option'
import { isOidcCallback, saml2ReturnOf } from '../../core/auth/sso-return.rules'
import type { SsoBrowser } from '../../core/platform/sso.port'
import { loadOnce } from '../shared/load-once'
import type { OidcFlows } from './oidc-flows'
import { appRoot, CHOICE_KEY, cleanAddress, PENDING_KEY, readJson, refuseUncheckedAnswer, storedChoice, type Pending, type SsoTokens } from './sso-state'

/** What a single sign-on does beyond the stored choice and the bearer token: the provider's return, the redirects. */
export interface SsoFlows extends Pick<SsoBrowser, 'startLogin' | 'endSession'> {
  /** `SsoBrowser.completeReturn` on the address as it was when the page started (`search`, `hash`). */
  readonly completeReturn: (address: { readonly search: string; readonly hash: string }, matchUrl?: string) => ReturnType<SsoBrowser['completeReturn']>
}

/**
 * The SSO adapter's flows, a chunk of their own (fetched by sso-browser.ts when a sign-on starts, returns or ends):
 * a SAML2 return and the SAML2 redirects here; OpenID Connect (discovery, PKCE, the token and refresh requests, the
 * end-session URL: oidc-flows.ts with oauth4webapi) one chunk further, fetched only for an OIDC flow. `state`: the
 * tokens, shared with the shell's half (the bearer token).
 */
export const createSsoFlows = (win: Window, state: SsoTokens): SsoFlows => {
  const oidc: () => Promise<OidcFlows> = loadOnce(() => import('./oidc-flows').then((m) => m.createOidcFlows(win, state)))
  return {
    completeReturn: async (address, matchUrl) => {
      const pending = readJson<Pending>(win, PENDING_KEY)
      if (pending !== undefined && isOidcCallback(address.search)) {
        try {
          return await (await oidc()).completeReturn(pending)
        } catch {
          // The OIDC chunk did not load: the answer cannot be checked, the sign-in is refused.
          return refuseUncheckedAnswer(win)
        }
      }
      const saml2 = saml2ReturnOf(address.hash, matchUrl)
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
  }
}
