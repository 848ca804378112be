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

/** The NOTIFY channel of `sessions` (migration 014): the payload is the session id updated or deleted, `*` after a TRUNCATE. */
export const SESSIONS_CHANNEL = 'sessions'

/** The session id of a token, or null for a token that cannot be one (no database read then). */
export const sessionIdOf = (token: string): string | null => (TOKEN.test(token) ? idOf(token) : null)

/** A session row as stored: the session, and whether it was ended (logout). */
export interface StoredSession {
  readonly session: Session
  readonly ended: boolean
}

/** The stored session `id`, or null when there is none. */
export const readSession = async (db: Queryable, id: string): Promise<StoredSession | null> => {
  const rows = await db.query<{ id: string; username: string; crm_id: string; created_at: unknown; expires_at: unknown; ended: boolean }>(
    'SELECT id, username, crm_id, created_at, expires_at, ended_at IS NOT NULL AS ended FROM sessions WHERE id = $1',
    [id],
  )
  const row = rows[0]
  if (row === undefined) return null
  return {
    session: { id: row.id, username: row.username, crmId: row.crm_id, createdAt: instantOf(row.created_at), expiresAt: instantOf(row.expires_at) },
    ended: row.ended,
  }
}

/** What a stored session means at `now`: valid while `now` is before its expiry and it was not ended. */
export const lookupOf = (stored: StoredSession | null, now: Temporal.Instant): SessionLookup => {
  if (stored === null || stored.ended) return { _tag: 'Missing' }
  if (Temporal.Instant.compare(now, stored.session.expiresAt) >= 0) return { _tag: 'Expired' }
  return { _tag: 'Valid', session: stored.session }
}

/**
 * The session of a token at `now`, read from the database (inside a transaction, e.g. the login that
 * ends the previous session). Requests look sessions up through `session.cache.ts` instead.
 */
export const findSession = async (db: Queryable, token: string, now: Temporal.Instant): Promise<SessionLookup> => {
  const id = sessionIdOf(token)
  return id === null ? { _tag: 'Missing' } : lookupOf(await readSession(db, id), now)
}

/**
 * Extends a session to `now` + certValidity (SPEC section 4, "A renew is sent when user activity ... occurred");
 * the session cache forgets it after the commit.
 */
export const renewSession = async (db: Queryable, session: Session, now: Temporal.Instant, certValidityMinutes: number): Promise<Session> => {
  const expiresAt = now.add(lifetime(certValidityMinutes))
  await db.query('UPDATE sessions SET renewed_at = $2, expires_at = $3 WHERE id = $1 AND ended_at IS NULL', [
    session.id,
    now.toString(),
    expiresAt.toString(),
  ])
  db.announce(SESSIONS_CHANNEL, session.id)
  return { ...session, expiresAt }
}

/** Ends a session (logout); a later lookup of its token is `Missing` (the session cache forgets it after the commit). */
export const endSession = async (db: Queryable, sessionId: string, now: Temporal.Instant): Promise<void> => {
  await db.query('UPDATE sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL', [sessionId, now.toString()])
  db.announce(SESSIONS_CHANNEL, sessionId)
}

/** Minutes left of a session, rounded up (core `SessionInfo.remainingCertValidity` is in minutes). */
export const remainingMinutes = (session: Session, now: Temporal.Instant): number =>
  Math.max(0, Math.ceil(now.until(session.expiresAt).total({ unit: 'seconds' }) / 60))

/** Deletes sessions that expired or ended more than a day before `now`. */
export const purgeSessions = async (db: Queryable, now: Temporal.Instant): Promise<void> => {
  const cutoff = now.subtract({ hours: 24 }).toString()
  await db.query('DELETE FROM sessions WHERE expires_at < $1 OR ended_at < $1', [cutoff])
}
