import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose'

/** A running token issuer: discovery and JWKS on loopback, and tokens signed with its published key. */
export interface JwtIssuer {
  readonly issuer: string
  /** Signs `claims` (RS256, the published key id; header `typ` as given, `at+jwt` by default). */
  readonly sign: (claims: JWTPayload, header?: { readonly typ?: string }) => Promise<string>
  /** Makes discovery answer 503 (the provider is down) or answer again. */
  readonly setDown: (down: boolean) => void
  /** How many requests reached it. */
  readonly requestCount: () => number
  readonly close: () => Promise<void>
}

/**
 * A minimal OpenID issuer for the bearer-token rules that a certified provider will not break on purpose (a token
 * with a wrong issuer but the right key, a future `iat`, another client, a user name in capitals): its discovery
 * document names its JWKS, whose one RSA key signs whatever the test asks for.
 */
export const startJwtIssuer = async (): Promise<JwtIssuer> => {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const kid = 'test-issuer-key'
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }
  let down = false
  let requests = 0
  let issuer = ''
  const server: Server = createServer((req, res) => {
    requests += 1
    const path = new URL(req.url ?? '/', issuer).pathname
    res.setHeader('Content-Type', 'application/json')
    if (down) {
      res.statusCode = 503
      res.end('{}')
    } else if (path === '/.well-known/openid-configuration') {
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }))
    } else if (path === '/jwks') {
      res.end(JSON.stringify({ keys: [jwk] }))
    } else {
      res.statusCode = 404
      res.end('{}')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    issuer,
    sign: (claims, header = {}) => new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: header.typ ?? 'at+jwt' }).sign(privateKey),
    setDown: (value) => {
      down = value
    },
    requestCount: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
