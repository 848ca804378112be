import * as TE from 'fp-ts/TaskEither'
import type { StorageError } from '../../core/platform/storage-error'
import { toStorageError } from './storage-error'

/**
 * One stored cache entry. Only `storedAt` (when it was written, epoch ms, for expiry) is plain;
 * `id` is an HMAC of the cache key and `data` the AES-GCM ciphertext under the 12-byte `iv`.
 */
export interface StoredEntry {
  readonly id: string
  readonly iv: Uint8Array
  readonly data: Uint8Array
  readonly storedAt: number
}

/** The persistence under the encrypted cache: entries and a few meta records (salts, login hash). */
export interface CacheStore {
  readonly getEntry: (id: string) => TE.TaskEither<StorageError, StoredEntry | undefined>
  readonly putEntry: (entry: StoredEntry) => TE.TaskEither<StorageError, void>
  readonly deleteEntry: (id: string) => TE.TaskEither<StorageError, void>
  /** Deletes every entry stored before `epochMs`; answers how many. */
  readonly deleteOlderThan: (epochMs: number) => TE.TaskEither<StorageError, number>
  readonly getMeta: (key: string) => TE.TaskEither<StorageError, unknown>
  readonly putMeta: (key: string, value: unknown) => TE.TaskEither<StorageError, void>
}

const ENTRIES = 'entries'
const META = 'meta'
const BY_AGE = 'storedAt'

const done = (tx: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error ?? new Error('transaction failed'))
    tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'))
  })

const result = <A>(request: IDBRequest<A>): Promise<A> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('request failed'))
  })

const isStoredEntry = (u: unknown): u is StoredEntry =>
  typeof u === 'object' &&
  u !== null &&
  'id' in u && typeof u.id === 'string' &&
  'iv' in u && u.iv instanceof Uint8Array &&
  'data' in u && u.data instanceof Uint8Array &&
  'storedAt' in u && typeof u.storedAt === 'number'

/** Opens (creating on first use) the cache database: object stores `entries` (by `id`, indexed by age) and `meta`. */
export const openIndexedDbCacheStore = (factory: IDBFactory, name = 'crew-duty-plan-cache'): TE.TaskEither<StorageError, CacheStore> =>
  TE.tryCatch(async () => {
    const open = factory.open(name, 1)
    open.onupgradeneeded = () => {
      const db = open.result
      db.createObjectStore(ENTRIES, { keyPath: 'id' }).createIndex(BY_AGE, BY_AGE)
      db.createObjectStore(META)
    }
    const db = await result(open)
    const write = (store: string, action: (s: IDBObjectStore) => void): TE.TaskEither<StorageError, void> =>
      TE.tryCatch(() => {
        const tx = db.transaction(store, 'readwrite')
        action(tx.objectStore(store))
        return done(tx)
      }, toStorageError)
    const read = (store: string, key: string): TE.TaskEither<StorageError, unknown> =>
      TE.tryCatch(() => result<unknown>(db.transaction(store, 'readonly').objectStore(store).get(key)), toStorageError)
    return {
      getEntry: (id) => TE.map((u: unknown) => (isStoredEntry(u) ? u : undefined))(read(ENTRIES, id)),
      putEntry: (entry) => write(ENTRIES, (s) => s.put(entry)),
      deleteEntry: (id) => write(ENTRIES, (s) => s.delete(id)),
      deleteOlderThan: (epochMs) =>
        TE.tryCatch(async () => {
          const tx = db.transaction(ENTRIES, 'readwrite')
          const cursorRequest = tx.objectStore(ENTRIES).index(BY_AGE).openCursor()
          let deleted = 0
          cursorRequest.onsuccess = () => {
            const cursor = cursorRequest.result
            if (cursor === null) return
            const value: unknown = cursor.value
            if (!isStoredEntry(value) || value.storedAt >= epochMs) return
            cursor.delete()
            deleted += 1
            cursor.continue()
          }
          await done(tx)
          return deleted
        }, toStorageError),
      getMeta: (key) => read(META, key),
      putMeta: (key, value) => write(META, (s) => s.put(value, key)),
    }
  }, toStorageError)
