import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { Temporal } from 'temporal-polyfill'
import type { ChangeEffects } from '../../core/roster/change-effects.codec'
import { DutyEvent } from '../../core/roster/event.codec'
import type { ConfirmedPeriod, FailedConfirmation, RosterChange } from '../../core/roster-changes/roster-change.codec'
import { RosterChangeItem } from '../../core/roster-changes/roster-change.codec'
import { decodeWith, describeDecodeError } from '../../core/shared/decode'
import { IsoDate } from '../../core/shared/time.codec'
import { instantOf, type Queryable } from '../db/db'
import { announceRosterEvents } from '../roster/roster-data.body'
import { touchRosterUpdates } from '../roster/roster-updates.repo'
import { recordRosterChange } from './roster-change.history'

const Items = t.array(RosterChangeItem)
const EventIds = t.array(t.string)
const NewEvents = t.array(DutyEvent)

const must = <A, O>(codec: t.Type<A, O, unknown>, u: unknown, what: string): A => {
  const decoded = decodeWith(codec)(u)
  // Rows are written with these codecs: one that no longer decodes is a programmer error (500, rolled back).
  if (E.isLeft(decoded)) throw new Error(`${what} does not decode: ${describeDecodeError(decoded.left)}`)
  return decoded.right
}

/**
 * The pending roster change of a crew member: the oldest change that still has an unconfirmed day, with
 * all its unconfirmed days by date (confirmed days are done and left out). A day that cannot be confirmed
 * stays listed, with `confirmable: false` and the scheduler's message saying why, until the server drops
 * it: here, once its date is past in the crew member's home base (`today`), since crew control settles
 * such a day with the crew member before it comes. Confirming the other days never hides it. Null when
 * nothing is pending.
 */
export const findPendingChange = async (db: Queryable, crmId: string, today: Temporal.PlainDate): Promise<RosterChange | null> => {
  const open = 'd.confirmed_at IS NULL AND (d.confirmable OR d.change_date >= $2::date)'
  const changes = await db.query<{ id: string }>(
    `SELECT c.id FROM roster_changes c WHERE c.crm_id = $1 AND EXISTS (
       SELECT 1 FROM roster_change_days d WHERE d.change_id = c.id AND ${open})
     ORDER BY c.created_at, c.id LIMIT 1`,
    [crmId, today.toString()],
  )
  const id = changes[0]?.id
  if (id === undefined) return null
  const days = await db.query<{ date: string; confirmable: boolean; items: unknown }>(
    `SELECT d.change_date::text AS date, d.confirmable, d.items FROM roster_change_days d
     WHERE d.change_id = $1 AND ${open} ORDER BY d.change_date`,
    [id, today.toString()],
  )
  return {
    id,
    changes: days.map((d) => ({ date: must(IsoDate, d.date, 'change date'), confirmable: d.confirmable, items: must(Items, d.items, `items of ${id}`) })),
  }
}

/**
 * What confirming each open, confirmable day of the pending change does (our extension for the duty-limit
 * counters after the change): the event ids it removes and the events it adds, as stored for the confirmation.
 * The same change and days as {@link findPendingChange}; days that cannot be confirmed are left out.
 */
export const findPendingEffects = async (db: Queryable, crmId: string, today: Temporal.PlainDate): Promise<ChangeEffects> => {
  const change = await findPendingChange(db, crmId, today)
  if (change === null) return { id: '', days: [] }
  const rows = await db.query<{ date: string; replaced_event_ids: unknown; new_events: unknown }>(
    `SELECT change_date::text AS date, replaced_event_ids, new_events FROM roster_change_days
     WHERE change_id = $1 AND confirmable AND confirmed_at IS NULL ORDER BY change_date`,
    [change.id],
  )
  return {
    id: change.id,
    days: rows.map((r) => ({
      date: must(IsoDate, r.date, 'change date'),
      replacedEventIds: must(EventIds, r.replaced_event_ids, `replaced events of ${change.id}`),
      newEvents: must(NewEvents, r.new_events, `new events of ${change.id}`),
    })),
  }
}

/** Whether roster change `id` exists and is the crew member's. */
export const changeExists = async (db: Queryable, crmId: string, id: string): Promise<boolean> =>
  (await db.query('SELECT 1 FROM roster_changes WHERE id = $1 AND crm_id = $2', [id, crmId])).length > 0

interface DayRow {
  readonly date: string
  readonly confirmable: boolean
  readonly confirmed_at: unknown
  readonly replaced_event_ids: unknown
  readonly new_events: unknown
  readonly items: unknown
  readonly [column: string]: unknown
}

interface Span {
  readonly from: Temporal.Instant
  readonly to: Temporal.Instant
}

const widen = (span: Span, from: Temporal.Instant, to: Temporal.Instant): Span => ({
  from: Temporal.Instant.compare(from, span.from) < 0 ? from : span.from,
  to: Temporal.Instant.compare(to, span.to) > 0 ? to : span.to,
})

/** The whole home-base day of `date` as UTC instants, its last second included. */
const daySpan = (date: Temporal.PlainDate, zone: string): Span => {
  const start = date.toZonedDateTime({ timeZone: zone }).toInstant()
  const next = date.add({ days: 1 }).toZonedDateTime({ timeZone: zone }).toInstant()
  return { from: start, to: next.subtract({ seconds: 1 }) }
}

/** Removes the events `eventIds` and, recursively, their pairing children; widens `span` over them. */
const removeEvents = async (tx: Queryable, crmId: string, eventIds: ReadonlyArray<string>, span: Span): Promise<Span> => {
  let covered = span
  const doomed: string[] = []
  let rows = await tx.query<{ event_id: string; logical_id: string; from_utc: unknown; to_utc: unknown }>(
    'SELECT event_id, logical_id, from_utc, to_utc FROM roster_events WHERE crm_id = $1 AND event_id = ANY($2::text[])',
    [crmId, [...eventIds]],
  )
  while (rows.length > 0) {
    for (const row of rows) {
      doomed.push(row.event_id)
      covered = widen(covered, instantOf(row.from_utc), instantOf(row.to_utc))
    }
    rows = await tx.query('SELECT event_id, logical_id, from_utc, to_utc FROM roster_events WHERE crm_id = $1 AND parent_logical_id = ANY($2::text[])', [
      crmId,
      rows.map((r) => r.logical_id),
    ])
  }
  if (doomed.length > 0) {
    await tx.query('DELETE FROM roster_events WHERE crm_id = $1 AND event_id = ANY($2::text[])', [crmId, doomed])
    announceRosterEvents(tx, crmId)
  }
  return covered
}

/** Inserts an event (body encoded with the core codec, children as their own rows); widens `span` over it. */
const insertEvent = async (tx: Queryable, crmId: string, event: DutyEvent, parent: string | null, now: Temporal.Instant, span: Span): Promise<Span> => {
  const { events: children, ...own } = event
  const from = event.fromDateTimeUTC.toInstant()
  const to = event.toDateTimeUTC.toInstant()
  await tx.query(
    `INSERT INTO roster_events (crm_id, event_id, logical_id, parent_logical_id, event_type, from_utc, to_utc, body, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
    [crmId, event.eventId ?? event.id, event.logicalId, parent, event.type, from.toString(), to.toString(), JSON.stringify(DutyEvent.encode(own)), now.toString()],
  )
  announceRosterEvents(tx, crmId)
  let covered = widen(span, from, to)
  for (const child of children ?? []) covered = await insertEvent(tx, crmId, child, event.logicalId, now, covered)
  return covered
}

/** The outcome of confirming dates: the periods whose duties changed, and the refused dates. */
export interface ConfirmOutcome {
  readonly periods: ReadonlyArray<ConfirmedPeriod>
  readonly failed: ReadonlyArray<FailedConfirmation>
}

const utcPeriod = (span: Span): ConfirmedPeriod => ({
  fromDateTimeUTC: span.from.toZonedDateTimeISO('UTC'),
  toDateTimeUTC: span.to.toZonedDateTimeISO('UTC'),
})

/**
 * Confirms the `dates` of roster change `changeId` (the caller runs it in ONE transaction): for each
 * confirmable, unconfirmed date, the replaced events are deleted (children with them), the new events
 * inserted, and the day stamped confirmed; its period is the home-base day widened over every event
 * touched. A date not in the change, not confirmable or already confirmed goes to `failed` with its
 * reason. When anything was confirmed, `last_roster_change` of the updates info moves to `now` and the
 * confirmation is recorded in the crew member's change history (each confirmed day, duties before and after).
 * Anything thrown (a stored event that no longer decodes, a clashing event id) rolls everything back.
 */
export const confirmChangeDays = async (
  tx: Queryable,
  input: { readonly crmId: string; readonly changeId: string; readonly dates: ReadonlyArray<Temporal.PlainDate>; readonly now: Temporal.Instant; readonly zone: string },
): Promise<ConfirmOutcome> => {
  const { crmId, changeId, now, zone } = input
  const rows = await tx.query<DayRow>(
    `SELECT change_date::text AS date, confirmable, confirmed_at, replaced_event_ids, new_events, items
     FROM roster_change_days WHERE change_id = $1 ORDER BY change_date FOR UPDATE`,
    [changeId],
  )
  const byDate = new Map(rows.map((r) => [r.date, r]))
  const periods: ConfirmedPeriod[] = []
  const failed: FailedConfirmation[] = []
  const confirmed: Array<{ readonly date: string; readonly items: ReadonlyArray<t.TypeOf<typeof RosterChangeItem>> }> = []
  const dates = [...new Map(input.dates.map((d) => [d.toString(), d])).values()].sort(Temporal.PlainDate.compare)
  for (const date of dates) {
    const day = byDate.get(date.toString())
    if (day === undefined) failed.push({ date, errMessage: 'This date is not part of the roster change' })
    else if (!day.confirmable) failed.push({ date, errMessage: 'This change cannot be confirmed in the app: contact crew control' })
    else if (day.confirmed_at !== null) failed.push({ date, errMessage: 'This change was already confirmed' })
    else {
      let span = await removeEvents(tx, crmId, must(EventIds, day.replaced_event_ids, 'replaced event ids'), daySpan(date, zone))
      for (const event of must(NewEvents, day.new_events, `new events of ${date.toString()}`)) span = await insertEvent(tx, crmId, event, null, now, span)
      await tx.query('UPDATE roster_change_days SET confirmed_at = $3 WHERE change_id = $1 AND change_date = $2::date', [changeId, date.toString(), now.toString()])
      periods.push(utcPeriod(span))
      confirmed.push({ date: date.toString(), items: must(Items, day.items, `items of ${changeId}`) })
    }
  }
  if (periods.length > 0) await touchRosterUpdates(tx, crmId, 'lastRosterChange', now)
  await recordRosterChange(tx, { crmId, changeId, at: now, kind: 'rosterChangeConfirmed', days: confirmed })
  return { periods, failed }
}
