import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import type { Temporal } from 'temporal-polyfill'
import { NewsCategoryStyle } from '../../core/news/news.codec'
import { ContactInformation } from '../../core/settings/contact-information.codec'
import { NewsSubscription, NotificationSettings, SubscriptionTag } from '../../core/settings/tag-settings.codec'
import { decodeWith, describeDecodeError } from '../../core/shared/decode'
import type { Queryable } from '../db/db'

/** Stored rows are written only through the core codecs: one that does not decode is a database defect (a 500). */
const decoded = <A>(codec: t.Type<A, unknown, unknown>, value: unknown, what: string): A => {
  const result = decodeWith(codec)(value)
  if (E.isLeft(result)) throw new Error(`stored ${what} does not decode: ${describeDecodeError(result.left)}`)
  return result.right
}

const withoutNulls = (row: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null))

/** The news subscriptions a domain offers, in display order (core `NewsSubscription`). */
export const offeredSubscriptions = async (db: Queryable, domain: string): Promise<ReadonlyArray<NewsSubscription>> => {
  const rows = await db.query(
    'SELECT tag_value AS "tagValue", label, editable, default_selected AS "defaultSelected" FROM notification_tags WHERE domain = $1 ORDER BY position, tag_value',
    [domain],
  )
  return decoded(t.array(NewsSubscription), rows, `notification tags of ${domain}`)
}

/** The news categories of a domain with label, colour and icon (core `NewsCategoryStyle`). */
export const newsCategories = async (db: Queryable, domain: string): Promise<ReadonlyArray<NewsCategoryStyle>> => {
  const rows = await db.query('SELECT category, label, colour, icon FROM news_categories WHERE domain = $1 ORDER BY position, category', [domain])
  return decoded(t.array(NewsCategoryStyle), rows.map(withoutNulls), `news categories of ${domain}`)
}

/** The crew member's contact information row: e-mail, phone (core `ContactInformation`) and preferred language. */
export const contactInformation = async (db: Queryable, crmId: string): Promise<{ readonly info: ContactInformation; readonly language: string | null }> => {
  const rows = await db.query<{ email: string | null; phone: string | null; preferred_language: string | null }>(
    'SELECT email, phone, preferred_language FROM contact_information WHERE crm_id = $1',
    [crmId],
  )
  const row = rows[0]
  if (row === undefined) return { info: {}, language: null }
  const info = decoded(ContactInformation, withoutNulls({ email: row.email, phone: row.phone }), `contact information of ${crmId}`)
  return { info, language: row.preferred_language }
}

/** Saves e-mail and phone (an empty phone is none), keeping the preferred language. */
export const saveContactInformation = async (db: Queryable, crmId: string, email: string, phone: string, now: Temporal.Instant): Promise<void> => {
  await db.query(
    `INSERT INTO contact_information (crm_id, email, phone, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (crm_id) DO UPDATE SET email = EXCLUDED.email, phone = EXCLUDED.phone, updated_at = EXCLUDED.updated_at`,
    [crmId, email, phone === '' ? null : phone, now.toString()],
  )
}

/** Saves the preferred language (two lower-case letters; the table's check refuses anything else). */
export const savePreferredLanguage = async (db: Queryable, crmId: string, code: string, now: Temporal.Instant): Promise<void> => {
  await db.query(
    `INSERT INTO contact_information (crm_id, preferred_language, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (crm_id) DO UPDATE SET preferred_language = EXCLUDED.preferred_language, updated_at = EXCLUDED.updated_at`,
    [crmId, code, now.toString()],
  )
}

/**
 * The crew member's notification settings of a domain (core `NotificationSettings`): saved
 * subscriptions (none saved: an empty list, so the client starts from the defaultSelected ones),
 * the channel flags, and the contact e-mail and phone.
 */
export const notificationSettings = async (db: Queryable, crmId: string, domain: string): Promise<NotificationSettings> => {
  const rows = await db.query<{ subscriptions: unknown; use_primary_email: boolean; use_primary_phone: boolean; use_all_device: boolean }>(
    'SELECT subscriptions, use_primary_email, use_primary_phone, use_all_device FROM notification_settings WHERE crm_id = $1 AND domain = $2',
    [crmId, domain],
  )
  const row = rows[0]
  const { info } = await contactInformation(db, crmId)
  return {
    subscriptions: row === undefined ? [] : decoded(t.array(SubscriptionTag), row.subscriptions, `subscriptions of ${crmId}`),
    usePrimaryEmail: row?.use_primary_email ?? true,
    usePrimaryPhone: row?.use_primary_phone ?? true,
    useAllDevice: row?.use_all_device ?? true,
    ...info,
  }
}

/** The channel flags a save may carry (core `TagSettings`); an absent one keeps its stored value (default true). */
export interface ChannelFlags {
  readonly usePrimaryEmail: boolean | undefined
  readonly usePrimaryPhone: boolean | undefined
  readonly useAllDevice: boolean | undefined
}

/** Saves the subscriptions of a domain and the channel flags given (the others keep their values). */
export const saveSubscriptions = async (
  db: Queryable,
  crmId: string,
  domain: string,
  subscriptions: ReadonlyArray<SubscriptionTag>,
  flags: ChannelFlags,
  now: Temporal.Instant,
): Promise<void> => {
  await db.query(
    `INSERT INTO notification_settings (crm_id, domain, subscriptions, use_primary_email, use_primary_phone, use_all_device, updated_at)
     VALUES ($1, $2, $3::jsonb, COALESCE($4::boolean, true), COALESCE($5::boolean, true), COALESCE($6::boolean, true), $7)
     ON CONFLICT (crm_id, domain) DO UPDATE SET subscriptions = EXCLUDED.subscriptions,
       use_primary_email = COALESCE($4::boolean, notification_settings.use_primary_email),
       use_primary_phone = COALESCE($5::boolean, notification_settings.use_primary_phone),
       use_all_device = COALESCE($6::boolean, notification_settings.use_all_device),
       updated_at = EXCLUDED.updated_at`,
    [
      crmId,
      domain,
      JSON.stringify(t.array(SubscriptionTag).encode([...subscriptions])),
      flags.usePrimaryEmail ?? null,
      flags.usePrimaryPhone ?? null,
      flags.useAllDevice ?? null,
      now.toString(),
    ],
  )
}
