import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose'
import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { memoryLogger } from '../../server/logger'
import { createBearerSessions } from '../../server/security/oidc/bearer-sessions'
import { oidcSignIn, type OidcTokens } from '../idp/login-walk'
import { startOidcProvider, type OidcIdentityProvider } from '../idp/oidc-identity-provider'
import { ANNA, BRUNO, errIdOf, jsonOf, startServer, T0, type TestServer } from './helpers'
import { startJwtIssuer, type JwtIssuer } from '../idp/jwt-issuer'
import { ssoFromEnv } from '../../server/security/sso/sso-env'
import * as E from 'fp-ts/Either'

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

Flow('a real unsigned token (alg none, empty signature) is 401, refused because its algorithm is not allowed', async () => {
  const { server, idp } = await setUp()
  const token = new UnsecuredJWT({ sub: 'anna', client_id: idp.clientId }).setIssuer(idp.issuer).setAudience(idp.audience).setIssuedAt().setExpirationTime('5m').encode()
  assert.match(token, /\.$/, 'an unsecured JWT: nothing after the second dot')
  const before = logger.lines.length
  const res = await fetch(`${server.url}/rest/pems/security/authorization`, { headers: bearer(token) })
  assert.is(res.status, 401)
  const lines = logger.lines.slice(before)
  assert.ok(lines.some((l) => l.includes('OIDC bearer token refused') && l.includes('JOSEAlgNotAllowed')), lines.join('\n'))
})

Flow("the provider's own ID token is not an access token, even for a server whose audience were the client id (refused: it carries a nonce)", async () => {
  const { server, idp, anna } = await setUp()
  const log = memoryLogger()
  const found = await createBearerSessions(server.server.deps.db, { issuer: idp.issuer, audience: idp.clientId, clientId: idp.clientId }, log).find(anna.idToken ?? '', T0)
  assert.is(found._tag, 'Missing')
  assert.ok(log.lines.some((l) => l.includes('an ID token (it carries nonce)')), log.lines.join('\n'))
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

const Claims = suite('Bearer token claims judged against an issuer whose key signs what the test asks (issue 25 item 9, issue 31 item 11)')

let issuer: JwtIssuer | undefined
const AUDIENCE = 'urn:crew-duty-plan:api'
const CLIENT = 'crew-duty-plan-web'
const claimsSetUp = async () => {
  const { server } = await setUp()
  issuer ??= await startJwtIssuer()
  return { db: server.server.deps.db, issuer }
}
const now = () => Math.floor(Date.now() / 1000)
const good = (i: JwtIssuer) => ({ iss: i.issuer, aud: AUDIENCE, sub: 'anna', client_id: CLIENT, iat: now(), exp: now() + 300 })
const judged = async (token: string, settings: Partial<Parameters<typeof createBearerSessions>[1] & object> = {}) => {
  const { db, issuer } = await claimsSetUp()
  const log = memoryLogger()
  const found = await createBearerSessions(db, { issuer: issuer.issuer, audience: AUDIENCE, clientId: CLIENT, ...settings }, log).find(token, T0)
  return { tag: found._tag, log: log.lines.join('\n') }
}

Claims('the well-formed access token is Valid', async () => {
  const { issuer } = await claimsSetUp()
  assert.is((await judged(await issuer.sign(good(issuer)))).tag, 'Valid')
})

Claims("a token from another issuer, signed with the trusted issuer's own key, is refused on its iss", async () => {
  const { issuer } = await claimsSetUp()
  const result = await judged(await issuer.sign({ ...good(issuer), iss: 'https://other-issuer.example' }))
  assert.is(result.tag, 'Missing')
  assert.match(result.log, /"iss"/)
})

Claims('an ID-token shape without typ at+jwt (nonce, at_hash) is refused; with typ JWT and no such claim it passes', async () => {
  const { issuer } = await claimsSetUp()
  for (const extra of [{ nonce: 'n' }, { at_hash: 'h' }]) {
    const result = await judged(await issuer.sign({ ...good(issuer), ...extra }, { typ: 'JWT' }))
    assert.is(result.tag, 'Missing', JSON.stringify(extra))
    assert.match(result.log, /ID token/)
  }
  assert.is((await judged(await issuer.sign({ ...good(issuer) }, { typ: 'JWT' }))).tag, 'Valid')
  assert.is((await judged(await issuer.sign({ ...good(issuer) }, { typ: 'id_token+jwt' }))).tag, 'Missing')
})

Claims('a token older than the maximum age is not Valid (even before its exp); an iat in the future is refused', async () => {
  const { issuer } = await claimsSetUp()
  const old = await judged(await issuer.sign({ ...good(issuer), iat: now() - 7200, exp: now() + 3600 }))
  assert.is.not(old.tag, 'Valid')
  assert.is((await judged(await issuer.sign({ ...good(issuer), iat: now() - 600 }), { maxTokenAgeSeconds: 300 })).tag, 'Expired')
  const future = await judged(await issuer.sign({ ...good(issuer), iat: now() + 600 }))
  assert.is(future.tag, 'Missing')
  assert.match(future.log, /should be in the past/)
  const noIat = await issuer.sign({ iss: issuer.issuer, aud: AUDIENCE, sub: 'anna', client_id: CLIENT, exp: now() + 300 })
  assert.is((await judged(noIat)).tag, 'Missing')
})

Claims('client_id / azp: another client, or none named, is refused; an allow-listed one passes', async () => {
  const { issuer } = await claimsSetUp()
  const other = await judged(await issuer.sign({ ...good(issuer), client_id: 'someone-else' }))
  assert.is(other.tag, 'Missing')
  assert.match(other.log, /client 'someone-else' is not allowed/)
  assert.is((await judged(await issuer.sign({ ...good(issuer), client_id: 'crew-ops-tool' }), { clientIds: [CLIENT, 'crew-ops-tool'] })).tag, 'Valid')
  const { client_id: _none, ...unnamed } = good(issuer)
  assert.is((await judged(await issuer.sign(unnamed))).tag, 'Missing')
  assert.is((await judged(await issuer.sign({ ...unnamed, azp: CLIENT }))).tag, 'Valid')
  assert.is((await judged(await issuer.sign({ ...good(issuer), azp: 'someone-else' }))).tag, 'Missing')
})

Claims('the user name matches exactly: ANNA is not anna', async () => {
  const { issuer } = await claimsSetUp()
  const result = await judged(await issuer.sign({ ...good(issuer), sub: 'ANNA' }))
  assert.is(result.tag, 'Missing')
  assert.not.match(result.log, /ANNA/, 'no user name in the log')
})

Claims('while discovery fails, bearer requests do not each fetch it again (remembered 30 s)', async () => {
  const { db } = await claimsSetUp()
  const downIssuer = await startJwtIssuer()
  try {
    const token = await downIssuer.sign(good(downIssuer))
    downIssuer.setDown(true)
    const sessions = createBearerSessions(db, { issuer: downIssuer.issuer, audience: AUDIENCE, clientId: CLIENT }, memoryLogger())
    for (let i = 0; i < 5; i++) assert.is((await sessions.find(token, T0))._tag, 'Missing')
    assert.is(downIssuer.requestCount(), 1, 'one discovery request for five bearer requests')
  } finally {
    await downIssuer.close()
  }
})

Claims('OIDC_AUDIENCE equal to OIDC_CLIENT_ID is refused at start', () => {
  const result = ssoFromEnv({ OIDC_ISSUER: 'https://id.example', OIDC_AUDIENCE: 'crew-web', OIDC_CLIENT_ID: 'crew-web' })
  assert.ok(E.isLeft(result) && result.left.includes('OIDC_AUDIENCE must not be OIDC_CLIENT_ID'), JSON.stringify(result))
  const fine = ssoFromEnv({ OIDC_ISSUER: 'https://id.example', OIDC_AUDIENCE: 'urn:api', OIDC_CLIENT_ID: 'crew-web', OIDC_CLIENT_IDS: 'crew-ops', OIDC_MAX_TOKEN_AGE_S: '900' })
  assert.ok(E.isRight(fine) && fine.right.oidc?.maxTokenAgeSeconds === 900 && fine.right.oidc.clientIds?.join() === 'crew-web,crew-ops', JSON.stringify(fine))
})

Claims.after(async () => {
  await issuer?.close()
  issuer = undefined
})

Rules.after(async () => {
  await server?.close()
  await idp?.close()
  server = undefined
  idp = undefined
})

Flow.run()
Claims.run()
Rules.run()
