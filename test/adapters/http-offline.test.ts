import * as E from 'fp-ts/Either'
import nock from 'nock'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { aClient, aNumberRequest, api, memoryCache, ok, ORIGIN } from './http-fixtures'

const persisted = aNumberRequest('numbers/one', { flags: { persistType: 'encrypted' } })
const KEY = `GET ${ORIGIN}/rest/pems/numbers/one `

const Persist = suite('http client: persistType and the offline cache')
Persist.after.each(() => nock.cleanAll())

Persist('"refresh the cache when online": a persisted answer is written under method, URL and body', async () => {
  api().get('/rest/pems/numbers/one').reply(200, ok(4))
  const cache = memoryCache()
  const { client } = aClient({ cache })
  assert.equal(await client.request(persisted)(), E.right(4))
  assert.equal(cache.entries.get(KEY), ok(4))
})

Persist('"use an encrypted local cache when offline": offline, the cached answer comes back without a request', async () => {
  api()
  const cache = memoryCache()
  cache.entries.set(KEY, ok(9))
  const { client, online, dialogs } = aClient({ cache })
  online.set(false)
  assert.equal(await client.request(persisted)(), E.right(9))
  assert.is(dialogs.length, 0)
})

Persist('online but the call fails without a status: the cache answers, the flag flips offline, no dialog', async () => {
  api().get('/rest/pems/numbers/one').replyWithError('network down')
  const cache = memoryCache()
  cache.entries.set(KEY, ok(2))
  const { client, online, dialogs } = aClient({ cache })
  assert.equal(await client.request(persisted)(), E.right(2))
  assert.is(online.get(), false)
  assert.is(dialogs.length, 0)
})

Persist('a 503 on a persisted call also falls back to the cache', async () => {
  api().get('/rest/pems/numbers/one').reply(503, 'down')
  const cache = memoryCache()
  cache.entries.set(KEY, ok(3))
  const { client } = aClient({ cache })
  assert.equal(await client.request(persisted)(), E.right(3))
})

Persist('offline with nothing cached: the call is tried; failing, it is Offline and "no dialog ... for persisted requests when offline"', async () => {
  api().get('/rest/pems/numbers/one').replyWithError('network down')
  const { client, online, dialogs } = aClient({ cache: memoryCache() })
  online.set(false)
  const result = await client.request(persisted)()
  assert.equal(result, E.left({ _tag: 'Offline', request: { method: 'GET', url: `${ORIGIN}/rest/pems/numbers/one` } }))
  assert.is(dialogs.length, 0)
})

Persist('offline with nothing cached: a successful try answers and flips the flag back online', async () => {
  api().get('/rest/pems/numbers/one').reply(200, ok(1))
  const { client, online } = aClient({ cache: memoryCache() })
  online.set(false)
  assert.equal(await client.request(persisted)(), E.right(1))
  assert.is(online.get(), true)
})

Persist('a cached entry that no longer decodes is ignored (decoded again, never cast)', async () => {
  api().get('/rest/pems/numbers/one').reply(200, ok(8))
  const cache = memoryCache()
  cache.entries.set(KEY, ok('not a number'))
  const { client, online } = aClient({ cache })
  online.set(false)
  assert.equal(await client.request(persisted)(), E.right(8))
})

Persist('an answer that fails its codec is not cached', async () => {
  api().get('/rest/pems/numbers/one').reply(200, ok('x'))
  const cache = memoryCache()
  const { client } = aClient({ cache })
  await client.request(persisted)()
  assert.is(cache.entries.size, 0)
})

Persist('a call without persistType never reads the cache', async () => {
  api().get('/rest/pems/numbers/one').replyWithError('down')
  const cache = memoryCache()
  cache.entries.set(KEY, ok(5))
  const { client, dialogs } = aClient({ cache })
  const result = await client.request(aNumberRequest())()
  assert.ok(E.isLeft(result) && result.left._tag === 'Network')
  assert.is(dialogs.length, 1)
})

Persist('a body is part of the cache key ("cached by body")', async () => {
  api().post('/rest/pems/numbers/one', { id: 'A' }).reply(200, ok(1))
  api().post('/rest/pems/numbers/one', { id: 'B' }).reply(200, ok(2))
  const cache = memoryCache()
  const { client } = aClient({ cache })
  const post = (id: string) => client.request(aNumberRequest('numbers/one', { method: 'POST', body: { id }, flags: { persistType: 'encrypted' } }))()
  await post('A')
  await post('B')
  assert.equal(cache.entries.get(`POST ${ORIGIN}/rest/pems/numbers/one {"id":"A"}`), ok(1))
  assert.equal(cache.entries.get(`POST ${ORIGIN}/rest/pems/numbers/one {"id":"B"}`), ok(2))
})

Persist.run()
