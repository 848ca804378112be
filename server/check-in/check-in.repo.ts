import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { Temporal } from 'temporal-polyfill'
import { CheckInPermission, CheckInPosition, type CiAllowedAirport } from '../../core/check-in/check-in.codec'
import { DutyEvent } from '../../core/roster/event.codec'
import { LogicalId } from '../../core/shared/brands'
import { decodeWith, describeDecodeError } from '../../core/shared/decode'
import { instantOf, type Queryable } from '../db/db'
import { touchRosterUpdates } from '../roster/roster-updates.repo'

/**
 * A position as `check_ins.positions` stores it: the wire position plus, for a position held by a
 * crew member of this server, that member's crmId (so a check-in can flag their own position).
 * Storage only: answers carry the core `CheckInPosition` fields.
 */
export const StoredPosition = t.intersection([CheckInPosition, t.partial({ crmId: t.string })], 'StoredPosition')
export type StoredPosition = t.TypeOf<typeof StoredPosition>
const StoredPositions = t.array(StoredPosition)

/** A C_I event of the roster with its check-in state. */
export interface CheckInEvent {
  readonly logicalId: LogicalId
  readonly fromDateTimeUTC: Temporal.ZonedDateTime
  readonly airport: string
  readonly scheduled: CheckInPermission
  readonly positions: ReadonlyArray<StoredPosition>
  readonly checkedIn: boolean
}

interface EventRow {
  readonly logical_id: string
  readonly from_utc: unknown
  readonly body: unknown
  readonly airport: string | null
  readonly permission: string | null
  readonly positions: unknown
  readonly checked_in_at: unknown
  readonly [column: string]: unknown
}

const must = <A, O>(codec: t.Type<A, O, unknown>, u: unknown, what: string): A => {
  const decoded = decodeWith(codec)(u)
  // Stored rows were written with these codecs: a row that no longer decodes is a programmer error (500).
  if (E.isLeft(decoded)) throw new Error(`${what} does not decode: ${describeDecodeError(decoded.left)}`)
  return decoded.right
}

const toEvent = (row: EventRow): CheckInEvent => {
  const body = must(DutyEvent, row.body, `event ${row.logical_id}`)
  return {
    logicalId: must(LogicalId, row.logical_id, 'logical id'),
    fromDateTimeUTC: instantOf(row.from_utc).toZonedDateTimeISO('UTC'),
    airport: body.fromAirport ?? body.departure?.airportCode ?? row.airport ?? '',
    scheduled: row.permission === null ? 'CHECK_IN_ALLOWED' : must(CheckInPermission, row.permission, 'permission'),
    positions: row.positions === null ? [] : must(StoredPositions, row.positions, 'positions'),
    checkedIn: row.checked_in_at !== null,
  }
}

const SELECT_EVENT = `SELECT e.logical_id, e.from_utc, e.body, c.airport, c.permission, c.positions, c.checked_in_at
  FROM roster_events e LEFT JOIN check_ins c ON c.crm_id = e.crm_id AND c.check_in_logical_id = e.logical_id
  WHERE e.crm_id = $1 AND e.event_type = 'C_I'`

/** The C_I event `logicalId` of the crew member with its check-in state, or null. */
export const findCheckInEvent = async (db: Queryable, crmId: string, logicalId: string): Promise<CheckInEvent | null> => {
  const rows = await db.query<EventRow>(`${SELECT_EVENT} AND e.logical_id = $2`, [crmId, logicalId])
  return rows[0] === undefined ? null : toEvent(rows[0])
}

/**
 * The upcoming check-in: the earliest C_I event whose time window has not closed yet
 * (`fromDateTimeUTC + closesAfter > now`) and that the crew member has not checked in for.
 */
export const findUpcomingCheckInEvent = async (db: Queryable, crmId: string, now: Temporal.Instant, closesAfterMinutes: number): Promise<CheckInEvent | null> => {
  const rows = await db.query<EventRow>(`${SELECT_EVENT} AND e.from_utc > $2 AND c.checked_in_at IS NULL ORDER BY e.from_utc, e.logical_id LIMIT 1`, [
    crmId,
    now.subtract({ minutes: closesAfterMinutes }).toString(),
  ])
  return rows[0] === undefined ? null : toEvent(rows[0])
}

/**
 * Whether the crew member has an unconfirmed roster-change day that can be confirmed, dated on or
 * before `day` ("unconfirmed roster changes must be confirmed first", SPEC section 4).
 */
export const hasPendingChangesUpTo = async (db: Queryable, crmId: string, day: Temporal.PlainDate): Promise<boolean> => {
  const rows = await db.query(
    `SELECT 1 FROM roster_change_days d JOIN roster_changes c ON c.id = d.change_id
     WHERE c.crm_id = $1 AND d.confirmable AND d.confirmed_at IS NULL AND d.change_date <= $2::date LIMIT 1`,
    [crmId, day.toString()],
  )
  return rows.length > 0
}

/** Every airport zone where check-in by location is allowed, by code. */
export const allowedAirports = async (db: Queryable): Promise<ReadonlyArray<CiAllowedAirport>> => {
  const rows = await db.query<{ code: string; latitude: number; longitude: number; radius: number }>(
    'SELECT code, latitude, longitude, radius FROM check_in_airports ORDER BY code',
  )
  return rows.map((r) => ({ code: r.code, latitude: Number(r.latitude), longitude: Number(r.longitude), radius: Number(r.radius) }))
}

/**
 * Records the check-in of `crmId` for `event` (one transaction, by the caller): the check-in row is
 * created if missing and stamped `checked_in_at` (and `confirmed_at` for op=confirm) only if not yet
 * checked in; the crew member's position is flagged `checkedIn` on every check-in row of the same
 * duty (same airport and start); `last_roster_change` of the updates info moves to `now`.
 * Resolves false, writing nothing, when the crew member had already checked in.
 */
export const recordCheckIn = async (tx: Queryable, crmId: string, event: CheckInEvent, now: Temporal.Instant, confirm: boolean): Promise<boolean> => {
  const fromUtc = event.fromDateTimeUTC.toInstant().toString()
  await tx.query(
    `INSERT INTO check_ins (crm_id, check_in_logical_id, permission, airport, from_utc, positions)
     VALUES ($1, $2, $3, $4, $5, '[]'::jsonb) ON CONFLICT (crm_id, check_in_logical_id) DO NOTHING`,
    [crmId, event.logicalId, event.scheduled, event.airport, fromUtc],
  )
  const stamp = confirm ? ', confirmed_at = $3' : ''
  const updated = await tx.query(
    `UPDATE check_ins SET checked_in_at = $3${stamp} WHERE crm_id = $1 AND check_in_logical_id = $2 AND checked_in_at IS NULL RETURNING 1`,
    [crmId, event.logicalId, now.toString()],
  )
  if (updated.length === 0) return false
  const sameDuty = await tx.query<{ crm_id: string; check_in_logical_id: string; positions: unknown }>(
    'SELECT crm_id, check_in_logical_id, positions FROM check_ins WHERE airport = $1 AND from_utc = $2',
    [event.airport, fromUtc],
  )
  for (const row of sameDuty) {
    const positions = must(StoredPositions, row.positions, 'positions')
    if (!positions.some((p) => p.crmId === crmId && !p.checkedIn)) continue
    const next = positions.map((p) => (p.crmId === crmId ? { ...p, checkedIn: true } : p))
    await tx.query('UPDATE check_ins SET positions = $3::jsonb WHERE crm_id = $1 AND check_in_logical_id = $2', [
      row.crm_id,
      row.check_in_logical_id,
      JSON.stringify(StoredPositions.encode(next)),
    ])
  }
  await touchRosterUpdates(tx, crmId, 'lastRosterChange', now)
  return true
}
