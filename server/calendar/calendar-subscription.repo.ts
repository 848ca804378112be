import { createHash, createHmac, randomBytes } from 'node:crypto'
import * as E from 'fp-ts/Either'
import { Temporal } from 'temporal-polyfill'
import { CalendarEntry, type CalendarLanguage } from '../../core/roster/calendar-feed/calendar-entry.codec'
import type { StoredEntryVersion } from '../../core/roster/calendar-feed/calendar-versions.rules'
import { decodeWith, describeDecodeError } from '../../core/shared/decode'
import { instantOf, type Queryable } from '../db/db'

/** 256 random bits, URL-safe (43 characters): the secret of a feed URL; guessing one is hopeless. */
export const newFeedToken = (): string => randomBytes(32).toString('base64url')

/** The shape of a feed token in a path; anything else is not looked up at all. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/

/** What the database keeps instead of the token. A 256-bit random secret needs no slow hash; SHA-256 is one-way. */
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex')

/** A crew member's subscription as the feed reads it. */
export interface FeedSubscription {
  readonly crmId: string
  readonly language: CalendarLanguage
  readonly createdAt: Temporal.Instant
}

/** Creates the crew member's subscription, or replaces it (rotate: the previous URL stops working at once). */
export const storeSubscription = async (db: Queryable, crmId: string, token: string, language: CalendarLanguage, now: Temporal.Instant): Promise<void> => {
  await db.query(
    `INSERT INTO calendar_subscriptions (crm_id, token_hash, language, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (crm_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, language = EXCLUDED.language, created_at = EXCLUDED.created_at`,
    [crmId, tokenHash(token), language, now.toString()],
  )
}

/** Revokes the crew member's subscription; true when there was one. */
export const deleteSubscription = async (db: Queryable, crmId: string): Promise<boolean> =>
  (await db.query<{ crm_id: string }>('DELETE FROM calendar_subscriptions WHERE crm_id = $1 RETURNING crm_id', [crmId])).length > 0

/** When the crew member's current subscription was made, or null without one. */
export const subscriptionCreatedAt = async (db: Queryable, crmId: string): Promise<Temporal.Instant | null> => {
  const [row] = await db.query<{ created_at: unknown }>('SELECT created_at FROM calendar_subscriptions WHERE crm_id = $1', [crmId])
  return row === undefined ? null : instantOf(row.created_at)
}

/** The subscription a token opens, or null (unknown, rotated away or revoked: the caller cannot tell which). */
export const subscriptionOfToken = async (db: Queryable, token: string): Promise<FeedSubscription | null> => {
  const [row] = await db.query<{ crm_id: string; language: string; created_at: unknown }>(
    'SELECT crm_id, language, created_at FROM calendar_subscriptions WHERE token_hash = $1',
    [tokenHash(token)],
  )
  if (row === undefined) return null
  return { crmId: row.crm_id, language: row.language === 'fr' ? 'fr' : 'en', createdAt: instantOf(row.created_at) }
}

interface VersionRow {
  readonly sequence: number
  readonly fingerprint: string
  readonly entry: unknown
  readonly changed_at: unknown
  readonly removed_at: unknown
  readonly [column: string]: unknown
}

/** The versions the feed last served to this crew member. */
export const storedVersions = async (db: Queryable, crmId: string): Promise<ReadonlyArray<StoredEntryVersion>> => {
  const rows = await db.query<VersionRow>('SELECT sequence, fingerprint, entry, changed_at, removed_at FROM calendar_entries WHERE crm_id = $1', [crmId])
  return rows.map((row) => {
    const entry = decodeWith(CalendarEntry)(row.entry)
    if (E.isLeft(entry)) throw new Error(`stored calendar entry does not decode: ${describeDecodeError(entry.left)}`)
    return {
      entry: entry.right,
      fingerprint: row.fingerprint,
      sequence: row.sequence,
      changedAt: instantOf(row.changed_at),
      ...(row.removed_at === null ? {} : { removedAt: instantOf(row.removed_at) }),
    }
  })
}

/**
 * Writes new versions and forgets old ones. A version replaces the stored one only when its SEQUENCE is higher,
 * so two polls syncing the same change at once raise the SEQUENCE once.
 */
export const writeVersions = async (db: Queryable, crmId: string, writes: ReadonlyArray<StoredEntryVersion>, forget: ReadonlyArray<string>): Promise<void> => {
  for (const v of writes) {
    await db.query(
      `INSERT INTO calendar_entries (crm_id, uid, sequence, fingerprint, entry, changed_at, removed_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)
       ON CONFLICT (crm_id, uid) DO UPDATE SET sequence = EXCLUDED.sequence, fingerprint = EXCLUDED.fingerprint, entry = EXCLUDED.entry,
         changed_at = EXCLUDED.changed_at, removed_at = EXCLUDED.removed_at
       WHERE calendar_entries.sequence < EXCLUDED.sequence`,
      [crmId, v.entry.uid, v.sequence, v.fingerprint, JSON.stringify(CalendarEntry.encode(v.entry)), v.changedAt.toString(), v.removedAt?.toString() ?? null],
    )
  }
  if (forget.length > 0) await db.query('DELETE FROM calendar_entries WHERE crm_id = $1 AND uid = ANY($2::text[])', [crmId, [...forget]])
}

/** The deployment's UID key: made by the first caller (concurrent callers agree on one) and kept. */
export const calendarUidKey = async (db: Queryable): Promise<string> => {
  await db.query('INSERT INTO calendar_uid_key (id, key) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [randomBytes(32).toString('base64url')])
  const [row] = await db.query<{ key: string }>('SELECT key FROM calendar_uid_key WHERE id = 1')
  if (row === undefined) throw new Error('calendar_uid_key has no row')
  return row.key
}

/**
 * The UID of a duty's entry in a crew member's feed: HMAC-SHA256 under the deployment's key of the crmId and the
 * logical id, 32 base64url characters, `@crew-duty-plan`. Stable for the duty, unguessable, and it names no crew
 * member (a UID with the crmId told every calendar service whose roster it was).
 */
export const feedUid = (key: string, crmId: string, logicalId: string): string =>
  `${createHmac('sha256', key).update(`${crmId}\n${logicalId}`, 'utf8').digest('base64url').slice(0, 32)}@crew-duty-plan`
