// Home's recency warning (issue 29): a recency lapsing within 14 days (14 × 24 h of UTC time, whatever the clocks
// do), or a day recency already lapsed; counted from the last 90 days' sectors and the rostered ones to come.
import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Temporal } from 'temporal-polyfill'
import { homeRecencyWarnings } from '../../../core/logbook/recency-warnings.rules'
import { EASA, deps, leg } from './logbook-fixtures'

const at = (iso: string) => Temporal.Instant.from(iso)
const lapse = (r: { readonly lapsesAt: O.Option<Temporal.Instant> } | undefined): string | undefined =>
  r === undefined ? undefined : O.toUndefined(O.map((i: Temporal.Instant) => i.toString())(r.lapsesAt))

// Day sectors flown as pilot flying (the roster's guess): the third most recent take-off is B's, 10 Jan 10:00 UTC,
// so the day recency lapses on 10 Apr 10:00 UTC (90 × 24 h later).
const flown = [
  leg('A', 'CDG', 'LHR', '2025-12-20T10:00:00', '2025-12-20T11:00:00'),
  leg('B', 'LHR', 'CDG', '2026-01-10T10:00:00', '2026-01-10T11:15:00'),
  leg('C', 'CDG', 'LHR', '2026-03-05T10:00:00', '2026-03-05T11:10:00'),
  leg('D', 'LHR', 'CDG', '2026-03-20T10:00:00', '2026-03-20T11:05:00'),
]
const AF006 = leg('AF006', 'CDG', 'LHR', '2026-04-08T10:00:00', '2026-04-08T11:05:00')

const Warn = suite('home recency warnings')

Warn('warned from 14 × 24 h before the lapse, not a minute earlier; the next rostered sector would renew it', () => {
  const warned = homeRecencyWarnings(deps, EASA, [...flown, AF006], [], at('2026-03-27T10:00:00Z'))
  assert.equal(warned.map((r) => [r.kind, r.takeOffs, r.required, lapse(r)]), [['day', 3, 3, '2026-04-10T10:00:00Z']])
  assert.equal(O.toUndefined(O.map((s: { flightNumber: string }) => s.flightNumber)(warned[0]?.renewedBy ?? O.none)), 'AF006')
  assert.is(homeRecencyWarnings(deps, EASA, [...flown, AF006], [], at('2026-03-27T09:59:00Z')).length, 0)
})

Warn('across the spring clock change (Paris, 29 Mar): 14 days are 14 × 24 h of UTC, not 14 calendar days of a zone', () => {
  // 27 Mar 10:30 Paris (09:30Z) + 14 calendar days = 10 Apr 10:30 Paris (08:30Z), before the lapse at 10:00Z; but
  // 14 × 24 h from 09:30Z end at 10 Apr 09:30Z: not yet.
  const now = Temporal.ZonedDateTime.from('2026-03-27T10:30:00[Europe/Paris]').toInstant()
  assert.is(homeRecencyWarnings(deps, EASA, flown, [], now).length, 0)
  assert.is(homeRecencyWarnings(deps, EASA, flown, [], now.add({ minutes: 30 })).length, 1)
})

Warn('a window ending at midnight: a sector landing at 00:00 counts at 00:00; one that took off exactly 90 days before does not', () => {
  const now = at('2026-04-01T00:00:00Z')
  const sectors = [
    leg('P', 'CDG', 'LHR', '2026-01-01T00:00:00', '2026-01-01T01:00:00'),
    leg('Q', 'CDG', 'LHR', '2026-01-05T10:00:00', '2026-01-05T11:00:00'),
    leg('R', 'LHR', 'CDG', '2026-02-05T10:00:00', '2026-02-05T11:00:00'),
    leg('S', 'CDG', 'LHR', '2026-03-31T12:00:00', '2026-04-01T00:00:00'),
  ]
  const [day] = homeRecencyWarnings(deps, EASA, sectors, [], now)
  // Q, R and S count (P is out of the window): current until Q's take-off + 90 days, 5 Apr 10:00Z, within 14 days.
  assert.equal([day?.kind, day?.takeOffs, day?.landings, lapse(day)], ['day', 3, 3, '2026-04-05T10:00:00Z'])
  // Without S (landing at midnight), 2 of 3: lapsed, and still warned.
  const [lapsed] = homeRecencyWarnings(deps, EASA, sectors.slice(0, 3), [], now)
  assert.equal([lapsed?.kind, lapsed?.takeOffs, lapsed?.current, lapse(lapsed)], ['day', 2, false, undefined])
})

Warn('the marks decide: a sector marked as not flown by her counts no take-off', () => {
  const warned = homeRecencyWarnings(deps, EASA, flown, [{ eventId: 'D', pilotFlying: false }], at('2026-03-21T12:00:00Z'))
  assert.equal(warned.map((r) => [r.kind, r.takeOffs, r.current]), [['day', 2, false]])
})

Warn('no warning: recency held beyond 14 days, a night recency never held, cabin crew, a type flown only long ago', () => {
  assert.is(homeRecencyWarnings(deps, EASA, flown, [], at('2026-03-21T12:00:00Z')).length, 0)
  const cabin = flown.map((l, i) => leg(`K${i}`, 'CDG', 'LHR', l.fromDateTimeUTC.toString().slice(0, 19), l.toDateTimeUTC.toString().slice(0, 19), { roles: ['Purser'] }))
  assert.is(homeRecencyWarnings(deps, EASA, cabin, [], at('2026-04-09T12:00:00Z')).length, 0)
  // A 77W flown in 2025 only, nothing rostered on it: no line for it on home.
  const old = leg('W', 'CDG', 'JFK', '2025-06-01T10:00:00', '2025-06-01T18:00:00', { type: '77W' })
  assert.equal(homeRecencyWarnings(deps, EASA, [old, ...flown], [], at('2026-03-21T12:00:00Z')).map((r) => r.aircraftType), [])
})

Warn.run()
