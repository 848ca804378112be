import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ANNA, BRUNO, errIdOf, getWith, jsonOf, sessionOf, sharedServer, XHR } from './helpers'
import { probeWrites } from './probe.routes'

// The probe routes stand in for every `roster/{crmId}/...` endpoint: the guard is the router's, not a handler's.
const shared = sharedServer()

const postProbe = (url: string, crmId: string, cookie: string | undefined, headers: Record<string, string> = XHR) =>
  fetch(`${url}/rest/pems/roster/${crmId}/probe`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json', ...(cookie === undefined ? {} : { Cookie: cookie }) },
    body: JSON.stringify({ name: 'n', count: 1 }),
  })

const Guard = suite('every {crmId} must be the signed-in crew member\'s')

Guard('the own crmId is served', async () => {
  const { url } = await shared.get()
  const res = await getWith(url, `/rest/pems/roster/${ANNA.crmId}/probe`, await sessionOf(url, ANNA))
  assert.is(res.status, 200)
  assert.equal((await jsonOf(res)).result, { crmId: ANNA.crmId })
})

Guard('"Every {crmId} in a path must be the signed-in crew member\'s: anything else is 403"', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  for (const crmId of [BRUNO.crmId, 'unknown-crew', '100001%20', '1000010']) {
    const res = await getWith(url, `/rest/pems/roster/${crmId}/probe`, cookie)
    assert.is(res.status, 403, crmId)
    assert.is(errIdOf(await jsonOf(res)), 'ERR_FORBIDDEN_CRM_ID')
  }
})

Guard('"... is 403 and touches nothing": a write to another crew member stores nothing', async () => {
  const { url, server } = await shared.get()
  const before = await probeWrites(server.deps.db, BRUNO.crmId)
  const res = await postProbe(url, BRUNO.crmId, await sessionOf(url, ANNA))
  assert.is(res.status, 403)
  assert.is(await probeWrites(server.deps.db, BRUNO.crmId), before)
})

Guard('the own write is stored (the probe really writes)', async () => {
  const { url, server } = await shared.get()
  const before = await probeWrites(server.deps.db, ANNA.crmId)
  const res = await postProbe(url, ANNA.crmId, await sessionOf(url, ANNA))
  assert.is(res.status, 200)
  assert.is(await probeWrites(server.deps.db, ANNA.crmId), before + 1)
})

Guard('"Unauthenticated calls are 401": GET, POST and DELETE without a session, nothing stored', async () => {
  const { url, server } = await shared.get()
  const before = await probeWrites(server.deps.db, ANNA.crmId)
  assert.is((await getWith(url, `/rest/pems/roster/${ANNA.crmId}/probe`)).status, 401)
  assert.is((await postProbe(url, ANNA.crmId, undefined)).status, 401)
  assert.is((await fetch(`${url}/rest/pems/roster/${ANNA.crmId}/probe`, { method: 'DELETE', headers: XHR })).status, 401)
  assert.is((await getWith(url, `/rest/pems/roster/${ANNA.crmId}/probe`, 'CDP_SESSION=forged-token')).status, 401)
  assert.is(await probeWrites(server.deps.db, ANNA.crmId), before)
})

Guard('"State-changing calls also need the header X-Requested-With: XMLHttpRequest ... refused with 403", even signed in', async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const before = await probeWrites(server.deps.db, ANNA.crmId)
  for (const headers of [{}, { 'X-Requested-With': 'fetch' }]) {
    const res = await postProbe(url, ANNA.crmId, cookie, headers)
    assert.is(res.status, 403)
    assert.is(errIdOf(await jsonOf(res)), 'ERR_CSRF_HEADER_MISSING')
  }
  const del = await fetch(`${url}/rest/pems/roster/${ANNA.crmId}/probe`, { method: 'DELETE', headers: { Cookie: cookie } })
  assert.is(del.status, 403)
  assert.is(await probeWrites(server.deps.db, ANNA.crmId), before)
})

Guard.after(shared.close)
Guard.run()
