import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import {
  compareDutyLimits,
  countedMinutes,
  dutyLimitCounters,
  peakDutyLimitCounters,
  type LimitCounter,
  type LimitEvent,
} from '../../../core/duty-limits/duty-limits.rules'

// Every event is built from ISO strings with an offset, as the roster codec decodes them.
const z = (iso: string): Temporal.ZonedDateTime => Temporal.ZonedDateTime.from(iso)
const ev = (type: string, from: string, to: string, events?: Array<LimitEvent>): LimitEvent => ({
  type,
  fromDateTimeUTC: z(from),
  toDateTimeUTC: z(to),
  ...(events === undefined ? {} : { events }),
})
const at = (iso: string): Temporal.Instant => Temporal.Instant.from(iso)
const byId = (counters: Array<LimitCounter>, id: string): LimitCounter => {
  const found = counters.find((c) => c.rule.id === id)
  if (found === undefined) throw new Error(`no counter ${id}`)
  return found
}

const Worked = suite('duty limits: worked examples (arithmetic in comments)')

Worked('EASA duty 7 days: a pairing partly inside the window counts its overlap', () => {
  // Now: 2026-03-10T12:00Z. The 7-day window is 168 h back: 2026-03-03T12:00Z → 2026-03-10T12:00Z.
  // Pairing A: 03-03 08:00Z → 03-03 18:00Z; inside from 12:00 to 18:00 = 6 h = 360 min.
  // Pairing B: 03-05 06:00Z → 03-05 16:30Z = 10.5 h = 630 min.
  // Standby : 03-08 04:00Z → 03-08 10:00Z = 6 h = 360 min.
  // Vacation 03-09 (not duty): 0. Total = 360 + 630 + 360 = 1350 min = 22.5 h.
  const events = [
    ev('PAR', '2026-03-03T08:00:00+00:00[UTC]', '2026-03-03T18:00:00+00:00[UTC]'),
    ev('PAR', '2026-03-05T06:00:00+00:00[UTC]', '2026-03-05T16:30:00+00:00[UTC]'),
    ev('SBY', '2026-03-08T04:00:00+00:00[UTC]', '2026-03-08T10:00:00+00:00[UTC]'),
    ev('VAC', '2026-03-09T00:00:00+00:00[UTC]', '2026-03-10T00:00:00+00:00[UTC]'),
  ]
  const c = byId(dutyLimitCounters(events, 'EASA', at('2026-03-10T12:00:00Z')), 'easaDuty7d')
  assert.is(c.usedMinutes, 1350)
  assert.is(c.limitMinutes, 3600) // 60 h × 60
  assert.is(c.exceeded, false)
  // The oldest counted minute is 03-03 12:00Z (the window edge); it leaves 168 h later: 03-10 12:00Z.
  assert.is(c.nextFreesUp?.toString(), '2026-03-10T12:00:00Z')
})

Worked('EASA block time: legs nested in pairings count, the pairing span does not', () => {
  // Pairing 04-01 05:00Z → 04-01 17:00Z with legs 06:00→08:15 (2 h 15 = 135 min) and 09:30→11:00 (90 min).
  // Block 28 days at 04-02 00:00Z = 135 + 90 = 225 min. Duty 7 days = the pairing: 12 h = 720 min.
  // Offsets: legs given in Paris time (+02:00 in April), i.e. 08:00+02:00 is 06:00Z.
  const events = [
    ev('PAR', '2026-04-01T07:00:00+02:00[Europe/Paris]', '2026-04-01T19:00:00+02:00[Europe/Paris]', [
      ev('LEG', '2026-04-01T08:00:00+02:00[Europe/Paris]', '2026-04-01T10:15:00+02:00[Europe/Paris]'),
      ev('LEG', '2026-04-01T11:30:00+02:00[Europe/Paris]', '2026-04-01T13:00:00+02:00[Europe/Paris]'),
    ]),
  ]
  const counters = dutyLimitCounters(events, 'EASA', at('2026-04-02T00:00:00Z'))
  assert.is(byId(counters, 'easaBlock28d').usedMinutes, 225)
  assert.is(byId(counters, 'easaDuty7d').usedMinutes, 720)
  // 28-day block frees up when the first leg's first minute (04-01 06:00Z) leaves: + 672 h = 04-29 06:00Z.
  assert.is(byId(counters, 'easaBlock28d').nextFreesUp?.toString(), '2026-04-29T06:00:00Z')
  // The calendar-year counter resets on 2027-01-01 00:00Z.
  assert.is(byId(counters, 'easaBlockYear').nextFreesUp?.toString(), '2027-01-01T00:00:00Z')
})

Worked('a pairing with a layover: the rest at the hotel is not duty (nor FDP); the two duty days are', () => {
  // CDG-JFK-CDG: report 03-14 08:25Z, AF006 09:25Z → 17:50Z, release 18:20Z; hotel at JFK 03-14 19:20Z → 03-15
  // 19:10Z; AF007 03-15 21:10Z → 03-16 04:15Z (report 20:10Z), release 04:45Z. Pairing span 03-14 08:25Z → 03-16
  // 04:45Z = 44 h 20 min = 2660 min; hotel 23 h 50 min = 1430 min. Duty = 2660 − 1430 = 1230 min (20 h 30 min).
  const events = [
    ev('PAR', '2026-03-14T08:25:00+00:00[UTC]', '2026-03-16T04:45:00+00:00[UTC]', [
      ev('C_I', '2026-03-14T08:25:00+00:00[UTC]', '2026-03-14T09:25:00+00:00[UTC]'),
      ev('LEG', '2026-03-14T09:25:00+00:00[UTC]', '2026-03-14T17:50:00+00:00[UTC]'),
      ev('HOT', '2026-03-14T19:20:00+00:00[UTC]', '2026-03-15T19:10:00+00:00[UTC]'),
      ev('LEG', '2026-03-15T21:10:00+00:00[UTC]', '2026-03-16T04:15:00+00:00[UTC]'),
      ev('C_O', '2026-03-16T04:15:00+00:00[UTC]', '2026-03-16T04:45:00+00:00[UTC]'),
    ]),
  ]
  const now = at('2026-03-17T00:00:00Z')
  assert.is(byId(dutyLimitCounters(events, 'EASA', now), 'easaDuty7d').usedMinutes, 1230)
  assert.is(byId(dutyLimitCounters(events, 'FAA', now), 'faaFdp168h').usedMinutes, 1230)
  // Block time is the two legs: 8 h 25 min + 7 h 5 min = 505 + 425 = 930 min, the hotel changes nothing there.
  assert.is(byId(dutyLimitCounters(events, 'EASA', now), 'easaBlock28d').usedMinutes, 930)
  // In the middle of the layover (03-15 12:00Z) only the first duty day counts: 03-14 08:25Z → 19:20Z = 655 min.
  assert.is(byId(dutyLimitCounters(events, 'EASA', at('2026-03-15T12:00:00Z')), 'easaDuty7d').usedMinutes, 655)
})

Worked('EASA calendar year starts on 1 January UTC; the 12-month window does not', () => {
  // Leg 2025-12-31 22:00Z → 2026-01-01 02:00Z (4 h). At 2026-01-01 12:00Z:
  // calendar year 2026 counts only 00:00 → 02:00 = 120 min; 12 months (from 2025-01-01 12:00Z) count all 240 min.
  const events = [ev('LEG', '2025-12-31T22:00:00+00:00[UTC]', '2026-01-01T02:00:00+00:00[UTC]')]
  const counters = dutyLimitCounters(events, 'EASA', at('2026-01-01T12:00:00Z'))
  assert.is(byId(counters, 'easaBlockYear').usedMinutes, 120)
  assert.is(byId(counters, 'easaBlock12m').usedMinutes, 240)
  // The 12-month counter frees up 12 calendar months after 2025-12-31 22:00Z.
  assert.is(byId(counters, 'easaBlock12m').nextFreesUp?.toString(), '2026-12-31T22:00:00Z')
})

Worked('FAA: FDP counts pairings with legs and lone legs, not simulator or standby', () => {
  // At 2026-06-08T00:00Z, 168 h back is 06-01 00:00Z.
  // PAR with a leg 06-02 10:00Z → 06-02 20:00Z: FDP 600 min; its leg 12:00 → 15:00: flight 180 min.
  // SIM 06-03 08:00 → 12:00: not FDP, not flight. SBY 06-04: not FDP.
  // Lone LEG 06-05 09:00 → 10:30: FDP 90 min and flight 90 min.
  // FDP 168 h = 600 + 90 = 690 min; flight 672 h = 180 + 90 = 270 min.
  const events = [
    ev('PAR', '2026-06-02T10:00:00+00:00[UTC]', '2026-06-02T20:00:00+00:00[UTC]', [
      ev('LEG', '2026-06-02T12:00:00+00:00[UTC]', '2026-06-02T15:00:00+00:00[UTC]'),
    ]),
    ev('SIM', '2026-06-03T08:00:00+00:00[UTC]', '2026-06-03T12:00:00+00:00[UTC]'),
    ev('SBY', '2026-06-04T08:00:00+00:00[UTC]', '2026-06-04T20:00:00+00:00[UTC]'),
    ev('LEG', '2026-06-05T09:00:00+00:00[UTC]', '2026-06-05T10:30:00+00:00[UTC]'),
  ]
  const counters = dutyLimitCounters(events, 'FAA', at('2026-06-08T00:00:00Z'))
  assert.is(byId(counters, 'faaFdp168h').usedMinutes, 690)
  assert.is(byId(counters, 'faaFlight672h').usedMinutes, 270)
  assert.is(byId(counters, 'faaFdp168h').limitMinutes, 60 * 60)
  assert.equal(counters.map((c) => c.rule.id), ['faaFlight672h', 'faaFlight365d', 'faaFdp168h', 'faaFdp672h'])
})

Worked('overlapping events are counted once', () => {
  // SBY 08:00 → 12:00 and GROUND 10:00 → 14:00 overlap 2 h: duty = 08:00 → 14:00 = 360 min, not 480.
  const events = [
    ev('SBY', '2026-03-02T08:00:00+00:00[UTC]', '2026-03-02T12:00:00+00:00[UTC]'),
    ev('GROUND', '2026-03-02T10:00:00+00:00[UTC]', '2026-03-02T14:00:00+00:00[UTC]'),
  ]
  assert.is(byId(dutyLimitCounters(events, 'EASA', at('2026-03-03T00:00:00Z')), 'easaDuty7d').usedMinutes, 360)
})

Worked('a change that crosses 60 h in 7 days is flagged as newly exceeded', () => {
  // Five 11-hour pairings on 03-02..03-06 = 55 h. Adding a 6-hour GROUND on 03-07 makes 61 h > 60 h.
  const days = ['02', '03', '04', '05', '06']
  const before = days.map((d) => ev('PAR', `2026-03-${d}T06:00:00+00:00[UTC]`, `2026-03-${d}T17:00:00+00:00[UTC]`))
  const after = [...before, ev('GROUND', '2026-03-07T08:00:00+00:00[UTC]', '2026-03-07T14:00:00+00:00[UTC]')]
  const cmp = compareDutyLimits(before, after, 'EASA', at('2026-03-07T00:00:00Z'), at('2026-03-08T00:00:00Z'))
  const seven = cmp.find((c) => c.rule.id === 'easaDuty7d')
  assert.is(seven?.before.usedMinutes, 55 * 60)
  assert.is(seven?.after.usedMinutes, 61 * 60)
  assert.is(seven?.newlyExceeded, true)
  assert.is(cmp.find((c) => c.rule.id === 'easaDuty14d')?.newlyExceeded, false) // 61 h ≤ 110 h
})

Worked.run()

// ── properties ─────────────────────────────────────────────────────────────────────────────────
const Props = suite('duty limits: properties')

const BASE = Temporal.Instant.from('2025-10-01T00:00:00Z').epochMilliseconds
const SPAN_MS = 200 * 24 * 3600_000 // ~200 days: covers the October and March DST changes and a year end
const ZONES = ['UTC', 'Europe/Paris', 'America/New_York', 'Australia/Sydney'] as const
const TYPES = ['PAR', 'LEG', 'SBY', 'SIM', 'GROUND', 'OFF', 'VAC', 'SICK'] as const

const zoned = (ms: number, zone: string) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone)

const anEvent: fc.Arbitrary<LimitEvent> = fc
  .record({
    type: fc.constantFrom(...TYPES),
    startMin: fc.integer({ min: 0, max: SPAN_MS / 60000 }),
    lengthMin: fc.integer({ min: 0, max: 16 * 60 }),
    zone: fc.constantFrom(...ZONES),
    legs: fc.array(fc.record({ offsetMin: fc.integer({ min: 0, max: 10 * 60 }), lengthMin: fc.integer({ min: 0, max: 6 * 60 }) }), { maxLength: 3 }),
  })
  .map(({ type, startMin, lengthMin, zone, legs }) => {
    const start = BASE + startMin * 60000
    const children: Array<LimitEvent> =
      type === 'PAR'
        ? legs.map((l) => ({ type: 'LEG', fromDateTimeUTC: zoned(start + l.offsetMin * 60000, zone), toDateTimeUTC: zoned(start + (l.offsetMin + l.lengthMin) * 60000, zone) }))
        : []
    return { type, fromDateTimeUTC: zoned(start, zone), toDateTimeUTC: zoned(start + lengthMin * 60000, zone), ...(children.length > 0 ? { events: children } : {}) }
  })
const anInstant = fc.integer({ min: 0, max: SPAN_MS / 60000 }).map((m) => Temporal.Instant.fromEpochMilliseconds(BASE + m * 60000))
const ruleSet = fc.constantFrom('EASA' as const, 'FAA' as const)

Props('adding an event never lowers a counter', () => {
  fc.assert(
    fc.property(fc.array(anEvent, { maxLength: 12 }), anEvent, anInstant, ruleSet, (events, extra, now, rs) => {
      const before = dutyLimitCounters(events, rs, now)
      const after = dutyLimitCounters([...events, extra], rs, now)
      return before.every((c, i) => after[i]!.usedMinutes >= c.usedMinutes)
    }),
  )
})

Props('a counter never exceeds the sum of the counted event lengths', () => {
  fc.assert(
    fc.property(fc.array(anEvent, { maxLength: 12 }), anInstant, ruleSet, (events, now, rs) =>
      dutyLimitCounters(events, rs, now).every((c) => c.usedMinutes <= countedMinutes(events, c.rule.kind)),
    ),
  )
})

Props('the zone an event is written in does not change any counter (DST-safe)', () => {
  fc.assert(
    fc.property(fc.array(anEvent, { maxLength: 10 }), anInstant, ruleSet, (events, now, rs) => {
      const toUtc = (e: LimitEvent): LimitEvent => ({
        type: e.type,
        fromDateTimeUTC: e.fromDateTimeUTC.withTimeZone('UTC'),
        toDateTimeUTC: e.toDateTimeUTC.withTimeZone('UTC'),
        ...(e.events === undefined ? {} : { events: e.events.map(toUtc) }),
      })
      const a = dutyLimitCounters(events, rs, now).map((c) => c.usedMinutes)
      const b = dutyLimitCounters(events.map(toUtc), rs, now).map((c) => c.usedMinutes)
      assert.equal(a, b)
    }),
  )
})

Props('rolling windows are exactly N × 24 h across DST changes: a duty just inside counts, one just outside does not', () => {
  // Europe/Paris changes on 2025-10-26 and 2026-03-29; New York on 2025-11-02 and 2026-03-08.
  fc.assert(
    fc.property(anInstant, fc.constantFrom(...ZONES), (now, zone) => {
      const sevenDays = 7 * 24 * 3600_000
      const edge = now.epochMilliseconds - sevenDays
      const inside = { type: 'SBY', fromDateTimeUTC: zoned(edge, zone), toDateTimeUTC: zoned(edge + 60_000, zone) }
      const outside = { type: 'SBY', fromDateTimeUTC: zoned(edge - 60_000, zone), toDateTimeUTC: zoned(edge, zone) }
      assert.is(byId(dutyLimitCounters([inside], 'EASA', now), 'easaDuty7d').usedMinutes, 1)
      assert.is(byId(dutyLimitCounters([outside], 'EASA', now), 'easaDuty7d').usedMinutes, 0)
    }),
  )
})

Props('at the instant a counter frees up, the oldest counted minute has left the window', () => {
  fc.assert(
    fc.property(fc.array(anEvent, { minLength: 1, maxLength: 10 }), anInstant, ruleSet, (events, now, rs) => {
      for (const c of dutyLimitCounters(events, rs, now)) {
        if (c.nextFreesUp === undefined) {
          assert.is(c.usedMinutes, 0)
          continue
        }
        assert.ok(Temporal.Instant.compare(c.nextFreesUp, now) >= 0, `${c.rule.id} frees up before now`)
        const w = c.rule.window
        if (w._tag === 'hours') {
          // The oldest counted minute is inside the window, so it leaves at most one window length after now.
          assert.ok(Temporal.Instant.compare(c.nextFreesUp, now.add({ hours: w.hours })) <= 0, `${c.rule.id} frees up too late`)
          // Just after it frees up, with no new duty, the counter is lower than now (or already zero).
          const later = dutyLimitCounters(events, rs, c.nextFreesUp.add({ minutes: 1 })).find((x) => x.rule.id === c.rule.id)
          const endsAfterNow = (e: LimitEvent): boolean => e.toDateTimeUTC.epochMilliseconds > now.epochMilliseconds || (e.events ?? []).some(endsAfterNow)
          const eventsAfterNow = events.some(endsAfterNow)
          if (!eventsAfterNow) assert.ok((later?.usedMinutes ?? 0) < c.usedMinutes || c.usedMinutes === 0, `${c.rule.id} did not free up`)
        }
      }
    }),
  )
})

Props('the calendar-year counter restarts at 1 January UTC', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 23 * 60 }), (minutesIntoYear) => {
      // A leg from 2025-12-31T23:00Z lasting 24 h; at 2026-01-01T00:00Z + m minutes, m of its minutes fall in 2026
      // (the calendar year) and m + 60 in the 12-month window (the 60 minutes of 2025-12-31 count there too).
      const leg = ev('LEG', '2025-12-31T23:00:00+00:00[UTC]', '2026-01-01T23:00:00+00:00[UTC]')
      const now = Temporal.Instant.from('2026-01-01T00:00:00Z').add({ minutes: minutesIntoYear })
      assert.is(byId(dutyLimitCounters([leg], 'EASA', now), 'easaBlockYear').usedMinutes, minutesIntoYear)
      assert.is(byId(dutyLimitCounters([leg], 'EASA', now), 'easaBlock12m').usedMinutes, minutesIntoYear + 60)
    }),
  )
})

Props.run()

// Cases that fail when a rule is read with a condition flipped (issue 31 item 8): the limit itself is not exceeded,
// a limit already exceeded before a change is not newly exceeded by it, and a counter's peak inside the compared
// period counts even when the counter has fallen again by the period's end.
const Edges = suite('duty limits: the edges of each rule')

// A standby is duty: one standby of `minutes` from 2026-03-02T00:00Z, and the 7-day duty counter (60 h) at 03-08 00:00Z.
const standby = (minutes: number): LimitEvent =>
  ev('SBY', '2026-03-02T00:00:00+00:00[UTC]', Temporal.ZonedDateTime.from('2026-03-02T00:00:00+00:00[UTC]').add({ minutes }).toString())
const duty7dAt = (events: ReadonlyArray<LimitEvent>, iso: string): LimitCounter => byId(dutyLimitCounters(events, 'EASA', at(iso)), 'easaDuty7d')

Edges('exactly at the limit is not exceeded; one minute over is', () => {
  // 60 h = 3600 min of standby, all inside the window 03-01 00:00Z → 03-08 00:00Z.
  const atLimit = duty7dAt([standby(3600)], '2026-03-08T00:00:00Z')
  assert.is(atLimit.usedMinutes, 3600)
  assert.is(atLimit.limitMinutes, 3600)
  assert.is(atLimit.exceeded, false)
  const over = duty7dAt([standby(3601)], '2026-03-08T00:00:00Z')
  assert.is(over.usedMinutes, 3601)
  assert.is(over.exceeded, true)
})

Edges('a change within a limit already exceeded before it is not newly exceeded', () => {
  // Before: 61 h of standby (over 60 h). After: 62 h. Both exceeded, so the change exceeds nothing anew.
  const compared = compareDutyLimits([standby(61 * 60)], [standby(62 * 60)], 'EASA', at('2026-03-02T00:00:00Z'), at('2026-03-08T00:00:00Z'))
  const duty = compared.find((c) => c.rule.id === 'easaDuty7d')
  assert.ok(duty !== undefined)
  assert.is(duty.before.exceeded, true)
  assert.is(duty.after.exceeded, true)
  assert.is(duty.newlyExceeded, false)
  // The same change from 59 h is newly exceeded (the flag is not simply "after is exceeded" nor always false).
  const fromWithin = compareDutyLimits([standby(59 * 60)], [standby(62 * 60)], 'EASA', at('2026-03-02T00:00:00Z'), at('2026-03-08T00:00:00Z'))
  assert.is(fromWithin.find((c) => c.rule.id === 'easaDuty7d')?.newlyExceeded, true)
})

Edges('a counter that peaks inside the period and falls by its end: the peak counts', () => {
  // 61 h of standby from 03-02 00:00Z to 03-04 13:00Z. Period 03-02 → 03-20: at 03-20 the 7-day window
  // (03-13 → 03-20) holds none of it, but at the standby's end (03-04 13:00Z) the counter is 61 h = 3660 min.
  const events = [standby(61 * 60)]
  const from = at('2026-03-02T00:00:00Z')
  const to = at('2026-03-20T00:00:00Z')
  assert.is(duty7dAt(events, '2026-03-20T00:00:00Z').usedMinutes, 0)
  const peak = byId(peakDutyLimitCounters(events, 'EASA', from, to), 'easaDuty7d')
  assert.is(peak.usedMinutes, 3660)
  assert.is(peak.exceeded, true)
  const compared = compareDutyLimits([], events, 'EASA', from, to).find((c) => c.rule.id === 'easaDuty7d')
  assert.is(compared?.newlyExceeded, true)
})

Edges.run()
