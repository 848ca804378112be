// Walks the identity providers' real login pages with fetch and a small cookie jar, as a browser would
// (server tests; the e2e journeys walk the same pages in Chromium).
import * as oauth from 'oauth4webapi'

/** Cookies per origin, as `name=value` pairs (enough for the loopback identity providers). */
export const cookieJar = () => {
  const jar = new Map<string, Map<string, string>>()
  return {
    header: (url: string): string => [...(jar.get(new URL(url).origin) ?? new Map<string, string>()).entries()].map(([k, v]) => `${k}=${v}`).join('; '),
    store: (url: string, res: Response): void => {
      const origin = new URL(url).origin
      const cookies = jar.get(origin) ?? new Map<string, string>()
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const eq = (pair ?? '').indexOf('=')
        if (eq > 0) cookies.set((pair ?? '').slice(0, eq).trim(), (pair ?? '').slice(eq + 1).trim())
      }
      jar.set(origin, cookies)
    },
  }
}
export type CookieJar = ReturnType<typeof cookieJar>

/** Fetches with the jar, following redirects by hand until `stop(url)` or a non-redirect answer. */
export const follow = async (
  jar: CookieJar,
  start: string,
  init: RequestInit = {},
  stop: (url: string) => boolean = () => false,
): Promise<{ readonly url: string; readonly res: Response | null }> => {
  let url = start
  let request: RequestInit = init
  for (let hops = 0; hops < 20; hops++) {
    if (stop(url)) return { url, res: null }
    const res = await fetch(url, { ...request, redirect: 'manual', headers: { ...(request.headers as Record<string, string> | undefined), Cookie: jar.header(url) } })
    jar.store(url, res)
    const location = res.headers.get('location')
    if (res.status < 300 || res.status >= 400 || location === null) return { url, res }
    await res.body?.cancel()
    url = new URL(location, url).toString()
    request = {}
  }
  throw new Error('too many redirects')
}

const formAction = (html: string): string | undefined => /<form[^>]*action="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&')
const hiddenFields = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [
      m[1] ?? '',
      (m[2] ?? '').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
    ]),
  )

/** Submits the login form of an identity provider page; returns the answer (not followed). */
export const submitLogin = async (jar: CookieJar, pageUrl: string, html: string, username: string, password: string): Promise<{ url: string; res: Response }> => {
  const action = formAction(html)
  if (action === undefined) throw new Error(`no login form on ${pageUrl}`)
  const url = new URL(action, pageUrl).toString()
  const body = new URLSearchParams({ ...hiddenFields(html), username, password })
  const res = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: jar.header(url) },
    body,
  })
  jar.store(url, res)
  return { url, res }
}

/** The SAMLResponse and RelayState of the IdP's auto-posting page, and where it posts. */
export const autoPostOf = (html: string, pageUrl: string): { readonly action: string; readonly fields: Record<string, string> } => {
  const action = formAction(html)
  if (action === undefined) throw new Error('no auto-post form')
  return { action: new URL(action, pageUrl).toString(), fields: hiddenFields(html) }
}

/** Tokens of an OIDC sign-in. */
export interface OidcTokens {
  readonly accessToken: string
  readonly refreshToken: string | undefined
  readonly idToken: string | undefined
}

/**
 * A whole authorization-code sign-in with PKCE, state and nonce against a real OpenID provider, walking its
 * login page with `username` and `password`; the tokens come from oauth4webapi's token request.
 */
export const oidcSignIn = async (input: { issuer: string; clientId: string; redirectUri: string; username: string; password: string }): Promise<OidcTokens> => {
  const options = { [oauth.allowInsecureRequests]: true }
  const issuer = new URL(input.issuer)
  const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, options))
  const client: oauth.Client = { client_id: input.clientId }
  const verifier = oauth.generateRandomCodeVerifier()
  const state = oauth.generateRandomState()
  const nonce = oauth.generateRandomNonce()
  const authUrl = new URL(as.authorization_endpoint ?? '')
  authUrl.search = new URLSearchParams({
    client_id: input.clientId,
    redirect_uri: input.redirectUri,
    response_type: 'code',
    scope: 'openid roster',
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  }).toString()
  const jar = cookieJar()
  const atRedirect = (url: string) => url.startsWith(input.redirectUri)
  const page = await follow(jar, authUrl.toString(), {}, atRedirect)
  if (page.res === null) throw new Error('the provider returned without a login')
  const submitted = await submitLogin(jar, page.url, await page.res.text(), input.username, input.password)
  const location = submitted.res.headers.get('location')
  if (location === null) throw new Error(`the login was not accepted (${submitted.res.status})`)
  const back = await follow(jar, new URL(location, submitted.url).toString(), {}, atRedirect)
  if (back.res !== null) throw new Error(`the provider did not return to the app (${back.res.status} at ${back.url})`)
  const params = oauth.validateAuthResponse(as, client, new URL(back.url), state)
  const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, input.redirectUri, verifier, options)
  const result = await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: nonce, requireIdToken: true })
  return { accessToken: result.access_token, refreshToken: result.refresh_token, idToken: result.id_token }
}
