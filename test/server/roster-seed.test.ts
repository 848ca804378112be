import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Temporal } from 'temporal-polyfill'
import { isCheckInWindowOpen } from '../../core/check-in/time-window-check-in.rules'
import { HotelEvent } from '../../core/hotel/hotel.codec'
import { effectiveEnd } from '../../core/roster/calendar-placement.rules'
import type { DutyEvent } from '../../core/roster/event.codec'
import { EVENT_TYPES } from '../../core/roster/event-type.codec'
import { RosterData } from '../../core/roster/roster.codec'
import { AIRPORTS } from '../../server/seed/roster/airports'
import { rosterCalendar } from '../../server/seed/roster/period'
import { planTeam } from '../../server/seed/roster/plan'
import { rosterSeeder } from '../../server/seed/roster.seed'
import { LOAD_PASSWORD, loadCrmId, loadUsername, seedLoadAirline } from '../../server/seed/load-airline'
import { hashPassword } from '../../server/security/password'
import { DEMO_CREW } from '../../server/seed/demo-crew'
import { TEST_HASHING, ANNA, BRUNO, freshDb, getWith, sessionOf, sharedServer, T0 } from './helpers'
import { resultOf } from './roster.fixtures'

const shared = sharedServer()
const all = (events: ReadonlyArray<DutyEvent>): ReadonlyArray<DutyEvent> => events.flatMap((e) => [e, ...all(e.events ?? [])])
const rosterOf = async (who: { username: string; password: string; crmId: string }): Promise<RosterData> => {
  const { url } = await shared.get()
  return resultOf(await getWith(url, `/rest/pems/roster/${who.crmId}/events`, await sessionOf(url, who)), RosterData)
}

const Content = suite('the demo roster seed (ARCHITECTURE.md section 3), relative to the server clock')

Content('"the whole GET events answer decodes with the core codec" for anna and bruno, with every event kind of SPEC section 3', async () => {
  for (const who of [ANNA, BRUNO]) {
    const roster = await rosterOf(who)
    const types = new Set(all(roster.events).map((e) => e.type))
    assert.equal([...types].sort(), [...EVENT_TYPES].sort(), who.username)
  }
})

Content('pairings nest their children: check-in first, check-out last, legs, hotels and deadheads inside', async () => {
  const roster = await rosterOf(ANNA)
  const pairings = roster.events.filter((e) => e.type === 'PAR')
  assert.ok(pairings.length >= 8)
  for (const pairing of pairings) {
    const children = pairing.events ?? []
    assert.is(children[0]?.type, 'C_I', pairing.eventId)
    assert.is(children[children.length - 1]?.type, 'C_O', pairing.eventId)
    assert.ok(children.some((c) => c.type === 'LEG'), pairing.eventId)
  }
  const kids = pairings.flatMap((p) => p.events ?? [])
  for (const type of ['HOT', 'FPR', 'GPR'] as const) assert.ok(kids.some((c) => c.type === type), type)
  assert.not.ok(roster.events.some((e) => e.type === 'LEG' || e.type === 'C_I'), 'children are not listed at the top level')
})

Content('"an upcoming check-in inside its time window": anna\'s first C_I after now is at CDG, 90 minutes after the clock', async () => {
  const roster = await rosterOf(ANNA)
  const upcoming = all(roster.events)
    .filter((e) => e.type === 'C_I' && Temporal.Instant.compare(e.fromDateTimeUTC.toInstant(), T0) >= 0)
    .sort((a, b) => Temporal.ZonedDateTime.compare(a.fromDateTimeUTC, b.fromDateTimeUTC))[0]
  assert.ok(upcoming !== undefined)
  assert.ok(upcoming.fromDateTimeUTC.toInstant().equals(T0.add({ minutes: 90 })))
  assert.is(upcoming.fromAirport, 'CDG')
  assert.ok(isCheckInWindowOpen(upcoming, T0), 'the core window (now - 30 min, now + 120 min] holds it')
  assert.not.ok(isCheckInWindowOpen(upcoming, T0.subtract({ minutes: 31 })), 'and it is not open 2 h 1 min before')
})

Content('a DST change: an event crossing the Europe/Paris change of 2026-03-29 01:00 UTC (local offsets differ at its ends)', async () => {
  const change = Temporal.Instant.from('2026-03-29T01:00:00Z')
  const crossing = all((await rosterOf(ANNA)).events).filter(
    (e) => Temporal.Instant.compare(e.fromDateTimeUTC.toInstant(), change) < 0 && Temporal.Instant.compare(change, e.toDateTimeUTC.toInstant()) < 0,
  )
  assert.ok(crossing.length > 0)
  for (const e of crossing) {
    assert.is(e.fromDateTimeLtAtHb?.offset, '+01:00', e.eventId)
    assert.is(e.toDateTimeLtAtHb?.offset, '+02:00', e.eventId)
  }
})

Content('"An event end exactly at midnight": whole-day events end at 00:00 home-base time and count as the prior day', async () => {
  const midnight = all((await rosterOf(ANNA)).events).filter((e) => {
    const end = e.toDateTimeLtAtHb
    return end !== undefined && end.hour === 0 && end.minute === 0 && end.second === 0 && Temporal.ZonedDateTime.compare(end, e.fromDateTimeUTC) > 0
  })
  const kinds = new Set(midnight.map((e) => e.type))
  for (const type of ['OFF', 'VAC', 'SICK', 'SUSP'] as const) assert.ok(kinds.has(type), type)
  for (const e of midnight) {
    const start = e.fromDateTimeUTC.withTimeZone('Europe/Paris')
    const last = effectiveEnd(start, e.toDateTimeUTC.withTimeZone('Europe/Paris'))
    assert.ok(last.toPlainDate().equals(e.toDateTimeLtAtHb?.toPlainDate().subtract({ days: 1 }) ?? last.toPlainDate().add({ days: 1 })), e.eventId)
  }
})

Content('every time field is one instant in three views: UTC, local at the airport (its IANA zone), local at home base', async () => {
  const zones: Readonly<Record<string, string>> = Object.fromEntries(Object.values(AIRPORTS).map((a) => [a.code, a.timeZone]))
  for (const e of all((await rosterOf(BRUNO)).events)) {
    assert.is(e.fromDateTimeUTC.offset, '+00:00')
    for (const [utc, hb, local, airport] of [
      [e.fromDateTimeUTC, e.fromDateTimeLtAtHb, e.fromDateTimeLtAtAirport, e.fromAirport],
      [e.toDateTimeUTC, e.toDateTimeLtAtHb, e.toDateTimeLtAtAirport, e.toAirport],
    ] as const) {
      assert.ok(hb?.toInstant().equals(utc.toInstant()) && local?.toInstant().equals(utc.toInstant()), e.eventId)
      assert.is(hb?.offset, utc.withTimeZone('Europe/Paris').offset, e.eventId)
      assert.is(local?.offset, utc.withTimeZone(zones[airport ?? ''] ?? 'UTC').offset, e.eventId)
    }
  }
})

Content('block months previous/current/next are UTC calendar months and the roster period covers them', async () => {
  const roster = await rosterOf(ANNA)
  assert.equal(roster.blockMonthList.map((b) => b.id), ['BM2026-02', 'BM2026-03', 'BM2026-04'])
  assert.is(roster.blockMonthList[0]?.from.toString({ timeZoneName: 'never' }), '2026-02-01T00:00:00+00:00')
  assert.is(roster.blockMonthList[2]?.to.toString({ timeZoneName: 'never' }), '2026-04-30T23:59:59+00:00')
  assert.ok(roster.rosterPeriod.from.toInstant().equals(Temporal.Instant.from('2026-02-01T00:00:00Z')))
  assert.ok(roster.rosterPeriod.to.toInstant().equals(Temporal.Instant.from('2026-04-30T23:59:59Z')))
  assert.is(roster.rosterPeriod.fromLocalAtHb?.offset, '+01:00')
  assert.is(roster.rosterPeriod.toLocalAtHb?.offset, '+02:00')
})

Content('hotels have every field of SPEC section 3 with a transport company; legs have crews and editable roles', async () => {
  const { server } = await shared.get()
  const db = server.deps.db
  const hotels = await db.query<{ body: unknown }>('SELECT body FROM event_hotels WHERE crm_id = $1', [ANNA.crmId])
  assert.ok(hotels.length >= 6)
  for (const row of hotels) {
    const hotel = HotelEvent.decode(row.body)
    assert.ok(hotel._tag === 'Right')
    const h = hotel.right
    const fields = [h.hotel.name, h.hotel.remark, h.hotel.hotelAtAirport?.type, h.hotel.hotelAtAirport?.transferTime, h.hotel.hotelAtAirport?.pickupTime, h.hotel.hotelAtAirport?.pickupTimeLocal, h.hotel.hotelLocation?.country, h.hotel.hotelLocation?.cityName, h.hotel.hotelLocation?.street, h.hotel.hotelLocation?.zipCode, h.hotel.hotelContact?.phone, h.hotel.hotelContact?.fax, h.hotel.hotelContact?.email1, h.hotel.hotelContact?.email2, h.transportCompany?.name, h.transportCompany?.type, h.transportCompany?.transportCompanyLocations?.[0], h.transportCompany?.transportCompanyContacts?.[0]]
    assert.ok(fields.every((f) => f !== undefined))
  }
  const legs = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM roster_events e WHERE e.crm_id = $1 AND e.event_type = 'LEG' AND NOT EXISTS (SELECT 1 FROM leg_crews c WHERE c.crm_id = e.crm_id AND c.event_id = e.event_id)", [ANNA.crmId])
  assert.is(legs[0]?.n, 0, 'every leg has a crew list')
  const roles = await db.query<{ editable: number; fixed: number }>('SELECT count(*) FILTER (WHERE update_by_crew_member)::int AS editable, count(*) FILTER (WHERE NOT update_by_crew_member)::int AS fixed FROM event_roles WHERE crm_id = $1', [BRUNO.crmId])
  assert.ok((roles[0]?.editable ?? 0) > 0 && (roles[0]?.fixed ?? 0) > 0)
})

Content('the load-test airline (npm run seed -- --crew N): teams of six whose rosters decode and whose legs list each other', async () => {
  const { url, server } = await shared.get()
  await seedLoadAirline(server.deps.db, { crew: 8, now: T0, calendar: rosterCalendar(T0, 0), passwordHash: await hashPassword(LOAD_PASSWORD, TEST_HASHING) })
  const who = { username: loadUsername(loadCrmId(7)), password: LOAD_PASSWORD, crmId: loadCrmId(7) }
  const roster = await resultOf(await getWith(url, `/rest/pems/roster/${who.crmId}/events`, await sessionOf(url, who)), RosterData)
  assert.equal(roster.blockMonthList.map((b) => b.id), ['BM2026-03'])
  assert.ok(roster.events.some((e) => e.type === 'PAR'))
  const leg = all(roster.events).find((e) => e.type === 'LEG')
  const crew = await server.deps.db.query<{ body: { crew: Array<{ id: string; name: string }> } }>('SELECT body FROM leg_crews WHERE crm_id = $1 AND event_id = $2', [who.crmId, leg?.eventId])
  assert.equal(crew[0]?.body.crew.map((m) => m.id), ['500007', '500008', '500009', '500010', '500011', '500012'])
  assert.not.match(JSON.stringify(crew[0]?.body), /__/, 'every placeholder is replaced')
})

Content.after(shared.close)

const Plan = suite('planTeam and rosterSeeder')

Plan('"Europe/Paris last Sunday of March/October if within range; else document": no DST change for a January clock, one for October', () => {
  const january = Temporal.Instant.from('2027-01-10T12:00:00Z')
  assert.is(planTeam({ now: january, calendar: rosterCalendar(january), patternOffset: 0, upcoming: true }).dstChange, null)
  const october = Temporal.Instant.from('2026-10-15T12:00:00Z')
  assert.is(planTeam({ now: october, calendar: rosterCalendar(october), patternOffset: 3, upcoming: false }).dstChange?.toString(), '2026-10-25T01:00:00Z')
})

Plan('a plan never puts two duties on one home-base day and reserves today .. today + 3 for the upcoming pairing', () => {
  const now = Temporal.Instant.from('2026-06-30T22:45:00Z')
  const plan = planTeam({ now, calendar: rosterCalendar(now), patternOffset: 5, upcoming: true })
  const days = plan.blocks.flatMap((b) => Array.from({ length: b.days }, (_, i) => b.day.add({ days: i }).toString()))
  assert.is(new Set(days).size, days.length)
  assert.ok(plan.upcoming?.checkIn.equals(Temporal.Instant.from('2026-07-01T00:15:00Z')))
  for (let i = 0; i < 3; i++) assert.not.ok(days.includes(plan.today.add({ days: i }).toString()))
})

Plan('seeding again replaces the rosters instead of duplicating them (one transaction, any clock)', async () => {
  const { db, close } = await freshDb()
  try {
    const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM roster_events WHERE crm_id = $1', [ANNA.crmId]))[0]?.n
    const before = await count()
    const now = Temporal.Instant.from('2027-01-10T12:00:00Z')
    await db.transaction((tx) => rosterSeeder.run(tx, { now, crew: DEMO_CREW, passwordHashing: TEST_HASHING }))
    await db.transaction((tx) => rosterSeeder.run(tx, { now, crew: DEMO_CREW, passwordHashing: TEST_HASHING }))
    const after = await count()
    assert.ok((after ?? 0) > 100 && (before ?? 0) > 100)
    const months = await db.query<{ id: string }>("SELECT id FROM block_months WHERE id LIKE 'BM2027%' OR id = 'BM2026-12' ORDER BY id")
    assert.equal(months.map((m) => m.id), ['BM2026-12', 'BM2027-01', 'BM2027-02'])
  } finally {
    await close()
  }
})

Content.run()
Plan.run()
