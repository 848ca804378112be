import * as E from 'fp-ts/Either'
import nock from 'nock'
import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createRemarksHttp } from '../../adapters/http/remarks.http'
import { createRosterChangesHttp } from '../../adapters/http/roster-changes.http'
import { createOutboxStore } from '../../adapters/storage/outbox.storage'
import { EMPTY_OUTBOX, Outbox, type OutboxAction } from '../../core/outbox/outbox.codec'
import type { OutboxStore } from '../../core/outbox/outbox.port'
import { queueAction } from '../../core/outbox/queue-action.use-case'
import { sendOutbox, type UpdateOutbox } from '../../core/outbox/send-outbox.use-case'
import { fakeTime } from './fake-clock'
import { aClient, api, CRM_ID, ok } from './http-fixtures'
import { aCache, aStore, containsReadable, everyStoredByte } from './idb-fixtures'

const remark: OutboxAction = { _tag: 'CreateRemark', body: { date: Temporal.PlainDate.from('2026-03-16'), remarkType: 'GEN', comment: 'Shuttle to the Hilton was 40 minutes late' } }
const confirmation: OutboxAction = { _tag: 'ConfirmRosterChange', body: { id: 'RC-C1001-1', changes: [Temporal.PlainDate.from('2026-03-17')] } }

/** One change at a time over the store, as the app's outbox runner does. */
const updaterOf = (store: OutboxStore): UpdateOutbox => (f) => async () => {
  const loaded = await store.load(CRM_ID)()
  if (E.isLeft(loaded)) return loaded
  const next = f(loaded.right)
  const saved = await store.save(CRM_ID, next)()
  return E.isLeft(saved) ? saved : E.right(next)
}

const Stored = suite('outbox in the encrypted offline cache')

Stored('what was queued offline is read back after the app is closed and reopened (the cache unlocked again)', async () => {
  const { factory, store } = await aStore()
  const time = fakeTime()
  const first = aCache(store, time)
  await first.unlock('anna-demo')()
  const queued = await queueAction({ update: updaterOf(createOutboxStore(first, store)), now: time.clock.now, outboxEnabled: true })(remark)()
  assert.ok(E.isRight(queued))
  first.lock()

  // The app opens again on the same device: a new cache over the same IndexedDB, unlocked by the sign-in.
  const reopenedStore = (await aStore(factory)).store
  const reopened = aCache(reopenedStore, time)
  await reopened.unlock('anna-demo')()
  const loaded = await createOutboxStore(reopened, reopenedStore).load(CRM_ID)()
  assert.ok(E.isRight(loaded))
  if (E.isLeft(loaded)) return
  assert.equal(Outbox.encode(loaded.right).items.map((i) => [i.action, i.state]), [[{ _tag: 'CreateRemark', body: { date: '2026-03-16', remarkType: 'GEN', comment: 'Shuttle to the Hilton was 40 minutes late' } }, { _tag: 'Waiting' }]])
})

Stored('the remark text is not readable in the device storage (encrypted)', async () => {
  const { factory, store } = await aStore()
  const time = fakeTime()
  const cache = aCache(store, time)
  await cache.unlock('anna-demo')()
  await queueAction({ update: updaterOf(createOutboxStore(cache, store)), now: time.clock.now, outboxEnabled: true })(remark)()
  const bytes = await everyStoredByte(factory)
  assert.not.ok(containsReadable(bytes, 'Shuttle to the Hilton'))
  assert.not.ok(containsReadable(bytes, 'RC-C1001'))
})

Stored('locked (signed out, or a session resumed without the password): nothing is read, nothing written', async () => {
  const { store } = await aStore()
  const outbox = createOutboxStore(aCache(store, fakeTime()), store)
  assert.equal(await outbox.load(CRM_ID)(), E.left({ _tag: 'CacheLocked' }))
  assert.equal(await outbox.save(CRM_ID, EMPTY_OUTBOX)(), E.left({ _tag: 'CacheLocked' }))
})

Stored('a session resumed without the password reads how many actions wait (a count, not the actions), after a reopen', async () => {
  const { factory, store } = await aStore()
  const time = fakeTime()
  const cache = aCache(store, time)
  await cache.unlock('anna-demo')()
  const outbox = createOutboxStore(cache, store)
  assert.equal(await outbox.waitingCount(CRM_ID)(), E.right(0), 'nothing saved yet')
  const queue = queueAction({ update: updaterOf(outbox), now: time.clock.now, outboxEnabled: true })
  await queue(confirmation)()
  await queue(remark)()
  cache.lock()

  const reopenedStore = (await aStore(factory)).store
  const locked = createOutboxStore(aCache(reopenedStore, time), reopenedStore)
  assert.equal(await locked.load(CRM_ID)(), E.left({ _tag: 'CacheLocked' }))
  assert.equal(await locked.waitingCount(CRM_ID)(), E.right(2))
  assert.equal(await locked.waitingCount('C2002' as typeof CRM_ID)(), E.right(0), 'per crew member')
  const bytes = await everyStoredByte(factory)
  assert.not.ok(containsReadable(bytes, 'Shuttle to the Hilton'), 'the count is all that is readable')
  assert.not.ok(containsReadable(bytes, CRM_ID), 'the count is named by a digest of the crmId, not the crmId')

  // Once sent (or refused), nothing waits any more.
  const unlocked = aCache(reopenedStore, time)
  await unlocked.unlock('anna-demo')()
  const outboxAgain = createOutboxStore(unlocked, reopenedStore)
  await updaterOf(outboxAgain)((o) => ({ ...o, items: o.items.map((i) => ({ ...i, state: { _tag: 'Sent' as const, at: time.clock.now() } })) }))()
  assert.equal(await outboxAgain.waitingCount(CRM_ID)(), E.right(0))
})

Stored('another crew member on the device has an outbox of their own', async () => {
  const { store } = await aStore()
  const time = fakeTime()
  const cache = aCache(store, time)
  await cache.unlock('anna-demo')()
  await queueAction({ update: updaterOf(createOutboxStore(cache, store)), now: time.clock.now, outboxEnabled: true })(remark)()
  const other = await createOutboxStore(cache, store).load('C2002' as typeof CRM_ID)()
  assert.equal(E.map(Outbox.encode)(other), E.right(Outbox.encode(EMPTY_OUTBOX)))
})
Stored.run()

const Sending = suite('outbox sent through the HTTP adapters')
Sending.after.each(() => {
  nock.cleanAll()
})

Sending('back online: the confirmation then the remark go to the server in that order; a refusal keeps the server text', async () => {
  const { store } = await aStore()
  const time = fakeTime()
  const cache = aCache(store, time)
  await cache.unlock('anna-demo')()
  const outboxStore = createOutboxStore(cache, store)
  const update = updaterOf(outboxStore)
  const queue = queueAction({ update, now: time.clock.now, outboxEnabled: true })
  await queue(confirmation)()
  await queue(remark)()

  const order: string[] = []
  const server = api()
    .post(`/rest/pems/roster/${CRM_ID}/notif`, { id: 'RC-C1001-1', changes: ['2026-03-17'] })
    .query({ ltype: 'mobile', op: 'confirm' })
    .reply(200, () => {
      order.push('confirm')
      return ok({ periods: [{ fromDateTimeUTC: '2026-03-17T00:00:00+00:00', toDateTimeUTC: '2026-03-17T23:59:59+00:00' }] })
    })
    .post(`/rest/pems/roster/${CRM_ID}/details/daily_remark`, { date: '2026-03-16', remarkType: 'GEN', comment: 'Shuttle to the Hilton was 40 minutes late' })
    .reply(200, () => {
      order.push('remark')
      return { success: false, error: [{ errId: 'ERR_REMARK_DATE', errMessage: 'The remark date is after the roster period' }] }
    })
  const { client } = aClient()
  const sender = { confirmRosterChanges: createRosterChangesHttp(client).confirmRosterChanges, createRemark: createRemarksHttp(client).createRemark }
  time.advance(60_000)
  const result = await sendOutbox({ update, sender, now: time.clock.now })(CRM_ID)()
  assert.ok(E.isRight(result))
  assert.ok(server.isDone())
  assert.equal(order, ['confirm', 'remark'])
  const stored = await outboxStore.load(CRM_ID)()
  assert.equal(E.map((o: Outbox) => Outbox.encode(o).items.map((i) => i.state))(stored), E.right([
    { _tag: 'Sent', at: '2026-03-15T08:01:00Z' },
    { _tag: 'Refused', at: '2026-03-15T08:01:00Z', reason: { _tag: 'ServerMessage', text: 'The remark date is after the roster period' } },
  ]))
})

Sending('no connection: the call fails without a status and the action stays waiting', async () => {
  const { store } = await aStore()
  const time = fakeTime()
  const cache = aCache(store, time)
  await cache.unlock('anna-demo')()
  const outboxStore = createOutboxStore(cache, store)
  const update = updaterOf(outboxStore)
  await queueAction({ update, now: time.clock.now, outboxEnabled: true })(remark)()
  api().post(`/rest/pems/roster/${CRM_ID}/details/daily_remark`).replyWithError({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' })
  const { client } = aClient()
  const sender = { confirmRosterChanges: createRosterChangesHttp(client).confirmRosterChanges, createRemark: createRemarksHttp(client).createRemark }
  await sendOutbox({ update, sender, now: time.clock.now })(CRM_ID)()
  const stored = await outboxStore.load(CRM_ID)()
  assert.equal(E.map((o: Outbox) => o.items.map((i) => i.state._tag))(stored), E.right(['Waiting']))
})
Sending.run()
