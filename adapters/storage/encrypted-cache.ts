import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as O from 'fp-ts/Option'
import * as T from 'fp-ts/Task'
import * as TE from 'fp-ts/TaskEither'
import * as t from 'io-ts'
import { CACHE_EXPIRY_S, CACHE_LOW_STORAGE_EXPIRY_S, ENCRYPTION_SALT_BYTES } from '../../core/shared/constants'
import { decrypt, deriveCacheKeys, encrypt, entryId, randomBytes, type CacheKeys } from './cache-crypto'
import type { CacheStore } from './cache-store'
import { Bytes } from './bytes.codec'
import type { CacheError, EncryptedCache } from '../../core/platform/encrypted-cache.port'
import type { Clock } from '../../core/platform/clock.port'

/** What the cache needs: its store (IndexedDB), WebCrypto, the clock, and optionally the PBKDF2 iterations. */
export interface EncryptedCacheDeps {
  readonly store: CacheStore
  readonly crypto: Crypto
  readonly clock: Clock
  readonly iterations?: number
}

const SALT_KEY = 'cache-salt'
const SaltRecord = t.type({ salt: Bytes })
const Payload = t.type({ value: t.unknown })

const isQuotaError = (error: CacheError): boolean => error._tag === 'Storage' && error.name === 'QuotaExceededError'

/** Creates the cache, locked until {@link EncryptedCache.unlock}. Entries are AES-GCM with a random 12-byte IV, named by HMAC. */
export const createEncryptedCache = (deps: EncryptedCacheDeps): EncryptedCache => {
  let keys: CacheKeys | undefined
  const nowMs = () => deps.clock.now().epochMilliseconds

  const withKeys = <A>(f: (k: CacheKeys) => TE.TaskEither<CacheError, A>): TE.TaskEither<CacheError, A> =>
    keys === undefined ? TE.left({ _tag: 'CacheLocked' }) : f(keys)

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
          // Expired entries go at sign-in; a failed prune does not make the sign-in fail.
          return TE.fromTask(T.map(() => undefined)(removeOlderThan()))
        }),
      ),
    lock: () => {
      keys = undefined
    },
    isUnlocked: () => keys !== undefined,
    get,
    put,
    removeOlderThan,
  }
}
