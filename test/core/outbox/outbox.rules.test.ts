import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { EMPTY_OUTBOX, Outbox, OutboxItemState, type OutboxItem } from '../../../core/outbox/outbox.codec'
import { enqueue, markSending, nextToSend, pendingCount, pruneSettled, reopened, routeAction, settle } from '../../../core/outbox/outbox.rules'
import { aConfirmation, aRemark, fakeClock } from './fixtures'

/** The state as stored (instants as ISO text), so instants compare by value. */
const stateOf = (item: OutboxItem | undefined) => (item === undefined ? undefined : OutboxItemState.encode(item.state))

const Route = suite('routeAction: what waits in the outbox')

Route('offline, with the outbox on, a confirmation or remark waits in the outbox', () => {
  assert.is(routeAction({ online: false, outboxEnabled: true, pending: 0 }), 'Queue')
})
Route('online with nothing waiting, it is sent at once', () => {
  assert.is(routeAction({ online: true, outboxEnabled: true, pending: 0 }), 'SendNow')
})
Route('online while earlier actions still wait, it queues behind them (order kept)', () => {
  assert.is(routeAction({ online: true, outboxEnabled: true, pending: 2 }), 'Queue')
})
Route('with the profile feature off, SPEC section 5 holds: "Sending is disabled offline"', () => {
  assert.is(routeAction({ online: false, outboxEnabled: false, pending: 0 }), 'Unavailable')
  assert.is(routeAction({ online: true, outboxEnabled: false, pending: 0 }), 'SendNow')
})
Route.run()

const Rules = suite('outbox rules')

Rules('enqueue keeps the order made and numbers each action', () => {
  const clock = fakeClock()
  const first = enqueue(EMPTY_OUTBOX, aConfirmation(), clock.now())
  clock.advance({ minutes: 3 })
  const second = enqueue(first.outbox, aRemark(), clock.now())
  assert.equal(second.outbox.items.map((i) => i.action._tag), ['ConfirmRosterChange', 'CreateRemark'])
  assert.ok(second.item.seq > first.item.seq)
  assert.is(second.item.createdAt.toString(), '2026-03-15T08:03:00Z')
  assert.is(pendingCount(second.outbox), 2)
})

Rules('nextToSend is the first waiting action, and none while one is being sent', () => {
  const clock = fakeClock()
  const a = enqueue(EMPTY_OUTBOX, aConfirmation(), clock.now())
  const b = enqueue(a.outbox, aRemark(), clock.now())
  const next = nextToSend(b.outbox)
  assert.ok(O.isSome(next) && next.value.seq === a.item.seq)
  assert.ok(O.isNone(nextToSend(markSending(b.outbox, a.item.seq))), 'one at a time')
})

Rules('a refused action does not hold back the next one', () => {
  const clock = fakeClock()
  const a = enqueue(EMPTY_OUTBOX, aConfirmation(), clock.now())
  const b = enqueue(a.outbox, aRemark(), clock.now())
  const refused = settle(markSending(b.outbox, a.item.seq), a.item.seq, { _tag: 'Refused', reason: { _tag: 'ServerMessage', text: 'Already confirmed' } }, clock.now())
  const next = nextToSend(refused)
  assert.ok(O.isSome(next) && next.value.seq === b.item.seq)
  assert.equal(stateOf(refused.items[0]), { _tag: 'Refused', at: '2026-03-15T08:00:00Z', reason: { _tag: 'ServerMessage', text: 'Already confirmed' } })
})

Rules('not reached: the action waits again; sent: it records when', () => {
  const clock = fakeClock()
  const a = enqueue(EMPTY_OUTBOX, aRemark(), clock.now())
  const retry = settle(markSending(a.outbox, a.item.seq), a.item.seq, { _tag: 'RetryLater' }, clock.now())
  assert.is(retry.items[0]?.state._tag, 'Waiting')
  clock.advance({ seconds: 30 })
  const sent = settle(markSending(retry, a.item.seq), a.item.seq, { _tag: 'Sent' }, clock.now())
  assert.equal(stateOf(sent.items[0]), { _tag: 'Sent', at: '2026-03-15T08:00:30Z' })
  assert.is(pendingCount(sent), 0)
})

Rules('settle touches only an action being sent (a late answer cannot resend or undo a result)', () => {
  const clock = fakeClock()
  const a = enqueue(EMPTY_OUTBOX, aRemark(), clock.now())
  const sent = settle(markSending(a.outbox, a.item.seq), a.item.seq, { _tag: 'Sent' }, clock.now())
  assert.equal(settle(sent, a.item.seq, { _tag: 'RetryLater' }, clock.now()), sent)
  assert.equal(markSending(sent, a.item.seq), sent)
})

Rules('reopened: an action the closed app was sending waits again', () => {
  const clock = fakeClock()
  const a = enqueue(EMPTY_OUTBOX, aRemark(), clock.now())
  assert.is(reopened(markSending(a.outbox, a.item.seq)).items[0]?.state._tag, 'Waiting')
})

Rules('pruneSettled drops results older than 7 days, never a waiting action', () => {
  const clock = fakeClock()
  const a = enqueue(EMPTY_OUTBOX, aRemark('old'), clock.now())
  const b = enqueue(a.outbox, aRemark('waits'), clock.now())
  const sent = settle(markSending(b.outbox, a.item.seq), a.item.seq, { _tag: 'Sent' }, clock.now())
  clock.advance({ hours: 24 * 7 - 1 })
  assert.is(pruneSettled(sent, clock.now()).items.length, 2)
  clock.advance({ hours: 2 })
  assert.equal(pruneSettled(sent, clock.now()).items.map((i) => i.seq), [b.item.seq])
})

Rules('the outbox survives its stored form (codec round trip)', () => {
  const clock = fakeClock()
  const a = enqueue(EMPTY_OUTBOX, aConfirmation('RC-9', ['2026-03-17', '2026-03-18']), clock.now())
  const b = enqueue(a.outbox, aRemark(), clock.now())
  const refused = settle(markSending(b.outbox, 1), 1, { _tag: 'Refused', reason: { _tag: 'MessageKey', key: 'confirmationFailed' } }, clock.now())
  const stored = JSON.parse(JSON.stringify(Outbox.encode(refused)))
  const decoded = Outbox.decode(stored)
  assert.ok(decoded._tag === 'Right')
  assert.equal(Outbox.encode(decoded.right), Outbox.encode(refused))
  assert.ok(decoded.right.items[0]?.createdAt.equals(clock.now()))
})
Rules.run()
