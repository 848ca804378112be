import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import Provider, { type KoaContextLike } from 'oidc-provider'
import { checkIdpPassword, IDP_USERS, loginPage, readForm, sendHtml } from './idp-pages'

/** The API audience (resource indicator) the provider issues JWT access tokens for. */
export const OIDC_AUDIENCE = 'urn:crew-duty-plan:api'
/** The public client of the web app (authorization code with PKCE, no secret). */
export const OIDC_CLIENT_ID = 'crew-duty-plan-web'
/** The resource scope of the API. */
export const OIDC_API_SCOPE = 'roster'

export interface OidcProviderOptions {
  /** Where the app may return after sign-in and sign-out (its origins, e.g. `http://127.0.0.1:8080/`). */
  readonly redirectUris: ReadonlyArray<string>
  /** Port to listen on (0: any free port). */
  readonly port?: number
  /** Access token lifetime in seconds (default 300); `setTokenPolicy` changes it for the tokens issued next. */
  readonly accessTokenTtlSeconds?: number
  /** Whether refresh tokens are issued (default true); without one, an expired access token means a new sign-in. */
  readonly refreshTokens?: boolean
  readonly host?: string
}

/** A running OpenID provider. */
export interface OidcIdentityProvider {
  /** The issuer URL, e.g. `http://127.0.0.1:40123`. */
  readonly issuer: string
  readonly clientId: string
  readonly audience: string
  /** Adds redirect URIs (the app's URL is known only after the app server listens). */
  readonly allowRedirectUri: (uri: string) => void
  /** The access token lifetime (seconds) and refresh token issuance for the tokens issued from now on. */
  readonly setTokenPolicy: (policy: { readonly accessTokenTtlSeconds?: number; readonly refreshTokens?: boolean }) => void
  readonly close: () => Promise<void>
}

/**
 * A real OpenID Connect provider (the certified `oidc-provider` library) on a loopback port: discovery,
 * JWKS, authorization code with PKCE for one public client, JWT access tokens for {@link OIDC_AUDIENCE},
 * refresh tokens, RP-initiated logout (the logout page confirms at once), and its own login page for the
 * users anna and bruno. Used by the tests and by `SSO_DEMO=1 npm start`.
 */
export const startOidcProvider = async (options: OidcProviderOptions): Promise<OidcIdentityProvider> => {
  const host = options.host ?? '127.0.0.1'
  let handler: ((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void) | undefined
  const server: Server = createServer((req, res) => {
    if (handler === undefined) {
      res.statusCode = 503
      res.end()
      return
    }
    handler(req, res)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') }
  const redirectUris = [...options.redirectUris]
  let accessTokenTtl = options.accessTokenTtlSeconds ?? 300
  let refreshTokens = options.refreshTokens ?? true
  const build = (): Provider => new Provider(issuer, configuration())
  const configuration = () => ({
    clients: [{
    client_id: OIDC_CLIENT_ID,
    token_endpoint_auth_method: 'none',
    application_type: 'web',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [...redirectUris],
    post_logout_redirect_uris: [...redirectUris],
    }],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    findAccount: async (_ctx: unknown, id: string) =>
      IDP_USERS.has(id) ? { accountId: id, claims: async () => ({ sub: id, preferred_username: id }) } : undefined,
    claims: { openid: ['sub'], profile: ['preferred_username'] },
    scopes: ['openid', 'profile', OIDC_API_SCOPE],
    pkce: { required: () => true },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: () => accessTokenTtl,
      IdToken: 3600,
      RefreshToken: 24 * 3600,
      Session: 24 * 3600,
      Grant: 24 * 3600,
      Interaction: 3600,
      AuthorizationCode: 60,
    },
    issueRefreshToken: async (_ctx: unknown, c: { grantTypeAllowed: (g: string) => boolean }) => refreshTokens && c.grantTypeAllowed('refresh_token'),
    // The test provider asks for no consent: the one client gets its scopes at once.
    loadExistingGrant: async (ctx: KoaContextLike) => {
      const clientId = ctx.oidc.client?.clientId
      const accountId = ctx.oidc.session.accountId
      if (clientId === undefined || accountId === undefined) return undefined
      const existing = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(clientId)
      if (existing !== undefined) return ctx.oidc.provider.Grant.find(existing)
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId })
      grant.addOIDCScope(`openid profile ${OIDC_API_SCOPE}`)
      grant.addResourceScope(OIDC_AUDIENCE, OIDC_API_SCOPE)
      await grant.save()
      return grant
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => OIDC_AUDIENCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async () => ({
          scope: OIDC_API_SCOPE,
          audience: OIDC_AUDIENCE,
          accessTokenTTL: accessTokenTtl,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
      rpInitiatedLogout: {
        enabled: true,
        // Sign-out is confirmed at once: the app asked for it and the user chose it there.
        logoutSource: async (ctx: KoaContextLike, form: string) => {
          ctx.body = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Signing out</title></head><body>${form}<input type="hidden" form="op.logoutForm" name="logout" value="yes"><noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript><script>document.getElementById('op.logoutForm').submit()</script></body></html>`
        },
        postLogoutSuccessSource: async (ctx: KoaContextLike) => {
          ctx.body = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Signed out</title></head><body><h1>Signed out</h1></body></html>'
        },
      },
    },
  })
  let provider = build()
  // oidc-provider warns about its development defaults on stderr; the settings above replace the ones that matter.
  let callback = provider.callback()
  handler = (req, res) => {
    const url = new URL(req.url ?? '/', issuer)
    const m = /^\/interaction\/([A-Za-z0-9_-]+)(\/login)?$/.exec(url.pathname)
    if (m === null) {
      callback(req, res)
      return
    }
    void (async () => {
      const details = await provider.interactionDetails(req, res)
      if (m[2] === '/login' && req.method === 'POST') {
        const form = await readForm(req)
        const accountId = checkIdpPassword(form.get('username') ?? '', form.get('password') ?? '')
        if (accountId === null) {
          sendHtml(res, 200, 'Sign in', loginPage({ title: 'Test OpenID provider', action: `/interaction/${details.uid}/login`, error: 'Wrong user name or password.' }))
          return
        }
        await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false })
        return
      }
      if (details.prompt.name === 'login') {
        sendHtml(res, 200, 'Sign in', loginPage({ title: 'Test OpenID provider', action: `/interaction/${details.uid}/login` }))
        return
      }
      // Any other prompt (consent): granted by loadExistingGrant; finish with what is there.
      await provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true })
    })().catch((error: unknown) => {
      if (!res.headersSent) sendHtml(res, 400, 'Error', `<p role="alert">${error instanceof Error ? error.message : 'interaction failed'}</p>`)
    })
  }
  return {
    issuer,
    clientId: OIDC_CLIENT_ID,
    audience: OIDC_AUDIENCE,
    allowRedirectUri: (uri) => {
      if (redirectUris.includes(uri)) return
      // Clients are read when the provider is made: a new redirect URI means a new provider (before any sign-in).
      redirectUris.push(uri)
      provider = build()
      callback = provider.callback()
    },
    setTokenPolicy: (policy) => {
      accessTokenTtl = policy.accessTokenTtlSeconds ?? accessTokenTtl
      refreshTokens = policy.refreshTokens ?? refreshTokens
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
