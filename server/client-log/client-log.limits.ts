import type { Temporal } from 'temporal-polyfill'
import type { Db, Queryable } from '../db/db'

/**
 * Bounds of `POST idp/log`, so that no signed-in user can fill the disk: per session within the last
 * hour (messages and bytes), the length of one message, how long logs are kept, and the total they may take.
 */
export interface ClientLogLimits {
  readonly messagesPerSessionHour: number
  readonly bytesPerSessionHour: number
  /** A longer message is cut to this many characters (and says so). */
  readonly messageMaxChars: number
  readonly retentionDays: number
  readonly totalBytes: number
}

/** 1,000 messages and 512 KiB per session and hour, 4,096 characters per message, 30 days, 200 MiB in all. */
export const DEFAULT_CLIENT_LOG_LIMITS: ClientLogLimits = {
  messagesPerSessionHour: 1000,
  bytesPerSessionHour: 512 * 1024,
  messageMaxChars: 4096,
  retentionDays: 30,
  totalBytes: 200 * 1024 * 1024,
}

/** An arbitrary constant: with the session id's hash, the advisory lock under which one session's usage is checked and written. */
const LOG_LOCK = 7_240_033
const TOTAL_REFRESH_MS = 10_000
const CLEANUP_EVERY_MS = 60 * 60 * 1000

/** A refusal: the status, the error id's kind and the reason, with `Retry-After` seconds for the rate limit. */
export type LogRefusal =
  | { readonly _tag: 'SessionRate'; readonly reason: string; readonly retryAfterSeconds: number }
  | { readonly _tag: 'Quota'; readonly reason: string }

/** The usage keeper of one server: the session rate in the database, the total cached for 10 s, hourly clean-up. */
export const clientLogUsage = (db: Db, limits: ClientLogLimits) => {
  let total: { bytes: number; readAt: number } | null = null
  let lastCleanup = Number.NEGATIVE_INFINITY

  const totalBytes = async (nowMs: number): Promise<number> => {
    if (total === null || nowMs - total.readAt > TOTAL_REFRESH_MS) {
      const rows = await db.query<{ n: string }>('SELECT COALESCE(sum(bytes), 0)::text AS n FROM client_logs')
      total = { bytes: Number(rows[0]?.n ?? '0'), readAt: nowMs }
    }
    return total.bytes
  }

  /** Deletes logs older than the retention period (at most once an hour); resolves to the rows deleted. */
  const cleanUp = async (now: Temporal.Instant): Promise<number> => {
    if (now.epochMilliseconds - lastCleanup < CLEANUP_EVERY_MS) return 0
    lastCleanup = now.epochMilliseconds
    const rows = await db.query<{ n: number }>(
      'WITH gone AS (DELETE FROM client_logs WHERE received_at < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone',
      [now.subtract({ hours: 24 * limits.retentionDays }).toString()],
    )
    total = null
    return rows[0]?.n ?? 0
  }

  /**
   * Stores a batch of `bytes` with `write` unless it would pass a bound: the session's messages or bytes
   * within the last hour, or the total. Checked and written under one advisory lock, so parallel posts
   * of one session are counted too.
   */
  const store = async (
    sessionId: string,
    messages: number,
    bytes: number,
    now: Temporal.Instant,
    write: (tx: Queryable) => Promise<void>,
  ): Promise<LogRefusal | null> => {
    await cleanUp(now)
    const all = await totalBytes(now.epochMilliseconds)
    if (all + bytes > limits.totalBytes) {
      return { _tag: 'Quota', reason: `the server's client-log storage is full (${Math.round(limits.totalBytes / 1024 / 1024)} MiB): this batch is not stored` }
    }
    const refusal = await db.transaction(async (tx): Promise<LogRefusal | null> => {
      await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [LOG_LOCK, sessionId])
      const [used] = await tx.query<{ n: number; bytes: string; oldest: unknown }>(
        'SELECT count(*)::int AS n, COALESCE(sum(bytes), 0)::text AS bytes FROM client_logs WHERE session_id = $1 AND received_at > $2',
        [sessionId, now.subtract({ hours: 1 }).toString()],
      )
      const n = used?.n ?? 0
      const b = Number(used?.bytes ?? '0')
      if (n + messages > limits.messagesPerSessionHour || b + bytes > limits.bytesPerSessionHour) {
        const what = n + messages > limits.messagesPerSessionHour ? `${limits.messagesPerSessionHour} messages` : `${Math.round(limits.bytesPerSessionHour / 1024)} KiB`
        return { _tag: 'SessionRate', reason: `this session has sent its ${what} of log for the hour: send again later`, retryAfterSeconds: 600 }
      }
      await write(tx)
      return null
    })
    if (refusal === null && total !== null) total = { ...total, bytes: total.bytes + bytes }
    return refusal
  }

  return { store, cleanUp }
}

/** The usage keeper built by {@link clientLogUsage}. */
export type ClientLogUsage = ReturnType<typeof clientLogUsage>
