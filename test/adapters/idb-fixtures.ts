import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { IDBFactory } from 'fake-indexeddb'
import { openIndexedDbCacheStore, type CacheStore } from '../../adapters/storage/cache-store'
import { createEncryptedCache } from '../../adapters/storage/encrypted-cache'
import { MIN_PBKDF2_ITERATIONS } from '../../adapters/storage/cache-crypto'
import type { FakeTime } from './fake-clock'
import type { StorageError } from '../../core/platform/storage-error'

/** Node's WebCrypto, typed as the DOM's. */
export const webCrypto: Crypto = globalThis.crypto

/** A fresh in-memory IndexedDB and the cache store opened on it. */
export const aStore = async (factory: IDBFactory = new IDBFactory()): Promise<{ factory: IDBFactory; store: CacheStore }> => {
  const opened = await openIndexedDbCacheStore(factory)()
  if (E.isLeft(opened)) throw new Error(`store did not open: ${opened.left.message}`)
  return { factory, store: opened.right }
}

/** An encrypted cache on `store` with the minimum PBKDF2 iterations (fast enough for tests). */
export const aCache = (store: CacheStore, time: FakeTime) =>
  createEncryptedCache({ store, crypto: webCrypto, clock: time.clock, iterations: MIN_PBKDF2_ITERATIONS })

/** A store whose first `failures` entry writes fail with QuotaExceededError; counts write attempts. */
export const quotaLimitedStore = (store: CacheStore, failures: number): CacheStore & { readonly attempts: () => number } => {
  let attempts = 0
  const quota: StorageError = { _tag: 'Storage', name: 'QuotaExceededError', message: 'The quota has been exceeded.' }
  return {
    ...store,
    putEntry: (entry) => {
      attempts += 1
      return attempts <= failures ? TE.left(quota) : store.putEntry(entry)
    },
    attempts: () => attempts,
  }
}

const request = <A>(r: IDBRequest<A>): Promise<A> =>
  new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result)
    r.onerror = () => reject(r.error)
  })

const bytesOf = (u: unknown, out: Uint8Array[]): void => {
  if (typeof u === 'string') {
    out.push(new TextEncoder().encode(u), new Uint8Array(Buffer.from(u, 'utf16le')))
  } else if (typeof u === 'number' || typeof u === 'boolean') {
    out.push(new TextEncoder().encode(String(u)))
  } else if (u instanceof Uint8Array) {
    out.push(u)
  } else if (u instanceof ArrayBuffer) {
    out.push(new Uint8Array(u))
  } else if (Array.isArray(u)) {
    for (const item of u) bytesOf(item, out)
  } else if (typeof u === 'object' && u !== null) {
    for (const [k, v] of Object.entries(u)) {
      bytesOf(k, out)
      bytesOf(v, out)
    }
  }
}

/** Every byte IndexedDB holds: database and store names, every key and every value, as byte strings. */
export const everyStoredByte = async (factory: IDBFactory): Promise<Uint8Array[]> => {
  const out: Uint8Array[] = []
  for (const info of await factory.databases()) {
    if (info.name === undefined) continue
    bytesOf(info.name, out)
    const db = await request(factory.open(info.name))
    for (const name of Array.from(db.objectStoreNames)) {
      bytesOf(name, out)
      const store = db.transaction(name, 'readonly').objectStore(name)
      bytesOf(await request(store.getAllKeys()), out)
      bytesOf(await request(store.getAll()), out)
    }
    db.close()
  }
  return out
}

/** Whether `needle` (UTF-8 or UTF-16LE, any case of ASCII letters) occurs in any of `chunks`. */
export const containsReadable = (chunks: ReadonlyArray<Uint8Array>, needle: string): boolean => {
  const forms = [needle, needle.toLowerCase(), needle.toUpperCase()].flatMap((s) => [
    Buffer.from(s, 'utf8'),
    Buffer.from(s, 'utf16le'),
  ])
  return chunks.some((chunk) => forms.some((form) => Buffer.from(chunk).includes(form)))
}
