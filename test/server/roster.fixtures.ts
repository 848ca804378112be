import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { Temporal } from 'temporal-polyfill'
import { readEnvelope } from '../../core/errors/envelope.rules'
import type { EventType } from '../../core/roster/event-type.codec'
import { instantOf, type Queryable } from '../../server/db/db'
import { T0, XHR } from './helpers'

/** The result of a response envelope decoded as the client does (`readEnvelope` with the core codec); fails the test otherwise. */
export const resultOf = async <A, O>(res: Response, codec: t.Type<A, O, unknown>): Promise<A> => {
  const body: unknown = await res.json()
  const read = readEnvelope(codec)(body)
  if (E.isLeft(read)) throw new Error(`${res.status}: the answer does not decode: ${JSON.stringify(read.left).slice(0, 400)}`)
  return read.right
}

/** A stored event row of a crew member, found by type and the earliest start at or after `after`. */
export const eventRow = async (
  db: Queryable,
  crmId: string,
  type: EventType,
  after: Temporal.Instant = Temporal.Instant.from('2000-01-01T00:00:00Z'),
): Promise<{ readonly eventId: string; readonly logicalId: string; readonly from: Temporal.Instant }> => {
  const rows = await db.query<{ event_id: string; logical_id: string; from_utc: unknown }>(
    'SELECT event_id, logical_id, from_utc FROM roster_events WHERE crm_id = $1 AND event_type = $2 AND from_utc >= $3 ORDER BY from_utc, event_id LIMIT 1',
    [crmId, type, after.toString()],
  )
  const row = rows[0]
  if (row === undefined) throw new Error(`no ${type} event for ${crmId}`)
  return { eventId: row.event_id, logicalId: row.logical_id, from: instantOf(row.from_utc) }
}

/** The first LEG of the upcoming pairing (CDG-JFK, after the seed clock). */
export const upcomingLeg = (db: Queryable, crmId: string) => eventRow(db, crmId, 'LEG', T0)

/** Everything the roster-side tables hold for a crew member, to prove that a refused call wrote nothing. */
export const snapshot = async (db: Queryable, crmId: string): Promise<string> => {
  const parts: unknown[] = []
  for (const sql of [
    'SELECT event_id, body::text AS body, updated_at FROM roster_events WHERE crm_id = $1 ORDER BY event_id',
    'SELECT event_id, role_number, set_on_event FROM event_roles WHERE crm_id = $1 ORDER BY event_id, role_number',
    'SELECT last_roster_change, last_daily_remark, last_news FROM roster_updates WHERE crm_id = $1',
  ]) {
    parts.push(await db.query(sql, [crmId]))
  }
  return JSON.stringify(parts)
}

/** A JSON request with the session cookie and the CSRF header. */
export const sendJson = (url: string, method: 'POST' | 'PUT', path: string, cookie: string | undefined, body: unknown, headers: Record<string, string> = XHR) =>
  fetch(`${url}${path}`, {
    method,
    headers: { ...headers, 'Content-Type': 'application/json', ...(cookie === undefined ? {} : { Cookie: cookie }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
