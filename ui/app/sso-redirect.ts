import { authError } from '../../core/auth/auth-error'
import type { AuthEvent, AuthState, SsoChoice } from '../../core/auth/auth.state'
import { ssoLoginRequestOf } from '../../core/auth/saml2-login.rules'
import { DEFAULT_RESPONSE_CHECK_INTERVAL_MS, ssoLoadTimedOut } from '../../core/auth/sso-return.rules'
import type { ServerEntry } from '../../core/access/profile.codec'
import type { ClientLog } from '../../core/platform/client-log.port'
import type { SsoBrowser } from '../../core/platform/sso.port'

/**
 * Leaves for the identity provider (the auth runner's `REDIRECT_TO_SSO`, a chunk of its own with the rules it
 * needs: only a single sign-on runs it); "SAML2 identity provider load timeout or unreachable" (SPEC section 8)
 * when the provider cannot be reached, or when the page is still here after the entry's loginShowTimeout (checked
 * every responseCheckInterval ms). `status`: the auth machine's status now; `from`: the page's path and the server
 * entry as they were when the sign-on was chosen (the router may have moved since, a deep link to /login).
 */
export const redirectToSso = (
  deps: { readonly log: ClientLog; readonly sso: SsoBrowser },
  status: () => AuthState['status'],
  from: { readonly path: string; readonly entry: ServerEntry | undefined; readonly startedAtMs: number },
  choice: SsoChoice,
  dispatch: (event: AuthEvent) => void,
): void => {
  const { entry, startedAtMs } = from
  const every = entry?.responseCheckInterval ?? DEFAULT_RESPONSE_CHECK_INTERVAL_MS
  const watch = setInterval(() => {
    const now = status()
    if (now !== 'SAML2_LOGIN' && now !== 'SAML2_REAUTHENTICATE') return clearInterval(watch)
    if (!ssoLoadTimedOut({ startedAtMs, nowMs: Date.now(), loginShowTimeout: entry?.loginShowTimeout })) return
    clearInterval(watch)
    deps.log.log('WARNING', 'auth: the identity provider did not load in time')
    dispatch({ type: 'SAML2_LOGIN_FAILED', error: authError('Saml2IdpLoadTimeout') })
  }, every)
  const request = ssoLoginRequestOf(choice, entry, from.path)
  deps.sso.startLogin(request.choice, { query: request.query, returnPath: request.returnPath }).catch(() => {
    clearInterval(watch)
    deps.log.log('WARNING', 'auth: the identity provider is unreachable')
    dispatch({ type: 'SAML2_LOGIN_FAILED', error: authError('Saml2IdpUnreachable') })
  })
}
