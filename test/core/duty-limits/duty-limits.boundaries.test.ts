// Cases found by mutation testing (npm run mutation -- core/duty-limits; docs/testing.md): each one fails when the
// rule it names is changed the way a survivor changed it.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Temporal } from 'temporal-polyfill'
import {
  countedMinutes,
  dutyLimitCounters,
  EASA_RULES,
  FAA_RULES,
  peakDutyLimitCounters,
  type LimitCounter,
  type LimitEvent,
} from '../../../core/duty-limits/duty-limits.rules'

const ev = (type: string, from: string, to: string, events?: Array<LimitEvent>): LimitEvent => ({
  type,
  fromDateTimeUTC: Temporal.ZonedDateTime.from(`${from}+00:00[UTC]`),
  toDateTimeUTC: Temporal.ZonedDateTime.from(`${to}+00:00[UTC]`),
  ...(events === undefined ? {} : { events }),
})
const at = (iso: string): Temporal.Instant => Temporal.Instant.from(iso)
const byId = (counters: ReadonlyArray<LimitCounter>, id: string): LimitCounter => {
  const found = counters.find((c) => c.rule.id === id)
  if (found === undefined) throw new Error(`no counter ${id}`)
  return found
}
const used = (events: ReadonlyArray<LimitEvent>, ruleSet: 'EASA' | 'FAA', id: string, iso: string): number =>
  byId(dutyLimitCounters(events, ruleSet, at(iso)), id).usedMinutes

const Boundaries = suite('duty limits: rule sets, counted kinds and window edges')

Boundaries('the rule sets: every limit in hours, with its window (EASA ORO.FTL.210, FAA §117.23)', () => {
  const table = (rules: typeof EASA_RULES) => rules.map((r) => [r.id, r.kind, r.limitMinutes / 60, JSON.stringify(r.window)])
  assert.equal(table(EASA_RULES), [
    ['easaDuty7d', 'duty', 60, '{"_tag":"hours","hours":168}'],
    ['easaDuty14d', 'duty', 110, '{"_tag":"hours","hours":336}'],
    ['easaDuty28d', 'duty', 190, '{"_tag":"hours","hours":672}'],
    ['easaBlock28d', 'block', 100, '{"_tag":"hours","hours":672}'],
    ['easaBlockYear', 'block', 900, '{"_tag":"calendarYear"}'],
    ['easaBlock12m', 'block', 1000, '{"_tag":"months","months":12}'],
  ])
  assert.equal(table(FAA_RULES), [
    ['faaFlight672h', 'flight', 100, '{"_tag":"hours","hours":672}'],
    ['faaFlight365d', 'flight', 1000, '{"_tag":"hours","hours":8760}'],
    ['faaFdp168h', 'fdp', 60, '{"_tag":"hours","hours":168}'],
    ['faaFdp672h', 'fdp', 190, '{"_tag":"hours","hours":672}'],
  ])
})

Boundaries('duty: a lone leg, a simulator session and ground training count; a hotel stay and a day off do not', () => {
  const now = '2026-03-10T00:00:00Z'
  assert.is(used([ev('LEG', '2026-03-05T06:00:00', '2026-03-05T08:00:00')], 'EASA', 'easaDuty7d', now), 120)
  assert.is(used([ev('SIM', '2026-03-05T06:00:00', '2026-03-05T10:00:00')], 'EASA', 'easaDuty7d', now), 240)
  assert.is(used([ev('GROUND', '2026-03-05T06:00:00', '2026-03-05T07:00:00')], 'EASA', 'easaDuty7d', now), 60)
  assert.is(used([ev('HOT', '2026-03-05T06:00:00', '2026-03-06T07:00:00'), ev('OFF', '2026-03-07T00:00:00', '2026-03-08T00:00:00')], 'EASA', 'easaDuty7d', now), 0)
})

Boundaries('a hotel stay listed beyond the pairing\'s release (inconsistent data) takes nothing off, and adds nothing to, its duty', () => {
  // Pairing 08:00 → 18:00 (600 min); its HOT child 19:00 → next day 07:00 lies after the release.
  const pairing = ev('PAR', '2026-03-05T08:00:00', '2026-03-05T18:00:00', [ev('HOT', '2026-03-05T19:00:00', '2026-03-06T07:00:00')])
  assert.is(used([pairing], 'EASA', 'easaDuty7d', '2026-03-10T00:00:00Z'), 600)
  // One that starts before the report: only its part inside the pairing is rest (08:00 → 09:00), 540 min left.
  const early = ev('PAR', '2026-03-05T08:00:00', '2026-03-05T18:00:00', [ev('HOT', '2026-03-04T20:00:00', '2026-03-05T09:00:00')])
  assert.is(used([early], 'EASA', 'easaDuty7d', '2026-03-10T00:00:00Z'), 540)
})

Boundaries('FAA flight duty period: a pairing without a leg (a ground course) and a standby are not FDP', () => {
  const events = [
    ev('PAR', '2026-03-05T08:00:00', '2026-03-05T16:00:00', [ev('GROUND', '2026-03-05T08:00:00', '2026-03-05T16:00:00')]),
    ev('SBY', '2026-03-06T08:00:00', '2026-03-06T12:00:00'),
  ]
  assert.is(used(events, 'FAA', 'faaFdp168h', '2026-03-10T00:00:00Z'), 0)
  // The same pairing with one leg is FDP from report to release: 480 min.
  const flown = [ev('PAR', '2026-03-05T08:00:00', '2026-03-05T16:00:00', [ev('LEG', '2026-03-05T09:00:00', '2026-03-05T11:00:00')])]
  assert.is(used(flown, 'FAA', 'faaFdp168h', '2026-03-10T00:00:00Z'), 480)
})

Boundaries('events listed in any order, overlapping, are counted once', () => {
  // Legs 12:00-14:00, 10:00-13:00, 08:00-11:00, 09:00-09:30: together 08:00 → 14:00 = 360 min.
  const legs = [
    ev('LEG', '2026-03-05T12:00:00', '2026-03-05T14:00:00'),
    ev('LEG', '2026-03-05T10:00:00', '2026-03-05T13:00:00'),
    ev('LEG', '2026-03-05T08:00:00', '2026-03-05T11:00:00'),
    ev('LEG', '2026-03-05T09:00:00', '2026-03-05T09:30:00'),
  ]
  assert.is(used(legs, 'EASA', 'easaBlock28d', '2026-03-10T00:00:00Z'), 360)
  assert.is(countedMinutes(legs, 'block'), 360)
  assert.is(countedMinutes([...legs].reverse(), 'block'), 360)
})

Boundaries('countedMinutes is the total length of what a kind counts', () => {
  const events = [ev('SBY', '2026-03-05T06:00:00', '2026-03-05T08:30:00'), ev('SIM', '2026-03-07T10:00:00', '2026-03-07T14:00:00')]
  assert.is(countedMinutes(events, 'duty'), 150 + 240)
  assert.is(countedMinutes(events, 'block'), 0)
})

Boundaries('a duty that ended exactly at the window\'s start counts nothing and does not decide when the counter frees up', () => {
  // 7-day window at 03-10 12:00Z starts 03-03 12:00Z. Standby A ends exactly then; standby B 03-05 06:00 → 09:00.
  const events = [ev('SBY', '2026-03-03T08:00:00', '2026-03-03T12:00:00'), ev('SBY', '2026-03-05T06:00:00', '2026-03-05T09:00:00')]
  const c = byId(dutyLimitCounters(events, 'EASA', at('2026-03-10T12:00:00Z')), 'easaDuty7d')
  assert.is(c.usedMinutes, 180)
  // B's first minute leaves 168 h after it started: 03-12 06:00Z (not A's end + 168 h, which is now).
  assert.is(c.nextFreesUp?.toString(), '2026-03-12T06:00:00Z')
})

Boundaries('peak over a period: not a higher value reached before the period starts', () => {
  // Block 28 days: 600 min at 01-01 10:00Z (a 10 h leg); in the period 02-05 → 02-06 January has left the window and
  // the counter is at most the 60 min leg of 02-05.
  const legs = [ev('LEG', '2026-01-01T00:00:00', '2026-01-01T10:00:00'), ev('LEG', '2026-02-05T10:00:00', '2026-02-05T11:00:00')]
  const inPeriod = byId(peakDutyLimitCounters(legs, 'EASA', at('2026-02-05T00:00:00Z'), at('2026-02-06T00:00:00Z')), 'easaBlock28d')
  assert.is(inPeriod.usedMinutes, 60)
})

Boundaries('peak over a period: a peak exactly at the period\'s start counts', () => {
  // D1 03-01 00:00 → 12:00 and D2 03-07 20:00 → 03-08 08:00 (12 h each); the period starts when D2 ends.
  // At 03-08 08:00 the window (03-01 08:00 →) holds 4 h of D1 and D2's 12 h = 960 min; by 03-08 20:00 D1 has left: 720.
  const events = [ev('SBY', '2026-03-01T00:00:00', '2026-03-01T12:00:00'), ev('SBY', '2026-03-07T20:00:00', '2026-03-08T08:00:00')]
  const peak = byId(peakDutyLimitCounters(events, 'EASA', at('2026-03-08T08:00:00Z'), at('2026-03-08T20:00:00Z')), 'easaDuty7d')
  assert.is(peak.usedMinutes, 960)
})

Boundaries('peak over a period: the highest of several duty ends, not the first one', () => {
  // From 03-10 00:00: D1 01:00 → 03:00 (counter 120 at its end), D2 05:00 → 09:00 (360 at its end); at the period's
  // end, 03-17 04:00, the window (03-10 04:00 →) holds 4 h of D2 only: 240.
  const events = [ev('SBY', '2026-03-10T01:00:00', '2026-03-10T03:00:00'), ev('SBY', '2026-03-10T05:00:00', '2026-03-10T09:00:00')]
  const peak = byId(peakDutyLimitCounters(events, 'EASA', at('2026-03-10T00:00:00Z'), at('2026-03-17T04:00:00Z')), 'easaDuty7d')
  assert.is(peak.usedMinutes, 360)
})

Boundaries('peak over a period: not a higher value reached after the period ends', () => {
  // Period 03-05 00:00 → 03-06 00:00 holds a 2 h standby; a 10 h standby after the period (03-07) would raise the
  // counter to 720 at its end, outside the period: the period's peak is 120.
  const events = [ev('SBY', '2026-03-05T06:00:00', '2026-03-05T08:00:00'), ev('SBY', '2026-03-07T06:00:00', '2026-03-07T16:00:00')]
  const peak = byId(peakDutyLimitCounters(events, 'EASA', at('2026-03-05T00:00:00Z'), at('2026-03-06T00:00:00Z')), 'easaDuty7d')
  assert.is(peak.usedMinutes, 120)
})

Boundaries.run()
