// The push outbox's delivery rules (server/push/push-delivery.rules.ts, docs/operations.md "Push delivery"): the
// backoff schedule, the give-up time, and what each push service answer does to the row and the device.
import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { decideDelivery, GIVE_UP_AFTER, isPastGiveUp, isRetryableStatus, retryDelay } from '../../server/push/push-delivery.rules'

const T0 = Temporal.Instant.from('2026-03-15T08:00:00Z')
const seconds = (d: Temporal.Duration): number => d.total({ unit: 'seconds' })

const Backoff = suite('push delivery: the backoff schedule')
Backoff('30 s after the first failure, doubling each time, never more than an hour', () => {
  assert.equal(
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((n) => seconds(retryDelay(n))),
    [30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600],
  )
})
Backoff('a failure the push service may get over (no answer, 408, 425, 429, 5xx) is tried again after the schedule', () => {
  const now = T0.add({ minutes: 5 })
  for (const outcome of [
    { _tag: 'Failed', reason: 'ECONNREFUSED' },
    { _tag: 'Failed', reason: 'push service answered 500', status: 500 },
    { _tag: 'Failed', reason: 'push service answered 503', status: 503 },
    { _tag: 'Failed', reason: 'push service answered 429', status: 429 },
    { _tag: 'Failed', reason: 'push service answered 408', status: 408 },
  ] as const) {
    const decision = decideDelivery(outcome, 3, T0, now)
    assert.is(decision._tag, 'Retry', outcome.reason)
    assert.ok(decision._tag === 'Retry' && decision.at.equals(now.add({ minutes: 2 })), `${outcome.reason}: third failure, next in 2 minutes`)
  }
})
Backoff.run()

const Answers = suite('push delivery: what each answer does')
Answers('sent: delivered; 404/410 (and FCM UNREGISTERED): the subscription goes', () => {
  assert.equal(decideDelivery({ _tag: 'Sent' }, 1, T0, T0), { _tag: 'Delivered' })
  assert.equal(decideDelivery({ _tag: 'Gone', status: 410 }, 1, T0, T0), { _tag: 'RemoveSubscription', status: 410 })
  assert.equal(decideDelivery({ _tag: 'Gone', status: 404 }, 4, T0, T0), { _tag: 'RemoveSubscription', status: 404 })
})
Answers('a refusal that would come again (400, 403, 413, a redirect, an endpoint the policy refuses) is given up at once; the device stays', () => {
  for (const status of [400, 401, 403, 413, 302]) {
    assert.is(isRetryableStatus(status), false, String(status))
    assert.is(decideDelivery({ _tag: 'Failed', reason: `answered ${status}`, status }, 1, T0, T0)._tag, 'GiveUp', String(status))
  }
  assert.is(decideDelivery({ _tag: 'Refused', reason: 'not sent: the push endpoint is not https' }, 1, T0, T0)._tag, 'GiveUp')
})
Answers.run()

const GiveUp = suite('push delivery: the give-up time')
GiveUp('24 hours after the push was written it is past its give-up time, not a millisecond before', () => {
  assert.is(seconds(GIVE_UP_AFTER), 24 * 3600)
  assert.is(isPastGiveUp(T0, T0.add({ hours: 24 }).subtract({ milliseconds: 1 })), false)
  assert.is(isPastGiveUp(T0, T0.add({ hours: 24 })), true)
})
GiveUp('a retry that would fall after the give-up time is a give-up now; one just before it is still a retry', () => {
  const failed = { _tag: 'Failed', reason: 'push service answered 503', status: 503 } as const
  // The 9th failure waits an hour: at 22:59:59 after the write the next attempt is still inside the 24 hours.
  const before = decideDelivery(failed, 9, T0, T0.add({ hours: 22, minutes: 59, seconds: 59 }))
  assert.is(before._tag, 'Retry')
  const after = decideDelivery(failed, 9, T0, T0.add({ hours: 23 }))
  assert.is(after._tag, 'GiveUp')
  assert.match(after._tag === 'GiveUp' ? after.reason : '', /9 attempts in 24 h/)
})
GiveUp.run()
