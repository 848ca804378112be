import * as O from 'fp-ts/Option'
import type * as OAuth from 'oauth4webapi'
import { authError } from '../../core/auth/auth-error'
import type { SsoChoice } from '../../core/auth/auth.state'
import { isOidcCallback, refreshDelayMs, saml2ReturnOf} from '../../core/auth/sso-return.rules'
import type { SsoBrowser } from '../../core/platform/sso.port'

const CHOICE_KEY = 'cdp.sso.choice'
const PENDING_KEY = 'cdp.sso.oidcPending'
/** The scopes asked for: OpenID, and the API's resource scope (its access tokens are JWTs for the API audience). */
const OIDC_SCOPE = 'openid roster'

/** OIDC tokens, in memory only (never Web Storage or IndexedDB). */
interface Tokens {
  readonly accessToken: string
  readonly refreshToken: string | undefined
  readonly idToken: string | undefined
}

/** What an authorization request must find again when the provider sends the browser back (sessionStorage, this tab only). */
interface Pending {
  readonly issuer: string
  readonly clientId: string
  readonly verifier: string
  readonly state: string
  readonly nonce: string
  readonly redirectUri: string
}

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

/**
 * The SSO adapter over `window`: oauth4webapi for discovery, PKCE, state and nonce, the token and refresh
 * requests and the end-session URL; tokens live in this closure only and are refreshed before they expire.
 */
export const createSsoBrowser = (win: Window): SsoBrowser => {
  let tokens: Tokens | undefined
  let refreshTimer: number | undefined
  const appRoot = () => `${win.location.origin}/`

  const readJson = <A>(key: string): A | undefined => {
    try {
      const raw = win.sessionStorage.getItem(key)
      return raw === null ? undefined : (JSON.parse(raw) as A)
    } catch {
      return undefined
    }
  }

  const keep = (issuer: string, clientId: string, result: OAuth.TokenEndpointResponse) => {
    tokens = { accessToken: result.access_token, refreshToken: result.refresh_token ?? tokens?.refreshToken, idToken: result.id_token ?? tokens?.idToken }
    if (refreshTimer !== undefined) win.clearTimeout(refreshTimer)
    if (result.expires_in !== undefined && tokens.refreshToken !== undefined) {
      refreshTimer = win.setTimeout(() => void refresh(issuer, clientId), refreshDelayMs(result.expires_in))
    }
  }

  const refresh = async (issuer: string, clientId: string): Promise<void> => {
    const refreshToken = tokens?.refreshToken
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

  const cleanAddress = (keepSearch: boolean) =>
    win.history.replaceState(win.history.state, '', win.location.pathname + (keepSearch ? win.location.search : ''))

  return {
    chosen: () => {
      const choice = readJson<SsoChoice>(CHOICE_KEY)
      return choice !== undefined && (choice.protocol === 'OIDC' || choice.protocol === 'SAML2') && typeof choice.authUrl === 'string' ? O.some(choice) : O.none
    },
    completeReturn: async (matchUrl) => {
      const pending = readJson<Pending>(PENDING_KEY)
      if (pending !== undefined && isOidcCallback(win.location.search)) {
        win.sessionStorage.removeItem(PENDING_KEY)
        const current = new URL(win.location.href)
        cleanAddress(false)
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
          return O.some({ _tag: 'SignedIn' })
        } catch {
          return O.some({ _tag: 'Refused', error: authError('AuthenticationFailed') })
        }
      }
      const saml2 = saml2ReturnOf(win.location.hash, matchUrl)
      if (O.isSome(saml2)) cleanAddress(true)
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
      const clientId = choice.clientId ?? ''
      const oauth = await loadOAuth()
      const as = await discover(choice.authUrl)
      const pending: Pending = {
        issuer: choice.authUrl,
        clientId,
        verifier: oauth.generateRandomCodeVerifier(),
        state: oauth.generateRandomState(),
        nonce: oauth.generateRandomNonce(),
        redirectUri: appRoot(),
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
    endSession: async (protocol) => {
      const choice = readJson<SsoChoice>(CHOICE_KEY)
      const idToken = tokens?.idToken
      tokens = undefined
      if (refreshTimer !== undefined) win.clearTimeout(refreshTimer)
      win.sessionStorage.removeItem(CHOICE_KEY)
      if (protocol === 'SAML2') {
        if (choice?.logoutUrl === undefined) return win.location.reload()
        const url = new URL(choice.logoutUrl)
        url.searchParams.set('return', appRoot())
        return win.location.assign(url.toString())
      }
      try {
        const as = await discover(choice?.authUrl ?? '')
        if (as.end_session_endpoint === undefined) return win.location.reload()
        const url = new URL(as.end_session_endpoint)
        url.searchParams.set('post_logout_redirect_uri', appRoot())
        if (idToken !== undefined) url.searchParams.set('id_token_hint', idToken)
        else if (choice?.clientId !== undefined) url.searchParams.set('client_id', choice.clientId)
        win.location.assign(url.toString())
      } catch {
        win.location.reload()
      }
    },
    bearerToken: () => tokens?.accessToken,
  }
}
