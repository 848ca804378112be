import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { CACHE_EXPIRY_S, CACHE_LOW_STORAGE_EXPIRY_S } from '../../core/shared/constants'
import { asResponseCache } from '../../adapters/storage/as-response-cache'
import { decrypt, deriveCacheKeys, encrypt, MIN_PBKDF2_ITERATIONS, randomBytes } from '../../adapters/storage/cache-crypto'
import { fakeTime } from './fake-clock'
import { aCache, aStore, containsReadable, everyStoredByte, quotaLimitedStore, webCrypto } from './idb-fixtures'

const KEY = 'GET https://crew.example.test/rest/pems/roster/C77123/events '
const VALUE = { success: true, result: { events: [{ id: 'E1', name: 'Annabelle Quintero' }] } }
const unlocked = async (cache: ReturnType<typeof aCache>, secret = 'anna-demo') => {
  assert.equal(await cache.unlock(secret)(), E.right(undefined))
  return cache
}

const RoundTrip = suite('encrypted cache: AES-GCM entries')

RoundTrip('encrypt/decrypt round trip: what was put comes back equal', async () => {
  const { store } = await aStore()
  const cache = await unlocked(aCache(store, fakeTime()))
  assert.equal(await cache.put(KEY, VALUE)(), E.right(undefined))
  assert.equal(await cache.get(KEY)(), E.right(O.some(VALUE)))
  assert.equal(await cache.get('GET other ')(), E.right(O.none))
})

RoundTrip('the key is derived again from the same secret and the stored salt: another session reads the entry', async () => {
  const { store } = await aStore()
  const time = fakeTime()
  await (await unlocked(aCache(store, time))).put(KEY, VALUE)()
  const later = await unlocked(aCache(store, time))
  assert.equal(await later.get(KEY)(), E.right(O.some(VALUE)))
})

RoundTrip('"a salt of 32 random bytes is stored for encryption"', async () => {
  const { store } = await aStore()
  await unlocked(aCache(store, fakeTime()))
  const record = await store.getMeta('cache-salt')()
  assert.ok(E.isRight(record))
  const salt = E.isRight(record) && typeof record.right === 'object' && record.right !== null && 'salt' in record.right ? record.right.salt : undefined
  assert.ok(salt instanceof Uint8Array && salt.length === 32)
})

RoundTrip('every entry has its own random 12-byte IV: the same value twice gives different ciphertexts', async () => {
  const { store } = await aStore()
  const cache = await unlocked(aCache(store, fakeTime()))
  const keys = await deriveCacheKeys(webCrypto, 'pw', randomBytes(webCrypto, 32), MIN_PBKDF2_ITERATIONS)()
  assert.ok(E.isRight(keys))
  if (E.isLeft(keys)) return
  const a = await encrypt(webCrypto, keys.right, 'id', 'same')()
  const b = await encrypt(webCrypto, keys.right, 'id', 'same')()
  assert.ok(E.isRight(a) && E.isRight(b))
  if (E.isRight(a) && E.isRight(b)) {
    assert.is(a.right.iv.length, 12)
    assert.not.equal(Array.from(a.right.iv), Array.from(b.right.iv))
    assert.not.equal(Array.from(a.right.data), Array.from(b.right.data))
  }
  assert.ok(cache.isUnlocked())
})

RoundTrip('wrong key fails cleanly: decrypting under another key is a Crypto value, not a throw', async () => {
  const salt = randomBytes(webCrypto, 32)
  const right = await deriveCacheKeys(webCrypto, 'anna-demo', salt, MIN_PBKDF2_ITERATIONS)()
  const wrong = await deriveCacheKeys(webCrypto, 'guess', salt, MIN_PBKDF2_ITERATIONS)()
  if (E.isLeft(right) || E.isLeft(wrong)) return assert.unreachable('keys not derived')
  const sealed = await encrypt(webCrypto, right.right, 'id-1', 'secret roster')()
  if (E.isLeft(sealed)) return assert.unreachable('not encrypted')
  const opened = await decrypt(webCrypto, wrong.right, 'id-1', sealed.right)()
  assert.ok(E.isLeft(opened) && opened.left._tag === 'Crypto')
  const movedToAnotherId = await decrypt(webCrypto, right.right, 'id-2', sealed.right)()
  assert.ok(E.isLeft(movedToAnotherId), 'an entry bound to one id does not open under another')
})

RoundTrip('wrong secret at cache level: the entries stay unreadable (a miss), never a throw', async () => {
  const { store } = await aStore()
  const time = fakeTime()
  await (await unlocked(aCache(store, time), 'anna-demo')).put(KEY, VALUE)()
  const intruder = await unlocked(aCache(store, time), 'wrong-password')
  assert.equal(await intruder.get(KEY)(), E.right(O.none))
})

RoundTrip('a tampered entry fails as a Crypto value; through the HTTP cache interface it is a miss', async () => {
  const { store } = await aStore()
  const cache = await unlocked(aCache(store, fakeTime()))
  await cache.put(KEY, VALUE)()
  const tampering = { ...store, getEntry: (id: string) => async () => {
    const entry = await store.getEntry(id)()
    if (E.isLeft(entry) || entry.right === undefined) return entry
    const data = new Uint8Array(entry.right.data)
    data[0] = (data[0] ?? 0) ^ 0xff
    return E.right({ ...entry.right, data })
  } }
  const reading = await unlocked(aCache(tampering, fakeTime()))
  const result = await reading.get(KEY)()
  assert.ok(E.isLeft(result) && result.left._tag === 'Crypto')
  assert.equal(await asResponseCache(reading).read(KEY)(), O.none)
})

RoundTrip('locked (signed out): nothing is read or written', async () => {
  const { store } = await aStore()
  const cache = await unlocked(aCache(store, fakeTime()))
  await cache.put(KEY, VALUE)()
  cache.lock()
  assert.equal(await cache.get(KEY)(), E.left({ _tag: 'CacheLocked' }))
  assert.equal(await cache.put(KEY, VALUE)(), E.left({ _tag: 'CacheLocked' }))
  assert.equal(await asResponseCache(cache).read(KEY)(), O.none)
})

const Expiry = suite('encrypted cache: expiry')

Expiry('"Cached responses are removed when older than 7 days (604800 s)"', async () => {
  const { store } = await aStore()
  const time = fakeTime()
  const cache = await unlocked(aCache(store, time))
  await cache.put(KEY, VALUE)()
  time.advance(CACHE_EXPIRY_S * 1000 - 1000)
  assert.equal(await cache.get(KEY)(), E.right(O.some(VALUE)), 'still there a second before 7 days')
  time.advance(2000)
  assert.equal(await cache.get(KEY)(), E.right(O.none))
  assert.equal(await cache.removeOlderThan(0)(), E.right(0), 'the expired entry was deleted, not just hidden')
})

Expiry('signing in removes every entry older than 7 days', async () => {
  const { store } = await aStore()
  const time = fakeTime()
  const first = await unlocked(aCache(store, time))
  await first.put(KEY, VALUE)()
  await first.put('GET fresh ', 1)()
  time.advance(CACHE_EXPIRY_S * 1000 + 1)
  await first.put('GET newer ', 2)()
  await unlocked(aCache(store, time))
  assert.equal(await store.deleteOlderThan(time.clock.now().epochMilliseconds + 1)(), E.right(1), 'only the newest entry was left')
})

const Quota = suite('encrypted cache: storage full')

Quota('"older than 900 s when storage is full and a retry is needed": prune, then the write is retried once', async () => {
  const { store } = await aStore()
  const time = fakeTime()
  const filling = await unlocked(aCache(store, time))
  await filling.put('GET old ', 'old')()
  time.advance((CACHE_LOW_STORAGE_EXPIRY_S + 1) * 1000)
  await filling.put('GET recent ', 'recent')()
  time.advance(10_000)
  const full = quotaLimitedStore(store, 1)
  const cache = await unlocked(aCache(full, time))
  assert.equal(await cache.put(KEY, VALUE)(), E.right(undefined))
  assert.is(full.attempts(), 2)
  assert.equal(await cache.get('GET old ')(), E.right(O.none), 'the entry older than 900 s is gone')
  assert.equal(await cache.get('GET recent ')(), E.right(O.some('recent')), 'the entry younger than 900 s stays')
  assert.equal(await cache.get(KEY)(), E.right(O.some(VALUE)))
})

Quota('storage still full after the prune: one retry only, the quota error comes back as a value', async () => {
  const { store } = await aStore()
  const full = quotaLimitedStore(store, 5)
  const cache = await unlocked(aCache(full, fakeTime()))
  const result = await cache.put(KEY, VALUE)()
  assert.ok(E.isLeft(result) && result.left._tag === 'Storage' && result.left.name === 'QuotaExceededError')
  assert.is(full.attempts(), 2)
})

const Plain = suite('encrypted cache: nothing readable at rest')

Plain('"No roster, name or personal data is ever stored in plain text": every stored byte scanned', async () => {
  const { factory, store } = await aStore()
  const cache = await unlocked(aCache(store, fakeTime()))
  await cache.put(KEY, VALUE)()
  await cache.put('POST https://crew.example.test/rest/pems/roster/C77123/eventById {"logicalEventId":"LEG-Quintero"}', VALUE)()
  const bytes = await everyStoredByte(factory)
  assert.ok(bytes.length > 0)
  for (const needle of ['Annabelle', 'Quintero', 'C77123', 'roster', 'events', 'anna-demo'])
    assert.not.ok(containsReadable(bytes, needle), `"${needle}" is readable in IndexedDB`)
})

Plain('the scan finds a name when one is stored in plain text (the scan itself works)', async () => {
  const { factory, store } = await aStore()
  await store.putMeta('probe', { note: 'Annabelle Quintero' })()
  assert.ok(containsReadable(await everyStoredByte(factory), 'Quintero'))
})

RoundTrip.run()
Expiry.run()
Quota.run()
Plain.run()
