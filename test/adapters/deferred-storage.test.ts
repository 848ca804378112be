// The offline storage's stand-ins (adapters/storage/deferred-storage.ts): the encrypted cache and the offline
// credentials are a chunk of their own, loaded by the first call that needs them, so the login form does not wait
// for them; a chunk that fails to load is a miss (and is fetched again by the next call).
import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { deferredEncryptedCache, deferredOfflineCredentials } from '../../adapters/storage/deferred-storage'
import { createOfflineCredentials } from '../../adapters/storage/offline-credentials'
import type { OfflineCredentialsPort } from '../../core/auth/auth.port'
import type { EncryptedCache } from '../../core/platform/encrypted-cache.port'
import { fakeTime } from './fake-clock'
import { aCache, aStore, webCrypto } from './idb-fixtures'
import { MIN_PBKDF2_ITERATIONS } from '../../adapters/storage/cache-crypto'

const Deferred = suite('offline storage loaded on first use')

/** A loader that counts its calls and fails the first `failures` of them. */
const counting = <A>(make: () => Promise<A>, failures = 0) => {
  let calls = 0
  return {
    load: (): Promise<A> => {
      calls += 1
      return calls <= failures ? Promise.reject(new Error('chunk failed to load')) : make()
    },
    calls: () => calls,
  }
}

Deferred('nothing is loaded until a call needs the cache; a lock loads it (the kept keys are the loaded cache\'s to delete)', async () => {
  const { store } = await aStore()
  const loader = counting(async () => aCache(store, fakeTime()))
  const cache = deferredEncryptedCache(loader.load)
  assert.is(cache.isUnlocked(), false)
  assert.is(loader.calls(), 0)
  cache.lock()
  await cache.forgotten()
  assert.is(loader.calls(), 1)
  assert.equal(await cache.unlock('anna-demo')(), E.right(undefined))
  assert.is(cache.isUnlocked(), true)
  assert.equal(await cache.put('k', { a: 1 })(), E.right(undefined))
  assert.equal(await cache.get('k')(), E.right(O.some({ a: 1 })))
  assert.is(loader.calls(), 1, 'loaded once')
  cache.lock()
  assert.is(cache.isUnlocked(), false)
  assert.equal(E.isLeft(await cache.get('k')()), true, 'locked again: reads fail as on the real cache')
})

Deferred('a lock while the cache loads locks it once loaded', async () => {
  const { store } = await aStore()
  const real = aCache(store, fakeTime())
  await real.unlock('anna-demo')()
  let release: (c: EncryptedCache) => void = () => undefined
  const cache = deferredEncryptedCache(() => new Promise<EncryptedCache>((resolve) => (release = resolve)))
  const reading = cache.get('k')()
  cache.lock()
  release(real)
  await reading
  assert.is(real.isUnlocked(), false)
})

Deferred('a chunk that fails to load answers a storage error, and the next call loads it again', async () => {
  const { store } = await aStore()
  const loader = counting(async () => aCache(store, fakeTime()), 1)
  const cache = deferredEncryptedCache(loader.load)
  const failed = await cache.get('k')()
  assert.ok(E.isLeft(failed) && failed.left._tag === 'Storage')
  assert.equal(await cache.unlock('anna-demo')(), E.right(undefined))
  assert.is(loader.calls(), 2)
})

Deferred('offline credentials: stored after an online sign-in, compared at an offline one, through the stand-in', async () => {
  const { store } = await aStore()
  const loader = counting(async (): Promise<OfflineCredentialsPort> => createOfflineCredentials({ store, crypto: webCrypto, iterations: MIN_PBKDF2_ITERATIONS }))
  const offline = deferredOfflineCredentials(loader.load)
  assert.is(loader.calls(), 0)
  assert.equal(await offline.compareWithStoredHash('anna', 'secret')(), E.right('not-stored'))
  assert.equal(await offline.storePasswordHash('anna', 'secret')(), E.right(undefined))
  assert.equal(await offline.compareWithStoredHash('anna', 'secret')(), E.right('match'))
  assert.equal(await offline.compareWithStoredHash('anna', 'wrong')(), E.right('mismatch'))
  assert.is(loader.calls(), 1)
})

Deferred('offline credentials whose chunk fails to load: nothing is stored, an offline sign-in finds no stored password', async () => {
  const offline = deferredOfflineCredentials(() => Promise.reject(new Error('chunk failed to load')))
  assert.equal(await offline.storePasswordHash('anna', 'secret')(), E.right(undefined))
  assert.equal(await offline.compareWithStoredHash('anna', 'secret')(), E.right('not-stored'))
})

Deferred.run()
