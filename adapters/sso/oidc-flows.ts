import * as O from 'fp-ts/Option'
import type * as OAuth from 'oauth4webapi'
import { authError } from '../../core/auth/auth-error'
import type { SsoChoice } from '../../core/auth/auth.state'
import { refreshDelayMs, type SsoOutcome } from '../../core/auth/sso-return.rules'
import { ssoReturnPathOf } from '../../core/access/sso-return-paths.rules'
import { appRoot, cleanAddress, PENDING_KEY, type Pending, type SsoTokens } from './sso-state'

/** The scopes asked for: OpenID, and the API's resource scope (its access tokens are JWTs for the API audience). */
const OIDC_SCOPE = 'openid roster'

/**
 * oauth4webapi, fetched on first use: only a single sign-on through an OpenID provider needs it, so it stays out of
 * what the login form waits for (about 5 KB brotli).
 */
type OAuthModule = typeof OAuth
const loadOAuth = (): Promise<OAuthModule> => import('oauth4webapi')

/** oauth4webapi refuses plain HTTP; allowed only for a provider on this machine (the demo and the tests). */
const httpOptions = (oauth: OAuthModule, issuer: string) => {
  const host = new URL(issuer).hostname
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]' ? { [oauth.allowInsecureRequests]: true } : {}
}

/** The `iat` of the ID token in a token response (read, not trusted: it only sets the clock skew before the real checks). */
const idTokenIssuedAt = async (response: Response): Promise<number | undefined> => {
  try {
    const body: unknown = await response.json()
    const idToken = typeof body === 'object' && body !== null && 'id_token' in body && typeof body.id_token === 'string' ? body.id_token : ''
    const payload: unknown = JSON.parse(atob((idToken.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')))
    return typeof payload === 'object' && payload !== null && 'iat' in payload && typeof payload.iat === 'number' ? payload.iat : undefined
  } catch {
    return undefined
  }
}

const discover = async (issuer: string): Promise<OAuth.AuthorizationServer> => {
  const oauth = await loadOAuth()
  const url = new URL(issuer)
  return oauth.processDiscoveryResponse(url, await oauth.discoveryRequest(url, httpOptions(oauth, issuer)))
}

/** The OpenID Connect half of the SSO adapter (sso-browser.ts loads it when a flow needs it). */
export interface OidcFlows {
  /** The provider sent the browser back with a code: exchanges it for the tokens (the pending request is removed). */
  readonly completeReturn: (pending: Pending) => Promise<O.Option<SsoOutcome>>
  /**
   * Sends the browser to the provider's authorization endpoint (PKCE, state, nonce and the path to come back to kept
   * in sessionStorage).
   */
  readonly startLogin: (choice: SsoChoice, returnPath?: string) => Promise<void>
  /** Sends the browser to the provider's end-session endpoint (or reloads the app when it has none). */
  readonly endSession: (choice: SsoChoice | undefined, idToken: string | undefined) => Promise<void>
}

/**
 * oauth4webapi for discovery, PKCE, state and nonce, the token and refresh requests and the end-session URL; the
 * tokens go to `state` (shared with sso-browser.ts, memory only) and are refreshed before they expire.
 */
export const createOidcFlows = (win: Window, state: SsoTokens): OidcFlows => {
  const keep = (issuer: string, clientId: string, result: OAuth.TokenEndpointResponse) => {
    const tokens = { accessToken: result.access_token, refreshToken: result.refresh_token ?? state.tokens?.refreshToken, idToken: result.id_token ?? state.tokens?.idToken }
    state.tokens = tokens
    if (state.refreshTimer !== undefined) win.clearTimeout(state.refreshTimer)
    if (result.expires_in !== undefined && tokens.refreshToken !== undefined) {
      state.refreshTimer = win.setTimeout(() => void refresh(issuer, clientId), refreshDelayMs(result.expires_in))
    }
  }

  const refresh = async (issuer: string, clientId: string): Promise<void> => {
    const refreshToken = state.tokens?.refreshToken
    if (refreshToken === undefined) return
    try {
      const oauth = await loadOAuth()
      const as = await discover(issuer)
      const client: OAuth.Client = { client_id: clientId }
      const response = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), refreshToken, httpOptions(oauth, issuer))
      keep(issuer, clientId, await oauth.processRefreshTokenResponse(as, client, response))
    } catch {
      // The token will expire; the next call answers 401 and the session-expiry flow signs in again.
    }
  }

  return {
    completeReturn: async (pending) => {
      win.sessionStorage.removeItem(PENDING_KEY)
      const current = new URL(win.location.href)
      cleanAddress(win, false)
      try {
        const oauth = await loadOAuth()
        const as = await discover(pending.issuer)
        const client: OAuth.Client = { client_id: pending.clientId }
        const params = oauth.validateAuthResponse(as, client, current, pending.state)
        const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, pending.redirectUri, pending.verifier, httpOptions(oauth, pending.issuer))
        // A device clock that is off (a phone set by hand) would fail the ID token's times: judge them by the provider's clock.
        const issuedAt = await idTokenIssuedAt(response.clone())
        if (issuedAt !== undefined) client[oauth.clockSkew] = Math.round(issuedAt - Date.now() / 1000)
        const result = await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: pending.nonce, requireIdToken: true })
        keep(pending.issuer, pending.clientId, result)
        // Back to the page the sign-in started from: the path kept with this `state` (checked again: still allow-listed).
        const back = ssoReturnPathOf(pending.returnPath)
        if (O.isSome(back)) win.history.replaceState(win.history.state, '', back.value)
        return O.some({ _tag: 'SignedIn' })
      } catch {
        return O.some({ _tag: 'Refused', error: authError('AuthenticationFailed') })
      }
    },
    startLogin: async (choice, returnPath) => {
      const clientId = choice.clientId ?? ''
      const oauth = await loadOAuth()
      const as = await discover(choice.authUrl)
      const pending: Pending = {
        issuer: choice.authUrl,
        clientId,
        verifier: oauth.generateRandomCodeVerifier(),
        state: oauth.generateRandomState(),
        nonce: oauth.generateRandomNonce(),
        redirectUri: appRoot(win),
        returnPath,
      }
      win.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending))
      const url = new URL(as.authorization_endpoint ?? '')
      url.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: pending.redirectUri,
        response_type: 'code',
        scope: OIDC_SCOPE,
        code_challenge: await oauth.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      }).toString()
      win.location.assign(url.toString())
    },
    endSession: async (choice, idToken) => {
      try {
        const as = await discover(choice?.authUrl ?? '')
        if (as.end_session_endpoint === undefined) return win.location.reload()
        const url = new URL(as.end_session_endpoint)
        url.searchParams.set('post_logout_redirect_uri', appRoot(win))
        if (idToken !== undefined) url.searchParams.set('id_token_hint', idToken)
        else if (choice?.clientId !== undefined) url.searchParams.set('client_id', choice.clientId)
        win.location.assign(url.toString())
      } catch {
        win.location.reload()
      }
    },
  }
}
