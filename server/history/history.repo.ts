import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import type { Temporal } from 'temporal-polyfill'
import { HistoryChange, type HistoryEntry, type HistoryKind } from '../../core/history/change-history.codec'
import { decodeWith, describeDecodeError } from '../../core/shared/decode'
import { instantOf, type Queryable } from '../db/db'

const Changes = t.array(HistoryChange)

/** An entry to record: who, what kind, what it is about, and the fields that changed. */
export interface HistoryRecord {
  readonly crmId: string
  readonly at: Temporal.Instant
  readonly kind: HistoryKind
  readonly section?: string
  readonly subject: string
  readonly changes: ReadonlyArray<HistoryChange>
}

/**
 * Appends an entry to the crew member's change history (migration 032). The caller passes the transaction of
 * the write it records, so both happen whole or not at all. An entry without changes is not recorded (a save
 * that changed nothing). There is no update or delete: the table refuses both.
 */
export const recordHistory = async (tx: Queryable, entry: HistoryRecord): Promise<void> => {
  if (entry.changes.length === 0) return
  await tx.query('INSERT INTO change_history (crm_id, at, kind, section, subject, changes) VALUES ($1, $2, $3, $4, $5, $6::jsonb)', [
    entry.crmId,
    entry.at.toString(),
    entry.kind,
    entry.section ?? null,
    entry.subject,
    JSON.stringify(Changes.encode([...entry.changes])),
  ])
}

interface HistoryRow {
  readonly id: string
  readonly at: unknown
  readonly kind: HistoryKind
  readonly section: string | null
  readonly subject: string
  readonly changes: unknown
  readonly [column: string]: unknown
}

/** One page of a crew member's history, newest first, and the cursor of the next page when older entries remain. */
export interface HistoryPage {
  readonly entries: ReadonlyArray<HistoryEntry>
  readonly next?: string
}

/**
 * The crew member's entries newest first (the order they were recorded in), at most `limit`, older than the
 * entry `before` when given. Only rows of `crmId` are read.
 */
export const historyPage = async (db: Queryable, crmId: string, limit: number, before?: string): Promise<HistoryPage> => {
  const rows = await db.query<HistoryRow>(
    `SELECT id::text AS id, at, kind, section, subject, changes FROM change_history
     WHERE crm_id = $1 AND ($2::bigint IS NULL OR change_history.id < $2::bigint) ORDER BY change_history.id DESC LIMIT $3`,
    [crmId, before ?? null, limit + 1],
  )
  // ORDER BY names the table column: the output column `id` is text, which would sort 9 after 10.
  const entries = rows.slice(0, limit).map((row): HistoryEntry => {
    const changes = decodeWith(Changes)(row.changes)
    // Rows are written with this codec only: one that does not decode is a database defect (a 500).
    if (E.isLeft(changes)) throw new Error(`change_history ${row.id} does not decode: ${describeDecodeError(changes.left)}`)
    return {
      id: row.id,
      at: instantOf(row.at).toZonedDateTimeISO('UTC'),
      kind: row.kind,
      subject: row.subject,
      changes: changes.right,
      ...(row.section === null ? {} : { section: row.section }),
    }
  })
  const last = entries[entries.length - 1]
  return rows.length > limit && last !== undefined ? { entries, next: last.id } : { entries }
}
