import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import * as assert from 'uvu/assert'
import { Temporal } from 'temporal-polyfill'
import { readEmptyEnvelope, readEnvelope, type EnvelopeError } from '../../core/errors/envelope.rules'
import { DutyEvent } from '../../core/roster/event.codec'
import type { EventType } from '../../core/roster/event-type.codec'
import { RosterChangeItem } from '../../core/roster-changes/roster-change.codec'
import { LogicalId } from '../../core/shared/brands'
import { decodeWith } from '../../core/shared/decode'
import { instantOf, type Queryable } from '../../server/db/db'
import { hashPassword } from '../../server/security/password'
import { insertUser } from '../../server/security/user.repo'
import { T0, TEST_HASHING, XHR } from './helpers'

// Fixtures of the check-in, roster-changes and remarks tests: crew members of their own (no seeded
// data in the way), events, roster periods and roster changes written straight into the tables.

export interface TestCrew {
  readonly username: string
  readonly password: string
  readonly crmId: string
}

/** A crew member of the test only (home base CDG, Europe/Paris), with daily remarks at Q unless told. */
export const addCrew = async (
  db: Queryable,
  crew: { readonly username: string; readonly crmId: string; readonly rank?: string; readonly dailyRemark?: string },
): Promise<TestCrew> => {
  const password = `${crew.username}-pw`
  await insertUser(
    db,
    {
      username: crew.username,
      passwordHash: await hashPassword(password, TEST_HASHING),
      crmId: crew.crmId,
      userId: `U${crew.crmId}`,
      firstName: crew.username,
      lastName: 'Test',
      profile: { rank: crew.rank ?? 'CP', homeBase: 'CDG', homeBaseTimeZone: 'Europe/Paris' },
      enablings: [{ featureId: 'IDP_DAILY_REMARK', value: crew.dailyRemark ?? 'Q' }],
      languageServiceAvailable: true,
    },
    T0,
  )
  return { username: crew.username, password, crmId: crew.crmId }
}

/** An event (core `DutyEvent`) from `from` to `to`, id and logical id `id`, at CDG unless told. */
export const anEvent = (o: { readonly id: string; readonly type: EventType; readonly from: Temporal.Instant; readonly to: Temporal.Instant; readonly airport?: string; readonly children?: ReadonlyArray<DutyEvent> }): DutyEvent => {
  const logicalId = decodeWith(LogicalId)(o.id)
  if (E.isLeft(logicalId)) throw new Error(`bad logical id ${o.id}`)
  return {
    id: o.id,
    eventId: o.id,
    logicalId: logicalId.right,
    type: o.type,
    fromDateTimeUTC: o.from.toZonedDateTimeISO('UTC'),
    toDateTimeUTC: o.to.toZonedDateTimeISO('UTC'),
    fromAirport: o.airport ?? 'CDG',
    toAirport: o.airport ?? 'CDG',
    ...(o.children === undefined ? {} : { events: [...o.children] }),
  }
}

/** Writes events as the roster stores them: one row each, children with their parent's logical id. */
export const insertEvents = async (db: Queryable, crmId: string, events: ReadonlyArray<DutyEvent>, parent: string | null = null): Promise<void> => {
  for (const event of events) {
    const { events: children, ...own } = event
    await db.query(
      `INSERT INTO roster_events (crm_id, event_id, logical_id, parent_logical_id, event_type, from_utc, to_utc, body, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
      [crmId, event.id, event.logicalId, parent, event.type, event.fromDateTimeUTC.toInstant().toString(), event.toDateTimeUTC.toInstant().toString(), JSON.stringify(DutyEvent.encode(own)), T0.toString()],
    )
    await insertEvents(db, crmId, children ?? [], event.logicalId)
  }
}

/** The roster period of a crew member. */
export const setRosterPeriod = async (db: Queryable, crmId: string, from: Temporal.Instant, to: Temporal.Instant): Promise<void> => {
  await db.query(
    'INSERT INTO roster_periods (crm_id, from_utc, to_utc) VALUES ($1, $2, $3) ON CONFLICT (crm_id) DO UPDATE SET from_utc = EXCLUDED.from_utc, to_utc = EXCLUDED.to_utc',
    [crmId, from.toString(), to.toString()],
  )
}

export interface ChangeDayFixture {
  readonly date: string
  readonly confirmable: boolean
  readonly replaces?: ReadonlyArray<string>
  readonly adds?: ReadonlyArray<DutyEvent>
  /** Raw `new_events` JSON instead of `adds` (to store a body that no longer decodes). */
  readonly rawNewEvents?: unknown
}

/** A roster change with its days; items say old/new/freeText of each day. */
export const insertChange = async (db: Queryable, crmId: string, id: string, days: ReadonlyArray<ChangeDayFixture>, createdAt: Temporal.Instant = T0.subtract({ hours: 1 })): Promise<void> => {
  await db.query('INSERT INTO roster_changes (id, crm_id, created_at) VALUES ($1, $2, $3)', [id, crmId, createdAt.toString()])
  for (const day of days) {
    const items = [{ old: `old duty ${day.date}`, new: `new duty ${day.date}`, freeText: `message ${day.date}` }]
    await db.query(
      `INSERT INTO roster_change_days (change_id, change_date, confirmable, items, replaced_event_ids, new_events)
       VALUES ($1, $2::date, $3, $4::jsonb, $5::jsonb, $6::jsonb)`,
      [id, day.date, day.confirmable, JSON.stringify(t.array(RosterChangeItem).encode(items)), JSON.stringify(day.replaces ?? []), JSON.stringify(day.rawNewEvents ?? t.array(DutyEvent).encode([...(day.adds ?? [])]))],
    )
  }
}

/** The updates info of a crew member (null columns as null). */
export const updatesOf = async (db: Queryable, crmId: string): Promise<{ lastRosterChange: Temporal.Instant | null; lastDailyRemark: Temporal.Instant | null }> => {
  const rows = await db.query<{ last_roster_change: unknown; last_daily_remark: unknown }>('SELECT last_roster_change, last_daily_remark FROM roster_updates WHERE crm_id = $1', [crmId])
  const row = rows[0]
  return {
    lastRosterChange: row?.last_roster_change == null ? null : instantOf(row.last_roster_change),
    lastDailyRemark: row?.last_daily_remark == null ? null : instantOf(row.last_daily_remark),
  }
}

/** The event ids of a crew member's roster. */
export const eventIdsOf = async (db: Queryable, crmId: string): Promise<ReadonlyArray<string>> =>
  (await db.query<{ event_id: string }>('SELECT event_id FROM roster_events WHERE crm_id = $1 ORDER BY event_id', [crmId])).map((r) => r.event_id)

/** A signed-in client of one crew member: calls with the session cookie, JSON bodies and the XHR header. */
export const client = (url: string, cookie: string | undefined) => {
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> =>
    fetch(`${url}${path}`, {
      method,
      headers: { ...XHR, ...(cookie === undefined ? {} : { Cookie: cookie }), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    })
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => call('POST', path, body, headers),
    put: (path: string, body?: unknown) => call('PUT', path, body),
    del: (path: string) => call('DELETE', path),
  }
}

/** The answer read as the client reads it (core `readEnvelope`): the decoded result, or the test fails. */
export const okResult = async <A, O>(res: Response, codec: t.Type<A, O, unknown>): Promise<A> => {
  const body: unknown = await res.json()
  const read = readEnvelope(codec)(body)
  if (E.isLeft(read)) throw new Error(`expected a ${codec.name} envelope, got ${res.status} ${JSON.stringify(body)}`)
  assert.is(res.status, 200)
  return read.right
}

/** An answer without result, read with core `readEmptyEnvelope`. */
export const okEmptyResult = async (res: Response): Promise<void> => {
  const body: unknown = await res.json()
  assert.ok(E.isRight(readEmptyEnvelope(body)), `expected success, got ${res.status} ${JSON.stringify(body)}`)
  assert.is(res.status, 200)
}

/** The client's view of a refused call (core `readEnvelope`): the Service error, with the status. */
export const refusal = async (res: Response): Promise<{ status: number; error: EnvelopeError; errId: string | undefined; errMessage: string }> => {
  const read = readEnvelope(t.unknown)(await res.json())
  if (E.isRight(read)) throw new Error(`expected a refusal, got ${res.status}`)
  const error = read.left
  const first = error._tag === 'Service' ? error.errors[0] : undefined
  return { status: res.status, error, errId: first?.errId, errMessage: first?.errMessage ?? '' }
}

/** A calendar date `yyyy-MM-dd` after T0's. */
export const dayAfterT0 = (days: number): string => T0.toZonedDateTimeISO('UTC').toPlainDate().add({ days }).toString()
