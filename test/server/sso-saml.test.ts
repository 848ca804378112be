import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { memoryLogger } from '../../server/logger'
import { safeReturnPath } from '../../server/security/saml/saml.routes'
import { autoPostOf, cookieJar, follow, submitLogin } from '../idp/login-walk'
import { startSamlIdp, type SamlIdentityProvider } from '../idp/saml-identity-provider'
import { buildSamlResponse, generateSigningKeys, samlId, type SamlResponseInput } from '../idp/saml-response'
import { ANNA, BRUNO, errIdOf, jsonOf, sessionCookieOf, startServer, type TestServer } from './helpers'

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

/** Posts a SAMLResponse to the assertion consumer as the IdP's auto-post page would (no X-Requested-With). */
const post = (url: string, samlResponse: string, relayState = '/') =>
  fetch(acsOf(url), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }),
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
  const consumed = await fetch(form.action, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form.fields) })
  assert.is(consumed.status, 303)
  assert.is(consumed.headers.get('location'), '/?from=sso#saml2=ok')
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
  const lonely = await startServer({ saml: { entryPoint: closed.ssoUrl, idpCert: closed.keys.publicKeyPem }, logger })
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

const refusedWith = async (reason: string, samlResponse: string): Promise<void> => {
  const { server } = await setUp()
  const before = logger.lines.length
  const res = await post(server.url, samlResponse)
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
  await refusedWith('BAD_SIGNATURE', buildSamlResponse(valid(idp.entityId, server.url), generateSigningKeys()))
})

Refused('signed, then changed (the user name swapped after signing)', async () => {
  const { idp, server } = await setUp()
  const xml = Buffer.from(buildSamlResponse(valid(idp.entityId, server.url), idp.keys), 'base64').toString('utf8').replace('>anna</saml:NameID>', '>bruno</saml:NameID>')
  await refusedWith('BAD_SIGNATURE', Buffer.from(xml).toString('base64'))
})

Refused('expired (NotOnOrAfter passed)', async () => {
  const { idp, server } = await setUp()
  const past = { notBefore: new Date(Date.now() - 20 * 60_000), notOnOrAfter: new Date(Date.now() - 10 * 60_000), issueInstant: new Date(Date.now() - 20 * 60_000) }
  await refusedWith('EXPIRED', buildSamlResponse(valid(idp.entityId, server.url, past), idp.keys))
})

Refused('not yet valid (NotBefore ahead)', async () => {
  const { idp, server } = await setUp()
  const ahead = { notBefore: new Date(Date.now() + 10 * 60_000), notOnOrAfter: new Date(Date.now() + 20 * 60_000) }
  await refusedWith('NOT_YET_VALID', buildSamlResponse(valid(idp.entityId, server.url, ahead), idp.keys))
})

Refused('replayed: the same assertion id a second time (the first opened a session)', async () => {
  const { idp, server } = await setUp()
  const assertionId = samlId()
  const first = await post(server.url, buildSamlResponse(valid(idp.entityId, server.url, { assertionId }), idp.keys))
  assert.is(first.headers.get('location'), '/#saml2=ok')
  await refusedWith('REPLAYED', buildSamlResponse(valid(idp.entityId, server.url, { assertionId }), idp.keys))
})

Refused('wrong audience', async () => {
  const { idp, server } = await setUp()
  await refusedWith('WRONG_AUDIENCE', buildSamlResponse(valid(idp.entityId, server.url, { audience: 'urn:another-sp' }), idp.keys))
})

Refused('wrong destination', async () => {
  const { idp, server } = await setUp()
  await refusedWith('WRONG_DESTINATION', buildSamlResponse(valid(idp.entityId, server.url, { destination: 'https://elsewhere.example/acs' }), idp.keys))
})

Refused('wrong recipient', async () => {
  const { idp, server } = await setUp()
  await refusedWith('WRONG_RECIPIENT', buildSamlResponse(valid(idp.entityId, server.url, { recipient: 'https://elsewhere.example/acs' }), idp.keys))
})

Refused('a user the server does not know', async () => {
  const { idp, server } = await setUp()
  await refusedWith('UNKNOWN_USER', buildSamlResponse(valid(idp.entityId, server.url, { username: 'mallory' }), idp.keys))
})

Refused('the assertion consumer answers a form POST without X-Requested-With, but other POSTs still need it', async () => {
  const { server } = await setUp()
  const res = await fetch(`${server.url}/rest/pems/security/authentication/anna`, { method: 'POST' })
  assert.is(res.status, 403)
  assert.is(errIdOf(await jsonOf(res)), 'ERR_CSRF_HEADER_MISSING')
})

Refused.after(async () => {
  await server?.close()
  await idp?.close()
})

const Return = suite('safeReturnPath: the RelayState never leaves the origin')

Return('same-origin paths are kept; other origins and odd values become /', () => {
  assert.is(safeReturnPath('/roster?x=1'), '/roster?x=1')
  assert.is(safeReturnPath('/login#x'), '/login')
  for (const bad of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', null, '/a b']) assert.is(safeReturnPath(bad), '/', String(bad))
})

Walk.run()
Refused.run()
Return.run()
