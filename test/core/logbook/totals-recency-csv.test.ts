import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Temporal } from 'temporal-polyfill'
import { EASA_COLUMNS, FAA_COLUMNS, logbookCsvRows, toCsv } from '../../../core/logbook/csv.rules'
import { recencyOf, recencyWarnings, upcomingAsPilotFlying } from '../../../core/logbook/recency.rules'
import { logbookSectors } from '../../../core/logbook/sectors.rules'
import { hoursMinutes, logbookPages, sectorsByMonth, totalsOf, windowTotals } from '../../../core/logbook/totals.rules'
import { EASA, FAA, deps, leg } from './logbook-fixtures'

const NOW = Temporal.Instant.from('2026-04-01T12:00:00Z')
const at = (iso: string) => Temporal.Instant.from(iso)

// Four day sectors (schematic sun: day at CDG/LHR between ~04:21 and ~19:39 local solar time) of 60, 75, 70 and 65
// minutes, as co-pilot and pilot flying.
const flown = [
  leg('A', 'CDG', 'LHR', '2025-12-20T10:00:00', '2025-12-20T11:00:00'),
  leg('B', 'LHR', 'CDG', '2026-01-10T10:00:00', '2026-01-10T11:15:00'),
  leg('C', 'CDG', 'LHR', '2026-03-05T10:00:00', '2026-03-05T11:10:00'),
  leg('D', 'LHR', 'CDG', '2026-03-20T10:00:00', '2026-03-20T11:05:00'),
]
const upcoming = [leg('AF1681', 'CDG', 'LHR', '2026-04-10T10:00:00', '2026-04-10T11:05:00'), leg('AF1682', 'LHR', 'CDG', '2026-04-10T22:00:00', '2026-04-10T23:05:00')]
const sectors = logbookSectors(deps, EASA, [...flown, ...upcoming], [], NOW)

const Totals = suite('logbook totals')

Totals('windows by off-block in UTC: 28 days, 90 days, 12 months, calendar year, all', () => {
  const w = windowTotals(sectors, NOW)
  // 28 days back from 1 Apr 12:00 = 4 Mar 12:00: C (5 Mar) and D (20 Mar).
  assert.equal([w.last28Days.sectors, w.last28Days.blockMinutes], [2, 70 + 65])
  // 90 days back = 1 Jan 12:00: B, C, D.
  assert.equal([w.last90Days.sectors, w.last90Days.blockMinutes], [3, 75 + 70 + 65])
  assert.is(w.calendarYear.sectors, 3)
  assert.is(w.last12Months.sectors, 4)
  assert.equal([w.all.blockMinutes, w.all.coPilotMinutes, w.all.takeOffsDay, w.all.landingsNight], [270, 270, 4, 0])
})

Totals('pages of the paper logbook: page totals and totals brought forward', () => {
  const pages = logbookPages(sectors, 3)
  assert.equal(pages.map((p) => p.rows.map((r) => r.eventId)), [['A', 'B', 'C'], ['D']])
  assert.equal(pages.map((p) => [p.broughtForward.blockMinutes, p.page.blockMinutes, p.carriedForward.blockMinutes]), [[0, 205, 205], [205, 65, 270]])
  assert.equal(sectorsByMonth(sectors).map((g) => [g.month, g.sectors.length]), [['2026-03', 2], ['2026-01', 1], ['2025-12', 1]])
  assert.is(hoursMinutes(totalsOf(sectors).blockMinutes), '4:30')
})

const Recency = suite('logbook recency (EASA FCL.060, FAA 61.57)')

Recency('three take-offs and landings in 90 days: current until the third most recent is 90 days old, and the next sector would renew it', () => {
  const ahead = upcomingAsPilotFlying(deps, EASA, [...flown, ...upcoming], NOW)
  const [day, night] = recencyOf('EASA', sectors, ahead, NOW)
  assert.equal([day?.kind, day?.takeOffs, day?.landings, day?.current], ['day', 3, 3, true])
  // The third most recent take-off is B's (10 Jan 10:00 UTC): + 90 × 24 h = 10 Apr 10:00 UTC; its landing 11:15.
  assert.equal(O.map((i: Temporal.Instant) => i.toString())(day?.lapsesAt ?? O.none), O.some('2026-04-10T10:00:00Z'))
  assert.equal(O.map((s: { flightNumber: string }) => s.flightNumber)(day?.renewedBy ?? O.none), O.some('AF1681'))
  // Night: no night take-off or landing in 90 days; AF1682 (22:00 → 23:05 UTC at CDG/LHR) would give both.
  assert.equal([night?.kind, night?.takeOffs, night?.required, night?.current], ['night', 0, 1, false])
  assert.equal(O.map((s: { flightNumber: string }) => s.flightNumber)(night?.renewedBy ?? O.none), O.some('AF1682'))
  // Home warns 14 days before: on 1 Apr the lapse (10 Apr) is within 14 days.
  assert.equal(recencyWarnings(recencyOf('EASA', sectors, ahead, NOW), NOW).map((r) => r.kind), ['day'])
  assert.equal(recencyWarnings(recencyOf('EASA', sectors, ahead, at('2026-03-21T12:00:00Z')), at('2026-03-21T12:00:00Z')).length, 0)
})

Recency('per type: each aircraft type the crew member flew has its own recency', () => {
  const mixed = logbookSectors(deps, EASA, [...flown, leg('W', 'CDG', 'JFK', '2026-03-25T10:00:00', '2026-03-25T18:00:00', { type: '77W' })], [], NOW)
  const r = recencyOf('EASA', mixed, [], NOW)
  assert.equal(r.map((x) => [x.aircraftType, x.kind, x.takeOffs]), [['320', 'day', 3], ['320', 'night', 0], ['77W', 'day', 1], ['77W', 'night', 0]])
})

Recency('FAA night: three take-offs and landings between an hour after sunset and an hour before sunrise', () => {
  const nights = [1, 2, 3].map((d) => leg(`N${d}`, 'CDG', 'LHR', `2026-03-1${d}T23:00:00`, `2026-03-1${d + 1}T00:10:00`))
  const s = logbookSectors(deps, FAA, nights, [], NOW)
  const [, night] = recencyOf('FAA', s, [], NOW)
  assert.equal([night?.takeOffs, night?.landings, night?.required, night?.current], [3, 3, 3, true])
})

const Csv = suite('logbook CSV (AMC1 FCL.050 column order; FAA)')

Csv('EASA: the header in AMC1 FCL.050 order, one row per sector oldest first, UTC times, H:MM durations', () => {
  const rows = logbookCsvRows('EASA', sectors)
  assert.equal(rows[0], EASA_COLUMNS)
  assert.equal(rows[1], [
    '2025-12-20', 'CDG', '10:00', 'LHR', '11:00', '320', 'F-HBNA', '', '', '1:00', '1:00', '', '1', '0', '0:00', '1:00',
    '', '1:00', '', '', '', '', '', 'A', '1', '0',
  ])
  assert.is(rows.length, 5)
})

Csv('FAA columns, and RFC 4180 quoting', () => {
  const rows = logbookCsvRows('FAA', sectors)
  assert.equal(rows[0], FAA_COLUMNS)
  assert.equal(rows[1]?.slice(0, 8), ['2025-12-20', '320', 'F-HBNA', 'CDG', 'LHR', '10:00', '11:00', '1:00'])
  assert.is(toCsv([['a', 'b,c', 'say "hi"']]), 'a,"b,c","say ""hi"""\r\n')
})

Totals.run()
Recency.run()
Csv.run()
