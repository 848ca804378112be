import type * as O from 'fp-ts/Option'
import type * as TE from 'fp-ts/TaskEither'
import type { CryptoError, StorageError } from './storage-error'

/** Why a cache operation did nothing: no key (signed out), storage or crypto failure. */
export type CacheError = { readonly _tag: 'CacheLocked' } | StorageError | CryptoError

/**
 * The encrypted offline cache of SPEC section 7 ("persistType (use an encrypted local cache when offline)") and
 * section 4 ("Cached responses are removed when older than 7 days (604800 s), or older than 900 s when storage is
 * full and a retry is needed"). Locked until a proven password unlocks it.
 */
export interface EncryptedCache {
  /** Derives the keys from the login secret and the stored 32-byte salt (created on first use); prunes expired entries. */
  readonly unlock: (secret: string) => TE.TaskEither<CacheError, void>
  /**
   * Forgets the keys (logout, session expiry, user change, application lock), also the ones kept on this device for
   * the open session: nothing can be read or written until the next unlock.
   */
  readonly lock: () => void
  /**
   * Deletes the keys kept on this device for the session, this page keeps its own (the application lock and session
   * expiry: the screens stay under the sign-in overlay; a page opened later needs the password again).
   */
  readonly forget: () => void
  /** Settles once the kept keys of every `lock` so far are deleted (a page reload waits for it). */
  readonly forgotten: () => Promise<void>
  /**
   * A page opened on a session left open on this device: reads the keys kept for it (never after a `lock`).
   * Answers whether the cache is unlocked now.
   */
  readonly resume: () => TE.TaskEither<CacheError, boolean>
  readonly isUnlocked: () => boolean
  /** The value stored under `key`; none when absent or expired. Unreadable (wrong key, tampered) is a `Crypto` value. */
  readonly get: (key: string) => TE.TaskEither<CacheError, O.Option<unknown>>
  /** Stores `value` (JSON) under `key`; on QuotaExceededError prunes entries older than 900 s and retries once. */
  readonly put: (key: string, value: unknown) => TE.TaskEither<CacheError, void>
  /** Removes entries older than `maxAgeS` (default 7 days); answers how many. */
  readonly removeOlderThan: (maxAgeS?: number) => TE.TaskEither<CacheError, number>
}
