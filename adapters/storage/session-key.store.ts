import * as TE from 'fp-ts/TaskEither'
import type { StorageError } from '../../core/platform/storage-error'
import type { CacheKeys } from './cache-crypto'
import { toStorageError } from './storage-error'

/**
 * Where the encrypted cache's keys stay while a session is open on this device (docs/decisions.md, "The cache key
 * lives as long as the session"): the two non-extractable WebCrypto keys themselves, as IndexedDB stores them (a
 * structured clone of a `CryptoKey` keeps it non-extractable: the page can use it, never read its bytes). Its own
 * database, so that deleting the key touches nothing else and the end-to-end tests can look for it by name.
 */
export interface SessionKeyStore {
  /** The keys kept for the open session; undefined when none. */
  readonly load: () => TE.TaskEither<StorageError, CacheKeys | undefined>
  readonly save: (keys: CacheKeys) => TE.TaskEither<StorageError, void>
  /** Deletes the kept keys (logout, session expiry, user change, application lock). */
  readonly remove: () => TE.TaskEither<StorageError, void>
}

/** The database, its object store and the record's key (test/e2e reads them to check the key is gone). */
export const SESSION_KEY_DATABASE = 'crew-duty-plan-session-key'
export const SESSION_KEY_STORE = 'keys'
export const SESSION_KEY_RECORD = 'cache'

const request = <A>(r: IDBRequest<A>): Promise<A> =>
  new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result)
    r.onerror = () => reject(r.error ?? new Error('request failed'))
  })

const committed = (tx: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error ?? new Error('transaction failed'))
    tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'))
  })

const isCryptoKey = (u: unknown): u is CryptoKey => typeof CryptoKey !== 'undefined' && u instanceof CryptoKey

const keysOf = (u: unknown): CacheKeys | undefined => {
  if (typeof u !== 'object' || u === null) return undefined
  const encryption: unknown = Reflect.get(u, 'encryption')
  const naming: unknown = Reflect.get(u, 'naming')
  // Only keys that cannot be read back as bytes are used (a record written otherwise is not ours).
  return isCryptoKey(encryption) && isCryptoKey(naming) && !encryption.extractable && !naming.extractable ? { encryption, naming } : undefined
}

/** The session key store on `factory` (the browser's IndexedDB). The database opens on first use, once. */
export const indexedDbSessionKeyStore = (factory: IDBFactory, name = SESSION_KEY_DATABASE): SessionKeyStore => {
  let opening: Promise<IDBDatabase> | undefined
  const db = (): Promise<IDBDatabase> => {
    if (opening !== undefined) return opening
    const open = factory.open(name, 1)
    open.onupgradeneeded = () => open.result.createObjectStore(SESSION_KEY_STORE)
    const started = request(open)
    opening = started
    started.catch(() => {
      if (opening === started) opening = undefined
    })
    return started
  }
  const write = (action: (s: IDBObjectStore) => void): TE.TaskEither<StorageError, void> =>
    TE.tryCatch(async () => {
      const tx = (await db()).transaction(SESSION_KEY_STORE, 'readwrite')
      action(tx.objectStore(SESSION_KEY_STORE))
      await committed(tx)
    }, toStorageError)
  return {
    load: () =>
      TE.tryCatch(async () => keysOf(await request((await db()).transaction(SESSION_KEY_STORE, 'readonly').objectStore(SESSION_KEY_STORE).get(SESSION_KEY_RECORD))), toStorageError),
    save: (keys) => write((s) => s.put({ encryption: keys.encryption, naming: keys.naming }, SESSION_KEY_RECORD)),
    remove: () => write((s) => s.delete(SESSION_KEY_RECORD)),
  }
}
