import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { CrewMemberCard } from '../../core/crew/crew-member.codec'
import { ok } from '../../server/http/reply'
import { CROSS_CREW_ROUTES, sessionRoute } from '../../server/http/router'
import { ANNA, BRUNO, errIdOf, getWith, jsonOf, sessionOf, sharedServer } from './helpers'
import { eventRow, resultOf, upcomingLeg } from './roster.fixtures'
import * as t from 'io-ts'

const shared = sharedServer()
const card = (crmId: string, segment: string) => `/rest/api/crewmember/v1/crewmembers/${crmId}?segment=${encodeURIComponent(segment)}`

const Card = suite('GET /rest/api/crewmember/v1/crewmembers/{crmId}?segment=')

Card('a colleague on the same leg: name, every attribute, and the flights before and after that leg', async () => {
  const { url, server } = await shared.get()
  const leg = await upcomingLeg(server.deps.db, ANNA.crmId)
  const result = await resultOf(await getWith(url, card(BRUNO.crmId, leg.eventId), await sessionOf(url, ANNA)), CrewMemberCard)
  assert.is(result.name, 'Bruno Moreau')
  assert.equal(result.attributes.map((a) => a.key), ['ADD_QUALIF', 'ASSIGNED_RANK', 'CONTRACT_CODE', 'CREWCODE', 'HOMEBASE', 'PHONE', 'RANK', 'SENIORITY', 'SEX'])
  assert.ok(result.previousEvent !== undefined && result.nextEvent !== undefined)
  assert.ok(result.previousEvent.toDateTimeUTC.toInstant().epochMilliseconds <= leg.from.epochMilliseconds)
  assert.is(result.nextEvent.flightNumber, 'AF007')
  assert.is(result.nextEvent.destination, 'CDG')
  assert.is(result.nextEvent.fromDateTimeLtAtAirport.offset, '-04:00')
})

Card('the operating crew of a deadhead flight has a card without roster events; the own card is allowed', async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const fpr = await eventRow(server.deps.db, ANNA.crmId, 'FPR')
  const captain = await resultOf(await getWith(url, card('300201', fpr.eventId), cookie), CrewMemberCard)
  assert.is(captain.name, 'Thomas Becker')
  assert.is(captain.previousEvent, undefined)
  assert.is((await getWith(url, card(ANNA.crmId, fpr.eventId), cookie)).status, 200)
})

Card('"allowed only when the signed-in crew member and that crew member share the leg named by segment (else 403)"', async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const leg = await upcomingLeg(server.deps.db, ANNA.crmId)
  const fpr = await eventRow(server.deps.db, ANNA.crmId, 'FPR')
  for (const [crmId, segment] of [['300201', leg.eventId], [BRUNO.crmId, 'AF9999-20260316-CDG'], ['999999', leg.eventId], [BRUNO.crmId, (await eventRow(server.deps.db, ANNA.crmId, 'SBY')).eventId]] as const) {
    const res = await getWith(url, card(crmId, segment), cookie)
    assert.is(res.status, 403, `${crmId} ${segment}`)
    assert.is(errIdOf(await jsonOf(res)), 'ERR_NOT_ON_SAME_LEG')
  }
  assert.is((await getWith(url, card('300201', fpr.eventId), await sessionOf(url, BRUNO))).status, 200, 'bruno shares that deadhead too')
})

Card('bad input: no segment, an unknown query parameter, a malformed segment or crmId is 400; no session 401', async () => {
  const { url, server } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const leg = await upcomingLeg(server.deps.db, ANNA.crmId)
  for (const path of [`/rest/api/crewmember/v1/crewmembers/${BRUNO.crmId}`, `${card(BRUNO.crmId, leg.eventId)}&x=1`, card(BRUNO.crmId, 'a b')]) {
    const res = await getWith(url, path, cookie)
    assert.is(res.status, 400, path)
    assert.is(errIdOf(await jsonOf(res)), 'ERR_INVALID_QUERY')
  }
  const badId = await getWith(url, card('bad%20id', leg.eventId), cookie)
  assert.is(badId.status, 400)
  assert.is(errIdOf(await jsonOf(badId)), 'ERR_BAD_PATH')
  assert.is((await getWith(url, card(BRUNO.crmId, leg.eventId))).status, 401)
})

const Flag = suite('the router flag skipCrmIdGuard')

Flag('it is accepted only on the crew member card route: any other route that sets it throws at start', () => {
  const handler = async () => ok(t.null, null)
  assert.equal([...CROSS_CREW_ROUTES], ['GET /rest/api/crewmember/v1/crewmembers/{crmId}'])
  assert.ok(sessionRoute('GET', '/rest/api/crewmember/v1/crewmembers/{crmId}', handler, { skipCrmIdGuard: true }).skipCrmIdGuard)
  assert.throws(() => sessionRoute('GET', '/rest/pems/roster/{crmId}/events', handler, { skipCrmIdGuard: true }), /may skip the \{crmId\} guard/)
  assert.throws(() => sessionRoute('PUT', '/rest/api/crewmember/v1/crewmembers/{crmId}', handler, { skipCrmIdGuard: true }))
  assert.is(sessionRoute('GET', '/rest/pems/roster/{crmId}/events', handler).skipCrmIdGuard, undefined)
})

Flag('the guard still holds on every roster route: another crmId is 403 ERR_FORBIDDEN_CRM_ID', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  for (const path of ['events', 'updates', 'summary?start=2026-03-01&end=2026-03-31', 'role/X', 'hotel/X', 'leg/X/crew']) {
    const res = await getWith(url, `/rest/pems/roster/${BRUNO.crmId}/${path}`, cookie)
    assert.is(res.status, 403, path)
    assert.is(errIdOf(await jsonOf(res)), 'ERR_FORBIDDEN_CRM_ID')
  }
})

Flag.after(shared.close)
Card.run()
Flag.run()
