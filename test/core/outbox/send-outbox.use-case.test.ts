import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { TransportError } from '../../../core/errors/app-error'
import { OutboxItemState, type Outbox, type OutboxAction } from '../../../core/outbox/outbox.codec'
import type { OutboxSender } from '../../../core/outbox/outbox.port'
import { queueAction } from '../../../core/outbox/queue-action.use-case'
import { sendOutbox } from '../../../core/outbox/send-outbox.use-case'
import type { ConfirmRosterChangeResult } from '../../../core/shared/confirm-result.codec'
import type { CrmId } from '../../../core/shared/brands'
import { aConfirmation, aRemark, fakeClock, memoryStore } from './fixtures'

const CRM = 'C100' as CrmId
const request = { method: 'POST', url: '/rest/pems/x' }
const offline: TransportError = { _tag: 'Network', request, message: 'Failed to fetch', timedOut: false }
const refusedBy = (errMessage: string): TransportError => ({ _tag: 'Service', errors: [{ errId: 'ERR_X', errMessage }] })
const noPeriods: ConfirmRosterChangeResult = { periods: [] }

/** A server that answers each call in turn from `answers` and records what it was sent. */
const fakeServer = (answers: ReadonlyArray<E.Either<TransportError, ConfirmRosterChangeResult | undefined>>) => {
  const received: OutboxAction[] = []
  let n = 0
  const next = () => answers[n++] ?? E.right(undefined)
  const sender: OutboxSender = {
    confirmRosterChanges: (_crmId, body) => {
      received.push({ _tag: 'ConfirmRosterChange', body })
      const a = next()
      return TE.fromEither(E.isLeft(a) ? a : E.right(a.right ?? noPeriods))
    },
    createRemark: (_crmId, body) => {
      received.push({ _tag: 'CreateRemark', body })
      return TE.fromEither(E.map(() => undefined)(next()))
    },
  }
  return { sender, received }
}

const states = (outbox: Outbox) => outbox.items.map((i) => OutboxItemState.encode(i.state))

const Send = suite('sendOutbox: sending in order when the connection returns')

Send('sends the waiting actions in the order made, and records each as sent', async () => {
  const clock = fakeClock()
  const store = memoryStore()
  const queue = queueAction({ update: store.update, now: clock.now, outboxEnabled: true })
  await queue(aConfirmation())()
  clock.advance({ minutes: 1 })
  await queue(aRemark())()
  clock.advance({ hours: 2 })
  const server = fakeServer([])
  const result = await sendOutbox({ update: store.update, sender: server.sender, now: clock.now })(CRM)()
  assert.ok(E.isRight(result))
  assert.equal(server.received.map((a) => a._tag), ['ConfirmRosterChange', 'CreateRemark'])
  assert.equal(states(store.current()), [
    { _tag: 'Sent', at: '2026-03-15T10:01:00Z' },
    { _tag: 'Sent', at: '2026-03-15T10:01:00Z' },
  ])
})

Send('each action is stored as "being sent" before its call (a closed app finds it)', async () => {
  const clock = fakeClock()
  const store = memoryStore()
  await queueAction({ update: store.update, now: clock.now, outboxEnabled: true })(aRemark())()
  await sendOutbox({ update: store.update, sender: fakeServer([]).sender, now: clock.now })(CRM)()
  assert.equal(store.writes.map((w) => w.items[0]?.state._tag).slice(0, 3), ['Waiting', 'Sending', 'Sent'])
})

Send('a refused confirmation keeps the server reason and the remark after it still goes', async () => {
  const clock = fakeClock()
  const store = memoryStore()
  const queue = queueAction({ update: store.update, now: clock.now, outboxEnabled: true })
  await queue(aConfirmation())()
  await queue(aRemark())()
  const server = fakeServer([E.left(refusedBy('This roster change was withdrawn by the scheduler'))])
  await sendOutbox({ update: store.update, sender: server.sender, now: clock.now })(CRM)()
  assert.is(server.received.length, 2)
  assert.equal(states(store.current()), [
    { _tag: 'Refused', at: '2026-03-15T08:00:00Z', reason: { _tag: 'ServerMessage', text: 'This roster change was withdrawn by the scheduler' } },
    { _tag: 'Sent', at: '2026-03-15T08:00:00Z' },
  ])
})

Send('dates the server refuses inside a confirmation make it refused ("some notification confirmations failed")', async () => {
  const clock = fakeClock()
  const store = memoryStore()
  await queueAction({ update: store.update, now: clock.now, outboxEnabled: true })(aConfirmation('RC-1', ['2026-03-17', '2026-03-18']))()
  const server = fakeServer([E.right({ periods: [], failed: [{ date: aConfirmationDate('2026-03-18'), errMessage: 'not confirmable' }] })])
  await sendOutbox({ update: store.update, sender: server.sender, now: clock.now })(CRM)()
  assert.equal(states(store.current())[0], { _tag: 'Refused', at: '2026-03-15T08:00:00Z', reason: { _tag: 'MessageKey', key: 'someNotificationConfirmationsFailed' } })
})

Send('the connection drops again: the action waits, nothing after it is tried, the next round sends both', async () => {
  const clock = fakeClock()
  const store = memoryStore()
  const queue = queueAction({ update: store.update, now: clock.now, outboxEnabled: true })
  await queue(aRemark('one'))()
  await queue(aRemark('two'))()
  const server = fakeServer([E.left(offline)])
  await sendOutbox({ update: store.update, sender: server.sender, now: clock.now })(CRM)()
  assert.is(server.received.length, 1)
  assert.equal(store.current().items.map((i) => i.state._tag), ['Waiting', 'Waiting'])
  await sendOutbox({ update: store.update, sender: server.sender, now: clock.now })(CRM)()
  assert.equal(server.received.map((a) => (a._tag === 'CreateRemark' ? a.body.comment : '')), ['one', 'one', 'two'])
  assert.equal(store.current().items.map((i) => i.state._tag), ['Sent', 'Sent'])
})

Send('an expired session is not a refusal: the action waits for the next sign-in', async () => {
  const clock = fakeClock()
  const store = memoryStore()
  await queueAction({ update: store.update, now: clock.now, outboxEnabled: true })(aRemark())()
  const server = fakeServer([E.left({ _tag: 'SessionExpired', request, status: 401 })])
  await sendOutbox({ update: store.update, sender: server.sender, now: clock.now })(CRM)()
  assert.is(store.current().items[0]?.state._tag, 'Waiting')
})

Send('a refused remark without a server text reads "Could not create Daily Remark."', async () => {
  const clock = fakeClock()
  const store = memoryStore()
  await queueAction({ update: store.update, now: clock.now, outboxEnabled: true })(aRemark())()
  const server = fakeServer([E.left({ _tag: 'Http', status: 400, request, isJson: false })])
  await sendOutbox({ update: store.update, sender: server.sender, now: clock.now })(CRM)()
  assert.equal(states(store.current())[0], { _tag: 'Refused', at: '2026-03-15T08:00:00Z', reason: { _tag: 'MessageKey', key: 'couldNotCreateDailyRemark' } })
})

Send('a locked cache stops the round before any call', async () => {
  const clock = fakeClock()
  const store = memoryStore()
  await queueAction({ update: store.update, now: clock.now, outboxEnabled: true })(aRemark())()
  store.lock()
  const server = fakeServer([])
  const result = await sendOutbox({ update: store.update, sender: server.sender, now: clock.now })(CRM)()
  assert.equal(result, E.left({ _tag: 'CacheLocked' }))
  assert.is(server.received.length, 0)
})
Send.run()

const Queue = suite('queueAction')
Queue('with the profile feature off nothing is kept', async () => {
  const store = memoryStore()
  const result = await queueAction({ update: store.update, now: fakeClock().now, outboxEnabled: false })(aRemark())()
  assert.equal(result, E.left({ _tag: 'OutboxOff' }))
  assert.is(store.current().items.length, 0)
})
Queue('the action is stored, waiting, before it answers', async () => {
  const store = memoryStore()
  const result = await queueAction({ update: store.update, now: fakeClock().now, outboxEnabled: true })(aRemark())()
  assert.ok(E.isRight(result))
  assert.equal(store.current().items.map((i) => [i.seq, i.state._tag]), [[result.right.seq, 'Waiting']])
})
Queue.run()

function aConfirmationDate(iso: string) {
  const action = aConfirmation('x', [iso])
  if (action._tag !== 'ConfirmRosterChange' || action.body.changes[0] === undefined) throw new Error('fixture')
  return action.body.changes[0]
}
