import * as E from 'fp-ts/Either'
import type { Temporal } from 'temporal-polyfill'
import { InternalMessageContent, type NewsStatus, type RawNewsMessage } from '../../core/news/news.codec'
import { decodeWith, describeDecodeError } from '../../core/shared/decode'
import { instantOf, type Queryable } from '../db/db'
import { touchRosterUpdates } from '../roster/roster-updates.repo'

/** The news kinds of SPEC section 3: "kinds BROADCAST, CHECKINALERT, ROSTERCHANGE". */
export type NewsKind = 'BROADCAST' | 'CHECKINALERT' | 'ROSTERCHANGE'

/** A news message to create for some recipients. */
export interface NewNews {
  readonly id: string
  readonly domain: string
  readonly kind: NewsKind
  readonly sender: string
  readonly content: InternalMessageContent
  readonly createdAt: Temporal.Instant
  readonly expiresAt?: Temporal.Instant
  readonly recipients: ReadonlyArray<{ readonly crmId: string; readonly status: NewsStatus }>
}

/**
 * Creates a message and its recipients, and moves each recipient's `last_news` (the
 * `lastNewsTimestamp` of `GET roster/{crmId}/updates`) to the message's time when that is later:
 * new news is what the news tab's red-dot badge signals (SPEC section 2: "Red-dot badges on daily
 * remarks and news signal new items").
 */
export const createNews = async (tx: Queryable, news: NewNews): Promise<void> => {
  const created = news.createdAt.toString()
  await tx.query(
    'INSERT INTO news_messages (id, domain, kind, sender, internal_message, created_at, expires_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)',
    [news.id, news.domain, news.kind, news.sender, JSON.stringify(InternalMessageContent.encode(news.content)), created, news.expiresAt?.toString() ?? null],
  )
  for (const r of news.recipients) {
    await tx.query('INSERT INTO news_recipients (message_id, crm_id, status, updated_at) VALUES ($1, $2, $3, $4)', [news.id, r.crmId, r.status, created])
    await touchRosterUpdates(tx, r.crmId, 'lastNewsTimestamp', news.createdAt)
  }
}

interface MessageRow {
  readonly id: string
  readonly kind: string
  readonly sender: string
  readonly internal_message: unknown
  readonly created_at: unknown
  readonly expires_at: unknown
  readonly status: string
  readonly [column: string]: unknown
}

/** Whether a message is past its expiry at `now`. */
const isExpired = (expiresAt: unknown, now: Temporal.Instant): boolean =>
  expiresAt !== null && expiresAt !== undefined && instantOf(expiresAt).epochMilliseconds <= now.epochMilliseconds

/**
 * The crew member's messages of a domain, newest first, deleted ones left out, as core
 * `RawNewsMessage`s: `internalMessage` is the JSON text of the stored content (SPEC section 3: "Raw
 * items hold internalMessage (JSON with subject, body, checkInEventLogicalId, properties) and
 * recipients (first item has a status of READ or EXPIRED)"). The one recipient listed is the crew
 * member; a message past its expiry reads EXPIRED.
 */
export const listNews = async (db: Queryable, crmId: string, domain: string, now: Temporal.Instant): Promise<ReadonlyArray<RawNewsMessage>> => {
  const rows = await db.query<MessageRow>(
    `SELECT m.id, m.kind, m.sender, m.internal_message, m.created_at, m.expires_at, r.status
     FROM news_recipients r JOIN news_messages m ON m.id = r.message_id
     WHERE r.crm_id = $1 AND m.domain = $2 AND r.deleted_at IS NULL
     ORDER BY m.created_at DESC, m.id`,
    [crmId, domain],
  )
  return rows.map((row): RawNewsMessage => {
    const content = decodeWith(InternalMessageContent)(row.internal_message)
    if (E.isLeft(content)) throw new Error(`stored news ${row.id} does not decode: ${describeDecodeError(content.left)}`)
    return {
      id: row.id,
      type: row.kind,
      category: row.kind,
      internalMessage: JSON.stringify(InternalMessageContent.encode(content.right)),
      recipients: [{ status: isExpired(row.expires_at, now) ? 'EXPIRED' : row.status }],
      sender: { name: row.sender },
      createdAt: instantOf(row.created_at).toZonedDateTimeISO('UTC'),
    }
  })
}

/** The outcome of a status change or a delete of one crew member's message. */
export type NewsChange = 'Changed' | 'NotFound' | 'Expired'

/**
 * Sets the crew member's status of a message. Another crew member's message, an unknown id or a
 * deleted message is `NotFound` and nothing changes. A message past its expiry can only be set
 * EXPIRED (SPEC section 4, News: "An expired status exists, and opening an expired item shows an
 * info dialog"): any other status is `Expired`.
 */
export const setNewsStatus = async (tx: Queryable, crmId: string, id: string, status: NewsStatus, now: Temporal.Instant): Promise<NewsChange> => {
  const rows = await tx.query<{ expires_at: unknown }>(
    `SELECT m.expires_at FROM news_recipients r JOIN news_messages m ON m.id = r.message_id
     WHERE r.message_id = $1 AND r.crm_id = $2 AND r.deleted_at IS NULL FOR UPDATE OF r`,
    [id, crmId],
  )
  const row = rows[0]
  if (row === undefined) return 'NotFound'
  if (status !== 'EXPIRED' && isExpired(row.expires_at, now)) return 'Expired'
  await tx.query('UPDATE news_recipients SET status = $3, updated_at = $4 WHERE message_id = $1 AND crm_id = $2', [id, crmId, status, now.toString()])
  return 'Changed'
}

/** Deletes the crew member's copy of a message (the other recipients keep theirs). */
export const deleteNews = async (tx: Queryable, crmId: string, id: string, now: Temporal.Instant): Promise<NewsChange> => {
  const rows = await tx.query(
    'UPDATE news_recipients SET deleted_at = $3, updated_at = $3 WHERE message_id = $1 AND crm_id = $2 AND deleted_at IS NULL RETURNING message_id',
    [id, crmId, now.toString()],
  )
  return rows.length === 0 ? 'NotFound' : 'Changed'
}
