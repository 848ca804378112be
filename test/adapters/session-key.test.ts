// The cache key kept for the open session (adapters/storage/session-key.store.ts, docs/decisions.md): a page opened
// on a session left open reads its own copy without the password; after a lock (logout, session expiry, user change,
// application lock) the key is gone from IndexedDB and the copy is unreadable again.
import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { MIN_PBKDF2_ITERATIONS } from '../../adapters/storage/cache-crypto'
import { createEncryptedCache } from '../../adapters/storage/encrypted-cache'
import { indexedDbSessionKeyStore, SESSION_KEY_DATABASE, SESSION_KEY_RECORD, SESSION_KEY_STORE } from '../../adapters/storage/session-key.store'
import { fakeTime, type FakeTime } from './fake-clock'
import { aStore, webCrypto } from './idb-fixtures'
import type { CacheStore } from '../../adapters/storage/cache-store'

const KEY = 'GET https://crew.example.test/rest/pems/roster/C77123/events '
const VALUE = { success: true, result: { events: [{ id: 'E1' }] } }

/** A page's cache: the same IndexedDB (the device), a fresh cache object (a new page). */
const aPage = (factory: IDBFactory, store: CacheStore, time: FakeTime) =>
  createEncryptedCache({ store, crypto: webCrypto, clock: time.clock, iterations: MIN_PBKDF2_ITERATIONS, sessionKey: indexedDbSessionKeyStore(factory) })

/** The record as IndexedDB holds it, read outside the app. */
const keptRecord = async (factory: IDBFactory): Promise<unknown> => {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = factory.open(SESSION_KEY_DATABASE)
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error)
  })
  try {
    if (!db.objectStoreNames.contains(SESSION_KEY_STORE)) return undefined
    return await new Promise<unknown>((resolve, reject) => {
      const get = db.transaction(SESSION_KEY_STORE, 'readonly').objectStore(SESSION_KEY_STORE).get(SESSION_KEY_RECORD)
      get.onsuccess = () => resolve(get.result)
      get.onerror = () => reject(get.error)
    })
  } finally {
    db.close()
  }
}

const Kept = suite('the cache key kept while the session is open')

Kept('a password unlock keeps the key; the next page of the session reads the copy without the password', async () => {
  const { factory, store } = await aStore()
  const time = fakeTime()
  const first = aPage(factory, store, time)
  assert.equal(await first.unlock('anna-demo')(), E.right(undefined))
  assert.equal(await first.put(KEY, VALUE)(), E.right(undefined))
  await first.forgotten()

  const reopened = aPage(factory, store, time)
  assert.is(reopened.isUnlocked(), false)
  assert.equal(await reopened.get(KEY)(), E.right(O.some(VALUE)), 'read with the kept key')
  assert.is(reopened.isUnlocked(), true)
  assert.equal(await aPage(factory, store, time).resume()(), E.right(true))
})

Kept('the kept key is a non-extractable CryptoKey: its bytes cannot be exported', async () => {
  const { factory, store } = await aStore()
  const page = aPage(factory, store, fakeTime())
  await page.unlock('anna-demo')()
  await page.forgotten()
  const record = await keptRecord(factory)
  assert.ok(typeof record === 'object' && record !== null)
  for (const name of ['encryption', 'naming']) {
    const key: unknown = Reflect.get(record as object, name)
    assert.ok(key instanceof CryptoKey, `${name} is a CryptoKey`)
    assert.is((key as CryptoKey).extractable, false)
    let exported = true
    await webCrypto.subtle.exportKey('raw', key as CryptoKey).catch(() => (exported = false))
    assert.not.ok(exported, `${name} cannot be exported`)
  }
})

Kept('after a lock the key is gone from IndexedDB and a reopened page cannot read the copy', async () => {
  const { factory, store } = await aStore()
  const time = fakeTime()
  const page = aPage(factory, store, time)
  await page.unlock('anna-demo')()
  await page.put(KEY, VALUE)()
  page.lock()
  await page.forgotten()
  assert.is(await keptRecord(factory), undefined, 'no key in IndexedDB')
  assert.equal(await page.get(KEY)(), E.left({ _tag: 'CacheLocked' }), 'the page that locked does not read the key back')
  const reopened = aPage(factory, store, time)
  assert.equal(await reopened.get(KEY)(), E.left({ _tag: 'CacheLocked' }))
  assert.equal(await reopened.resume()(), E.right(false))
  // The password still opens it (offline sign-in derives the key again, SPEC section 4).
  await reopened.unlock('anna-demo')()
  assert.equal(await reopened.get(KEY)(), E.right(O.some(VALUE)))
})

Kept('a page that locks at once (no session open at start) deletes a key left behind', async () => {
  const { factory, store } = await aStore()
  const time = fakeTime()
  const page = aPage(factory, store, time)
  await page.unlock('anna-demo')()
  await page.forgotten()
  const next = aPage(factory, store, time)
  next.lock()
  await next.forgotten()
  assert.is(await keptRecord(factory), undefined)
})

Kept('a lock right after an unlock ends with no key kept (the writes keep their order)', async () => {
  const { factory, store } = await aStore()
  const page = aPage(factory, store, fakeTime())
  await page.unlock('anna-demo')()
  page.lock()
  await page.forgotten()
  assert.is(await keptRecord(factory), undefined)
})

Kept.run()
