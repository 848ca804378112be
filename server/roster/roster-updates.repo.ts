import type { Temporal } from 'temporal-polyfill'
import type { UpdatesInfo } from '../../core/refresh/updates.codec'
import { instantOf, type Queryable } from '../db/db'

/** The NOTIFY channel of `roster_updates` (migration 013): the payload is the crm_id written, `*` after a TRUNCATE. */
export const ROSTER_UPDATES_CHANNEL = 'roster_updates'

const utc = (value: unknown) => (value === null || value === undefined ? null : instantOf(value).toZonedDateTimeISO('UTC'))

/**
 * The updates info of a crew member (SPEC section 3: "lastDailyRemarkTimestamp, lastRosterChange,
 * lastNewsTimestamp"), in UTC, null for what never happened: one primary-key read of `roster_updates`.
 */
export const updatesOf = async (db: Queryable, crmId: string): Promise<UpdatesInfo> => {
  const rows = await db.query<{ last_daily_remark: unknown; last_roster_change: unknown; last_news: unknown }>(
    'SELECT last_daily_remark, last_roster_change, last_news FROM roster_updates WHERE crm_id = $1',
    [crmId],
  )
  const row = rows[0]
  return {
    lastDailyRemarkTimestamp: utc(row?.last_daily_remark),
    lastRosterChange: utc(row?.last_roster_change),
    lastNewsTimestamp: utc(row?.last_news),
  }
}

const COLUMNS = {
  lastDailyRemarkTimestamp: 'last_daily_remark',
  lastRosterChange: 'last_roster_change',
  lastNewsTimestamp: 'last_news',
} as const

/** Which timestamp of the updates info a write moves (the field names of core `UpdatesInfo`). */
export type UpdatesField = keyof typeof COLUMNS

/**
 * The one writer of `roster_updates` at run time (daily remarks, roster-change confirmations,
 * check-ins, news): moves `field` of the crew member's updates info to `at` (the row is created when
 * missing) and announces the crmId, so that this process's cache of `GET roster/{crmId}/updates`
 * forgets it once the transaction commits (the migration 013 trigger tells other processes). Call it
 * inside the writing transaction.
 * - `lastDailyRemarkTimestamp`, `lastRosterChange`: the time of the last change, set whatever it held,
 *   so that every change reads as a different value to the client that compares them (SPEC section 9),
 *   even when two servers' clocks differ slightly;
 * - `lastNewsTimestamp`: the newest message's time, so it only moves forward (a message dated earlier
 *   does not hide a later one).
 */
export const touchRosterUpdates = async (tx: Queryable, crmId: string, field: UpdatesField, at: Temporal.Instant): Promise<void> => {
  const column = COLUMNS[field]
  const onlyForward = field === 'lastNewsTimestamp' ? ` WHERE roster_updates.${column} IS NULL OR roster_updates.${column} < EXCLUDED.${column}` : ''
  await tx.query(
    `INSERT INTO roster_updates (crm_id, ${column}) VALUES ($1, $2)
     ON CONFLICT (crm_id) DO UPDATE SET ${column} = EXCLUDED.${column}${onlyForward}`,
    [crmId, at.toString()],
  )
  tx.announce(ROSTER_UPDATES_CHANNEL, crmId)
}
