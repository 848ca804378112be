import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { OfflineCredentialsPort } from '../../core/auth/auth.port'
import type { CacheError, EncryptedCache } from '../../core/platform/encrypted-cache.port'
import { toStorageError } from './storage-error'

/**
 * Stand-ins for the offline storage (`offline-storage.ts`, a chunk of its own): bound at once, they load it on the
 * first call that needs it and forward every call. A chunk that fails to load answers a StorageError (the cache
 * then misses, and an offline sign-in finds no stored password), and the next call loads it again.
 */
export const lazyLoader = <A>(
  load: () => Promise<A>,
): { readonly get: () => Promise<A>; readonly loaded: () => A | undefined; readonly loading: () => Promise<A> | undefined } => {
  let loading: Promise<A> | undefined
  let value: A | undefined
  return {
    get: () => {
      if (loading !== undefined) return loading
      const started = load().then((a) => (value = a))
      loading = started
      started.catch(() => {
        if (loading === started) loading = undefined
      })
      return started
    },
    loaded: () => value,
    loading: () => loading,
  }
}

/**
 * The encrypted cache, loaded on first use. Until then it is locked; a `lock()` loads it (the keys kept on this
 * device for the session are deleted by the cache itself) and locks it once loaded.
 */
export const deferredEncryptedCache = (load: () => Promise<EncryptedCache>): EncryptedCache => {
  const cache = lazyLoader(load)
  const later =
    <A>(f: (c: EncryptedCache) => TE.TaskEither<CacheError, A>): TE.TaskEither<CacheError, A> =>
    () =>
      cache.get().then(
        (c) => f(c)(),
        (error: unknown) => E.left(toStorageError(error)),
      )
  let locking: Promise<void> | undefined
  return {
    unlock: (secret) => later((c) => c.unlock(secret)),
    lock: () => {
      const loaded = cache.loaded()
      if (loaded !== undefined) return loaded.lock()
      const started = cache.get().then((c) => c.lock(), () => undefined)
      locking = started
    },
    forget: () => {
      const loaded = cache.loaded()
      if (loaded !== undefined) return loaded.forget()
      const started = cache.get().then((c) => c.forget(), () => undefined)
      locking = started
    },
    forgotten: () => {
      const loaded = cache.loaded()
      if (loaded !== undefined) return loaded.forgotten()
      return (locking ?? Promise.resolve()).then(() => cache.loaded()?.forgotten())
    },
    resume: () => later((c) => c.resume()),
    isUnlocked: () => cache.loaded()?.isUnlocked() ?? false,
    get: (key) => later((c) => c.get(key)),
    put: (key, value) => later((c) => c.put(key, value)),
    removeOlderThan: (maxAgeS) => later((c) => c.removeOlderThan(maxAgeS)),
  }
}

/** The offline credentials, loaded on first use; a load that fails finds no stored password and stores none. */
export const deferredOfflineCredentials = (load: () => Promise<OfflineCredentialsPort>): OfflineCredentialsPort => {
  const credentials = lazyLoader(load)
  return {
    compareWithStoredHash: (username, password) => () =>
      credentials.get().then(
        (c) => c.compareWithStoredHash(username, password)(),
        () => E.right('not-stored' as const),
      ),
    storePasswordHash: (username, password) => () =>
      credentials.get().then(
        (c) => c.storePasswordHash(username, password)(),
        () => E.right(undefined),
      ),
  }
}
