import { randomUUID } from 'node:crypto'
import * as t from 'io-ts'
import type { Temporal } from 'temporal-polyfill'
import { DutyEvent } from '../../core/roster/event.codec'
import { RosterChangeItem } from '../../core/roster-changes/roster-change.codec'
import type { Queryable } from '../db/db'
import { touchRosterUpdates } from '../roster/roster-updates.repo'
import { recordRosterChange } from '../roster-changes/roster-change.history'
import type { AnswerRemarkBody, NotifyRosterChangeBody } from './operations.codec'

/** Whether `crmId` is a crew member this server knows. */
export const crewMemberExists = async (db: Queryable, crmId: string): Promise<boolean> =>
  (await db.query('SELECT 1 FROM users WHERE crm_id = $1 UNION SELECT 1 FROM crew_members WHERE crm_id = $1 LIMIT 1', [crmId])).length > 0

/**
 * Stores a roster change with its days (replacing one of the same id), moves the member's `last_roster_change`
 * and records the notification in their change history.
 */
export const storeRosterChange = async (tx: Queryable, change: NotifyRosterChangeBody, now: Temporal.Instant): Promise<void> => {
  await tx.query('DELETE FROM roster_change_days WHERE change_id = $1', [change.id])
  await tx.query('DELETE FROM roster_changes WHERE id = $1', [change.id])
  await tx.query('INSERT INTO roster_changes (id, crm_id, created_at) VALUES ($1, $2, $3)', [change.id, change.crmId, now.toString()])
  for (const day of change.days) {
    await tx.query(
      `INSERT INTO roster_change_days (change_id, change_date, confirmable, items, replaced_event_ids, new_events)
       VALUES ($1, $2::date, $3, $4::jsonb, $5::jsonb, $6::jsonb)`,
      [
        change.id,
        day.date.toString(),
        day.confirmable,
        JSON.stringify(t.array(RosterChangeItem).encode(day.items)),
        JSON.stringify(day.replacedEventIds ?? []),
        JSON.stringify(t.array(DutyEvent).encode(day.newEvents ?? [])),
      ],
    )
  }
  await touchRosterUpdates(tx, change.crmId, 'lastRosterChange', now)
  await recordRosterChange(tx, {
    crmId: change.crmId,
    changeId: change.id,
    at: now,
    kind: 'rosterChangeNotified',
    days: change.days.map((d) => ({ date: d.date.toString(), items: d.items })),
  })
}

/** Stores the scheduler's remark (sender SCHED) and moves the member's `last_daily_remark`; answers its id. */
export const storeSchedulerRemark = async (tx: Queryable, remark: AnswerRemarkBody, now: Temporal.Instant): Promise<string> => {
  const id = randomUUID()
  await tx.query(
    `INSERT INTO daily_remarks (id, crm_id, remark_date, remark_type, comment, remark_sender, logical_id_related_event, created_at)
     VALUES ($1, $2, $3::date, $4, $5, 'SCHED', $6, $7)`,
    [id, remark.crmId, remark.date.toString(), remark.remarkType, remark.comment, remark.logicalIdRelatedEvent ?? null, now.toString()],
  )
  await touchRosterUpdates(tx, remark.crmId, 'lastDailyRemarkTimestamp', now)
  return id
}
