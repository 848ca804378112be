import { createHash, randomBytes } from 'node:crypto'
import { Temporal } from 'temporal-polyfill'
import { instantOf, type Queryable } from '../db/db'

/** A server session: who, and until when (ARCHITECTURE.md section 3, "the session lifetime is certValidity minutes"). */
export interface Session {
  /** SHA-256 of the token: the key in the database. The token itself is only in the cookie. */
  readonly id: string
  readonly username: string
  readonly crmId: string
  readonly createdAt: Temporal.Instant
  readonly expiresAt: Temporal.Instant
}

/** A token's session: valid, expired (certValidity passed without renew), or missing (unknown or logged out). */
export type SessionLookup =
  | { readonly _tag: 'Valid'; readonly session: Session }
  | { readonly _tag: 'Expired' }
  | { readonly _tag: 'Missing' }

const idOf = (token: string): string => createHash('sha256').update(token).digest('hex')

const lifetime = (certValidityMinutes: number): Temporal.Duration =>
  Temporal.Duration.from({ seconds: Math.round(certValidityMinutes * 60) })

/** Opens a session for a user; returns the token for the cookie (32 random bytes, base64url). */
export const createSession = async (
  db: Queryable,
  user: { readonly username: string; readonly crmId: string },
  now: Temporal.Instant,
  certValidityMinutes: number,
): Promise<{ readonly token: string; readonly session: Session }> => {
  const token = randomBytes(32).toString('base64url')
  const session: Session = {
    id: idOf(token),
    username: user.username,
    crmId: user.crmId,
    createdAt: now,
    expiresAt: now.add(lifetime(certValidityMinutes)),
  }
  await db.query('INSERT INTO sessions (id, username, crm_id, created_at, renewed_at, expires_at) VALUES ($1, $2, $3, $4, $4, $5)', [
    session.id,
    session.username,
    session.crmId,
    now.toString(),
    session.expiresAt.toString(),
  ])
  return { token, session }
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/

/**
 * Valid sessions read in the last few seconds, by id (the SHA-256 of the token, unique across servers).
 * Every signed-in client polls `roster/{crmId}/updates` every 15 s; without this each poll costs a
 * second database read. Renew and logout in this process update the cache at once; a logout handled
 * by another server process is seen here within SESSION_CACHE_TTL_MS. Expiry is still checked
 * against the clock on every call, so a cached session never outlives its certValidity.
 */
export const SESSION_CACHE_TTL_MS = 5_000
const SESSION_CACHE_MAX = 100_000
const sessionCache = new Map<string, { readonly session: Session; readonly at: number }>()

const remember = (session: Session): void => {
  sessionCache.delete(session.id)
  if (sessionCache.size >= SESSION_CACHE_MAX) {
    const oldest = sessionCache.keys().next()
    if (oldest.done !== true) sessionCache.delete(oldest.value)
  }
  sessionCache.set(session.id, { session, at: performance.now() })
}

const recalled = (id: string): Session | undefined => {
  const entry = sessionCache.get(id)
  if (entry === undefined) return undefined
  if (performance.now() - entry.at > SESSION_CACHE_TTL_MS) {
    sessionCache.delete(id)
    return undefined
  }
  return entry.session
}

const expiredAt = (session: Session, now: Temporal.Instant): boolean => Temporal.Instant.compare(now, session.expiresAt) >= 0

/** The session of a token at `now`: valid while `now` is before its expiry and it was not ended. */
export const findSession = async (db: Queryable, token: string, now: Temporal.Instant): Promise<SessionLookup> => {
  if (!TOKEN.test(token)) return { _tag: 'Missing' }
  const cached = recalled(idOf(token))
  if (cached !== undefined) return expiredAt(cached, now) ? { _tag: 'Expired' } : { _tag: 'Valid', session: cached }
  const rows = await db.query<{ id: string; username: string; crm_id: string; created_at: unknown; expires_at: unknown; ended: boolean }>(
    'SELECT id, username, crm_id, created_at, expires_at, ended_at IS NOT NULL AS ended FROM sessions WHERE id = $1',
    [idOf(token)],
  )
  const row = rows[0]
  if (row === undefined || row.ended) return { _tag: 'Missing' }
  const expiresAt = instantOf(row.expires_at)
  if (Temporal.Instant.compare(now, expiresAt) >= 0) return { _tag: 'Expired' }
  const session: Session = { id: row.id, username: row.username, crmId: row.crm_id, createdAt: instantOf(row.created_at), expiresAt }
  remember(session)
  return { _tag: 'Valid', session }
}

/** Extends a session to `now` + certValidity (SPEC section 4, "A renew is sent when user activity ... occurred"). */
export const renewSession = async (db: Queryable, session: Session, now: Temporal.Instant, certValidityMinutes: number): Promise<Session> => {
  const expiresAt = now.add(lifetime(certValidityMinutes))
  await db.query('UPDATE sessions SET renewed_at = $2, expires_at = $3 WHERE id = $1 AND ended_at IS NULL', [
    session.id,
    now.toString(),
    expiresAt.toString(),
  ])
  const renewed = { ...session, expiresAt }
  if (sessionCache.has(session.id)) remember(renewed)
  return renewed
}

/** Ends a session (logout); a later lookup of its token is `Missing`. */
export const endSession = async (db: Queryable, sessionId: string, now: Temporal.Instant): Promise<void> => {
  sessionCache.delete(sessionId)
  await db.query('UPDATE sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL', [sessionId, now.toString()])
}

/** Minutes left of a session, rounded up (core `SessionInfo.remainingCertValidity` is in minutes). */
export const remainingMinutes = (session: Session, now: Temporal.Instant): number =>
  Math.max(0, Math.ceil(now.until(session.expiresAt).total({ unit: 'seconds' }) / 60))

/** Deletes sessions that expired or ended more than a day before `now`. */
export const purgeSessions = async (db: Queryable, now: Temporal.Instant): Promise<void> => {
  const cutoff = now.subtract({ hours: 24 }).toString()
  await db.query('DELETE FROM sessions WHERE expires_at < $1 OR ended_at < $1', [cutoff])
}
