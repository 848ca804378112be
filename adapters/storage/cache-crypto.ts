import * as TE from 'fp-ts/TaskEither'
import type { CryptoError } from '../../core/platform/storage-error'

/**
 * PBKDF2-HMAC-SHA-256 iterations. OWASP's current figure for SHA-256 is 600 000; never fewer than
 * {@link MIN_PBKDF2_ITERATIONS} (a caller asking for fewer gets the minimum).
 */
export const DEFAULT_PBKDF2_ITERATIONS = 600_000
export const MIN_PBKDF2_ITERATIONS = 210_000
/** AES-GCM IV length: 12 random bytes per entry. */
export const IV_BYTES = 12

/** The keys derived from the login secret, held in memory only and not extractable. */
export interface CacheKeys {
  readonly encryption: CryptoKey
  readonly naming: CryptoKey
}

const toCryptoError = (cause: unknown): CryptoError => ({
  _tag: 'Crypto',
  message: cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause),
})

const utf8 = (s: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(s)
/** The iterations actually used for a requested count: the default when none, never below the minimum. */
export const effectiveIterations = (n: number | undefined): number => Math.max(MIN_PBKDF2_ITERATIONS, n ?? DEFAULT_PBKDF2_ITERATIONS)

/** `n` random bytes from the platform CSPRNG. */
export const randomBytes = (crypto: Crypto, n: number): Uint8Array<ArrayBuffer> => crypto.getRandomValues(new Uint8Array(n))

/** PBKDF2-HMAC-SHA-256 of `secret` under `salt`, `bits` long. */
export const pbkdf2 = (
  crypto: Crypto,
  secret: string,
  salt: Uint8Array<ArrayBuffer>,
  bits: number,
  iterations?: number,
): TE.TaskEither<CryptoError, Uint8Array<ArrayBuffer>> =>
  TE.tryCatch(async () => {
    const base = await crypto.subtle.importKey('raw', utf8(secret), 'PBKDF2', false, ['deriveBits'])
    const derived = await crypto.subtle.deriveBits(
      { name: 'PBKDF2', salt, iterations: effectiveIterations(iterations), hash: 'SHA-256' },
      base,
      bits,
    )
    return new Uint8Array(derived)
  }, toCryptoError)

/**
 * Derives the cache keys from the login secret and the stored salt: 512 PBKDF2 bits, the first
 * half an AES-GCM-256 key, the second an HMAC-SHA-256 key for entry names. Both are
 * non-extractable; the raw bits are wiped.
 */
export const deriveCacheKeys = (
  crypto: Crypto,
  secret: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations?: number,
): TE.TaskEither<CryptoError, CacheKeys> =>
  TE.chain((bits: Uint8Array<ArrayBuffer>) =>
    TE.tryCatch(async () => {
      try {
        const encryption = await crypto.subtle.importKey('raw', bits.slice(0, 32), 'AES-GCM', false, ['encrypt', 'decrypt'])
        const naming = await crypto.subtle.importKey('raw', bits.slice(32, 64), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
        return { encryption, naming }
      } finally {
        bits.fill(0)
      }
    }, toCryptoError),
  )(pbkdf2(crypto, secret, salt, 512, iterations))

/** The stored name of a cache key: hex HMAC-SHA-256, so no URL (with a crmId or a name) is stored in plain text. */
export const entryId = (crypto: Crypto, keys: CacheKeys, cacheKey: string): TE.TaskEither<CryptoError, string> =>
  TE.tryCatch(async () => {
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', keys.naming, utf8(cacheKey)))
    return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('')
  }, toCryptoError)

/** AES-GCM encryption of `plaintext` under a fresh random 12-byte IV, bound to `id` as additional data. */
export const encrypt = (
  crypto: Crypto,
  keys: CacheKeys,
  id: string,
  plaintext: string,
): TE.TaskEither<CryptoError, { readonly iv: Uint8Array<ArrayBuffer>; readonly data: Uint8Array<ArrayBuffer> }> =>
  TE.tryCatch(async () => {
    const iv = randomBytes(crypto, IV_BYTES)
    const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: utf8(id) }, keys.encryption, utf8(plaintext))
    return { iv, data: new Uint8Array(data) }
  }, toCryptoError)

/** Decrypts an entry; a wrong key, another entry's id or tampered bytes fail as a `Crypto` value. */
export const decrypt = (
  crypto: Crypto,
  keys: CacheKeys,
  id: string,
  entry: { readonly iv: Uint8Array; readonly data: Uint8Array },
): TE.TaskEither<CryptoError, string> =>
  TE.tryCatch(async () => {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: new Uint8Array(entry.iv), additionalData: utf8(id) },
      keys.encryption,
      new Uint8Array(entry.data),
    )
    return new TextDecoder().decode(plain)
  }, toCryptoError)

/** Compares two byte strings in time independent of where they differ (lengths are not secret). */
export const constantTimeEqual = (a: Uint8Array, b: Uint8Array): boolean => {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return diff === 0
}
