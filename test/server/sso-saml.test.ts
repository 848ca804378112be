import { request as httpRequest } from 'node:http'
import { inflateRawSync } from 'node:zlib'
import * as E from 'fp-ts/Either'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { memoryLogger } from '../../server/logger'
import { probeTimeoutMs, safeReturnPath } from '../../server/security/saml/saml.routes'
import { returnPathOf } from '../../server/security/saml/relay-state'
import { ssoFromEnv } from '../../server/security/sso/sso-env'
import { autoPostOf, cookieJar, follow, submitLogin } from '../idp/login-walk'
import { startSamlIdp, type SamlIdentityProvider } from '../idp/saml-identity-provider'
import { buildSamlResponse, generateSigningKeys, samlId, type SamlResponseInput } from '../idp/saml-response'
import { ANNA, BRUNO, errIdOf, jsonOf, sessionCookieOf, sessionOf, startServer, type TestServer } from './helpers'

const SP = 'urn:crew-duty-plan:sp'
const logger = memoryLogger()
let idp: SamlIdentityProvider | undefined
let server: TestServer | undefined

const setUp = async (): Promise<{ idp: SamlIdentityProvider; server: TestServer }> => {
  idp ??= await startSamlIdp({ spEntityId: SP })
  server ??= await startServer({ saml: { entryPoint: idp.ssoUrl, idpCert: idp.keys.publicKeyPem, idpIssuer: idp.entityId, logoutUrl: idp.logoutUrl }, logger })
  return { idp, server }
}

const acsOf = (url: string) => `${url}/rest/pems/security/saml2/acs`

/** Posts a SAMLResponse to the assertion consumer as the IdP's auto-post page would (no X-Requested-With), with the browser's cookies. */
const post = (url: string, samlResponse: string, relayState = '/', cookie = '') =>
  fetch(acsOf(url), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie === '' ? {} : { Cookie: cookie }) },
    body: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }),
  })

/** What an AuthnRequest of the service provider says (the Location of `saml2/login`). */
const authnRequestOf = (location: string): { readonly id: string; readonly acsUrl: string } => {
  const encoded = new URL(location).searchParams.get('SAMLRequest') ?? ''
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8')
  return { id: /\sID="([^"]*)"/.exec(xml)?.[1] ?? '', acsUrl: /AssertionConsumerServiceURL="([^"]*)"/.exec(xml)?.[1] ?? '' }
}

/** A browser starting a sign-in (`saml2/login`, not followed): its pre-login cookie and the AuthnRequest's id. */
const startSignIn = async (url: string, headers: Record<string, string> = {}): Promise<{ readonly requestId: string; readonly cookie: string }> => {
  const res = await fetch(`${url}/rest/pems/security/saml2/login?RelayState=/`, { redirect: 'manual', headers })
  assert.is(res.status, 302, 'on to the identity provider')
  const cookie = res.headers.getSetCookie().map((line) => line.split(';')[0] ?? '').find((pair) => pair.startsWith('CDP_SAML_REQUEST=')) ?? ''
  return { requestId: authnRequestOf(res.headers.get('location') ?? '').id, cookie }
}

/** A request with any Host header (fetch will not send another Host). */
const rawRequest = (url: string, method: 'GET' | 'POST', headers: Record<string, string>, body = ''): Promise<{ status: number; location: string | undefined }> =>
  new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) } }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }))
    })
    req.on('error', reject)
    req.end(body)
  })

const valid = (idpUrl: string, url: string, overrides: Partial<SamlResponseInput> = {}): SamlResponseInput => ({
  idpEntityId: idpUrl,
  username: 'anna',
  audience: SP,
  destination: acsOf(url),
  recipient: acsOf(url),
  notBefore: new Date(Date.now() - 60_000),
  notOnOrAfter: new Date(Date.now() + 5 * 60_000),
  sign: 'both',
  ...overrides,
})

const Walk = suite('SAML2 sign-in through the test identity provider (login page, signed assertion, HttpOnly session)')

Walk('login -> IdP login page -> anna signs in -> the assertion consumer opens a session and returns to the RelayState path with #saml2=ok', async () => {
  const { server } = await setUp()
  const jar = cookieJar()
  const page = await follow(jar, `${server.url}/rest/pems/security/saml2/login?RelayState=${encodeURIComponent('/?from=sso')}`)
  assert.ok(page.res !== null && page.res.status === 200)
  const html = await page.res.text()
  assert.match(html, /Test SAML2 identity provider/)
  const submitted = await submitLogin(jar, page.url, html, 'anna', 'anna-demo')
  const form = autoPostOf(await submitted.res.text(), submitted.url)
  assert.is(form.action, acsOf(server.url))
  const before = logger.lines.length
  const consumed = await fetch(form.action, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: jar.header(form.action) }, body: new URLSearchParams(form.fields) })
  assert.is(consumed.status, 303)
  assert.is(consumed.headers.get('location'), '/?from=sso#saml2=ok')
  assert.ok(logger.lines.slice(before).some((l) => l.includes('SAML2 sign-in of user#')), 'the sign-in is logged with a one-way tag')
  assert.not.ok(logger.lines.slice(before).some((l) => /anna/i.test(l)), `no user name in the log:\n${logger.lines.slice(before).join('\n')}`)
  const cookie = sessionCookieOf(consumed)
  assert.ok(cookie !== undefined, 'a session cookie')
  assert.match(consumed.headers.getSetCookie().join('\n'), /HttpOnly/)
  const me = (await jsonOf(await fetch(`${server.url}/rest/pems/security/authorization`, { headers: { Cookie: cookie ?? '' } }))) as { result?: { crmId?: string } }
  assert.is(me.result?.crmId, ANNA.crmId)
  const other = await fetch(`${server.url}/rest/pems/roster/${BRUNO.crmId}/events`, { headers: { Cookie: cookie ?? '' } })
  assert.is(other.status, 403)
})

Walk('a wrong password stays on the IdP login page with its error, and no assertion is posted', async () => {
  const { server } = await setUp()
  const jar = cookieJar()
  const page = await follow(jar, `${server.url}/rest/pems/security/saml2/login?RelayState=/`)
  const submitted = await submitLogin(jar, page.url, (await page.res?.text()) ?? '', 'anna', 'wrong')
  const html = await submitted.res.text()
  assert.match(html, /Wrong user name or password/)
  assert.not.match(html, /SAMLResponse/)
})

Walk('an unreachable identity provider sends the browser back with IDP_UNREACHABLE', async () => {
  const closed = await startSamlIdp({ spEntityId: SP })
  await closed.close()
  const lonely = await startServer({ saml: { entryPoint: closed.ssoUrl, idpCert: closed.keys.publicKeyPem, idpIssuer: closed.entityId }, logger })
  try {
    const res = await fetch(`${lonely.url}/rest/pems/security/saml2/login?RelayState=/&timeout=2000`, { redirect: 'manual' })
    assert.is(res.status, 303)
    assert.is(res.headers.get('location'), '/#saml2=failed&reason=IDP_UNREACHABLE')
  } finally {
    await lonely.close()
  }
})

Walk('minDomElements: a login page with fewer elements than asked sends the browser back with IDP_UNREACHABLE and a logged reason; enough elements go on to the IdP', async () => {
  const { server, idp } = await setUp()
  const before = logger.lines.length
  const tooMany = await fetch(`${server.url}/rest/pems/security/saml2/login?RelayState=/roster&minDomElements=100000`, { redirect: 'manual' })
  assert.is(tooMany.status, 303)
  assert.is(tooMany.headers.get('location'), '/roster#saml2=failed&reason=IDP_UNREACHABLE')
  assert.ok(logger.lines.slice(before).some((line) => /login page did not load: \d+ elements, fewer than 100000/.test(line)), 'the reason is logged')
  const enough = await fetch(`${server.url}/rest/pems/security/saml2/login?RelayState=/roster&minDomElements=3`, { redirect: 'manual' })
  assert.is(enough.status, 302)
  assert.ok(enough.headers.get('location')?.startsWith(idp.ssoUrl), 'on to the identity provider')
})

const Refused = suite('SAML2 assertions refused: no session, a reason in the return URL and in the log')

/**
 * Posts the response `make` builds in answer to a sign-in this browser started (its InResponseTo and pre-login
 * cookie), or, given a string, that response with no cookie; expects the refusal `reason`.
 */
const refusedWith = async (reason: string, make: string | ((inResponseTo: string) => string), cookieOverride?: string): Promise<void> => {
  const { server } = await setUp()
  const started = typeof make === 'string' ? { requestId: '', cookie: '' } : await startSignIn(server.url)
  const samlResponse = typeof make === 'string' ? make : make(started.requestId)
  const before = logger.lines.length
  const res = await post(server.url, samlResponse, '/', cookieOverride ?? started.cookie)
  assert.is(res.status, 303)
  assert.is(res.headers.get('location'), `/#saml2=failed&reason=${reason}`)
  assert.is(sessionCookieOf(res), undefined, 'no session cookie')
  assert.ok(logger.lines.slice(before).some((l) => l.includes(`SAML2 assertion refused (${reason})`)), logger.lines.slice(before).join('\n'))
}

Refused('unsigned', async () => {
  const { idp, server } = await setUp()
  await refusedWith('UNSIGNED', buildSamlResponse(valid(idp.entityId, server.url, { sign: 'none' }), idp.keys))
})

Refused('signed with another key (wrong signature)', async () => {
  const { idp, server } = await setUp()
  await refusedWith('BAD_SIGNATURE', (inResponseTo) => buildSamlResponse(valid(idp.entityId, server.url, { inResponseTo }), generateSigningKeys()))
})

Refused('signed, then changed (the user name swapped after signing)', async () => {
  const { idp, server } = await setUp()
  const changed = (inResponseTo: string) =>
    Buffer.from(Buffer.from(buildSamlResponse(valid(idp.entityId, server.url, { inResponseTo }), idp.keys), 'base64').toString('utf8').replace('>anna</saml:NameID>', '>bruno</saml:NameID>')).toString('base64')
  await refusedWith('BAD_SIGNATURE', changed)
})

Refused('expired (NotOnOrAfter passed)', async () => {
  const { idp, server } = await setUp()
  const past = { notBefore: new Date(Date.now() - 20 * 60_000), notOnOrAfter: new Date(Date.now() - 10 * 60_000), issueInstant: new Date(Date.now() - 20 * 60_000) }
  await refusedWith('EXPIRED', (inResponseTo) => buildSamlResponse(valid(idp.entityId, server.url, { ...past, inResponseTo }), idp.keys))
})

Refused('not yet valid (NotBefore ahead)', async () => {
  const { idp, server } = await setUp()
  const ahead = { notBefore: new Date(Date.now() + 10 * 60_000), notOnOrAfter: new Date(Date.now() + 20 * 60_000) }
  await refusedWith('NOT_YET_VALID', (inResponseTo) => buildSamlResponse(valid(idp.entityId, server.url, { ...ahead, inResponseTo }), idp.keys))
})

Refused('replayed: the same assertion id a second time (the first opened a session)', async () => {
  const { idp, server } = await setUp()
  const assertionId = samlId()
  const signIn = await startSignIn(server.url)
  const first = await post(server.url, buildSamlResponse(valid(idp.entityId, server.url, { assertionId, inResponseTo: signIn.requestId }), idp.keys), '/', signIn.cookie)
  assert.is(first.headers.get('location'), '/#saml2=ok')
  await refusedWith('REPLAYED', (inResponseTo) => buildSamlResponse(valid(idp.entityId, server.url, { assertionId, inResponseTo }), idp.keys))
})

Refused('wrong audience', async () => {
  const { idp, server } = await setUp()
  await refusedWith('WRONG_AUDIENCE', (inResponseTo) => buildSamlResponse(valid(idp.entityId, server.url, { ...{ audience: 'urn:another-sp' }, inResponseTo }), idp.keys))
})

Refused('wrong destination', async () => {
  const { idp, server } = await setUp()
  await refusedWith('WRONG_DESTINATION', (inResponseTo) => buildSamlResponse(valid(idp.entityId, server.url, { ...{ destination: 'https://elsewhere.example/acs' }, inResponseTo }), idp.keys))
})

Refused('wrong recipient', async () => {
  const { idp, server } = await setUp()
  await refusedWith('WRONG_RECIPIENT', (inResponseTo) => buildSamlResponse(valid(idp.entityId, server.url, { ...{ recipient: 'https://elsewhere.example/acs' }, inResponseTo }), idp.keys))
})

Refused('a user the server does not know', async () => {
  const { idp, server } = await setUp()
  const before = logger.lines.length
  await refusedWith('UNKNOWN_USER', (inResponseTo) => buildSamlResponse(valid(idp.entityId, server.url, { username: 'mallory', inResponseTo }), idp.keys))
  assert.not.ok(logger.lines.slice(before).some((l) => l.includes('mallory')), 'no user name in the log')
})

Refused('the assertion consumer answers a form POST without X-Requested-With, but other POSTs still need it', async () => {
  const { server } = await setUp()
  const res = await fetch(`${server.url}/rest/pems/security/authentication/anna`, { method: 'POST' })
  assert.is(res.status, 403)
  assert.is(errIdOf(await jsonOf(res)), 'ERR_CSRF_HEADER_MISSING')
})


Refused('another issuer: an assertion signed with the trusted key but naming another Issuer (issue 25 item 3)', async () => {
  const { idp, server } = await setUp()
  await refusedWith('WRONG_ISSUER', (inResponseTo) => buildSamlResponse(valid(idp.entityId, server.url, { idpEntityId: 'urn:evil', inResponseTo }), idp.keys))
})

Refused("another issuer on the Response only (the assertion's is right)", async () => {
  const { idp, server } = await setUp()
  await refusedWith('WRONG_ISSUER', (inResponseTo) => buildSamlResponse(valid(idp.entityId, server.url, { responseIssuer: 'urn:evil', inResponseTo }), idp.keys))
})

Refused('a Response that names no Issuer of its own is judged by its assertion\'s', async () => {
  const { idp, server } = await setUp()
  const signIn = await startSignIn(server.url)
  const res = await post(server.url, buildSamlResponse(valid(idp.entityId, server.url, { responseIssuer: null, inResponseTo: signIn.requestId }), idp.keys), '/', signIn.cookie)
  assert.is(res.headers.get('location'), '/#saml2=ok')
})

Refused('partial signing, from the signing test IdP itself: only the Response signed, or only the assertion, is refused (issue 31 item 11)', async () => {
  const { idp, server } = await setUp()
  for (const signing of ['response', 'assertion'] as const) {
    idp.setSigning(signing)
    try {
      const jar = cookieJar()
      const page = await follow(jar, `${server.url}/rest/pems/security/saml2/login?RelayState=/`)
      const submitted = await submitLogin(jar, page.url, (await page.res?.text()) ?? '', 'anna', 'anna-demo')
      const form = autoPostOf(await submitted.res.text(), submitted.url)
      const before = logger.lines.length
      const res = await fetch(form.action, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: jar.header(form.action) }, body: new URLSearchParams(form.fields) })
      assert.is(res.headers.get('location'), '/#saml2=failed&reason=BAD_SIGNATURE', `${signing} only`)
      assert.is(sessionCookieOf(res), undefined)
      assert.ok(logger.lines.slice(before).some((l) => l.includes('SAML2 assertion refused (BAD_SIGNATURE)')), signing)
    } finally {
      idp.setSigning('both')
    }
  }
})

Refused('the Destination is read from the signed Response, not the raw text: an XML comment before the root naming the right one is not believed (issue 25 item 5)', async () => {
  const { idp, server } = await setUp()
  const forged = (inResponseTo: string) => {
    const xml = Buffer.from(buildSamlResponse(valid(idp.entityId, server.url, { destination: 'https://other-deployment.example/acs', inResponseTo }), idp.keys), 'base64').toString('utf8')
    return Buffer.from(`<!-- <samlp:Response Destination="${acsOf(server.url)}"> -->${xml}`).toString('base64')
  }
  await refusedWith('WRONG_DESTINATION', forged)
})

const Csrf = suite('SAML2 login CSRF: an assertion is accepted only in answer to a request of the same browser, once (issue 25 item 4)')

Csrf('unsolicited: a valid, signed assertion that answers no request (no InResponseTo, no pre-login cookie) is refused', async () => {
  const { idp, server } = await setUp()
  await refusedWith('UNSOLICITED', buildSamlResponse(valid(idp.entityId, server.url), idp.keys))
})

Csrf("the attacker's own assertion (answering the attacker's request) posted from the victim's browser is refused, with or without the victim's cookie", async () => {
  const { idp, server } = await setUp()
  const attacker = await startSignIn(server.url)
  const victim = await startSignIn(server.url)
  assert.is.not(attacker.cookie, '', 'a pre-login cookie is set')
  assert.is.not(attacker.cookie, victim.cookie)
  const attackers = () => buildSamlResponse(valid(idp.entityId, server.url, { username: 'bruno', inResponseTo: attacker.requestId }), idp.keys)
  await refusedWith('UNSOLICITED', attackers(), victim.cookie)
  await refusedWith('UNSOLICITED', attackers(), '')
  // The attacker's request is still the attacker's: answered in the attacker's browser, it signs the attacker in.
  const own = await post(server.url, attackers(), '/', attacker.cookie)
  assert.is(own.headers.get('location'), '/#saml2=ok')
})

Csrf('a replayed InResponseTo (a second assertion answering a request already answered) is refused', async () => {
  const { idp, server } = await setUp()
  const signIn = await startSignIn(server.url)
  const first = await post(server.url, buildSamlResponse(valid(idp.entityId, server.url, { inResponseTo: signIn.requestId }), idp.keys), '/', signIn.cookie)
  assert.is(first.headers.get('location'), '/#saml2=ok')
  await refusedWith('UNSOLICITED', buildSamlResponse(valid(idp.entityId, server.url, { inResponseTo: signIn.requestId }), idp.keys), signIn.cookie)
})

Csrf('a request older than ten minutes is no longer answerable', async () => {
  const { idp, server } = await setUp()
  const signIn = await startSignIn(server.url)
  await server.server.deps.db.query('UPDATE saml_requests SET created_at = $2 WHERE id = $1', [signIn.requestId, new Date(Date.now() - 11 * 60_000).toISOString()])
  await refusedWith('UNSOLICITED', buildSamlResponse(valid(idp.entityId, server.url, { inResponseTo: signIn.requestId }), idp.keys), signIn.cookie)
})

Csrf('the sign-in ends the session the browser had, as a password login does', async () => {
  const { idp, server } = await setUp()
  const old = await sessionOf(server.url, BRUNO)
  const signIn = await startSignIn(server.url, { Cookie: old })
  const res = await post(server.url, buildSamlResponse(valid(idp.entityId, server.url, { inResponseTo: signIn.requestId }), idp.keys), '/', signIn.cookie)
  assert.is(res.headers.get('location'), '/#saml2=ok')
  const after = await fetch(`${server.url}/rest/pems/security/authorization`, { headers: { Cookie: old } })
  assert.is(after.status, 401, "bruno's session ended")
})

Csrf('IdP-initiated sign-in only as an explicit opt-in (allowIdpInitiated): then an unsolicited assertion signs in', async () => {
  const { idp } = await setUp()
  const optedIn = await startServer({ saml: { entryPoint: idp.ssoUrl, idpCert: idp.keys.publicKeyPem, idpIssuer: idp.entityId, allowIdpInitiated: true }, logger })
  try {
    const res = await post(optedIn.url, buildSamlResponse(valid(idp.entityId, optedIn.url), idp.keys))
    assert.is(res.headers.get('location'), '/#saml2=ok')
    // An assertion that names a request still needs that request.
    const named = await post(optedIn.url, buildSamlResponse(valid(idp.entityId, optedIn.url, { inResponseTo: samlId() }), idp.keys))
    assert.is(named.headers.get('location'), '/#saml2=failed&reason=UNSOLICITED')
  } finally {
    await optedIn.close()
  }
})

const Host = suite("The assertion consumer URL is this server's, never the request's Host header (issue 25 item 2)")

Host('the AuthnRequest names the server\'s own ACS whatever Host the login request carries', async () => {
  const { server } = await setUp()
  const res = await rawRequest(`${server.url}/rest/pems/security/saml2/login?RelayState=/`, 'GET', { Host: 'other.example' })
  assert.is(res.status, 302)
  assert.is(authnRequestOf(res.location ?? '').acsUrl, acsOf(server.url))
})

Host("an assertion made for another deployment's ACS is refused even when the post says Host: other.example", async () => {
  const { idp, server } = await setUp()
  const signIn = await startSignIn(server.url)
  const other = 'http://other.example/rest/pems/security/saml2/acs'
  const body = new URLSearchParams({ SAMLResponse: buildSamlResponse(valid(idp.entityId, server.url, { destination: other, recipient: other, inResponseTo: signIn.requestId }), idp.keys), RelayState: '/' }).toString()
  const res = await rawRequest(acsOf(server.url), 'POST', { Host: 'other.example', 'Content-Type': 'application/x-www-form-urlencoded', Cookie: signIn.cookie }, body)
  assert.is(res.location, '/#saml2=failed&reason=WRONG_DESTINATION')
})

Host('PUBLIC_URL, when given, is the ACS of the AuthnRequest', async () => {
  const { idp } = await setUp()
  const behindProxy = await startServer({ saml: { entryPoint: idp.ssoUrl, idpCert: idp.keys.publicKeyPem, idpIssuer: idp.entityId, publicUrl: 'https://crew.example.com' }, logger })
  try {
    const res = await fetch(`${behindProxy.url}/rest/pems/security/saml2/login?RelayState=/`, { redirect: 'manual' })
    assert.is(authnRequestOf(res.headers.get('location') ?? '').acsUrl, 'https://crew.example.com/rest/pems/security/saml2/acs')
    // Over HTTPS the pre-login cookie must survive the IdP's cross-site POST: SameSite=None; Secure.
    assert.match(res.headers.getSetCookie().join('\n'), /CDP_SAML_REQUEST=[^;]+; Path=\/rest\/pems\/security\/saml2; HttpOnly; SameSite=None; Secure; Max-Age=600/)
  } finally {
    await behindProxy.close()
  }
})

const Env = suite('SAML settings of the environment: what the server refuses to start with')

const samlEnv = { SAML_ENTRY_POINT: 'https://idp.example/sso', SAML_IDP_CERT_FILE: new URL('../../package.json', import.meta.url).pathname, SAML_IDP_ISSUER: 'https://idp.example', PUBLIC_URL: 'https://crew.example.com' }

Env('SAML_IDP_ISSUER is required with SAML (issue 25 item 3)', () => {
  const { SAML_IDP_ISSUER: _none, ...rest } = samlEnv
  const result = ssoFromEnv(rest)
  assert.ok(E.isLeft(result) && result.left.includes('SAML_IDP_ISSUER'), JSON.stringify(result))
})

Env('PUBLIC_URL is required with SAML, and must be an http(s) URL (issue 25 item 2)', () => {
  const { PUBLIC_URL: _none, ...rest } = samlEnv
  const missing = ssoFromEnv(rest)
  assert.ok(E.isLeft(missing) && missing.left.includes('PUBLIC_URL'), JSON.stringify(missing))
  const bad = ssoFromEnv({ ...samlEnv, PUBLIC_URL: 'crew.example.com' })
  assert.ok(E.isLeft(bad) && bad.left.includes('PUBLIC_URL'))
  const good = ssoFromEnv(samlEnv)
  assert.ok(E.isRight(good) && good.right.saml?.publicUrl === 'https://crew.example.com' && good.right.saml.idpIssuer === 'https://idp.example')
})

Env('production refuses the default SP entity id shared by every deployment; its own entity id starts', () => {
  const shared = ssoFromEnv({ ...samlEnv, NODE_ENV: 'production' })
  assert.ok(E.isLeft(shared) && shared.left.includes('SAML_ENTITY_ID'), JSON.stringify(shared))
  assert.ok(E.isLeft(ssoFromEnv({ ...samlEnv, NODE_ENV: 'production', SAML_ENTITY_ID: 'urn:crew-duty-plan:sp' })))
  assert.ok(E.isRight(ssoFromEnv({ ...samlEnv, NODE_ENV: 'production', SAML_ENTITY_ID: 'https://crew.example.com/saml' })))
  assert.ok(E.isRight(ssoFromEnv(samlEnv)), 'outside production the default stays (the demo, the tests)')
})

Env('SAML_ALLOW_IDP_INITIATED=1 is the only way to accept unsolicited assertions', () => {
  const off = ssoFromEnv(samlEnv)
  assert.ok(E.isRight(off) && off.right.saml?.allowIdpInitiated === undefined)
  const on = ssoFromEnv({ ...samlEnv, SAML_ALLOW_IDP_INITIATED: '1' })
  assert.ok(E.isRight(on) && on.right.saml?.allowIdpInitiated === true)
})

const Probe = suite('saml2/login: the identity provider probes (issue 25 item 13)')

Probe('three logins within half a minute reach the IdP at most once per probe (the answer is cached)', async () => {
  const { idp, server } = await setUp()
  await fetch(`${server.url}/rest/pems/security/saml2/login?RelayState=/&minDomElements=3`, { redirect: 'manual' })
  const before = idp.requestCount()
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${server.url}/rest/pems/security/saml2/login?RelayState=/&minDomElements=3`, { redirect: 'manual' })
    assert.is(res.status, 302)
  }
  assert.is(idp.requestCount() - before, 0, 'no request to the IdP: both answers (reachable, page elements) come from the cache')
})

Probe("the client's timeout is capped at 10 s (and at least 0.5 s)", () => {
  assert.is(probeTimeoutMs('60000'), 10_000)
  assert.is(probeTimeoutMs('100'), 500)
  assert.is(probeTimeoutMs('2000'), 2_000)
  assert.is(probeTimeoutMs(null), 10_000)
  assert.is(probeTimeoutMs('abc'), 10_000)
})

const Relay = suite('RelayState: a path of this app or /, a clear 400 for characters a path cannot hold (issue 25 item 6)')

Relay('a control or non-Latin-1 character is a 400 with the error envelope, at the login and at the assertion consumer, never a 500', async () => {
  const { idp, server } = await setUp()
  for (const bad of ['/\\u0001', '/caf\\u00e9', '/\\u2603', '/a b']) {
    const login = await fetch(`${server.url}/rest/pems/security/saml2/login?RelayState=${encodeURIComponent(bad)}`, { redirect: 'manual' })
    assert.is(login.status, 400, JSON.stringify(bad))
    assert.is(errIdOf(await jsonOf(login)), 'ERR_INVALID_QUERY')
    const signIn = await startSignIn(server.url)
    const acs = await post(server.url, buildSamlResponse(valid(idp.entityId, server.url, { inResponseTo: signIn.requestId }), idp.keys), bad, signIn.cookie)
    assert.is(acs.status, 400, JSON.stringify(bad))
    assert.is(sessionCookieOf(acs), undefined)
  }
})

Probe.after(async () => {
  await server?.close()
  await idp?.close()
})

const Return = suite('safeReturnPath: the RelayState never leaves the origin')

Return('same-origin paths are kept; other origins and odd values become /', () => {
  assert.is(safeReturnPath('/roster?x=1'), '/roster?x=1')
  assert.is(safeReturnPath('/login#x'), '/login')
  assert.is(safeReturnPath('/roster/../summary'), '/summary')
  for (const bad of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', null, '/a b']) assert.is(safeReturnPath(bad), '/', String(bad))
})

Return('dot segments cannot make a path that starts with // (another host to a browser)', () => {
  for (const bad of ['/.//x', '/x/../..//x', '/./\u002f/x', '/%2e/%2e//x']) assert.is(safeReturnPath(bad), '/', bad)
})

Return('characters outside RFC 3986 paths are a Left with a message, not a path', () => {
  for (const bad of ['/\u0001', '/caf\u00e9', '/x\r\nSet-Cookie: a=b']) {
    const result = returnPathOf(bad)
    assert.ok(E.isLeft(result) && result.left.includes('RFC 3986'), bad)
  }
})

Walk.run()
Refused.run()
Csrf.run()
Host.run()
Env.run()
Relay.run()
Return.run()
Probe.run()
