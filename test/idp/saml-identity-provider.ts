import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { inflateRawSync } from 'node:zlib'
import { autoPostPage, checkIdpPassword, loginPage, readForm, sendHtml } from './idp-pages'
import { buildSamlResponse, generateSigningKeys, type SamlSigning, type SigningKeys } from './saml-response'

export interface SamlIdpOptions {
  /** The one service provider it serves: its entity id (audience). */
  readonly spEntityId: string
  readonly port?: number
  readonly host?: string
  /** Assertion lifetime in seconds (default 300). */
  readonly assertionTtlSeconds?: number
}

/** A running SAML2 identity provider. */
export interface SamlIdentityProvider {
  readonly url: string
  readonly entityId: string
  /** The single sign-on URL (HTTP-Redirect binding): the service provider's `entryPoint`. */
  readonly ssoUrl: string
  /** The logout URL: ends the IdP session, then goes to `?return=` (an http(s) URL) or shows "Signed out". */
  readonly logoutUrl: string
  /** The key pair signing the assertions; the service provider trusts `publicKeyPem`. */
  readonly keys: SigningKeys
  /** The user names signed in at the IdP (one entry per IdP session). */
  readonly sessions: () => ReadonlyArray<string>
  /** What the next assertions sign: both the Response and the assertion (the default), or only one of them. */
  readonly setSigning: (signing: SamlSigning) => void
  /** How many requests reached the IdP (any path, any method). */
  readonly requestCount: () => number
  /** Makes the next page loads hang (a load time-out test) or answer normally again. */
  readonly setStalled: (stalled: boolean) => void
  readonly close: () => Promise<void>
}

const SESSION_COOKIE = 'test_idp_session'

/** What an HTTP-Redirect AuthnRequest says (only the parts this IdP uses). */
interface AuthnRequestInfo {
  readonly id: string
  readonly issuer: string
  readonly acsUrl: string
}

const attribute = (xml: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(xml)?.[1]

const parseAuthnRequest = (encoded: string): AuthnRequestInfo | null => {
  try {
    const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8')
    const id = attribute(xml, 'ID')
    const acsUrl = attribute(xml, 'AssertionConsumerServiceURL')
    const issuer = /<(?:\w+:)?Issuer[^>]*>([^<]*)</.exec(xml)?.[1]
    return id === undefined || acsUrl === undefined || issuer === undefined ? null : { id, acsUrl, issuer }
  } catch {
    return null
  }
}

const cookieOf = (req: IncomingMessage, name: string): string | undefined =>
  (req.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim().split('='))
    .find(([k]) => k === name)?.[1]

/**
 * A small SAML2 identity provider for tests and the SSO demo: a login page for anna and bruno, an IdP
 * session cookie (a second sign-in needs no password), and signed assertions (RSA-SHA256 with a key
 * pair generated at start) posted to the service provider's assertion consumer URL. Only AuthnRequests
 * issued by the configured service provider are answered.
 */
export const startSamlIdp = async (options: SamlIdpOptions): Promise<SamlIdentityProvider> => {
  const host = options.host ?? '127.0.0.1'
  const keys = generateSigningKeys()
  const sessions = new Map<string, string>()
  let stalled = false
  let signing: SamlSigning = 'both'
  let requests = 0
  let url = ''
  const ttlMs = (options.assertionTtlSeconds ?? 300) * 1000

  const answer = (res: ServerResponse, request: AuthnRequestInfo, relayState: string, username: string): void => {
    const now = Date.now()
    const samlResponse = buildSamlResponse(
      {
        idpEntityId: url,
        username,
        audience: options.spEntityId,
        destination: request.acsUrl,
        recipient: request.acsUrl,
        inResponseTo: request.id,
        notBefore: new Date(now - 30_000),
        notOnOrAfter: new Date(now + ttlMs),
        sign: signing,
      },
      keys,
    )
    sendHtml(res, 200, 'Signing in', autoPostPage(request.acsUrl, { SAMLResponse: samlResponse, RelayState: relayState }))
  }

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    requests += 1
    const target = new URL(req.url ?? '/', url)
    if (stalled) return // never answered: the client's load time-out decides
    if (target.pathname === '/sso' && req.method === 'GET') {
      const request = parseAuthnRequest(target.searchParams.get('SAMLRequest') ?? '')
      if (request === null || request.issuer !== options.spEntityId) {
        sendHtml(res, 400, 'Bad request', '<p role="alert">Unknown or malformed sign-in request.</p>')
        return
      }
      const relayState = target.searchParams.get('RelayState') ?? ''
      const signedIn = sessions.get(cookieOf(req, SESSION_COOKIE) ?? '')
      if (signedIn !== undefined) {
        answer(res, request, relayState, signedIn)
        return
      }
      const hidden = { SAMLRequest: target.searchParams.get('SAMLRequest') ?? '', RelayState: relayState }
      sendHtml(res, 200, 'Sign in', loginPage({ title: 'Test SAML2 identity provider', action: '/sso/login', hidden }))
      return
    }
    if (target.pathname === '/sso/login' && req.method === 'POST') {
      const form = await readForm(req)
      const encoded = form.get('SAMLRequest') ?? ''
      const relayState = form.get('RelayState') ?? ''
      const request = parseAuthnRequest(encoded)
      if (request === null || request.issuer !== options.spEntityId) {
        sendHtml(res, 400, 'Bad request', '<p role="alert">Unknown or malformed sign-in request.</p>')
        return
      }
      const username = checkIdpPassword(form.get('username') ?? '', form.get('password') ?? '')
      if (username === null) {
        const hidden = { SAMLRequest: encoded, RelayState: relayState }
        sendHtml(res, 200, 'Sign in', loginPage({ title: 'Test SAML2 identity provider', action: '/sso/login', hidden, error: 'Wrong user name or password.' }))
        return
      }
      const session = randomBytes(24).toString('base64url')
      sessions.set(session, username)
      res.setHeader('Set-Cookie', `${SESSION_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Lax`)
      answer(res, request, relayState, username)
      return
    }
    if (target.pathname === '/slo' && req.method === 'GET') {
      sessions.delete(cookieOf(req, SESSION_COOKIE) ?? '')
      res.setHeader('Set-Cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`)
      const back = target.searchParams.get('return') ?? ''
      if (/^https?:\/\//.test(back)) {
        res.statusCode = 303
        res.setHeader('Location', back)
        res.end()
        return
      }
      sendHtml(res, 200, 'Signed out', '<h1>Signed out</h1>')
      return
    }
    sendHtml(res, 404, 'Not found', '<p>Not found</p>')
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendHtml(res, 500, 'Error', '<p role="alert">The identity provider failed.</p>')
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  url = `http://${host}:${(server.address() as AddressInfo).port}`
  return {
    url,
    entityId: url,
    ssoUrl: `${url}/sso`,
    logoutUrl: `${url}/slo`,
    keys,
    sessions: () => [...sessions.values()],
    setSigning: (value) => {
      signing = value
    },
    requestCount: () => requests,
    setStalled: (value) => {
      stalled = value
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
