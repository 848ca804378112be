import * as t from 'io-ts'
import { BlockMonth, RosterPeriod } from '../../core/roster/block-month.codec'
import type { Queryable } from '../db/db'
import { blockMonthsBetween, rosterPeriodOf } from './roster-period.repo'

/** The NOTIFY channel of migration 020: what `GET roster/{crmId}/events` answers changed for a crm_id (`*`: for everyone). */
export const ROSTER_EVENTS_CHANNEL = 'roster_events'

/**
 * Tells this process's events cache that the duty data of `crmId` changed, once the transaction commits
 * (the migration 020 triggers tell every process, this one included, a moment later). Every writer of
 * `roster_events` or `roster_periods` calls it.
 */
export const announceRosterEvents = (tx: Queryable, crmId: string): void => tx.announce(ROSTER_EVENTS_CHANNEL, crmId)

interface TextRow {
  readonly logical_id: string
  readonly parent_logical_id: string | null
  /** The stored wire event as JSON text, without any `events` member (children are rows of their own). */
  readonly body: string
  readonly [column: string]: unknown
}

/**
 * Nests JSON texts of events: each row whose parent is among the rows becomes a child of it (SPEC section 3:
 * "events (child events of a pairing)"), in row order, written into the parent's text as its `events`
 * member; the result is the texts of the rows without a parent. A parent chain that loops is cut.
 */
export const nestTexts = (rows: ReadonlyArray<TextRow>): ReadonlyArray<string> => {
  const known = new Set(rows.map((r) => r.logical_id))
  const children = new Map<string, TextRow[]>()
  const roots: TextRow[] = []
  for (const row of rows) {
    const parent = row.parent_logical_id
    if (parent === null || parent === row.logical_id || !known.has(parent)) roots.push(row)
    else {
      const list = children.get(parent)
      if (list === undefined) children.set(parent, [row])
      else list.push(row)
    }
  }
  const render = (row: TextRow, seen: ReadonlySet<string>): string => {
    const kids = children.get(row.logical_id)
    if (kids === undefined || seen.has(row.logical_id)) return row.body
    const inner = new Set(seen).add(row.logical_id)
    const events = kids.map((kid) => render(kid, inner)).join(',')
    const head = row.body.slice(0, row.body.lastIndexOf('}')).trimEnd()
    return `${head}${head.endsWith('{') ? '' : ','}"events":[${events}]}`
  }
  return roots.map((row) => render(row, new Set()))
}

const BODY = `(body - 'events')::text AS body`

/** The top-level events of `crmId` overlapping [from, to] with their children, as JSON texts, by UTC start. */
const eventTextsBetween = async (db: Queryable, crmId: string, from: string, to: string): Promise<ReadonlyArray<string>> =>
  nestTexts(
    await db.query<TextRow>(
      `SELECT logical_id, parent_logical_id, ${BODY} FROM roster_events e
       WHERE e.crm_id = $1 AND (
         (e.parent_logical_id IS NULL AND e.from_utc <= $3 AND e.to_utc >= $2)
         OR e.parent_logical_id IN (SELECT p.logical_id FROM roster_events p
                                    WHERE p.crm_id = $1 AND p.parent_logical_id IS NULL AND p.from_utc <= $3 AND p.to_utc >= $2))
       ORDER BY e.from_utc, e.to_utc, e.event_id`,
      [crmId, from, to],
    ),
  )

const Periods = t.type({ rosterPeriod: RosterPeriod, blockMonthList: t.array(BlockMonth) })

/**
 * The UTF-8 bytes of the `GET roster/{crmId}/events` envelope (core `RosterDataEnvelope`), or null when the
 * crew member has no roster: the events are the stored wire bodies as they are, nested, without decoding
 * and encoding them again. That is sound because every writer of `roster_events` encodes the body with the
 * core `DutyEvent` codec (the seeds, the remark and role edits, the roster-change confirmation); a tool
 * writing the table directly must write valid `DutyEventWire` JSON (docs/performance.md). The roster period
 * and the block months are encoded with their codecs. Three indexed reads.
 */
export const rosterDataBody = async (db: Queryable, crmId: string): Promise<Buffer | null> => {
  const stored = await rosterPeriodOf(db, crmId)
  if (stored === null) return null
  const events = await eventTextsBetween(db, crmId, stored.from.toString(), stored.to.toString())
  const blockMonthList = await blockMonthsBetween(db, stored.from, stored.to)
  const periods = JSON.stringify(Periods.encode({ rosterPeriod: stored.period, blockMonthList: [...blockMonthList] }))
  return Buffer.from(`{"success":true,"result":{"events":[${events.join(',')}],${periods.slice(1)}}`, 'utf8')
}

/**
 * The UTF-8 bytes of the `POST roster/{crmId}/eventById` envelope (core `EventByIdEnvelope`): the stored
 * event `logicalId` with its children, as stored (see {@link rosterDataBody}); null when there is none such.
 */
export const eventByLogicalIdBody = async (db: Queryable, crmId: string, logicalId: string): Promise<Buffer | null> => {
  const rows = await db.query<TextRow & { depth: number }>(
    `SELECT logical_id, parent_logical_id, ${BODY}, 0 AS depth, from_utc, event_id FROM roster_events WHERE crm_id = $1 AND logical_id = $2
     UNION ALL
     SELECT logical_id, parent_logical_id, ${BODY}, 1 AS depth, from_utc, event_id FROM roster_events c
     WHERE c.crm_id = $1 AND c.parent_logical_id = $2
     ORDER BY depth, from_utc, event_id`,
    [crmId, logicalId],
  )
  const [own] = rows
  if (own === undefined) return null
  const [text] = nestTexts([{ ...own, parent_logical_id: null }, ...rows.slice(1)])
  return text === undefined ? null : Buffer.from(`{"success":true,"result":${text}}`, 'utf8')
}
