import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as O from 'fp-ts/Option'
import * as T from 'fp-ts/Task'
import * as TE from 'fp-ts/TaskEither'
import * as t from 'io-ts'
import { CACHE_EXPIRY_S, CACHE_LOW_STORAGE_EXPIRY_S, ENCRYPTION_SALT_BYTES } from '../../core/shared/constants'
import { decrypt, deriveCacheKeys, encrypt, entryId, randomBytes, type CacheKeys } from './cache-crypto'
import type { CacheStore } from './cache-store'
import type { SessionKeyStore } from './session-key.store'
import { Bytes } from './bytes.codec'
import type { CacheError, EncryptedCache } from '../../core/platform/encrypted-cache.port'
import type { Clock } from '../../core/platform/clock.port'

/** What the cache needs: its store (IndexedDB), WebCrypto, the clock, and optionally the PBKDF2 iterations. */
export interface EncryptedCacheDeps {
  readonly store: CacheStore
  readonly crypto: Crypto
  readonly clock: Clock
  readonly iterations?: number
  /**
   * Where the keys stay while the session is open (docs/decisions.md): kept there by every unlock, used by a page
   * that opens on the session without the password, deleted by `lock`. Without it the keys live in memory only.
   */
  readonly sessionKey?: SessionKeyStore
}

const SALT_KEY = 'cache-salt'
const SaltRecord = t.type({ salt: Bytes })
const Payload = t.type({ value: t.unknown })

const isQuotaError = (error: CacheError): boolean => error._tag === 'Storage' && error.name === 'QuotaExceededError'

/**
 * Creates the cache, locked until {@link EncryptedCache.unlock} or, when the session's keys are kept on this device,
 * until they are read back (at the first call that needs them). Entries are AES-GCM with a random 12-byte IV, named by HMAC.
 */
export const createEncryptedCache = (deps: EncryptedCacheDeps): EncryptedCache => {
  let keys: CacheKeys | undefined
  // The kept keys may be read back until the first lock; after a lock only a proven password unlocks again.
  let mayResume = deps.sessionKey !== undefined
  let resuming: Promise<CacheKeys | undefined> | undefined
  // The writes of the kept keys, one after the other (a save, then a lock's delete, end in that order).
  let keeping: Promise<void> = Promise.resolve()
  const thenKeep = (write: (kept: SessionKeyStore) => TE.TaskEither<unknown, void>): void => {
    const kept = deps.sessionKey
    if (kept !== undefined) keeping = keeping.then(() => write(kept)()).then(() => undefined)
  }
  const nowMs = () => deps.clock.now().epochMilliseconds
  const forget = (): void => {
    mayResume = false
    thenKeep((kept) => kept.remove())
  }

  const resumed = (): Promise<CacheKeys | undefined> => {
    const kept = deps.sessionKey
    if (keys !== undefined || !mayResume || kept === undefined) return Promise.resolve(keys)
    resuming ??= kept.load()().then((found) => {
      resuming = undefined
      // A lock while reading wins: the keys read are not used.
      if (E.isRight(found) && found.right !== undefined && mayResume && keys === undefined) keys = found.right
      return keys
    })
    return resuming
  }

  const withKeys = <A>(f: (k: CacheKeys) => TE.TaskEither<CacheError, A>): TE.TaskEither<CacheError, A> =>
    keys !== undefined
      ? f(keys)
      : () => resumed().then((k) => (k === undefined ? E.left<CacheError, A>({ _tag: 'CacheLocked' }) : f(k)()))

  const salt: TE.TaskEither<CacheError, Uint8Array<ArrayBuffer>> = pipe(
    deps.store.getMeta(SALT_KEY),
    TE.chainW((u) =>
      pipe(
        SaltRecord.decode(u),
        E.match(
          () => {
            const fresh = randomBytes(deps.crypto, ENCRYPTION_SALT_BYTES)
            return TE.map(() => fresh)(deps.store.putMeta(SALT_KEY, { salt: fresh }))
          },
          (record) => TE.right(new Uint8Array(record.salt)),
        ),
      ),
    ),
  )

  const removeOlderThan = (maxAgeS: number = CACHE_EXPIRY_S) => deps.store.deleteOlderThan(nowMs() - maxAgeS * 1000)

  const get = (key: string): TE.TaskEither<CacheError, O.Option<unknown>> =>
    withKeys((k) =>
      pipe(
        TE.Do,
        TE.bind('id', () => entryId(deps.crypto, k, key)),
        TE.bindW('entry', ({ id }) => deps.store.getEntry(id)),
        TE.chainW(({ id, entry }): TE.TaskEither<CacheError, O.Option<unknown>> => {
          if (entry === undefined) return TE.right(O.none)
          if (entry.storedAt < nowMs() - CACHE_EXPIRY_S * 1000) return TE.map(() => O.none)(deps.store.deleteEntry(id))
          return pipe(
            decrypt(deps.crypto, k, id, entry),
            TE.map((json) => pipe(E.parseJSON(json, E.toError), E.chainW(Payload.decode), O.fromEither, O.map((p) => p.value))),
          )
        }),
      ),
    )

  const put = (key: string, value: unknown): TE.TaskEither<CacheError, void> =>
    withKeys((k) =>
      pipe(
        TE.Do,
        TE.bind('id', () => entryId(deps.crypto, k, key)),
        TE.bind('sealed', ({ id }) => encrypt(deps.crypto, k, id, JSON.stringify({ value }))),
        TE.chainW(({ id, sealed }) => {
          const write = () => deps.store.putEntry({ id, iv: sealed.iv, data: sealed.data, storedAt: nowMs() })
          return pipe(
            write(),
            TE.orElse((error) =>
              isQuotaError(error)
                ? pipe(
                    removeOlderThan(CACHE_LOW_STORAGE_EXPIRY_S),
                    TE.chain(write),
                  )
                : TE.left(error),
            ),
          )
        }),
      ),
    )

  return {
    unlock: (secret) =>
      pipe(
        salt,
        TE.chainW((s) => deriveCacheKeys(deps.crypto, secret, s, deps.iterations)),
        TE.chainW((derived) => {
          keys = derived
          mayResume = true
          // Kept for the next page of this session (best effort: without it that page asks for the password again).
          thenKeep((kept) => kept.save(derived))
          // Expired entries go at sign-in; a failed prune does not make the sign-in fail.
          return TE.fromTask(T.map(() => undefined)(removeOlderThan()))
        }),
      ),
    lock: () => {
      keys = undefined
      forget()
    },
    forget,
    forgotten: () => keeping,
    resume: () => () => resumed().then((k) => E.right(k !== undefined)),
    isUnlocked: () => keys !== undefined,
    get,
    put,
    removeOlderThan,
  }
}
