import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/** scrypt cost parameters: N = 2^15, r = 8, p = 1 (32 MiB, about 0.1 s). */
export interface ScryptParams {
  readonly N: number
  readonly r: number
  readonly p: number
}

/** The production cost: 32 MiB of memory and about 0.1 s per hash or verification. */
export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 15, r: 8, p: 1 }
const KEY_BYTES = 32
const SALT_BYTES = 16

const derive = (password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, { ...params, maxmem: 256 * params.N * params.r }, (error, key) =>
      error === null ? resolve(key) : reject(error),
    ),
  )

/**
 * A password hash `scrypt$N$r$p$salt$hash` (base64) with a fresh random salt per hash
 * (ARCHITECTURE.md section 3: "Passwords are stored only as scrypt (or argon2) hashes").
 * The parameters travel with the hash, so they can be raised without breaking stored ones.
 */
export const hashPassword = async (password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<string> => {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, params)
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$')
}

const PARSE = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/

/**
 * True when `password` matches `stored`, compared in constant time. A malformed stored hash
 * never matches (false, not an exception).
 */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const m = PARSE.exec(stored)
  if (m === null) return false
  const params = { N: Number(m[1]), r: Number(m[2]), p: Number(m[3]) }
  const expected = Buffer.from(m[5] ?? '', 'base64')
  if (expected.length !== KEY_BYTES) return false
  const key = await derive(password, Buffer.from(m[4] ?? '', 'base64'), params).catch(() => null)
  return key !== null && timingSafeEqual(key, expected)
}

const dummies = new Map<string, Promise<string>>()

/**
 * Spends the same time as a real verification at cost `params`, for an unknown user, so that
 * timing does not reveal whether a user exists.
 */
export const verifyAgainstDummy = async (password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<false> => {
  const key = `${params.N}/${params.r}/${params.p}`
  const dummy = dummies.get(key) ?? hashPassword('not a password of anyone', params)
  dummies.set(key, dummy)
  await verifyPassword(password, await dummy)
  return false
}
