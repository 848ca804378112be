import * as O from 'fp-ts/Option'
import type { SsoBrowser } from '../../core/platform/sso.port'
import { loadOnce } from '../shared/load-once'
import type { SsoFlows } from './sso-flows'
import { CHOICE_KEY, PENDING_KEY, readJson, refuseUncheckedAnswer, storedChoice, type SsoTokens } from './sso-state'

/**
 * The SSO adapter over `window`. The shell holds what every start reads: the stored choice and the bearer token;
 * the flows (a provider's return, the redirects, OpenID Connect: sso-flows.ts, oidc-flows.ts) are chunks of their
 * own, fetched when a sign-on starts, returns or ends, so a start without one (every password sign-in, every
 * reopened session) neither fetches nor runs them. Tokens live in memory only.
 */
export const createSsoBrowser = (win: Window): SsoBrowser => {
  const state: SsoTokens = { tokens: undefined, refreshTimer: undefined }
  const flows: () => Promise<SsoFlows> = loadOnce(() => import('./sso-flows').then((m) => m.createSsoFlows(win, state)))

  return {
    chosen: () => {
      const choice = storedChoice(win)
      return choice !== undefined && (choice.protocol === 'OIDC' || choice.protocol === 'SAML2') && typeof choice.authUrl === 'string' ? O.some(choice) : O.none
    },
    completeReturn: async (matchUrl) => {
      // A provider's answer comes to a tab that sent the browser to it (an OIDC request pending in this tab), or
      // in the address's hash (SAML2): without either there is nothing to read, and nothing is fetched.
      const pending = readJson(win, PENDING_KEY) !== undefined
      const address = { search: win.location.search, hash: win.location.hash }
      if (!pending && address.hash.length <= 1) return O.none
      try {
        return await (await flows()).completeReturn(address, matchUrl)
      } catch {
        // The flows' code did not load: an OIDC answer cannot be checked and is refused; the rest of the start goes
        // on (a SAML2 sign-in's session, if any, is the server's: the validation finds it).
        return pending ? refuseUncheckedAnswer(win) : O.none
      }
    },
    startLogin: async (choice, options) => (await flows()).startLogin(choice, options),
    endSession: async (protocol) => {
      try {
        await (await flows()).endSession(protocol)
      } catch {
        // The flows' code did not load: the choice and tokens are forgotten here, and the page starts again.
        state.tokens = undefined
        win.sessionStorage.removeItem(CHOICE_KEY)
        win.location.reload()
      }
    },
    bearerToken: () => state.tokens?.accessToken,
  }
}
