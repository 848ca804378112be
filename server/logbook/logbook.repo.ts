import type { Temporal } from 'temporal-polyfill'
import type { PilotFlyingMark } from '../../core/logbook/logbook.codec'
import type { Queryable } from '../db/db'

/** Every "I flew" mark of the crew member, by leg id. */
export const marksOf = async (db: Queryable, crmId: string): Promise<ReadonlyArray<PilotFlyingMark>> =>
  (
    await db.query<{ event_id: string; pilot_flying: boolean }>(
      'SELECT event_id, pilot_flying FROM logbook_pilot_flying WHERE crm_id = $1 ORDER BY event_id',
      [crmId],
    )
  ).map((r) => ({ eventId: r.event_id, pilotFlying: r.pilot_flying }))

/** The mark of one leg, or null when the crew member has not marked it. */
export const markOf = async (db: Queryable, crmId: string, eventId: string): Promise<boolean | null> => {
  const rows = await db.query<{ pilot_flying: boolean }>('SELECT pilot_flying FROM logbook_pilot_flying WHERE crm_id = $1 AND event_id = $2 FOR UPDATE', [crmId, eventId])
  return rows[0]?.pilot_flying ?? null
}

/** Writes the mark of one leg (the last write wins). */
export const storeMark = async (db: Queryable, crmId: string, mark: PilotFlyingMark, now: Temporal.Instant): Promise<void> => {
  await db.query(
    `INSERT INTO logbook_pilot_flying (crm_id, event_id, pilot_flying, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (crm_id, event_id) DO UPDATE SET pilot_flying = EXCLUDED.pilot_flying, updated_at = EXCLUDED.updated_at`,
    [crmId, mark.eventId, mark.pilotFlying, now.toString()],
  )
}

/** The crew member's leg `eventId`: its type and stored body, or null when the roster has no such event. */
export const legRow = async (db: Queryable, crmId: string, eventId: string): Promise<{ readonly type: string; readonly body: unknown } | null> => {
  const rows = await db.query<{ event_type: string; body: unknown }>('SELECT event_type, body FROM roster_events WHERE crm_id = $1 AND event_id = $2', [crmId, eventId])
  const row = rows[0]
  return row === undefined ? null : { type: row.event_type, body: row.body }
}
