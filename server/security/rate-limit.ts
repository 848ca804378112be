import { Temporal } from 'temporal-polyfill'
import type { LoginLimits } from '../config'
import { instantOf, type Queryable } from '../db/db'

/** Who tries to log in: the user name as typed (lower-cased here) and the client address. */
export interface LoginAttempt {
  readonly username: string
  readonly clientAddress: string
}

/** Either login may be tried, or it is blocked until `retryAfterSeconds` have passed. */
export type LoginGate = { readonly _tag: 'Open' } | { readonly _tag: 'Blocked'; readonly retryAfterSeconds: number }

const keyOf = (username: string): string => username.trim().toLowerCase()

const retryAfter = (oldest: unknown, limits: LoginLimits, now: Temporal.Instant): number => {
  const free = instantOf(oldest).add({ minutes: limits.windowMinutes })
  return Math.max(1, Math.ceil(now.until(free).total({ unit: 'seconds' })))
}

/**
 * Whether a login may be tried (issue 3: "Login failures are rate-limited per user and per client
 * address"): blocked once a user name has `failuresPerUser` failures in the window since its last
 * success, or an address has `failuresPerAddress` failures in the window. Unknown user names count
 * alike, so the limit does not reveal whether a user exists. Checked before the password.
 */
export const loginGate = async (db: Queryable, attempt: LoginAttempt, limits: LoginLimits, now: Temporal.Instant): Promise<LoginGate> => {
  const since = now.subtract({ minutes: limits.windowMinutes }).toString()
  const [user] = await db.query<{ failures: number; oldest: unknown }>(
    `SELECT count(*)::int AS failures, min(attempted_at) AS oldest FROM login_attempts
      WHERE username = $1 AND NOT succeeded AND attempted_at > $2
        AND attempted_at > COALESCE((SELECT max(attempted_at) FROM login_attempts WHERE username = $1 AND succeeded), '-infinity'::timestamptz)`,
    [keyOf(attempt.username), since],
  )
  if (user !== undefined && user.failures >= limits.failuresPerUser) return { _tag: 'Blocked', retryAfterSeconds: retryAfter(user.oldest, limits, now) }
  const [address] = await db.query<{ failures: number; oldest: unknown }>(
    'SELECT count(*)::int AS failures, min(attempted_at) AS oldest FROM login_attempts WHERE client_address = $1 AND NOT succeeded AND attempted_at > $2',
    [attempt.clientAddress, since],
  )
  if (address !== undefined && address.failures >= limits.failuresPerAddress) {
    return { _tag: 'Blocked', retryAfterSeconds: retryAfter(address.oldest, limits, now) }
  }
  return { _tag: 'Open' }
}

/** Records the outcome of a login that was tried (a blocked attempt is not recorded). */
export const recordLoginAttempt = async (db: Queryable, attempt: LoginAttempt, succeeded: boolean, now: Temporal.Instant): Promise<void> => {
  await db.query('INSERT INTO login_attempts (username, client_address, attempted_at, succeeded) VALUES ($1, $2, $3, $4)', [
    keyOf(attempt.username),
    attempt.clientAddress,
    now.toString(),
    succeeded,
  ])
}

/** Deletes attempts older than a day before `now`. */
export const purgeLoginAttempts = async (db: Queryable, now: Temporal.Instant): Promise<void> => {
  await db.query('DELETE FROM login_attempts WHERE attempted_at < $1', [now.subtract({ hours: 24 }).toString()])
}
