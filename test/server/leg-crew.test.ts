import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { LegCrew } from '../../core/crew/leg-crew.codec'
import { ANNA, BRUNO, errIdOf, getWith, jsonOf, sessionOf, sharedServer } from './helpers'
import { eventRow, resultOf, upcomingLeg } from './roster.fixtures'

const shared = sharedServer()
const base = `/rest/pems/roster/${ANNA.crmId}`

const Crew = suite('GET roster/{crmId}/leg/{eventId}/crew')

Crew('"Result: crew, openPositions, deadheads, deadheadOpenPositions": the team with roles, an open CC position', async () => {
  const { url, server } = await shared.get()
  const leg = await upcomingLeg(server.deps.db, ANNA.crmId)
  const crew = await resultOf(await getWith(url, `${base}/leg/${leg.eventId}/crew`, await sessionOf(url, ANNA)), LegCrew)
  assert.equal(crew.crew.map((m) => m.id), ['100001', '200002', '300003', '300004', '300005', '300006'])
  assert.equal(crew.crew[0]?.roles, ['CMD', 'PF'])
  assert.equal(crew.openPositions, [{ rank: 'CC' }])
})

Crew('a Tokyo leg has deadheads and deadhead open positions; on a deadhead (FPR) the team are the deadheads', async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const rows = await server.deps.db.query<{ event_id: string }>("SELECT event_id FROM roster_events WHERE crm_id = $1 AND event_type = 'LEG' AND event_id LIKE 'AF276-%' ORDER BY from_utc LIMIT 1", [ANNA.crmId])
  const nrt = await resultOf(await getWith(url, `${base}/leg/${rows[0]?.event_id ?? ''}/crew`, cookie), LegCrew)
  assert.equal(nrt.openPositions, [{ rank: 'CC' }, { rank: 'CC' }])
  assert.equal(nrt.deadheads.map((m) => m.name), ['Mei Tanaka'])
  assert.equal(nrt.deadheadOpenPositions, [{ rank: 'FO' }])
  const fpr = await eventRow(server.deps.db, ANNA.crmId, 'FPR')
  const positioning = await resultOf(await getWith(url, `${base}/leg/${fpr.eventId}/crew`, cookie), LegCrew)
  assert.ok(positioning.deadheads.some((m) => m.id === ANNA.crmId))
  assert.not.ok(positioning.crew.some((m) => m.id === ANNA.crmId))
})

Crew('"Also GET roster/{crmId}/leg/{legId}/crew?ltype=mobile": the same answer; another ltype or query is 400', async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const leg = await upcomingLeg(server.deps.db, ANNA.crmId)
  const plain = await (await getWith(url, `${base}/leg/${leg.eventId}/crew`, cookie)).json()
  const mobile = await (await getWith(url, `${base}/leg/${leg.eventId}/crew?ltype=mobile`, cookie)).json()
  assert.equal(mobile, plain)
  for (const query of ['ltype=desktop', 'ltype=mobile&ltype=mobile', 'foo=1']) {
    const res = await getWith(url, `${base}/leg/${leg.eventId}/crew?${query}`, cookie)
    assert.is(res.status, 400, query)
    assert.is(errIdOf(await jsonOf(res)), 'ERR_INVALID_QUERY')
  }
})

Crew('not a leg of the crew member 404, malformed id 400, no session 401, another crmId 403', async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const off = await eventRow(server.deps.db, ANNA.crmId, 'OFF')
  assert.is((await getWith(url, `${base}/leg/${off.eventId}/crew`, cookie)).status, 404)
  assert.is((await getWith(url, `${base}/leg/${'9'.repeat(129)}/crew`, cookie)).status, 400)
  const leg = await upcomingLeg(server.deps.db, BRUNO.crmId)
  assert.is((await getWith(url, `/rest/pems/roster/${BRUNO.crmId}/leg/${leg.eventId}/crew`)).status, 401)
  assert.is((await getWith(url, `/rest/pems/roster/${BRUNO.crmId}/leg/${leg.eventId}/crew`, cookie)).status, 403)
})

Crew.after(shared.close)
Crew.run()
