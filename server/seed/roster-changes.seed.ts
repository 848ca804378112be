import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { Temporal } from 'temporal-polyfill'
import { DutyEvent } from '../../core/roster/event.codec'
import type { EventType } from '../../core/roster/event-type.codec'
import { RosterChangeItem } from '../../core/roster-changes/roster-change.codec'
import { LogicalId } from '../../core/shared/brands'
import { decodeWith } from '../../core/shared/decode'
import { instantOf, type Queryable } from '../db/db'
import type { DemoCrewMember } from './demo-crew'
import type { Seeder } from './seeder'
import { recordRosterChange } from '../roster-changes/roster-change.history'

/** How many days after today the seed looks for days to change. */
const SCAN_DAYS = 21

interface DayDuties {
  readonly date: Temporal.PlainDate
  readonly eventIds: ReadonlyArray<string>
  readonly texts: ReadonlyArray<string>
  /** Every duty overlapping the day starts and ends within it: replacing them leaves no half pairing. */
  readonly clean: boolean
}

const hhmm = (zdt: Temporal.ZonedDateTime): string => zdt.toPlainTime().toString({ smallestUnit: 'minute' })

/** "SBY CDG 06:00-14:00 LT": a duty as the roster-change items show it. */
const dutyText = (event: DutyEvent, zone: string): string => {
  const d = event.eventDescription
  const label = d?.flightNumber ?? d?.pairingNumber ?? event.groundActivityCode ?? event.name ?? ''
  const from = event.fromDateTimeUTC.withTimeZone(zone)
  const to = event.toDateTimeUTC.withTimeZone(zone)
  const wholeDays = hhmm(from) === '00:00' && hhmm(to) === '00:00'
  return [event.type, label, event.fromAirport ?? '', wholeDays ? '' : `${hhmm(from)}-${hhmm(to)} LT`].filter((s) => s !== '').join(' ')
}

const dutiesOf = async (tx: Queryable, crmId: string, date: Temporal.PlainDate, zone: string): Promise<DayDuties> => {
  const start = date.toZonedDateTime({ timeZone: zone }).toInstant()
  const end = date.add({ days: 1 }).toZonedDateTime({ timeZone: zone }).toInstant()
  const rows = await tx.query<{ event_id: string; from_utc: unknown; to_utc: unknown; body: unknown }>(
    `SELECT event_id, from_utc, to_utc, body FROM roster_events
     WHERE crm_id = $1 AND parent_logical_id IS NULL AND event_type NOT IN ('RTG', 'DREM') AND from_utc < $3 AND to_utc > $2
     ORDER BY from_utc, event_id`,
    [crmId, start.toString(), end.toString()],
  )
  const within = (row: { from_utc: unknown; to_utc: unknown }) =>
    Temporal.Instant.compare(instantOf(row.from_utc), start) >= 0 && Temporal.Instant.compare(instantOf(row.to_utc), end) <= 0
  return {
    date,
    eventIds: rows.map((r) => r.event_id),
    texts: rows.flatMap((r) => {
      const body = decodeWith(DutyEvent)(r.body)
      return E.isRight(body) ? [dutyText(body.right, zone)] : []
    }),
    clean: rows.every(within),
  }
}

/** The days of the current block month after tomorrow (or the next days when it ends sooner). */
const candidateDays = async (tx: Queryable, today: Temporal.PlainDate): Promise<ReadonlyArray<Temporal.PlainDate>> => {
  const rows = await tx.query<{ to_date: string }>('SELECT to_date::text AS to_date FROM block_months WHERE from_date <= $1::date AND to_date >= $1::date', [today.toString()])
  const bmEnd = rows[0] === undefined ? null : Temporal.PlainDate.from(rows[0].to_date)
  const days = Array.from({ length: SCAN_DAYS }, (_, i) => today.add({ days: i + 2 }))
  const inMonth = bmEnd === null ? days : days.filter((d) => Temporal.PlainDate.compare(d, bmEnd) <= 0)
  return inMonth.length >= 3 ? inMonth : days
}

/** Picks `count` clean days, preferring days that hold a duty to replace. */
const pickDays = async (tx: Queryable, member: DemoCrewMember, today: Temporal.PlainDate, count: number): Promise<ReadonlyArray<DayDuties>> => {
  // One after the other: a transaction is one connection, and pg refuses several queries at once on one.
  const all: DayDuties[] = []
  for (const d of await candidateDays(tx, today)) all.push(await dutiesOf(tx, member.crmId, d, member.homeBaseTimeZone))
  const clean = all.filter((d) => d.clean)
  const ranked = [...clean.filter((d) => d.eventIds.length > 0), ...clean.filter((d) => d.eventIds.length === 0)]
  const picked: DayDuties[] = []
  for (const day of ranked) {
    if (picked.length === count) break
    if (picked.every((p) => Math.abs(p.date.until(day.date).days) >= 2)) picked.push(day)
  }
  for (let offset = 2; picked.length < count; offset += 2) {
    const date = today.add({ days: offset })
    if (picked.every((p) => Math.abs(p.date.until(date).days) >= 2)) picked.push({ date, eventIds: [], texts: [], clean: true })
  }
  return [...picked].sort((a, b) => Temporal.PlainDate.compare(a.date, b.date))
}

interface NewDuty {
  readonly type: EventType
  readonly name: string
  readonly from: string
  readonly to: string
  readonly groundActivityCode?: string
}

/** A new duty of a change, as the roster stores events (core `DutyEvent`), at the home base. */
const newEvent = (member: DemoCrewMember, date: Temporal.PlainDate, duty: NewDuty): DutyEvent => {
  const zone = member.homeBaseTimeZone
  const from = date.toZonedDateTime({ timeZone: zone, plainTime: Temporal.PlainTime.from(duty.from) })
  const to = date.toZonedDateTime({ timeZone: zone, plainTime: Temporal.PlainTime.from(duty.to) })
  // The roster seed's convention: event id naming the duty, logical id `<crmId>:<eventId>`.
  const id = `${duty.type}-${date.toString().replaceAll('-', '')}-RC`
  const logicalId = decodeWith(LogicalId)(`${member.crmId}:${id}`)
  if (E.isLeft(logicalId)) throw new Error(`bad logical id ${id}`)
  const airport = { airportCode: member.homeBase }
  return {
    id,
    eventId: id,
    logicalId: logicalId.right,
    type: duty.type,
    originalEventType: duty.type,
    name: duty.name,
    fromDateTimeUTC: from.withTimeZone('UTC'),
    toDateTimeUTC: to.withTimeZone('UTC'),
    fromDateTimeLtAtHb: from,
    toDateTimeLtAtHb: to,
    fromDateTimeLtAtAirport: from,
    toDateTimeLtAtAirport: to,
    fromDate: date,
    toDate: date,
    fromAirport: member.homeBase,
    toAirport: member.homeBase,
    departure: airport,
    arrival: airport,
    rosterChangeType: ['NEW'],
    ...(duty.groundActivityCode === undefined ? {} : { groundActivityCode: duty.groundActivityCode, eventDescription: { groundActivityCode: duty.groundActivityCode } }),
  }
}

interface SeedDay {
  readonly day: DayDuties
  readonly confirmable: boolean
  /** The new duty's text when no `duty` is applied (days that cannot be confirmed). */
  readonly newText?: string
  readonly freeText: string
  /** The duty the confirmation puts in place of the day's duties (confirmable days only). */
  readonly duty?: NewDuty
}

const insertChange = async (tx: Queryable, member: DemoCrewMember, createdAt: Temporal.Instant, days: ReadonlyArray<SeedDay>): Promise<void> => {
  const id = `RC-${member.crmId}-${createdAt.toZonedDateTimeISO('UTC').toPlainDate().toString().replaceAll('-', '')}`
  const inserted = await tx.query('INSERT INTO roster_changes (id, crm_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id', [
    id,
    member.crmId,
    createdAt.toString(),
  ])
  const notified: Array<{ readonly date: string; readonly items: ReadonlyArray<RosterChangeItem> }> = []
  for (const { day, confirmable, newText, freeText, duty } of days) {
    const events = duty === undefined ? [] : [newEvent(member, day.date, duty)]
    const text = events[0] === undefined ? (newText ?? '') : dutyText(events[0], member.homeBaseTimeZone)
    const olds = day.texts.length > 0 ? day.texts : ['']
    const items = olds.map((old, i) => (i === 0 ? { old, new: text, freeText } : { old, new: '' }))
    await tx.query(
      `INSERT INTO roster_change_days (change_id, change_date, confirmable, items, replaced_event_ids, new_events)
       VALUES ($1, $2::date, $3, $4::jsonb, $5::jsonb, $6::jsonb) ON CONFLICT DO NOTHING`,
      [
        id,
        day.date.toString(),
        confirmable,
        JSON.stringify(t.array(RosterChangeItem).encode(items)),
        JSON.stringify(duty === undefined ? [] : day.eventIds),
        JSON.stringify(t.array(DutyEvent).encode(events)),
      ],
    )
    notified.push({ date: day.date.toString(), items })
  }
  // The change history shows the notification as the crew member received it (once, not on a second seeding).
  if (inserted.length > 0) await recordRosterChange(tx, { crmId: member.crmId, changeId: id, at: createdAt, kind: 'rosterChangeNotified', days: notified })
  await tx.query(
    `INSERT INTO roster_updates (crm_id, last_roster_change) VALUES ($1, $2) ON CONFLICT (crm_id) DO UPDATE
     SET last_roster_change = GREATEST(COALESCE(roster_updates.last_roster_change, EXCLUDED.last_roster_change), EXCLUDED.last_roster_change)`,
    [member.crmId, createdAt.toString()],
  )
}

const STANDBY: NewDuty = { type: 'SBY', name: 'Home standby', from: '06:00', to: '14:00' }
const SECURITY_TRAINING: NewDuty = { type: 'GROUND', name: 'Security training', from: '09:00', to: '17:00', groundActivityCode: 'SEC' }

/**
 * A pending roster change per demo crew member, on days after tomorrow (in the current block
 * month when it has room), read from the events the roster seeder wrote:
 * - anna (`RC-100001-…`): a confirmable day whose duties become a home standby (SBY 06:00-14:00),
 *   and a day that cannot be confirmed in the app (a simulator slot moved by training);
 * - bruno (`RC-200002-…`): a confirmable day whose duties become a security training (GROUND SEC).
 * Each day lists items old/new/freeText; confirming applies the new duty (see roster-changes.repo.ts).
 */
export const rosterChangesSeeder: Seeder = {
  name: 'roster-changes',
  run: async (tx, { now, crew }) => {
    for (const member of crew) {
      const today = now.toZonedDateTimeISO(member.homeBaseTimeZone).toPlainDate()
      if (member.username === 'anna') {
        const [first, second] = await pickDays(tx, member, today, 2)
        if (first === undefined || second === undefined) continue
        await insertChange(tx, member, now.subtract({ hours: 2 }), [
          { day: first, confirmable: true, freeText: 'Standby added to cover a sick crew member. Please confirm.', duty: STANDBY },
          { day: second, confirmable: false, newText: 'SIM FRA 09:00-13:00 LT', freeText: 'Simulator check moved by training: crew control will call you to agree on it.' },
        ])
      } else {
        const [first] = await pickDays(tx, member, today, 1)
        if (first === undefined) continue
        await insertChange(tx, member, now.subtract({ hours: 5 }), [
          { day: first, confirmable: true, freeText: 'Recurrent security training added.', duty: SECURITY_TRAINING },
        ])
      }
    }
  },
}
