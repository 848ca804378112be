import * as E from 'fp-ts/Either'
import type { Temporal } from 'temporal-polyfill'
import { DutyEvent, type DutyEventWire } from '../../core/roster/event.codec'
import { decodeWith, describeDecodeError } from '../../core/shared/decode'
import type { Queryable } from '../db/db'
import { announceRosterEvents } from './roster-data.body'

interface EventRow {
  readonly logical_id: string
  readonly parent_logical_id: string | null
  readonly body: unknown
  readonly [column: string]: unknown
}

/** A stored wire body decoded with the core codec; a body that does not decode is a data bug (500, logged). */
export const decodeStored = (body: unknown, where: string): DutyEvent => {
  const decoded = decodeWith(DutyEvent)(body)
  if (E.isLeft(decoded)) throw new Error(`stored event ${where} does not decode: ${describeDecodeError(decoded.left)}`)
  return decoded.right
}

/**
 * Nests rows into events: each row whose parent is among the rows becomes a child of it (SPEC section 3:
 * "events (child events of a pairing)"), in row order; the result is the rows without a parent.
 */
const nest = (rows: ReadonlyArray<EventRow>): ReadonlyArray<DutyEvent> => {
  const byLogicalId = new Map<string, DutyEvent>()
  for (const row of rows) byLogicalId.set(row.logical_id, decodeStored(row.body, row.logical_id))
  const roots: DutyEvent[] = []
  for (const row of rows) {
    const event = byLogicalId.get(row.logical_id)
    if (event === undefined) continue
    const parent = row.parent_logical_id === null ? undefined : byLogicalId.get(row.parent_logical_id)
    if (parent === undefined) roots.push(event)
    else parent.events = [...(parent.events ?? []), event]
  }
  return roots
}

const COLUMNS = 'logical_id, parent_logical_id, body'

/**
 * The crew member's top-level events overlapping [from, to], by UTC start, each pairing with its
 * children (the children come along even where they lie outside the range).
 */
export const eventsBetween = async (db: Queryable, crmId: string, from: Temporal.Instant, to: Temporal.Instant): Promise<ReadonlyArray<DutyEvent>> => {
  const rows = await db.query<EventRow>(
    `SELECT ${COLUMNS} FROM roster_events e
     WHERE e.crm_id = $1 AND (
       (e.parent_logical_id IS NULL AND e.from_utc <= $3 AND e.to_utc >= $2)
       OR e.parent_logical_id IN (SELECT p.logical_id FROM roster_events p
                                  WHERE p.crm_id = $1 AND p.parent_logical_id IS NULL AND p.from_utc <= $3 AND p.to_utc >= $2))
     ORDER BY e.from_utc, e.to_utc, e.event_id`,
    [crmId, from.toString(), to.toString()],
  )
  return nest(rows)
}

/** One stored event with its children, found by `event_id` or `logical_id`; null when the crew member has none such. */
const oneEvent = async (db: Queryable, crmId: string, column: 'event_id' | 'logical_id', value: string): Promise<DutyEvent | null> => {
  const rows = await db.query<EventRow>(
    `SELECT ${COLUMNS}, 0 AS depth, from_utc, event_id FROM roster_events WHERE crm_id = $1 AND ${column} = $2
     UNION ALL
     SELECT ${COLUMNS}, 1 AS depth, from_utc, event_id FROM roster_events c
     WHERE c.crm_id = $1 AND c.parent_logical_id = (SELECT logical_id FROM roster_events WHERE crm_id = $1 AND ${column} = $2)
     ORDER BY depth, from_utc, event_id`,
    [crmId, value],
  )
  const [own] = rows
  if (own === undefined) return null
  const [root] = nest([{ ...own, parent_logical_id: null }, ...rows.slice(1)])
  return root ?? null
}

/** The event `eventId` of the crew member (with its children), or null. */
export const eventByEventId = (db: Queryable, crmId: string, eventId: string): Promise<DutyEvent | null> => oneEvent(db, crmId, 'event_id', eventId)

/**
 * Replaces the stored body of one event (without its children, which are rows of their own): `body` comes
 * from the core codec's `encode` (the events answer serves stored bodies as they are). Announces the crmId
 * to the events cache once the transaction commits.
 */
export const storeEventBody = async (db: Queryable, crmId: string, eventId: string, body: DutyEventWire, now: Temporal.Instant): Promise<void> => {
  await db.query('UPDATE roster_events SET body = $3::jsonb, updated_at = $4 WHERE crm_id = $1 AND event_id = $2', [crmId, eventId, JSON.stringify(body), now.toString()])
  announceRosterEvents(db, crmId)
}
