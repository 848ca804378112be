import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose'
import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { memoryLogger } from '../../server/logger'
import { createBearerSessions } from '../../server/security/oidc/bearer-sessions'
import { oidcSignIn, type OidcTokens } from '../idp/login-walk'
import { startOidcProvider, type OidcIdentityProvider } from '../idp/oidc-identity-provider'
import { ANNA, BRUNO, errIdOf, jsonOf, startServer, T0, type TestServer } from './helpers'

const APP = 'http://127.0.0.1:1/'
let idp: OidcIdentityProvider | undefined
let server: TestServer | undefined
let anna: OidcTokens | undefined
const logger = memoryLogger()

const setUp = async (): Promise<{ idp: OidcIdentityProvider; server: TestServer; anna: OidcTokens }> => {
  idp ??= await startOidcProvider({ redirectUris: [APP] })
  server ??= await startServer({ oidc: { issuer: idp.issuer, audience: idp.audience, clientId: idp.clientId }, logger })
  anna ??= await oidcSignIn({ issuer: idp.issuer, clientId: idp.clientId, redirectUri: APP, username: ANNA.username, password: ANNA.password })
  return { idp, server, anna }
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

const Flow = suite('OIDC bearer tokens from a real OpenID provider (oidc-provider)')

Flow('authorization code with PKCE against the provider gives a JWT access token the server accepts: security/authorization names anna', async () => {
  const { server, anna } = await setUp()
  const res = await fetch(`${server.url}/rest/pems/security/authorization`, { headers: bearer(anna.accessToken) })
  assert.is(res.status, 200)
  const body = (await jsonOf(res)) as { result?: { crmId?: string; userName?: string } }
  assert.is(body.result?.crmId, ANNA.crmId)
  assert.is(body.result?.userName, 'anna')
})

Flow("anna's token reads anna's roster; bruno's roster is 403 and carries none of his data", async () => {
  const { server, anna } = await setUp()
  const own = await fetch(`${server.url}/rest/pems/roster/${ANNA.crmId}/events`, { headers: bearer(anna.accessToken) })
  assert.is(own.status, 200)
  const other = await fetch(`${server.url}/rest/pems/roster/${BRUNO.crmId}/events`, { headers: bearer(anna.accessToken) })
  assert.is(other.status, 403)
  const text = await other.text()
  assert.is(errIdOf(JSON.parse(text)), 'ERR_FORBIDDEN_CRM_ID')
  assert.not.ok(text.includes('events'), 'no roster data in the refusal')
})

Flow('the server security/sso call names the provider and client the app signs in with', async () => {
  const { server, idp } = await setUp()
  const body = (await jsonOf(await fetch(`${server.url}/rest/pems/security/sso`))) as { result?: { oidc?: { issuer: string; clientId: string } } }
  assert.equal(body.result?.oidc, { issuer: idp.issuer, clientId: idp.clientId })
})

Flow('a token whose payload was changed (sub: bruno) after signing is 401 and the reason is logged', async () => {
  const { server, anna } = await setUp()
  const [header, payload, signature] = anna.accessToken.split('.')
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>
  const forged = [header, Buffer.from(JSON.stringify({ ...claims, sub: 'bruno' })).toString('base64url'), signature].join('.')
  const res = await fetch(`${server.url}/rest/pems/roster/${BRUNO.crmId}/events`, { headers: bearer(forged) })
  assert.is(res.status, 401)
  assert.ok(logger.lines.some((l) => l.includes('OIDC bearer token refused') && /signature/i.test(l)))
})

Flow('a token signed by a key the provider does not publish is 401', async () => {
  const { server, idp } = await setUp()
  const { privateKey } = await generateKeyPair('RS256')
  const token = await new SignJWT({ sub: 'anna' }).setProtectedHeader({ alg: 'RS256', kid: 'rogue' }).setIssuer(idp.issuer).setAudience(idp.audience).setIssuedAt().setExpirationTime('5m').sign(privateKey)
  const res = await fetch(`${server.url}/rest/pems/security/authorization`, { headers: bearer(token) })
  assert.is(res.status, 401)
})

Flow('an unsigned token (alg none) is 401', async () => {
  const { server, idp } = await setUp()
  const token = new UnsecuredJWT({ sub: 'anna' }).setIssuer(idp.issuer).setAudience(idp.audience).setExpirationTime('5m').encode()
  const res = await fetch(`${server.url}/rest/pems/security/authorization`, { headers: bearer(`${token}x`) })
  assert.is(res.status, 401)
})

const Rules = suite('createBearerSessions: each claim rule refuses on its own (real provider token)')

Rules('the expected token is Valid with anna as the session crew member', async () => {
  const { server, idp, anna } = await setUp()
  const found = await createBearerSessions(server.server.deps.db, { issuer: idp.issuer, audience: idp.audience, clientId: idp.clientId }, memoryLogger()).find(anna.accessToken, T0)
  assert.is(found._tag, 'Valid')
  if (found._tag === 'Valid') assert.is(found.session.crmId, ANNA.crmId)
})

Rules('another audience is Missing, logged as an aud claim failure', async () => {
  const { server, idp, anna } = await setUp()
  const log = memoryLogger()
  const found = await createBearerSessions(server.server.deps.db, { issuer: idp.issuer, audience: 'urn:other-api', clientId: idp.clientId }, log).find(anna.accessToken, T0)
  assert.is(found._tag, 'Missing')
  assert.ok(log.lines.some((l) => l.includes('"aud"')), log.lines.join('\n'))
})

Rules('an algorithm outside the allow-list is Missing', async () => {
  const { server, idp, anna } = await setUp()
  const found = await createBearerSessions(server.server.deps.db, { issuer: idp.issuer, audience: idp.audience, clientId: idp.clientId, algorithms: ['ES256'] }, memoryLogger()).find(anna.accessToken, T0)
  assert.is(found._tag, 'Missing')
})

Rules('a token past its exp is Expired (so the app refreshes or signs in again), judged on the token clock', async () => {
  const { server, idp, anna } = await setUp()
  const later = () => new Date(Date.now() + 24 * 3600 * 1000)
  const found = await createBearerSessions(server.server.deps.db, { issuer: idp.issuer, audience: idp.audience, clientId: idp.clientId, tokenClock: later }, memoryLogger()).find(anna.accessToken, T0)
  assert.is(found._tag, 'Expired')
})

Rules('a subject that is no crew member is Missing', async () => {
  const { server, idp } = await setUp()
  const log = memoryLogger()
  const found = await createBearerSessions(server.server.deps.db, { issuer: idp.issuer, audience: idp.audience, clientId: idp.clientId, usernameClaim: 'client_id' }, log).find((await setUp()).anna.accessToken, Temporal.Now.instant())
  assert.is(found._tag, 'Missing')
  assert.ok(log.lines.some((l) => l.includes('no crew member')))
})

Rules.after(async () => {
  await server?.close()
  await idp?.close()
  server = undefined
  idp = undefined
})

Flow.run()
Rules.run()
