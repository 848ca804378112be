import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import nock from 'nock'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createOfflineCredentials } from '../../adapters/storage/offline-credentials'
import { asResponseCache } from '../../adapters/storage/as-response-cache'
import { constantTimeEqual, MIN_PBKDF2_ITERATIONS } from '../../adapters/storage/cache-crypto'
import { createRosterHttp } from '../../adapters/http/roster.http'
import { fakeTime } from './fake-clock'
import { aCache, aStore, containsReadable, everyStoredByte, webCrypto } from './idb-fixtures'
import { aClient, api, CRM_ID, ok } from './http-fixtures'

const setUp = async () => {
  const { factory, store } = await aStore()
  const time = fakeTime()
  const cache = aCache(store, time)
  const credentials = createOfflineCredentials({ store, crypto: webCrypto, cache, iterations: MIN_PBKDF2_ITERATIONS })
  return { factory, store, cache, credentials, time }
}

const Login = suite('offline login: "A stored password hash must exist ... and must match"')

Login('"otherwise error \'not stored\'": nothing stored yet', async () => {
  const { credentials } = await setUp()
  assert.equal(await credentials.compareWithStoredHash('anna', 'anna-demo')(), E.right('not-stored'))
})

Login('after an online login the same credentials match', async () => {
  const { credentials } = await setUp()
  await credentials.storePasswordHash('anna', 'anna-demo')()
  assert.equal(await credentials.compareWithStoredHash('anna', 'anna-demo')(), E.right('match'))
})

Login('"(otherwise error \'failed\')": a wrong password or another user is a mismatch', async () => {
  const { credentials } = await setUp()
  await credentials.storePasswordHash('anna', 'anna-demo')()
  assert.equal(await credentials.compareWithStoredHash('anna', 'anna-dem0')(), E.right('mismatch'))
  assert.equal(await credentials.compareWithStoredHash('bruno', 'anna-demo')(), E.right('mismatch'))
  assert.equal(await credentials.compareWithStoredHash('ann', 'aanna-demo')(), E.right('mismatch'))
})

Login('the stored record is a salted slow hash: 32-byte salt, 32-byte hash, at least 210000 iterations, no plain text', async () => {
  const { factory, store, credentials } = await setUp()
  await credentials.storePasswordHash('anna', 'anna-demo')()
  const record = await store.getMeta('offline-login')()
  const value = E.isRight(record) && typeof record.right === 'object' && record.right !== null ? record.right : {}
  const salt: unknown = Reflect.get(value, 'salt')
  const hash: unknown = Reflect.get(value, 'hash')
  const iterations: unknown = Reflect.get(value, 'iterations')
  assert.ok(salt instanceof Uint8Array && salt.length === 32)
  assert.ok(hash instanceof Uint8Array && hash.length === 32)
  assert.ok(typeof iterations === 'number' && iterations >= 210_000)
  const bytes = await everyStoredByte(factory)
  assert.not.ok(containsReadable(bytes, 'anna-demo'))
  assert.not.ok(containsReadable(bytes, 'anna'))
})

Login('a new online login gets a new salt (no two records hash alike)', async () => {
  const { store, credentials } = await setUp()
  await credentials.storePasswordHash('anna', 'anna-demo')()
  const first = await store.getMeta('offline-login')()
  await credentials.storePasswordHash('anna', 'anna-demo')()
  const second = await store.getMeta('offline-login')()
  assert.not.equal(first, second)
})

Login('"the key for the cache derived from the password only while signed in": a login unlocks, a mismatch does not', async () => {
  const { cache, credentials } = await setUp()
  assert.not.ok(cache.isUnlocked())
  await credentials.storePasswordHash('anna', 'anna-demo')()
  assert.ok(cache.isUnlocked())
  cache.lock()
  await credentials.compareWithStoredHash('anna', 'wrong')()
  assert.not.ok(cache.isUnlocked())
  await credentials.compareWithStoredHash('anna', 'anna-demo')()
  assert.ok(cache.isUnlocked())
})

Login('constant-time comparison: equal only for the same bytes and length', () => {
  assert.ok(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3])))
  assert.not.ok(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4])))
  assert.not.ok(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0])))
})

const Offline = suite('offline fallback through the real encrypted cache')
Offline.after.each(() => nock.cleanAll())

Offline('duties loaded online are served offline after an offline login, decrypted and decoded again', async () => {
  const { cache, credentials } = await setUp()
  await credentials.storePasswordHash('anna', 'anna-demo')()
  const duties = { events: [], rosterPeriod: { from: '2026-03-01T00:00:00+00:00', to: '2026-03-31T23:59:59+00:00' }, blockMonthList: [] }
  api().get(`/rest/pems/roster/${CRM_ID}/events`).reply(200, ok(duties))
  const { client, online } = aClient({ cache: asResponseCache(cache) })
  const roster = createRosterHttp(client)
  const fresh = await roster.loadDuties(CRM_ID)()
  assert.ok(E.isRight(fresh), JSON.stringify(fresh))
  cache.lock()
  online.set(false)
  assert.equal(await credentials.compareWithStoredHash('anna', 'anna-demo')(), E.right('match'))
  const cached = await roster.loadDuties(CRM_ID)()
  assert.equal(cached, fresh)
  assert.equal(await cache.get('nothing')(), E.right(O.none))
})

Login.run()
Offline.run()
