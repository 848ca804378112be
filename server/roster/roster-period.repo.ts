import * as E from 'fp-ts/Either'
import { Temporal } from 'temporal-polyfill'
import type { BlockMonth, RosterPeriod } from '../../core/roster/block-month.codec'
import { decodeWith } from '../../core/shared/decode'
import { DateTimeWithOffset } from '../../core/shared/time.codec'
import { instantOf, type Queryable } from '../db/db'

/** A crew member's roster period as stored: its instants and the wire form the client gets. */
export interface StoredRosterPeriod {
  readonly from: Temporal.Instant
  readonly to: Temporal.Instant
  readonly period: RosterPeriod
}

const localAtHb = (value: unknown): Temporal.ZonedDateTime | undefined => {
  const decoded = decodeWith(DateTimeWithOffset)(value)
  return E.isRight(decoded) ? decoded.right : undefined
}

/**
 * The crew member's roster period (SPEC section 3: "from, to (optionally fromLocalAtHb, toLocalAtHb)"):
 * `from`/`to` in UTC, the home-base views when stored. Null for a crew member without a roster.
 */
export const rosterPeriodOf = async (db: Queryable, crmId: string): Promise<StoredRosterPeriod | null> => {
  const rows = await db.query<{ from_utc: unknown; to_utc: unknown; from_local_at_hb: unknown; to_local_at_hb: unknown }>(
    'SELECT from_utc, to_utc, from_local_at_hb, to_local_at_hb FROM roster_periods WHERE crm_id = $1',
    [crmId],
  )
  const row = rows[0]
  if (row === undefined) return null
  const from = instantOf(row.from_utc)
  const to = instantOf(row.to_utc)
  const fromLocalAtHb = localAtHb(row.from_local_at_hb)
  const toLocalAtHb = localAtHb(row.to_local_at_hb)
  return {
    from,
    to,
    period: {
      from: from.toZonedDateTimeISO('UTC'),
      to: to.toZonedDateTimeISO('UTC'),
      ...(fromLocalAtHb === undefined ? {} : { fromLocalAtHb }),
      ...(toLocalAtHb === undefined ? {} : { toLocalAtHb }),
    },
  }
}

const dateText = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value))

/**
 * The airline's block months overlapping [from, to], sorted by start (SPEC section 3: "id, name or
 * description, from, to"): `from` at 00:00:00 UTC of the first day, `to` at 23:59:59 UTC of the last
 * (ARCHITECTURE.md section 2: "Block months are UTC day ranges").
 */
export const blockMonthsBetween = async (db: Queryable, from: Temporal.Instant, to: Temporal.Instant): Promise<ReadonlyArray<BlockMonth>> => {
  const rows = await db.query<{ id: string; name: string; description: string | null; from_date: unknown; to_date: unknown }>(
    `SELECT id, name, description, from_date::text AS from_date, to_date::text AS to_date FROM block_months
     WHERE from_date <= $2::date AND to_date >= $1::date ORDER BY from_date, id`,
    [from.toZonedDateTimeISO('UTC').toPlainDate().toString(), to.toZonedDateTimeISO('UTC').toPlainDate().toString()],
  )
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    ...(row.description === null ? {} : { description: row.description }),
    from: Temporal.PlainDate.from(dateText(row.from_date)).toZonedDateTime('UTC'),
    to: Temporal.PlainDate.from(dateText(row.to_date)).toZonedDateTime({ timeZone: 'UTC', plainTime: Temporal.PlainTime.from('23:59:59') }),
  }))
}
