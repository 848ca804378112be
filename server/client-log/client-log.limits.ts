import type { Temporal } from 'temporal-polyfill'
import type { Db, Queryable } from '../db/db'

/**
 * Bounds of `POST idp/log`, so that no signed-in user can fill the disk: per crew member within the last hour
 * (messages and bytes, whatever the session: signing in again gives no new share), the same per client address,
 * each crew member's share of everything kept, the length of one message, how long logs are kept, and the total.
 */
export interface ClientLogLimits {
  readonly messagesPerCrewHour: number
  readonly bytesPerCrewHour: number
  /** One client address, whoever signs in from it (several crew members on one device or network: four shares). */
  readonly bytesPerAddressHour: number
  /** What one crew member's logs may take in all, within the retention period. */
  readonly bytesPerCrew: number
  /** A longer message is cut to this many characters (and says so). */
  readonly messageMaxChars: number
  readonly retentionDays: number
  readonly totalBytes: number
}

/**
 * 1,000 messages and 512 KiB per crew member and hour, 2 MiB per address and hour, 4 MiB per crew member in all,
 * 4,096 characters per message, 30 days, 200 MiB in all: filling the total takes 50 crew members' accounts.
 */
export const DEFAULT_CLIENT_LOG_LIMITS: ClientLogLimits = {
  messagesPerCrewHour: 1000,
  bytesPerCrewHour: 512 * 1024,
  bytesPerAddressHour: 2 * 1024 * 1024,
  bytesPerCrew: 4 * 1024 * 1024,
  messageMaxChars: 4096,
  retentionDays: 30,
  totalBytes: 200 * 1024 * 1024,
}

/** An arbitrary constant: with the crmId's hash, the advisory lock under which one crew member's usage is checked and written. */
const LOG_LOCK = 7_240_033
const TOTAL_REFRESH_MS = 10_000
const CLEANUP_EVERY_MS = 60 * 60 * 1000

/** A refusal: the status, the error id's kind and the reason, with `Retry-After` seconds for the rate limit. */
export type LogRefusal =
  | { readonly _tag: 'Rate'; readonly reason: string; readonly retryAfterSeconds: number }
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
   * Stores a batch of `bytes` with `write` unless it would pass a bound: the crew member's messages or bytes within
   * the last hour, the client address's bytes within the last hour, the crew member's share of everything kept, or
   * the total. Checked and written under an advisory lock per crew member, so parallel posts are counted too.
   */
  const store = async (
    who: { readonly crmId: string; readonly addressTag: string },
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
    const hourAgo = now.subtract({ hours: 1 }).toString()
    const refusal = await db.transaction(async (tx): Promise<LogRefusal | null> => {
      await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [LOG_LOCK, who.crmId])
      const [used] = await tx.query<{ n: number; bytes: string; hour_bytes: string }>(
        `SELECT count(*) FILTER (WHERE received_at > $2)::int AS n, COALESCE(sum(bytes) FILTER (WHERE received_at > $2), 0)::text AS hour_bytes,
                COALESCE(sum(bytes), 0)::text AS bytes FROM client_logs WHERE crm_id = $1`,
        [who.crmId, hourAgo],
      )
      const [fromAddress] = await tx.query<{ bytes: string }>('SELECT COALESCE(sum(bytes), 0)::text AS bytes FROM client_logs WHERE address_tag = $1 AND received_at > $2', [who.addressTag, hourAgo])
      const n = used?.n ?? 0
      const hourBytes = Number(used?.hour_bytes ?? '0')
      if (n + messages > limits.messagesPerCrewHour || hourBytes + bytes > limits.bytesPerCrewHour) {
        const what = n + messages > limits.messagesPerCrewHour ? `${limits.messagesPerCrewHour} messages` : `${Math.round(limits.bytesPerCrewHour / 1024)} KiB`
        return { _tag: 'Rate', reason: `this crew member has sent their ${what} of log for the hour: send again later`, retryAfterSeconds: 600 }
      }
      if (Number(fromAddress?.bytes ?? '0') + bytes > limits.bytesPerAddressHour) {
        return { _tag: 'Rate', reason: `this address has sent its ${Math.round(limits.bytesPerAddressHour / 1024)} KiB of log for the hour: send again later`, retryAfterSeconds: 600 }
      }
      if (Number(used?.bytes ?? '0') + bytes > limits.bytesPerCrew) {
        return { _tag: 'Quota', reason: `this crew member's share of the client-log storage (${Math.round(limits.bytesPerCrew / 1024)} KiB) is used: older logs must expire first` }
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
