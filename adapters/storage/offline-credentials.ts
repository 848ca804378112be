import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as T from 'fp-ts/Task'
import * as TE from 'fp-ts/TaskEither'
import * as t from 'io-ts'
import type { OfflineCredentialsPort, StoredHashComparison } from '../../core/auth/auth.port'
import { ENCRYPTION_SALT_BYTES } from '../../core/shared/constants'
import { constantTimeEqual, effectiveIterations, pbkdf2, randomBytes } from './cache-crypto'
import type { CacheStore } from './cache-store'
import { Bytes } from './bytes.codec'
import type { EncryptedCache } from '../../core/platform/encrypted-cache.port'

const LOGIN_KEY = 'offline-login'
const HASH_BITS = 256
const LoginRecord = t.type({ salt: Bytes, hash: Bytes, iterations: t.number })

/** What the offline login needs: the cache's store, WebCrypto, the cache to unlock, PBKDF2 iterations. */
export interface OfflineCredentialsDeps {
  readonly store: CacheStore
  readonly crypto: Crypto
  /** Unlocked with the password whenever the password is proven (online login or offline match). */
  readonly cache?: EncryptedCache
  readonly iterations?: number
  /** Storage or crypto failures, for the client log (the port's error type has no storage case). */
  readonly onError?: (message: string) => void
}

/** The secret hashed: username and password, NUL-separated so `ab`+`c` and `a`+`bc` differ. */
const secretOf = (username: string, password: string): string => `${username}\u0000${password}`

/**
 * SPEC section 4, "Offline cache login: A stored password hash must exist (otherwise error 'not
 * stored') and must match (otherwise error 'failed')". The stored record is a salted slow hash
 * (PBKDF2-HMAC-SHA-256 of username and password, its own random 32-byte salt), never the password;
 * comparison is in constant time. One record: the last user who signed in online on this device.
 * A proven password also unlocks the encrypted cache, whose key lives in memory only.
 */
export const createOfflineCredentials = (deps: OfflineCredentialsDeps): OfflineCredentialsPort => {
  const unlockCache = (password: string): T.Task<void> =>
    deps.cache === undefined
      ? T.of(undefined)
      : pipe(
          deps.cache.unlock(password),
          TE.match(
            (e) => deps.onError?.(`offline cache unlock failed: ${e._tag}`),
            () => undefined,
          ),
        )

  const compare = (username: string, password: string): T.Task<StoredHashComparison> =>
    pipe(
      deps.store.getMeta(LOGIN_KEY),
      TE.chainEitherKW((u) => LoginRecord.decode(u)),
      TE.match(
        () => T.of<StoredHashComparison>('not-stored'),
        (record) =>
          pipe(
            pbkdf2(deps.crypto, secretOf(username, password), new Uint8Array(record.salt), HASH_BITS, record.iterations),
            TE.match(
              (): StoredHashComparison => 'mismatch',
              (hash): StoredHashComparison => (constantTimeEqual(hash, record.hash) ? 'match' : 'mismatch'),
            ),
          ),
      ),
      T.flatten,
    )

  const store = (username: string, password: string): T.Task<void> => {
    const salt = randomBytes(deps.crypto, ENCRYPTION_SALT_BYTES)
    return pipe(
      pbkdf2(deps.crypto, secretOf(username, password), salt, HASH_BITS, deps.iterations),
      TE.chainW((hash) => deps.store.putMeta(LOGIN_KEY, { salt, hash, iterations: effectiveIterations(deps.iterations) })),
      TE.match(
        (e) => deps.onError?.(`offline login hash not stored: ${e._tag}`),
        () => undefined,
      ),
    )
  }

  return {
    compareWithStoredHash: (username, password) =>
      pipe(
        compare(username, password),
        T.chainFirst((verdict) => (verdict === 'match' ? unlockCache(password) : T.of(undefined))),
        T.map(E.right),
      ),
    storePasswordHash: (username, password) =>
      pipe(
        store(username, password),
        T.chain(() => unlockCache(password)),
        T.map(E.right),
      ),
  }
}
