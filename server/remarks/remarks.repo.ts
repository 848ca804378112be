import { randomUUID } from 'node:crypto'
import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { Temporal } from 'temporal-polyfill'
import type { CreateDailyRemarkBody, DailyRemark, RemarkType } from '../../core/remarks/remark.codec'
import { SCHEDULER_SENDERS } from '../../core/remarks/remark.rules'
import { LogicalId } from '../../core/shared/brands'
import { decodeWith, describeDecodeError } from '../../core/shared/decode'
import { IsoDate } from '../../core/shared/time.codec'
import { instantOf, type Queryable } from '../db/db'
import { touchRosterUpdates } from '../roster/roster-updates.repo'

/** `remark_sender` of a remark written by the crew member (SCHED or CRM mean the scheduler, SPEC section 3). */
export const CREW_SENDER = 'CREW'

const must = <A, O>(codec: t.Type<A, O, unknown>, u: unknown, what: string): A => {
  const decoded = decodeWith(codec)(u)
  if (E.isLeft(decoded)) throw new Error(`${what} does not decode: ${describeDecodeError(decoded.left)}`)
  return decoded.right
}

interface RemarkRow {
  readonly date: string
  readonly remark_type: string
  readonly comment: string
  readonly remark_sender: string
  readonly logical_id_related_event: string | null
  readonly created_at: unknown
  readonly read_at: unknown
  readonly [column: string]: unknown
}

const fromScheduler = (sender: string): boolean => (SCHEDULER_SENDERS as ReadonlyArray<string>).includes(sender)

/**
 * A stored remark as the wire shows it (SPEC section 3, Daily remark): date, remarkType,
 * remarkSender, comment, `read` (a scheduler remark once marked read; the crew member's own always),
 * remarkTimeStamp (when written, UTC), receivedDate (scheduler remarks), logicalIdRelatedEvent.
 */
const toRemark = (row: RemarkRow): DailyRemark => {
  const written = instantOf(row.created_at).toZonedDateTimeISO('UTC')
  const scheduler = fromScheduler(row.remark_sender)
  return {
    date: must(IsoDate, row.date, 'remark date'),
    remarkType: row.remark_type,
    remarkSender: row.remark_sender,
    comment: row.comment,
    read: scheduler ? row.read_at !== null : true,
    remarkTimeStamp: written,
    ...(scheduler ? { receivedDate: written } : {}),
    ...(row.logical_id_related_event === null ? {} : { logicalIdRelatedEvent: must(LogicalId, row.logical_id_related_event, 'logical id') }),
  }
}

/** The remarks of the crew member dated `from` to `to` (both included), by date then time written. */
export const listRemarks = async (db: Queryable, crmId: string, from: Temporal.PlainDate, to: Temporal.PlainDate): Promise<ReadonlyArray<DailyRemark>> => {
  const rows = await db.query<RemarkRow>(
    `SELECT remark_date::text AS date, remark_type, comment, remark_sender, logical_id_related_event, created_at, read_at
     FROM daily_remarks WHERE crm_id = $1 AND remark_date BETWEEN $2::date AND $3::date ORDER BY remark_date, created_at, id`,
    [crmId, from.toString(), to.toString()],
  )
  return rows.map(toRemark)
}

/** The remark types, in display order. */
export const listRemarkTypes = async (db: Queryable): Promise<ReadonlyArray<RemarkType>> =>
  db.query<{ remarkType: string; text: string }>('SELECT remark_type AS "remarkType", text FROM remark_types ORDER BY position, remark_type')

/**
 * The last day of the crew member's roster period: the UTC day of its end (an end exactly at
 * midnight belongs to the day before, ARCHITECTURE.md section 2). Null without a roster period.
 */
export const rosterPeriodEndOf = async (db: Queryable, crmId: string): Promise<Temporal.PlainDate | null> => {
  const rows = await db.query<{ to_utc: unknown }>('SELECT to_utc FROM roster_periods WHERE crm_id = $1', [crmId])
  const end = rows[0]?.to_utc
  return end === undefined ? null : instantOf(end).subtract({ milliseconds: 1 }).toZonedDateTimeISO('UTC').toPlainDate()
}

const bumpDailyRemark = (tx: Queryable, crmId: string, now: Temporal.Instant): Promise<void> => touchRosterUpdates(tx, crmId, 'lastDailyRemarkTimestamp', now)

/**
 * Stores the crew member's remark of `body.date` (one transaction, by the caller): it replaces their
 * earlier own remark of that date, if any (the date is what DELETE names), and moves
 * `last_daily_remark` of the updates info to `now`.
 */
export const saveOwnRemark = async (tx: Queryable, crmId: string, body: CreateDailyRemarkBody, now: Temporal.Instant): Promise<void> => {
  await tx.query('DELETE FROM daily_remarks WHERE crm_id = $1 AND remark_date = $2::date AND remark_sender = $3', [crmId, body.date.toString(), CREW_SENDER])
  await tx.query(
    `INSERT INTO daily_remarks (id, crm_id, remark_date, remark_type, comment, remark_sender, created_at)
     VALUES ($1, $2, $3::date, $4, $5, $6, $7)`,
    [randomUUID(), crmId, body.date.toString(), body.remarkType, body.comment, CREW_SENDER, now.toString()],
  )
  await bumpDailyRemark(tx, crmId, now)
}

/** Deletes the crew member's own remark of `date`; false when there is none. Moves `last_daily_remark`. */
export const deleteOwnRemark = async (tx: Queryable, crmId: string, date: Temporal.PlainDate, now: Temporal.Instant): Promise<boolean> => {
  const deleted = await tx.query('DELETE FROM daily_remarks WHERE crm_id = $1 AND remark_date = $2::date AND remark_sender = $3 RETURNING 1', [
    crmId,
    date.toString(),
    CREW_SENDER,
  ])
  if (deleted.length === 0) return false
  await bumpDailyRemark(tx, crmId, now)
  return true
}

/** Marks the crew member's remark related to event `logicalId` read (idempotent); false when there is none. */
export const markRemarkRead = async (db: Queryable, crmId: string, logicalId: string, now: Temporal.Instant): Promise<boolean> => {
  const rows = await db.query(
    `UPDATE daily_remarks SET read_at = COALESCE(read_at, $3::timestamptz)
     WHERE crm_id = $1 AND logical_id_related_event = $2 RETURNING 1`,
    [crmId, logicalId, now.toString()],
  )
  return rows.length > 0
}

/** Whether `remarkType` is one of the remark types. */
export const isRemarkType = async (db: Queryable, remarkType: string): Promise<boolean> =>
  (await db.query('SELECT 1 FROM remark_types WHERE remark_type = $1', [remarkType])).length > 0

/** The calendar day of a wire date-time in UTC (the `fromDtUtc`/`toDtUtc` bounds of the list). */
export const utcDayOf = (zdt: Temporal.ZonedDateTime): Temporal.PlainDate => zdt.toInstant().toZonedDateTimeISO('UTC').toPlainDate()

/** Compares two instants of wire date-times. */
export const compareInstants = (a: Temporal.ZonedDateTime, b: Temporal.ZonedDateTime): number => Temporal.Instant.compare(a.toInstant(), b.toInstant())
