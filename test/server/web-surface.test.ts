import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ANNA, basic, errIdOf, getWith, jsonOf, login, sessionCookieOf, sessionOf, sharedServer, XHR } from './helpers'

const shared = sharedServer()
const behindProxy = sharedServer({ trustProxy: true })
const postLogout = sharedServer({ logoutMethod: 'POST' })

const probe = (url: string, cookie: string, headers: Record<string, string>) =>
  fetch(`${url}/rest/pems/roster/${ANNA.crmId}/probe`, {
    method: 'POST',
    headers: { ...XHR, Cookie: cookie, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ name: `cross-${Math.random()}`, count: 1 }),
  })

const CrossSite = suite('cross-site state-changing calls')

CrossSite('a cross-site Origin is refused with 403 even with X-Requested-With, and the write does not happen', async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const before = (await server.deps.db.query<{ n: number }>("SELECT count(*)::int AS n FROM app_meta WHERE key LIKE 'probe:%'"))[0]?.n
  const res = await probe(url, cookie, { Origin: 'https://evil.example' })
  assert.is(res.status, 403)
  const body = await jsonOf(res)
  assert.is(errIdOf(body), 'ERR_CROSS_SITE_REQUEST')
  assert.match(body.error?.[0]?.errMessage ?? '', /evil\.example/)
  const after = (await server.deps.db.query<{ n: number }>("SELECT count(*)::int AS n FROM app_meta WHERE key LIKE 'probe:%'"))[0]?.n
  assert.is(after, before)
})

CrossSite('Sec-Fetch-Site: cross-site is refused; a cross-site login too', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  assert.is((await probe(url, cookie, { 'Sec-Fetch-Site': 'cross-site' })).status, 403)
  const res = await login(url, ANNA.username, ANNA.password, { 'Sec-Fetch-Site': 'cross-site' })
  assert.is(res.status, 403)
  assert.is(sessionCookieOf(res), undefined)
})

CrossSite('the own origin, Sec-Fetch-Site same-origin, and clients sending neither (curl, the native wrapper) go through', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  assert.is((await probe(url, cookie, { Origin: url, 'Sec-Fetch-Site': 'same-origin' })).status, 200)
  assert.is((await probe(url, cookie, {})).status, 200)
})

CrossSite('X-Requested-With is still required', async () => {
  const { url } = await shared.get()
  const res = await fetch(`${url}/rest/pems/security/authentication/anna`, { method: 'POST', headers: { Authorization: basic(ANNA.username, ANNA.password), Origin: url } })
  assert.is(res.status, 403)
  assert.is(errIdOf(await jsonOf(res)), 'ERR_CSRF_HEADER_MISSING')
})

CrossSite.after(shared.close)

const Proxy = suite('forwarded headers and HSTS')

Proxy('with TRUST_PROXY, X-Forwarded-Proto https makes the cookie Secure and adds HSTS with includeSubDomains', async () => {
  const { url } = await behindProxy.get()
  const res = await login(url, ANNA.username, ANNA.password, { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '10.1.1.1' })
  assert.is(res.status, 200)
  assert.match(res.headers.getSetCookie().join('\n'), /CDP_SESSION=[^;]+;.*; Secure/)
  assert.is(res.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains')
})

Proxy('with TRUST_PROXY, a state-changing call whose Origin is the forwarded host goes through', async () => {
  const { url } = await behindProxy.get()
  const cookie = await sessionOf(url, ANNA)
  const res = await probe(url, cookie, { Origin: 'https://crew.airline.example', 'X-Forwarded-Host': 'crew.airline.example' })
  assert.is(res.status, 200)
})

Proxy.after(behindProxy.close)

const Logout = suite('logout method')

Logout('by default logout is GET (the contract) and POST is 405', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const post = await fetch(`${url}/rest/pems/security/logout`, { method: 'POST', headers: { ...XHR, Cookie: cookie } })
  assert.is(post.status, 405)
  assert.is(post.headers.get('allow'), 'GET')
  assert.is((await getWith(url, '/rest/pems/security/logout', cookie)).status, 200)
})

Logout('configured for POST: the security config says so, POST ends the session, GET is 405', async () => {
  const { url } = await postLogout.get()
  const config = (await jsonOf(await fetch(`${url}/rest/pems/security/config`))).result as { logoutMethod: string }
  assert.is(config.logoutMethod, 'POST')
  const cookie = await sessionOf(url, ANNA)
  const get = await getWith(url, '/rest/pems/security/logout', cookie)
  assert.is(get.status, 405)
  assert.is((await getWith(url, '/rest/pems/security/authentication/validate', cookie)).status, 200, 'a GET does not end the session')
  const post = await fetch(`${url}/rest/pems/security/logout`, { method: 'POST', headers: { ...XHR, Cookie: cookie } })
  assert.is(post.status, 200)
  assert.is((await getWith(url, '/rest/pems/security/authentication/validate', cookie)).status, 401)
})

Logout.after(async () => {
  await postLogout.close()
  await shared.close()
})

CrossSite.run()
Proxy.run()
Logout.run()
