import type { Temporal } from 'temporal-polyfill'
import type { Db } from '../db/db'
import { notifiedCache, type NotifiedCache } from '../db/notified-cache'
import { lookupOf, readSession, SESSIONS_CHANNEL, sessionIdOf, type SessionLookup, type StoredSession } from './session.store'

/** The session lookup of every request (see {@link createSessionCache}). */
export interface SessionCache {
  /** The session of a token at `now`. */
  readonly find: (token: string, now: Temporal.Instant) => Promise<SessionLookup>
  readonly cache: NotifiedCache<StoredSession | null>
  /** Whether every lookup reads the database (PostgreSQL: several processes may share it), the cache unused. */
  readonly strict: boolean
}

/**
 * Sessions kept in memory by id (the SHA-256 of the token, unique across servers): every signed-in
 * client polls `roster/{crmId}/updates` every 15 s, and without this each poll costs a second database
 * read. Only open sessions are kept. Renew and logout announce the id after their commit, and the
 * `sessions` trigger of migration 014 NOTIFYs every UPDATE or DELETE, so a logout or renew done by
 * another server process is seen as soon as its notification arrives (`notified-cache.ts`).
 * Expiry is checked against the clock on every call, so a kept session never outlives its
 * certValidity; when the kept copy says Expired, the database is read once more, since another node
 * may have renewed it.
 *
 * Strict (the default on PostgreSQL, where several server processes may share the database): every lookup reads the
 * session row (one primary-key read) and nothing is kept, so a session ended by any process is refused by every other
 * from the moment its logout committed, with no notification window (issue 28 item 4: measured with the cache, 25 of
 * 120 first reads on another process still accepted a logged-out session, up to 134 ms). The embedded database is
 * opened by one process only, where the in-process announce after COMMIT already makes the cache exact.
 */
export const createSessionCache = (
  db: Db,
  options: { readonly maxEntries?: number; readonly ttlMs?: number; readonly strict?: boolean } = {},
): SessionCache => {
  const { strict = db.kind === 'postgres', ...sizes } = options
  const cache = notifiedCache<StoredSession | null>(db, {
    channel: SESSIONS_CHANNEL,
    load: (id) => readSession(db, id),
    keep: (stored) => stored !== null && !stored.ended,
    ...sizes,
  })
  return {
    cache,
    strict,
    find: async (token, now) => {
      const id = sessionIdOf(token)
      if (id === null) return { _tag: 'Missing' }
      if (strict) return lookupOf(await readSession(db, id), now)
      const kept = cache.peek(id)
      if (kept !== undefined) {
        const lookup = lookupOf(kept, now)
        if (lookup._tag !== 'Expired') return lookup
        cache.invalidate(id)
      }
      return lookupOf(await cache.get(id), now)
    },
  }
}
