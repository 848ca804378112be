import * as O from 'fp-ts/Option'
import * as fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { timing, timingAt } from '../../../core/roster/duty-list.rules'
import { aLeg } from './fixtures'

const At = suite('timingAt: "Departed late" only once the departure happened, else an estimate')
// Scheduled 08:00Z, the time the server sends now 08:25Z (25 min late).
const late = aLeg({ fromDateTimeSchedUTC: '2026-03-15T08:00:00+00:00', fromDateTimeUTC: '2026-03-15T08:25:00+00:00' })
const early = aLeg({ fromDateTimeSchedUTC: '2026-03-15T08:00:00+00:00', fromDateTimeUTC: '2026-03-15T07:50:00+00:00' })
const onTime = aLeg({ fromDateTimeSchedUTC: '2026-03-15T08:00:00+00:00', fromDateTimeUTC: '2026-03-15T08:00:00+00:00' })
const clock = (iso: string) => Temporal.Instant.from(iso)

At('a flight two days ahead with a later time is "estimated", never late; nor early', () => {
  assert.equal(timingAt(late, clock('2026-03-13T08:25:00Z')), O.some('estimated'))
  assert.equal(timingAt(early, clock('2026-03-13T08:25:00Z')), O.some('estimated'))
  assert.equal(timingAt(onTime, clock('2026-03-13T08:25:00Z')), O.none, 'to come and on schedule: nothing to say')
})

At('once the actual time is past (or exactly now), early / late / on time as scheduled against actual', () => {
  assert.equal(timingAt(late, clock('2026-03-15T08:24:59Z')), O.some('estimated'))
  assert.equal(timingAt(late, clock('2026-03-15T08:25:00Z')), O.some('late'))
  assert.equal(timingAt(early, clock('2026-03-15T09:00:00Z')), O.some('early'))
  assert.equal(timingAt(onTime, clock('2026-03-15T09:00:00Z')), O.some('onTime'))
})

At('over a DST change (29 Mar 2026 in Paris) instants are compared, not wall times', () => {
  // 02:30 local does not exist in Paris that night; the flight leaves 01:30Z (03:30 CEST), scheduled 01:00Z.
  const dst = aLeg({ fromDateTimeSchedUTC: '2026-03-29T01:00:00+00:00', fromDateTimeUTC: '2026-03-29T03:30:00+02:00' })
  assert.equal(timingAt(dst, clock('2026-03-29T01:29:00Z')), O.some('estimated'))
  assert.equal(timingAt(dst, clock('2026-03-29T01:30:00Z')), O.some('late'))
})

At('property: a past departure keeps the SPEC mark; a future one is never early or late', () => {
  fc.assert(
    fc.property(fc.integer({ min: -600, max: 600 }), fc.integer({ min: -5000, max: 5000 }), (delay, nowOffset) => {
      const sched = clock('2026-03-15T08:00:00Z')
      const actual = sched.add({ minutes: delay })
      const event = aLeg({ fromDateTimeSchedUTC: sched.toString(), fromDateTimeUTC: actual.toString({ timeZone: 'UTC' }) })
      const now = actual.add({ minutes: nowOffset })
      const mark = timingAt(event, now)
      return nowOffset >= 0 ? assert.equal(mark, timing(event)) === undefined : O.isNone(mark) || mark.value === 'estimated'
    }),
  )
})

At.run()
