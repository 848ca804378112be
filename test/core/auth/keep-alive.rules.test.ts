import fc from 'fast-check'
import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  KEEP_ALIVE_STOPPED,
  isUserActivity,
  keepAliveIntervalMinutes,
  reduceKeepAlive,
  type KeepAliveEffect,
  type KeepAliveEvent,
  type KeepAliveState,
} from '../../../core/auth/keep-alive.rules'
import { DEFAULT_CERT_VALIDITY_MINUTES } from '../../../core/shared/constants'

const T0 = Temporal.Instant.from('2026-03-15T08:00:00Z')
const plus = (minutes: number): Temporal.Instant => T0.add({ minutes })
const started = (certValidity = DEFAULT_CERT_VALIDITY_MINUTES): KeepAliveState =>
  reduceKeepAlive(KEEP_ALIVE_STOPPED, { type: 'START', now: T0, certValidity, userName: 'anna' }).state
const feed = (state: KeepAliveState, events: ReadonlyArray<KeepAliveEvent>) =>
  events.reduce<{ state: KeepAliveState; effects: KeepAliveEffect[] }>(
    (acc, e) => {
      const next = reduceKeepAlive(acc.state, e)
      return { state: next.state, effects: [...acc.effects, ...next.effects] }
    },
    { state, effects: [] },
  )
const calls = (effects: ReadonlyArray<KeepAliveEffect>) => effects.filter((e) => e.type === 'RENEW' || e.type === 'VALIDATE')

const Interval = suite('keepAliveIntervalMinutes')

Interval('"The session is validated every certValidity/3 minutes (floor)": 15 -> 5, 16 -> 5, 17 -> 5, 18 -> 6, 5 -> 1', () => {
  assert.equal([15, 16, 17, 18, 5].map(keepAliveIntervalMinutes), [5, 5, 5, 6, 1])
})

Interval('"or every 2 minutes if that is zero": 0, 1 and 2 give 2; so do negative and non-finite values', () => {
  assert.equal([0, 1, 2, -6, Number.NaN, Number.POSITIVE_INFINITY].map(keepAliveIntervalMinutes), [2, 2, 2, 2, 2, 2])
})

Interval('property: for certValidity of 3 minutes or more the interval is floor(certValidity / 3)', () => {
  fc.assert(
    fc.property(fc.integer({ min: 3, max: 100_000 }), (c) => keepAliveIntervalMinutes(c) === Math.floor(c / 3)),
    { numRuns: 1000 },
  )
})

Interval.run()

const Schedule = suite('reduceKeepAlive')

Schedule('START schedules the first check one interval later (default certValidity 15: after 5 minutes)', () => {
  const { state, effects } = reduceKeepAlive(KEEP_ALIVE_STOPPED, { type: 'START', now: T0, certValidity: 15, userName: 'anna' })
  assert.ok(state.running)
  assert.equal(effects, [{ type: 'SCHEDULE_TICK', at: plus(5) }])
})

Schedule('"A renew is sent when user activity (click, keypress, tap) occurred"', () => {
  for (const kind of ['click', 'keypress', 'tap'] as const) {
    const { effects } = feed(started(), [{ type: 'USER_ACTIVITY', kind }, { type: 'TICK', now: plus(5) }])
    assert.equal(effects, [{ type: 'RENEW', userName: 'anna' }, { type: 'SCHEDULE_TICK', at: plus(10) }], kind)
  }
})

Schedule('without activity since the last check the tick validates', () => {
  const { effects } = feed(started(), [{ type: 'TICK', now: plus(5) }])
  assert.equal(effects, [{ type: 'VALIDATE' }, { type: 'SCHEDULE_TICK', at: plus(10) }])
})

Schedule('activity counts once: the check after a renew validates unless there was new activity', () => {
  const { effects } = feed(started(), [
    { type: 'USER_ACTIVITY', kind: 'click' },
    { type: 'TICK', now: plus(5) },
    { type: 'TICK', now: plus(10) },
    { type: 'USER_ACTIVITY', kind: 'tap' },
    { type: 'TICK', now: plus(15) },
  ])
  assert.equal(calls(effects), [{ type: 'RENEW', userName: 'anna' }, { type: 'VALIDATE' }, { type: 'RENEW', userName: 'anna' }])
})

Schedule('"Validation also runs on window focus", without moving the schedule', () => {
  const { state, effects } = reduceKeepAlive(started(), { type: 'WINDOW_FOCUSED' })
  assert.equal(effects, [{ type: 'VALIDATE' }])
  assert.equal(state.nextCheckAt, O.some(plus(5)))
})

Schedule('a stale tick before the due time does nothing', () => {
  const before = started()
  const { state, effects } = reduceKeepAlive(before, { type: 'TICK', now: plus(4) })
  assert.is(state, before)
  assert.equal(effects, [])
})

Schedule('with certValidity 5 the fake clock sees a check every minute; with 2, every 2 minutes', () => {
  const everyMinute = feed(started(5), [1, 2, 3].map((m) => ({ type: 'TICK', now: plus(m) }) as const))
  assert.is(calls(everyMinute.effects).length, 3)
  const everyTwo = feed(started(2), [1, 2, 3, 4].map((m) => ({ type: 'TICK', now: plus(m) }) as const))
  assert.is(calls(everyTwo.effects).length, 2)
})

Schedule('STOP cancels the timer; a stopped schedule ignores ticks, activity and focus', () => {
  const stopped = reduceKeepAlive(started(), { type: 'STOP' })
  assert.equal(stopped.effects, [{ type: 'CANCEL_TICK' }])
  const { state, effects } = feed(stopped.state, [
    { type: 'USER_ACTIVITY', kind: 'click' },
    { type: 'TICK', now: plus(60) },
    { type: 'WINDOW_FOCUSED' },
  ])
  assert.equal(effects, [])
  assert.is(state.running, false)
})

Schedule('a DST change does not stretch the interval: 01:58 Paris on 29 March 2026 is checked 5 real minutes later, at 03:03', () => {
  const now = Temporal.Instant.from('2026-03-29T00:58:00Z')
  const { effects } = reduceKeepAlive(KEEP_ALIVE_STOPPED, { type: 'START', now, certValidity: 15, userName: 'anna' })
  const first = effects[0]
  assert.ok(first?.type === 'SCHEDULE_TICK')
  if (first?.type === 'SCHEDULE_TICK') {
    assert.is(now.until(first.at).total('minutes'), 5)
    assert.is(first.at.toZonedDateTimeISO('Europe/Paris').toPlainTime().toString(), '03:03:00')
  }
})

Schedule('a check due exactly at midnight runs at 00:00 and schedules the next one on the new day', () => {
  const start = Temporal.Instant.from('2026-03-15T23:55:00Z')
  const running = reduceKeepAlive(KEEP_ALIVE_STOPPED, { type: 'START', now: start, certValidity: 15, userName: 'anna' }).state
  const midnight = Temporal.Instant.from('2026-03-16T00:00:00Z')
  const { effects } = reduceKeepAlive(running, { type: 'TICK', now: midnight })
  assert.equal(effects, [{ type: 'VALIDATE' }, { type: 'SCHEDULE_TICK', at: Temporal.Instant.from('2026-03-16T00:05:00Z') }])
})

Schedule('only click, keypress and tap are activity', () => {
  assert.ok(['click', 'keypress', 'tap'].every(isUserActivity))
  assert.not.ok(['mousemove', 'scroll', 'focus'].some(isUserActivity))
})

Schedule.run()

const Remaining = suite('keep-alive: remainingCertValidity of a session found at start')
Remaining('a session with 3 minutes left is checked after 2 minutes, not after the usual 5', () => {
  const start = reduceKeepAlive(KEEP_ALIVE_STOPPED, { type: 'START', now: T0, certValidity: 15, userName: 'anna', remainingCertValidity: 3 })
  assert.equal(start.effects, [{ type: 'SCHEDULE_TICK', at: plus(2) }])
  const renewed = feed(start.state, [{ type: 'USER_ACTIVITY', kind: 'click' }, { type: 'TICK', now: plus(2) }])
  assert.equal(calls(renewed.effects), [{ type: 'RENEW', userName: 'anna' }], 'activity is renewed before the session ends')
  assert.equal(renewed.effects.at(-1), { type: 'SCHEDULE_TICK', at: plus(7) }, 'then the usual interval')
})
Remaining('plenty left or none known: the usual interval; a minute or less: at once', () => {
  const first = (remainingCertValidity?: number) =>
    reduceKeepAlive(KEEP_ALIVE_STOPPED, { type: 'START', now: T0, certValidity: 15, userName: 'anna', ...(remainingCertValidity === undefined ? {} : { remainingCertValidity }) }).effects
  assert.equal(first(14), [{ type: 'SCHEDULE_TICK', at: plus(5) }])
  assert.equal(first(), [{ type: 'SCHEDULE_TICK', at: plus(5) }])
  assert.equal(first(1), [{ type: 'SCHEDULE_TICK', at: plus(0) }])
})
Remaining.run()
