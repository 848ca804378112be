import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { CrewMemberCard } from '../../core/crew/crew-member.codec'
import { LegCrew } from '../../core/crew/leg-crew.codec'
import { readEnvelope } from '../../core/errors/envelope.rules'
import { HotelEvent } from '../../core/hotel/hotel.codec'
import { UpdatesInfo } from '../../core/refresh/updates.codec'
import { RoleInfoList } from '../../core/roles/roles.codec'
import { EventByIdResult, RosterData, UpdateEventResult } from '../../core/roster/roster.codec'
import { Summary } from '../../core/summary/summary.codec'
import { ANNA, getWith, sessionOf, sharedServer, T0 } from './helpers'
import { eventRow, sendJson, upcomingLeg } from './roster.fixtures'

const shared = sharedServer()
const base = `/rest/pems/roster/${ANNA.crmId}`

/** The answer read exactly as the client's HTTP adapters read it: `readEnvelope(CoreCodec)`. */
const reads = async <A, O>(res: Response, codec: t.Type<A, O, unknown>): Promise<A> => {
  assert.is(res.status, 200)
  const read = readEnvelope(codec)(await res.json())
  if (E.isLeft(read)) throw new Error(`the client cannot read this answer: ${JSON.stringify(read.left)}`)
  return read.right
}

const Contract = suite('client and server agree: every roster-side answer is read by readEnvelope with its core codec')

Contract('events, eventById, PUT events, updates, roles, roleUpdate, hotel, leg crew, crew member card, summary', async () => {
  const { url, server } = await shared.get()
  const db = server.deps.db
  const cookie = await sessionOf(url, ANNA)
  const leg = await upcomingLeg(db, ANNA.crmId)
  const hot = await eventRow(db, ANNA.crmId, 'HOT', T0)
  await reads(await getWith(url, `${base}/events`, cookie), RosterData)
  await reads(await sendJson(url, 'POST', `${base}/events`, cookie, { periods: [] }), RosterData)
  const event = await reads(await sendJson(url, 'POST', `${base}/eventById`, cookie, { logicalEventId: leg.logicalId }), EventByIdResult)
  await reads(await sendJson(url, 'PUT', `${base}/events/${leg.eventId}`, cookie, UpdateEventResult.encode({ ...event, remark: 'contract' })), UpdateEventResult)
  await reads(await getWith(url, `${base}/updates`, cookie), UpdatesInfo)
  await reads(await getWith(url, `${base}/role/${leg.eventId}`, cookie), RoleInfoList)
  await reads(await sendJson(url, 'PUT', `${base}/roleUpdate`, cookie, { logicalId: leg.logicalId, roles: [{ roleNumber: 3, setOnEvent: true }] }), RoleInfoList)
  await reads(await getWith(url, `${base}/hotel/${hot.eventId}`, cookie), HotelEvent)
  await reads(await getWith(url, `${base}/leg/${leg.eventId}/crew`, cookie), LegCrew)
  await reads(await getWith(url, `${base}/leg/${leg.eventId}/crew?ltype=mobile`, cookie), LegCrew)
  await reads(await getWith(url, `/rest/api/crewmember/v1/crewmembers/200002?segment=${leg.eventId}`, cookie), CrewMemberCard)
  await reads(await getWith(url, `${base}/summary?start=2026-03-01&end=2026-03-31`, cookie), Summary)
})

Contract('errors are envelopes the client reads as Service errors with errId and errMessage', async () => {
  const { url } = await shared.get()
  const res = await getWith(url, `${base}/hotel/NOPE`, await sessionOf(url, ANNA))
  const read = readEnvelope(HotelEvent)(await res.json())
  assert.ok(E.isLeft(read) && read.left._tag === 'Service' && read.left.errors[0]?.errId === 'ERR_NOT_FOUND' && read.left.errors[0].errMessage !== undefined)
})

Contract.after(shared.close)
Contract.run()
