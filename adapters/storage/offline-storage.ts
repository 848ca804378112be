import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import type { OfflineCredentialsPort } from '../../core/auth/auth.port'
import type { Clock } from '../../core/platform/clock.port'
import type { EncryptedCache } from '../../core/platform/encrypted-cache.port'
import type { StorageError } from '../../core/platform/storage-error'
import { deferredSecureStorage } from '../native/deferred'
import type { NativePlatform } from '../native/native-platform'
import { withSecureMeta } from '../native/secure-meta'
import { openIndexedDbCacheStore, type CacheStore } from './cache-store'
import { toStorageError } from './storage-error'
import { createEncryptedCache } from './encrypted-cache'
import { createOfflineCredentials } from './offline-credentials'
import { indexedDbSessionKeyStore } from './session-key.store'

/** What the offline storage needs: the browser window, the native platform inside the wrapper, the clock. */
export interface OfflineStorageDeps {
  readonly win: Window & typeof globalThis
  readonly native: Promise<NativePlatform | undefined> | undefined
  readonly clock: Clock
  /**
   * A session was left open on this device (the `onlineAuthorized` hint at start): the cache may read back the keys
   * kept for it. Without one, kept keys (a logout whose delete did not finish) are deleted at once.
   */
  readonly sessionOpen: boolean
}

/** The IndexedDB store (with the cache's key material in the Keychain / Keystore in the wrapper), the cache on it, the offline credentials. */
export interface OfflineStorage {
  readonly store: CacheStore
  readonly cache: EncryptedCache
  readonly offline: OfflineCredentialsPort
}

/** The IndexedDB store once open; every call waits for the opening (a failure answers a StorageError). */
const deferredStore = (opening: Promise<E.Either<StorageError, CacheStore>>): CacheStore => {
  const withStore = <A>(f: (store: CacheStore) => TE.TaskEither<StorageError, A>): TE.TaskEither<StorageError, A> =>
    TE.flatMap(() => opening, f)
  return {
    getEntry: (id) => withStore((s) => s.getEntry(id)),
    putEntry: (entry) => withStore((s) => s.putEntry(entry)),
    deleteEntry: (id) => withStore((s) => s.deleteEntry(id)),
    deleteOlderThan: (ms) => withStore((s) => s.deleteOlderThan(ms)),
    getMeta: (key) => withStore((s) => s.getMeta(key)),
    putMeta: (key, value) => withStore((s) => s.putMeta(key, value)),
  }
}

/**
 * The offline storage (SPEC section 4, offline cache login; section 7, persisted responses), built when
 * ui/container.ts first needs it: this module is a chunk of its own that the login form does not wait for (nothing
 * reads the cache or the stored password hash before someone signs in), loaded by the stand-ins of
 * `deferred-storage.ts`. Opens the IndexedDB database at once.
 */
export const createOfflineStorage = ({ win, native, clock, sessionOpen }: OfflineStorageDeps): OfflineStorage => {
  const entries = deferredStore(
    win.indexedDB === undefined
      ? Promise.resolve(E.left(toStorageError(new Error('IndexedDB is not available'))))
      : openIndexedDbCacheStore(win.indexedDB)(),
  )
  // In the wrapper the cache's key material (salts, the offline sign-in hash) goes to the Keychain / Keystore.
  const store = native === undefined ? entries : withSecureMeta(entries, deferredSecureStorage(native.then((platform) => platform?.secureStorage)))
  const sessionKey = win.indexedDB === undefined ? undefined : indexedDbSessionKeyStore(win.indexedDB)
  const cache = createEncryptedCache({ store, crypto: win.crypto, clock, ...(sessionKey === undefined ? {} : { sessionKey }) })
  if (!sessionOpen) cache.lock()
  const offline = createOfflineCredentials({ store, crypto: win.crypto, cache })
  return { store, cache, offline }
}
