import { createHash } from 'node:crypto'
import { Temporal } from 'temporal-polyfill'
import type { LoginLimits } from '../config'
import { instantOf, type Db, type Queryable } from '../db/db'

/** Who tries to log in: the user name as typed (lower-cased here) and the client address. */
export interface LoginAttempt {
  readonly username: string
  readonly clientAddress: string
}

/** What a lockout locks: one user name from one address, or one address whatever the user names. */
export type LockoutKind = 'user-address' | 'address'

/** A lockout just taken, for the log. */
export interface Lockout {
  readonly kind: LockoutKind
  readonly level: number
  readonly seconds: number
}

/**
 * Either the attempt is reserved (`attemptId`, settled later by {@link settleLoginAttempt}), or it is
 * refused until `retryAfterSeconds` have passed; `lockout` when this very attempt took a new lockout.
 */
export type LoginGate =
  | { readonly _tag: 'Open'; readonly attemptId: string }
  | { readonly _tag: 'Blocked'; readonly retryAfterSeconds: number; readonly kind: LockoutKind; readonly lockout?: Lockout }

/** An arbitrary constant: the advisory lock under which login attempts are checked and reserved. */
const LOGIN_LOCK = 7_240_032
const DAY_SECONDS = 24 * 60 * 60

const keyOf = (username: string): string => username.trim().toLowerCase()

/** A short one-way name of a user for the log (the log carries no user names). */
export const userTag = (username: string): string => `user#${createHash('sha256').update(keyOf(username)).digest('hex').slice(0, 12)}`

type LockRow = {
  readonly key: string
  readonly level: number
  readonly locked_until: unknown
  readonly after_id: string
}

const secondsUntil = (now: Temporal.Instant, until: Temporal.Instant): number => Math.max(1, Math.ceil(now.until(until).total({ unit: 'seconds' })))

/** `base` minutes doubled for each level past the first, at most a day. */
const lockSeconds = (baseMinutes: number, level: number): number => Math.min(DAY_SECONDS, Math.round(baseMinutes * 60 * 2 ** Math.min(level - 1, 20)))

const countOf = async (tx: Queryable, sql: string, params: ReadonlyArray<unknown>): Promise<number> =>
  (await tx.query<{ n: number }>(sql, params))[0]?.n ?? 0

const lock = async (tx: Queryable, key: string, level: number, seconds: number, now: Temporal.Instant): Promise<void> => {
  await tx.query(
    `INSERT INTO login_lockouts (key, level, locked_until, after_id)
     VALUES ($1, $2, $3, (SELECT COALESCE(max(id), 0) FROM login_attempts))
     ON CONFLICT (key) DO UPDATE SET level = EXCLUDED.level, locked_until = EXCLUDED.locked_until, after_id = EXCLUDED.after_id`,
    [key, level, now.add({ seconds }).toString()],
  )
}

/**
 * Checks and reserves one login attempt atomically, before the password is hashed, in the database (so
 * the limits hold for parallel guesses and across server processes). Reserved attempts count as
 * failures until settled. Attempts are counted by their id (a monotonic sequence), windows and lockouts
 * by `now` of the security clock (real time, never CREW_NOW):
 * - per address on volume: `failuresPerAddress` failures from one address within `windowMinutes` (any
 *   user names, unknown ones alike) lock the address for `windowMinutes`, doubling for each further
 *   lockout within a day;
 * - per (user, address): `failuresPerUser` failures of one user name from one address since its last
 *   success there lock that pair for `lockoutMinutes`; after a lockout one more failure locks it again
 *   for twice as long (exponential back-off), until a success. The same user from another address is not
 *   locked, so nobody can lock a captain out before a duty by guessing from elsewhere.
 */
export const reserveLoginAttempt = async (db: Db, attempt: LoginAttempt, limits: LoginLimits, now: Temporal.Instant): Promise<LoginGate> =>
  db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOGIN_LOCK])
    const user = keyOf(attempt.username)
    const address = attempt.clientAddress
    const pairKey = `pair:${user}\n${address}`
    const addressKey = `address:${address}`
    const locks = await tx.query<LockRow>('SELECT key, level, locked_until, after_id::text AS after_id FROM login_lockouts WHERE key = ANY($1::text[])', [[pairKey, addressKey]])
    const addressLock = locks.find((l) => l.key === addressKey)
    const pairLock = locks.find((l) => l.key === pairKey)
    for (const [row, kind] of [[addressLock, 'address'], [pairLock, 'user-address']] as const) {
      if (row === undefined) continue
      const until = instantOf(row.locked_until)
      if (Temporal.Instant.compare(until, now) > 0) return { _tag: 'Blocked', retryAfterSeconds: secondsUntil(now, until), kind }
    }
    const since = now.subtract({ minutes: limits.windowMinutes }).toString()
    const recent = (row: LockRow | undefined): row is LockRow =>
      row !== undefined && Temporal.Instant.compare(instantOf(row.locked_until).add({ seconds: DAY_SECONDS }), now) > 0

    const addressFailures = await countOf(
      tx,
      'SELECT count(*)::int AS n FROM login_attempts WHERE client_address = $1 AND NOT succeeded AND attempted_at > $2 AND id > $3::bigint',
      [address, since, recent(addressLock) ? addressLock.after_id : '0'],
    )
    if (addressFailures >= limits.failuresPerAddress) {
      const level = recent(addressLock) ? addressLock.level + 1 : 1
      const seconds = lockSeconds(limits.windowMinutes, level)
      await lock(tx, addressKey, level, seconds, now)
      return { _tag: 'Blocked', retryAfterSeconds: seconds, kind: 'address', lockout: { kind: 'address', level, seconds } }
    }

    const [last] = await tx.query<{ id: string }>(
      'SELECT COALESCE(max(id), 0)::text AS id FROM login_attempts WHERE username = $1 AND client_address = $2 AND succeeded',
      [user, address],
    )
    const lastSuccess = Number(last?.id ?? '0')
    const continuing = recent(pairLock) && Number(pairLock.after_id) >= lastSuccess
    const after = continuing ? pairLock.after_id : String(lastSuccess)
    const pairFailures = await countOf(
      tx,
      'SELECT count(*)::int AS n FROM login_attempts WHERE username = $1 AND client_address = $2 AND NOT succeeded AND attempted_at > $3 AND id > $4::bigint',
      [user, address, since, after],
    )
    if (pairFailures >= (continuing ? 1 : limits.failuresPerUser)) {
      const level = continuing ? pairLock.level + 1 : 1
      const seconds = lockSeconds(limits.lockoutMinutes, level)
      await lock(tx, pairKey, level, seconds, now)
      return { _tag: 'Blocked', retryAfterSeconds: seconds, kind: 'user-address', lockout: { kind: 'user-address', level, seconds } }
    }
    const [row] = await tx.query<{ id: string }>(
      'INSERT INTO login_attempts (username, client_address, attempted_at, succeeded, pending) VALUES ($1, $2, $3, false, true) RETURNING id::text AS id',
      [user, address, now.toString()],
    )
    if (row === undefined) throw new Error('login attempt not reserved')
    return { _tag: 'Open', attemptId: row.id }
  })

/** Settles a reserved attempt: a success ends the count of its (user, address) pair; a failure keeps counting. */
export const settleLoginAttempt = async (db: Queryable, attemptId: string, succeeded: boolean): Promise<void> => {
  await db.query('UPDATE login_attempts SET pending = false, succeeded = $2 WHERE id = $1::bigint', [attemptId, succeeded])
}

/** Deletes attempts older than a day before `now` and lockouts that ended more than a day ago. */
export const purgeLoginAttempts = async (db: Queryable, now: Temporal.Instant): Promise<void> => {
  const cutoff = now.subtract({ hours: 24 }).toString()
  await db.query('DELETE FROM login_attempts WHERE attempted_at < $1', [cutoff])
  await db.query('DELETE FROM login_lockouts WHERE locked_until < $1', [cutoff])
}
