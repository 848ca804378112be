import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { UpdatesInfo } from '../../core/refresh/updates.codec'
import { ANNA, BRUNO, errIdOf, eventually, getWith, jsonOf, sessionOf, sharedServer, T0, XHR } from './helpers'
import { resultOf } from './roster.fixtures'

const shared = sharedServer()
const path = `/rest/pems/roster/${ANNA.crmId}/updates`

const Updates = suite('GET roster/{crmId}/updates')

Updates('"result holds the last-change timestamps": core UpdatesInfo in UTC, as stored', async () => {
  const { url, server } = await shared.get()
  const info = await resultOf(await getWith(url, path, await sessionOf(url, ANNA)), UpdatesInfo)
  const row = (await server.deps.db.query<{ c: string }>("SELECT to_char(last_roster_change AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS') AS c FROM roster_updates WHERE crm_id = $1", [ANNA.crmId]))[0]
  assert.is(info.lastRosterChange?.offset, '+00:00')
  assert.is(info.lastRosterChange?.toPlainDateTime().toString(), row?.c)
})

Updates('a change of the stored timestamps shows on a poll once its NOTIFY arrived; a crew member without a row gets nulls', async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const later = T0.add({ minutes: 7 })
  const poll = async () => resultOf(await getWith(url, path, cookie), UpdatesInfo)
  await server.deps.db.query('UPDATE roster_updates SET last_roster_change = $2, last_news = NULL WHERE crm_id = $1', [ANNA.crmId, later.toString()])
  await eventually('the poll shows the update', async () => {
    const info = await poll()
    return info.lastRosterChange?.toInstant().equals(later) === true && info.lastNewsTimestamp === null
  })
  await server.deps.db.query('DELETE FROM roster_updates WHERE crm_id = $1', [ANNA.crmId])
  const nulls = { lastDailyRemarkTimestamp: null, lastRosterChange: null, lastNewsTimestamp: null }
  await eventually('the poll shows the delete', async () => JSON.stringify(await poll()) === JSON.stringify(nulls))
  assert.equal(await poll(), nulls)
})

Updates('the poll does not keep an idle session alive (it never renews)', async () => {
  const { url, server, clock } = await shared.get()
  const cookie = await sessionOf(url, BRUNO)
  const expiry = async () => (await server.deps.db.query<{ e: string }>('SELECT expires_at::text AS e FROM sessions WHERE crm_id = $1 ORDER BY created_at DESC LIMIT 1', [BRUNO.crmId]))[0]?.e
  const before = await expiry()
  clock.advance({ minutes: 1 })
  assert.is((await getWith(url, `/rest/pems/roster/${BRUNO.crmId}/updates`, cookie)).status, 200)
  assert.is(await expiry(), before)
  clock.set(T0)
})

Updates('401 without a session (also with a bearer token that is not a session); 403 for another crmId', async () => {
  const { url } = await shared.get()
  assert.is((await getWith(url, path)).status, 401)
  assert.is((await getWith(url, path, undefined, { Authorization: 'Bearer not-a-session-token-aaaaaaaaaaaaaaaaaaaaaaaa' })).status, 401)
  const res = await getWith(url, `/rest/pems/roster/${BRUNO.crmId}/updates`, await sessionOf(url, ANNA))
  assert.is(res.status, 403)
  assert.is(errIdOf(await jsonOf(res)), 'ERR_FORBIDDEN_CRM_ID')
})

Updates('bad input: a POST is 405 (the poll is read-only), a path below it is 404', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const post = await fetch(`${url}${path}`, { method: 'POST', headers: { ...XHR, Cookie: cookie } })
  assert.is(post.status, 405)
  assert.is(post.headers.get('allow'), 'GET')
  assert.is((await getWith(url, `${path}/x`, cookie)).status, 404)
})

Updates('a bearer token (the session token, as the load tools send it) is accepted', async () => {
  const { url } = await shared.get()
  const token = (await sessionOf(url, ANNA)).split('=')[1] ?? ''
  assert.is((await getWith(url, path, undefined, { Authorization: `Bearer ${token}` })).status, 200)
})

Updates.after(shared.close)
Updates.run()
