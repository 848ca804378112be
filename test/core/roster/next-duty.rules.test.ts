import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as fc from 'fast-check'
import * as O from 'fp-ts/Option'
import { checkInWindowOf } from '../../../core/check-in/time-window-check-in.rules'
import { daysHoursMinutes, isReportingDuty, nextDuty as nextDutyWith } from '../../../core/roster/next-duty.rules'
import { aLeg, aPairing, anEvent, instant, wireEvent } from './fixtures'

// The fake clock: every test passes its own `now`.
const NOW = instant('2026-03-15T08:00:00Z')
const nextDuty = (events: Parameters<typeof nextDutyWith>[0], now: Parameters<typeof nextDutyWith>[1]) => nextDutyWith(events, now, checkInWindowOf)

const Next = suite('nextDuty')

Next('the first duty not yet ended is next; days off, remarks and hotels are not duties one reports for', () => {
  const past = aLeg({ id: 'past', fromDateTimeUTC: '2026-03-14T08:00:00+00:00', toDateTimeUTC: '2026-03-14T10:00:00+00:00' })
  const off = anEvent({ id: 'off', type: 'OFF', fromDateTimeUTC: '2026-03-15T00:00:00+00:00', toDateTimeUTC: '2026-03-16T00:00:00+00:00' })
  const remark = anEvent({ id: 'rem', type: 'DREM', fromDateTimeUTC: '2026-03-15T09:00:00+00:00', toDateTimeUTC: '2026-03-15T09:00:00+00:00' })
  const hotel = anEvent({ id: 'hot', type: 'HOT', fromDateTimeUTC: '2026-03-15T09:00:00+00:00', toDateTimeUTC: '2026-03-16T09:00:00+00:00' })
  const standby = anEvent({ id: 'sby', type: 'SBY', fromDateTimeUTC: '2026-03-16T06:00:00+00:00', toDateTimeUTC: '2026-03-16T14:00:00+00:00' })
  const later = aLeg({ id: 'later', fromDateTimeUTC: '2026-03-17T08:00:00+00:00', toDateTimeUTC: '2026-03-17T10:00:00+00:00' })
  const next = nextDuty([later, standby, hotel, remark, off, past], NOW)
  assert.ok(O.isSome(next))
  assert.is(next.value.event.id, 'sby')
  assert.equal(next.value.minutesUntilReport, O.some(22 * 60))
  assert.is(next.value.checkIn, 'none')
  assert.ok(O.isNone(next.value.firstSector))
})

Next('a duty under way stays next until it ends, with no time left until report', () => {
  const running = aLeg({ id: 'run', fromDateTimeUTC: '2026-03-15T07:00:00+00:00', toDateTimeUTC: '2026-03-15T09:00:00+00:00' })
  const next = nextDuty([running], NOW)
  assert.ok(O.isSome(next))
  assert.is(next.value.event.id, 'run')
  assert.ok(O.isNone(next.value.minutesUntilReport))
  assert.equal(O.map((e: { id: string }) => e.id)(next.value.firstSector), O.some('run'), 'a leg is its own first sector')
  // Ended exactly now: no longer next.
  assert.ok(O.isNone(nextDuty([running], instant('2026-03-15T09:00:00Z'))))
})

Next('a pairing reports at its check-in child, its first sector is its first flight, the check-in window gives the state', () => {
  const pairing = aPairing([
    wireEvent({ id: 'leg2', type: 'LEG', fromDateTimeUTC: '2026-03-16T08:00:00+00:00', toDateTimeUTC: '2026-03-16T10:00:00+00:00' }),
    wireEvent({ id: 'ci', type: 'C_I', fromDateTimeUTC: '2026-03-15T09:30:00+00:00', toDateTimeUTC: '2026-03-15T10:30:00+00:00', fromDateTimeLtAtAirport: '2026-03-15T10:30:00+01:00' }),
    wireEvent({ id: 'leg1', type: 'LEG', fromDateTimeUTC: '2026-03-15T10:30:00+00:00', toDateTimeUTC: '2026-03-15T18:30:00+00:00' }),
  ], { fromDateTimeUTC: '2026-03-15T09:30:00+00:00' })
  const next = nextDuty([pairing], NOW)
  assert.ok(O.isSome(next))
  assert.is(next.value.reportAt.toInstant().toString(), '2026-03-15T09:30:00Z')
  assert.is(O.toUndefined(next.value.reportAtLocal)?.toString().slice(0, 25), '2026-03-15T10:30:00+01:00')
  assert.equal(next.value.minutesUntilReport, O.some(90))
  assert.is(O.toUndefined(next.value.firstSector)?.id, 'leg1')
  // The window opens 120 minutes before the check-in: open at 08:00 for a 09:30 check-in.
  assert.is(next.value.checkIn, 'open')
  const early = nextDuty([pairing], instant('2026-03-15T07:00:00Z'))
  assert.is(O.isSome(early) ? early.value.checkIn : undefined, 'notYetOpen')
  const late = nextDuty([pairing], instant('2026-03-15T10:00:00Z'))
  assert.is(O.isSome(late) ? late.value.checkIn : undefined, 'closed')
  // A check-in the app does not control is only listed.
  const uncontrolled = aPairing([wireEvent({ type: 'C_I', checkinCheckoutControlled: false })])
  const u = nextDuty([uncontrolled], NOW)
  assert.is(O.isSome(u) ? u.value.checkIn : undefined, 'none')
})

Next('nothing ahead: none', () => {
  assert.ok(O.isNone(nextDuty([], NOW)))
  assert.ok(O.isNone(nextDuty([anEvent({ type: 'VAC', fromDateTimeUTC: '2026-03-20T00:00:00+00:00', toDateTimeUTC: '2026-03-25T00:00:00+00:00' })], NOW)))
})

Next('property: the next duty is a reporting duty not ended at now, and no reporting duty not yet ended starts before it', () => {
  const types = ['LEG', 'PAR', 'OFF', 'SBY', 'HOT', 'DREM', 'VAC', 'SIM'] as const
  const anyEvent = fc.record({ type: fc.constantFrom(...types), start: fc.integer({ min: -72, max: 72 }), hours: fc.integer({ min: 0, max: 48 }) })
  fc.assert(
    fc.property(fc.array(anyEvent, { maxLength: 12 }), (specs) => {
      const events = specs.map((s, i) =>
        anEvent({
          id: `e${i}`,
          type: s.type,
          ...(s.type === 'PAR' ? { originalEventType: 'LEG' } : {}),
          fromDateTimeUTC: NOW.add({ hours: s.start }).toString({ timeZone: 'UTC' }).slice(0, 19) + '+00:00',
          toDateTimeUTC: NOW.add({ hours: s.start + s.hours }).toString({ timeZone: 'UTC' }).slice(0, 19) + '+00:00',
        }),
      )
      const ahead = events.filter((e) => isReportingDuty(e) && e.toDateTimeUTC.toInstant().epochMilliseconds > NOW.epochMilliseconds)
      const next = nextDuty(events, NOW)
      if (ahead.length === 0) return O.isNone(next)
      if (O.isNone(next)) return false
      const start = next.value.event.fromDateTimeUTC.toInstant().epochMilliseconds
      return ahead.includes(next.value.event) && ahead.every((e) => e.fromDateTimeUTC.toInstant().epochMilliseconds >= start)
    }),
  )
})

Next.run()

const Split = suite('daysHoursMinutes')

Split('splits minutes into days, hours and minutes', () => {
  assert.equal(daysHoursMinutes(90), { days: 0, hours: 1, minutes: 30 })
  assert.equal(daysHoursMinutes(22 * 60), { days: 0, hours: 22, minutes: 0 })
  assert.equal(daysHoursMinutes(3 * 1440 + 61), { days: 3, hours: 1, minutes: 1 })
  fc.assert(fc.property(fc.nat(100_000), (m) => {
    const p = daysHoursMinutes(m)
    return p.days * 1440 + p.hours * 60 + p.minutes === m && p.hours < 24 && p.minutes < 60
  }))
})

Split.run()
