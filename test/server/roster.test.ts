import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { DutyEvent } from '../../core/roster/event.codec'
import { RosterData } from '../../core/roster/roster.codec'
import { applyRemarkEdit, EVENT_REMARK_MAX, sameJson } from '../../server/roster/event-edit.rules'
import { ANNA, BRUNO, errIdOf, getWith, jsonOf, sessionOf, sharedServer, T0 } from './helpers'
import { eventRow, resultOf, sendJson, snapshot, upcomingLeg } from './roster.fixtures'

const shared = sharedServer()
const base = `/rest/pems/roster/${ANNA.crmId}`
const annaCookie = async () => sessionOf((await shared.get()).url, ANNA)
/** The stored event as the client holds it, re-fetched through eventById. */
const eventById = async (logicalId: string) => {
  const { url } = await shared.get()
  return resultOf(await sendJson(url, 'POST', `${base}/eventById`, await annaCookie(), { logicalEventId: logicalId }), DutyEvent)
}

const Events = suite('GET and POST roster/{crmId}/events')

Events('"GET roster/{crmId}/events: duty data. Result: events, rosterPeriod, blockMonthList" (core RosterData)', async () => {
  const { url } = await shared.get()
  const data = await resultOf(await getWith(url, `${base}/events`, await annaCookie()), RosterData)
  assert.ok(data.events.length > 40)
  assert.is(data.blockMonthList.length, 3)
  const starts = data.events.map((e) => e.fromDateTimeUTC.epochMilliseconds)
  assert.equal(starts, [...starts].sort((a, b) => a - b), 'by UTC start')
})

Events('"POST roster/{crmId}/events: body is the confirm result (duty data after confirm)": the whole RosterData', async () => {
  const { url } = await shared.get()
  const body = { periods: [{ fromDateTimeUTC: '2026-03-17T00:00:00+00:00', toDateTimeUTC: '2026-03-18T00:00:00+00:00' }] }
  const data = await resultOf(await sendJson(url, 'POST', `${base}/events`, await annaCookie(), body), RosterData)
  assert.ok(data.events.length > 40)
})

Events('POST events: a period ending before it starts, a missing periods field or an unknown field is 400', async () => {
  const { url } = await shared.get()
  const cookie = await annaCookie()
  const cases: ReadonlyArray<readonly [unknown, string]> = [
    [{ periods: [{ fromDateTimeUTC: '2026-03-18T00:00:00+00:00', toDateTimeUTC: '2026-03-17T00:00:00+00:00' }] }, 'ERR_INVALID_BODY'],
    [{}, 'ERR_INVALID_BODY'],
    [{ periods: [], extra: true }, 'ERR_UNKNOWN_FIELD'],
  ]
  for (const [body, errId] of cases) {
    const res = await sendJson(url, 'POST', `${base}/events`, cookie, body)
    assert.is(res.status, 400)
    assert.is(errIdOf(await jsonOf(res)), errId)
  }
})

Events('"Unauthenticated calls are 401" and another crew member\'s crmId is 403', async () => {
  const { url } = await shared.get()
  assert.is((await getWith(url, `${base}/events`)).status, 401)
  assert.is((await sendJson(url, 'POST', `${base}/events`, undefined, { periods: [] })).status, 401)
  const res = await getWith(url, `/rest/pems/roster/${BRUNO.crmId}/events`, await annaCookie())
  assert.is(res.status, 403)
  assert.is(errIdOf(await jsonOf(res)), 'ERR_FORBIDDEN_CRM_ID')
})

const ById = suite('POST roster/{crmId}/eventById')

ById('"POST roster/{crmId}/eventById: body logicalEventId": the event with its pairing children', async () => {
  const { server } = await shared.get()
  const pairing = await eventRow(server.deps.db, ANNA.crmId, 'PAR', T0)
  const event = await eventById(pairing.logicalId)
  assert.is(event.eventId, pairing.eventId)
  assert.equal(event.events?.map((e) => e.type), ['C_I', 'LEG', 'HOT', 'LEG', 'C_O'])
})

ById('an unknown logical id is 404; a wrong type or an unknown field is 400; bruno\'s event is not anna\'s (404), and his path is 403', async () => {
  const { url, server } = await shared.get()
  const cookie = await annaCookie()
  const unknown = await sendJson(url, 'POST', `${base}/eventById`, cookie, { logicalEventId: '100001:NOPE' })
  assert.is(unknown.status, 404)
  assert.is(errIdOf(await jsonOf(unknown)), 'ERR_NOT_FOUND')
  assert.is((await sendJson(url, 'POST', `${base}/eventById`, cookie, { logicalEventId: 42 })).status, 400)
  assert.is(errIdOf(await jsonOf(await sendJson(url, 'POST', `${base}/eventById`, cookie, { logicalEventId: 'x', id: 'y' }))), 'ERR_UNKNOWN_FIELD')
  const brunos = await eventRow(server.deps.db, BRUNO.crmId, 'SBY')
  assert.is((await sendJson(url, 'POST', `${base}/eventById`, cookie, { logicalEventId: brunos.logicalId })).status, 404)
  assert.is((await sendJson(url, 'POST', `/rest/pems/roster/${BRUNO.crmId}/eventById`, cookie, { logicalEventId: brunos.logicalId })).status, 403)
  assert.is((await sendJson(url, 'POST', `${base}/eventById`, undefined, { logicalEventId: brunos.logicalId })).status, 401)
})

const Put = suite('PUT roster/{crmId}/events/{eventId}: only the remark is editable')

Put('the remark changes, persists (eventById and GET events) and the answer is the stored event', async () => {
  const { url, server } = await shared.get()
  const leg = await upcomingLeg(server.deps.db, ANNA.crmId)
  const event = await eventById(leg.logicalId)
  const res = await sendJson(url, 'PUT', `${base}/events/${leg.eventId}`, await annaCookie(), DutyEvent.encode({ ...event, remark: '  Bring the ETOPS charts  ' }))
  assert.is((await resultOf(res, DutyEvent)).remark, 'Bring the ETOPS charts')
  assert.is((await eventById(leg.logicalId)).remark, 'Bring the ETOPS charts')
  const data = await resultOf(await getWith(url, `${base}/events`, await annaCookie()), RosterData)
  const again = data.events.flatMap((e) => e.events ?? []).find((e) => e.eventId === leg.eventId)
  assert.is(again?.remark, 'Bring the ETOPS charts')
})

Put('a blank remark removes it; a pairing may be sent with or without its children', async () => {
  const { url, server } = await shared.get()
  const pairing = await eventRow(server.deps.db, ANNA.crmId, 'PAR', T0)
  const event = await eventById(pairing.logicalId)
  const withRemark = await sendJson(url, 'PUT', `${base}/events/${pairing.eventId}`, await annaCookie(), DutyEvent.encode({ ...event, remark: 'x' }))
  assert.is(withRemark.status, 200)
  const { events: _children, ...own } = event
  const cleared = await resultOf(await sendJson(url, 'PUT', `${base}/events/${pairing.eventId}`, await annaCookie(), DutyEvent.encode({ ...own, remark: '   ' })), DutyEvent)
  assert.is(cleared.remark, undefined)
  assert.is(cleared.events?.length, 5)
})

Put('"decide and document": any other changed field is 400 ERR_EVENT_NOT_EDITABLE naming it, and nothing is written', async () => {
  const { url, server } = await shared.get()
  const leg = await upcomingLeg(server.deps.db, ANNA.crmId)
  const event = await eventById(leg.logicalId)
  const before = await snapshot(server.deps.db, ANNA.crmId)
  const res = await sendJson(url, 'PUT', `${base}/events/${leg.eventId}`, await annaCookie(), DutyEvent.encode({ ...event, name: 'AF999', remark: 'sneaky', toDateTimeUTC: event.toDateTimeUTC.add({ hours: 1 }) }))
  assert.is(res.status, 400)
  const body = await jsonOf(res)
  assert.is(errIdOf(body), 'ERR_EVENT_NOT_EDITABLE')
  assert.match(body.error?.[0]?.errMessage ?? '', /name, toDateTimeUTC/)
  assert.is(await snapshot(server.deps.db, ANNA.crmId), before)
})

Put('"eventId in the body must match the path": 400 ERR_EVENT_ID_MISMATCH; an unknown event 404; a malformed id 400', async () => {
  const { url, server } = await shared.get()
  const leg = await upcomingLeg(server.deps.db, ANNA.crmId)
  const event = await eventById(leg.logicalId)
  const cookie = await annaCookie()
  const before = await snapshot(server.deps.db, ANNA.crmId)
  const other = await eventRow(server.deps.db, ANNA.crmId, 'SBY')
  const mismatch = await sendJson(url, 'PUT', `${base}/events/${other.eventId}`, cookie, DutyEvent.encode({ ...event, remark: 'x' }))
  assert.is(mismatch.status, 400)
  assert.is(errIdOf(await jsonOf(mismatch)), 'ERR_EVENT_ID_MISMATCH')
  const missing = await sendJson(url, 'PUT', `${base}/events/NOPE-1`, cookie, DutyEvent.encode({ ...event, id: 'NOPE-1', eventId: 'NOPE-1' }))
  assert.is(missing.status, 404)
  assert.is((await sendJson(url, 'PUT', `${base}/events/${'x'.repeat(200)}`, cookie, DutyEvent.encode(event))).status, 400)
  assert.is((await sendJson(url, 'PUT', `${base}/events/${leg.eventId}`, cookie, { ...DutyEvent.encode(event), colour: 'red' })).status, 400)
  assert.is((await sendJson(url, 'PUT', `${base}/events/${leg.eventId}`, cookie, DutyEvent.encode({ ...event, remark: 'r'.repeat(EVENT_REMARK_MAX + 1) }))).status, 400)
  assert.is(await snapshot(server.deps.db, ANNA.crmId), before)
})

Put('another crew member\'s event is 403 and touches nothing; no session is 401; no X-Requested-With is 403', async () => {
  const { url, server } = await shared.get()
  const brunoLeg = await upcomingLeg(server.deps.db, BRUNO.crmId)
  const brunoCookie = await sessionOf(url, BRUNO)
  const event = await resultOf(await sendJson(url, 'POST', `/rest/pems/roster/${BRUNO.crmId}/eventById`, brunoCookie, { logicalEventId: brunoLeg.logicalId }), DutyEvent)
  const before = await snapshot(server.deps.db, BRUNO.crmId)
  const path = `/rest/pems/roster/${BRUNO.crmId}/events/${brunoLeg.eventId}`
  const forbidden = await sendJson(url, 'PUT', path, await annaCookie(), DutyEvent.encode({ ...event, remark: 'hacked' }))
  assert.is(forbidden.status, 403)
  assert.is((await sendJson(url, 'PUT', path, undefined, DutyEvent.encode({ ...event, remark: 'hacked' }))).status, 401)
  assert.is((await sendJson(url, 'PUT', path, brunoCookie, DutyEvent.encode({ ...event, remark: 'hacked' }), {})).status, 403)
  assert.is(await snapshot(server.deps.db, BRUNO.crmId), before)
})

const Rule = suite('applyRemarkEdit and sameJson')

Rule('sameJson ignores key order only', () => {
  assert.ok(sameJson({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 }))
  assert.not.ok(sameJson({ a: 1 }, { a: 1, b: undefined }))
  assert.not.ok(sameJson([1, 2], [2, 1]))
})

Rule('applyRemarkEdit: without eventId the body is matched by `id`, and the missing eventId is a changed field', async () => {
  const { server } = await shared.get()
  const leg = await upcomingLeg(server.deps.db, ANNA.crmId)
  const event = await eventById(leg.logicalId)
  const { eventId: _e, ...withoutEventId } = event
  assert.equal(applyRemarkEdit(leg.eventId, event, { ...withoutEventId, remark: 'ok' }), { _tag: 'Left', left: { _tag: 'NotEditable', fields: ['eventId'] } })
  assert.equal(applyRemarkEdit('other', event, event), { _tag: 'Left', left: { _tag: 'IdMismatch' } })
  const kept = applyRemarkEdit(leg.eventId, event, { ...event, remark: ' ok ' })
  assert.is(kept._tag === 'Right' ? kept.right.remark : undefined, 'ok')
})

Rule.after(shared.close)

Events.run()
ById.run()
Put.run()
Rule.run()
