import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ChangeHistory } from '../../core/history/change-history.codec'
import { PilotFlyingMarks } from '../../core/logbook/logbook.codec'
import { client, okResult } from './check-in-fixtures'
import { ANNA, BRUNO, errIdOf, jsonOf, sessionOf, sharedServer, T0 } from './helpers'
import { eventRow } from './roster.fixtures'

const shared = sharedServer()
const MARKS = (crmId: string) => `/rest/pems/logbook/${crmId}/pilot-flying`
const annaClient = async () => {
  const { url } = await shared.get()
  return client(url, await sessionOf(url, ANNA))
}
const pastLeg = async () => eventRow((await shared.get()).server.deps.db, ANNA.crmId, 'LEG', T0.subtract({ hours: 24 * 20 }))

const Marks = suite('logbook: "I flew" marks (ours, rest/pems/logbook/{crmId}/pilot-flying)')
Marks.after(async () => shared.close())

Marks('a mark is stored, read back, rewritten (last write wins), and each change is in the change history', async () => {
  const anna = await annaClient()
  const leg = await pastLeg()
  assert.equal(await okResult(await anna.get(MARKS(ANNA.crmId)), PilotFlyingMarks), [])
  assert.equal(await okResult(await anna.put(MARKS(ANNA.crmId), { eventId: leg.eventId, pilotFlying: true }), PilotFlyingMarks), [{ eventId: leg.eventId, pilotFlying: true }])
  await (await shared.get()).clock.advance({ minutes: 1 })
  assert.equal(await okResult(await anna.put(MARKS(ANNA.crmId), { eventId: leg.eventId, pilotFlying: false }), PilotFlyingMarks), [{ eventId: leg.eventId, pilotFlying: false }])
  assert.equal(await okResult(await anna.get(MARKS(ANNA.crmId)), PilotFlyingMarks), [{ eventId: leg.eventId, pilotFlying: false }])
  const history = (await okResult(await anna.get(`/rest/pems/history/${ANNA.crmId}?limit=2`), ChangeHistory)).entries
  assert.equal(history.map((e) => [e.kind, e.changes.map((c) => [c.field, c.before, c.after])]), [
    ['logbook', [['pilotFlying', true, false]]],
    ['logbook', [['pilotFlying', null, true]]],
  ])
  assert.match(history[0]?.subject ?? '', /^\S+ \d{4}-\d{2}-\d{2}$/)
})

Marks('own crmId only (403), a session is needed (401), an unknown event 404, an event that is not a leg 400, a bad body 400', async () => {
  const { url, server } = await shared.get()
  const anna = await annaClient()
  const leg = await pastLeg()
  assert.is((await anna.put(MARKS(BRUNO.crmId), { eventId: leg.eventId, pilotFlying: true })).status, 403)
  assert.is((await anna.get(MARKS(BRUNO.crmId))).status, 403)
  assert.is((await client(url, undefined).get(MARKS(ANNA.crmId))).status, 401)
  const unknown = await anna.put(MARKS(ANNA.crmId), { eventId: 'NOPE-1', pilotFlying: true })
  assert.is(unknown.status, 404)
  const off = await eventRow(server.deps.db, ANNA.crmId, 'OFF')
  const notLeg = await anna.put(MARKS(ANNA.crmId), { eventId: off.eventId, pilotFlying: true })
  assert.is(notLeg.status, 400)
  assert.is(errIdOf(await jsonOf(notLeg)), 'ERR_INVALID_BODY')
  assert.is((await anna.put(MARKS(ANNA.crmId), { eventId: leg.eventId, pilotFlying: 'yes' })).status, 400)
  assert.is((await anna.put(MARKS(ANNA.crmId), { eventId: 'a b', pilotFlying: true })).status, 400)
})

Marks.run()
