import { randomUUID } from 'node:crypto'
import type { Clock } from '../clock'
import type { Db } from '../db/db'
import { ERR } from './errors'
import { failure, type Reply } from './reply'
import { RETRY_AFTER_SECONDS } from './session-cap'

/**
 * Limits shared by every server process on one database (migration 037), on the security clock (real time,
 * never CREW_NOW). Each keeps an in-memory count of its own process only as a fast path that can refuse, never
 * allow: what one process counted is a part of what all of them counted, so refusing on it cannot raise a limit.
 */

/** Minute number of an instant on the security clock. */
const minuteOf = (clock: Clock): number => Math.floor(clock.now().epochMilliseconds / 60_000)

/**
 * A fixed one-minute window per key, counted in `rate_windows`: `allow(key, perMinute)` counts one request and
 * says whether it is within `perMinute` for the current minute, over every process. Past minutes are purged
 * (once a minute per process).
 */
export const sharedRateWindows = (db: Db, clock: Clock) => {
  let minute = -1
  const local = new Map<string, number>()
  return async (key: string, perMinute: number): Promise<boolean> => {
    const current = minuteOf(clock)
    if (current !== minute) {
      minute = current
      local.clear()
      await db.query('DELETE FROM rate_windows WHERE window_start < $1', [current - 1])
    }
    const mine = (local.get(key) ?? 0) + 1
    local.set(key, mine)
    if (mine > perMinute) return false
    // A later minute starts the key's count again; a process whose clock lags a little adds to the newer one.
    const [row] = await db.query<{ n: number }>(
      `INSERT INTO rate_windows (key, window_start, n) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         n = CASE WHEN EXCLUDED.window_start > rate_windows.window_start THEN 1 ELSE rate_windows.n + 1 END,
         window_start = GREATEST(rate_windows.window_start, EXCLUDED.window_start)
       RETURNING n`,
      [key, current],
    )
    return (row?.n ?? 1) <= perMinute
  }
}

/** A slot no process freed (it crashed mid-call) is free again after this long. */
export const CALL_SLOT_SECONDS = 60

const tooMany = (): Reply =>
  failure(429, ERR.tooManyRequests, 'Too many requests at once from this session: try again in a moment', { 'Retry-After': String(RETRY_AFTER_SECONDS) })

/**
 * At most `limit` calls of one session running at once over every process (see `sessionCap` for why): each call
 * takes one of the session's `limit` rows in `call_slots` (a free or expired one) before its work and frees it
 * after; with none free it is refused at once, 429 with `Retry-After`. The embedded database is opened by one
 * process only, so there the in-memory count is the whole count and no row is written.
 */
export const sharedSessionCap = (db: Db, limit: number, clock: Clock) => {
  const running = new Map<string, number>()
  const take = async (sessionId: string, holder: string): Promise<number | null> => {
    const now = clock.now()
    for (let slot = 1; slot <= limit; slot++) {
      const taken = await db.query<{ slot: number }>(
        `INSERT INTO call_slots (session_id, slot, holder, expires_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (session_id, slot) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
         WHERE call_slots.expires_at <= $5
         RETURNING slot`,
        [sessionId, slot, holder, now.add({ seconds: CALL_SLOT_SECONDS }).toString(), now.toString()],
      )
      if (taken.length > 0) return slot
    }
    return null
  }
  return async (sessionId: string, work: () => Promise<Reply>): Promise<Reply> => {
    const mine = running.get(sessionId) ?? 0
    if (mine >= limit) return tooMany()
    running.set(sessionId, mine + 1)
    try {
      if (db.kind === 'pglite') return await work()
      const holder = randomUUID()
      const slot = await take(sessionId, holder)
      if (slot === null) return tooMany()
      try {
        return await work()
      } finally {
        // Not freed (the database went away meanwhile): the slot frees itself after CALL_SLOT_SECONDS.
        await db.query('DELETE FROM call_slots WHERE session_id = $1 AND slot = $2 AND holder = $3', [sessionId, slot, holder]).catch(() => undefined)
      }
    } finally {
      const left = (running.get(sessionId) ?? 1) - 1
      if (left <= 0) running.delete(sessionId)
      else running.set(sessionId, left)
    }
  }
}
