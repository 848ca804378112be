import { Temporal } from 'temporal-polyfill'
import type { InternalMessageContent } from '../../core/news/news.codec'
import { DEVICE_DOMAIN } from '../../core/shared/constants'
import { createNews, type NewNews } from '../communication/news.repo'
import { instantOf, type Queryable } from '../db/db'
import type { Seeder } from './seeder'

/** The first check-in (C_I) event of a crew member after `now`, as the roster seeder wrote it. */
export const firstCheckInAfter = async (tx: Queryable, crmId: string, now: Temporal.Instant): Promise<{ readonly logicalId: string; readonly from: Temporal.Instant } | null> => {
  const rows = await tx.query<{ logical_id: string; from_utc: unknown }>(
    "SELECT logical_id, from_utc FROM roster_events WHERE crm_id = $1 AND event_type = 'C_I' AND from_utc >= $2 ORDER BY from_utc, logical_id LIMIT 1",
    [crmId, now.toString()],
  )
  const row = rows[0]
  return row === undefined ? null : { logicalId: row.logical_id, from: instantOf(row.from_utc) }
}

/** The period of the crew member's unconfirmed roster change (UTC days), or the next three days when there is none. */
const changedPeriod = async (tx: Queryable, crmId: string, now: Temporal.Instant): Promise<{ readonly from: Temporal.ZonedDateTime; readonly to: Temporal.ZonedDateTime }> => {
  const rows = await tx.query<{ first: string | null; last: string | null }>(
    `SELECT min(d.change_date)::text AS first, max(d.change_date)::text AS last
     FROM roster_change_days d JOIN roster_changes c ON c.id = d.change_id WHERE c.crm_id = $1 AND d.confirmed_at IS NULL`,
    [crmId],
  )
  const today = now.toZonedDateTimeISO('UTC').toPlainDate()
  const firstText = rows[0]?.first ?? null
  const lastText = rows[0]?.last ?? null
  const first = firstText === null ? today.add({ days: 1 }) : Temporal.PlainDate.from(firstText)
  const last = lastText === null ? today.add({ days: 3 }) : Temporal.PlainDate.from(lastText)
  return {
    from: first.toZonedDateTime({ timeZone: 'UTC' }),
    to: last.toZonedDateTime({ timeZone: 'UTC', plainTime: Temporal.PlainTime.from('23:59:59') }),
  }
}

const CONTROL = 'Crew Control CDG'

/** The messages of one crew member, dated relative to `now`. */
const messagesOf = async (tx: Queryable, crmId: string, now: Temporal.Instant): Promise<ReadonlyArray<NewNews>> => {
  const base = { domain: DEVICE_DOMAIN, sender: CONTROL }
  const to = (status: 'UNREAD' | 'READ') => [{ crmId, status }] as const
  const checkIn = await firstCheckInAfter(tx, crmId, now)
  const period = await changedPeriod(tx, crmId, now)
  const checkInContent: InternalMessageContent = checkIn === null
    ? { subject: 'Check-in reminder', body: 'Remember to check in before your next duty.' }
    : {
        subject: 'Check-in is open',
        body: `Check-in for your duty opens now; it starts at ${checkIn.from.toZonedDateTimeISO('UTC').toPlainTime().toString({ smallestUnit: 'minute' })} UTC.`,
        checkInEventLogicalId: checkIn.logicalId,
      }
  return [
    {
      ...base,
      id: `N-${crmId}-read`,
      kind: 'BROADCAST',
      content: { subject: 'New crew rest facility at CDG', body: 'The crew rest area in terminal 2E reopens after renovation.' },
      createdAt: now.subtract({ hours: 72 }),
      recipients: to('READ'),
    },
    {
      ...base,
      id: `N-${crmId}-expired`,
      kind: 'BROADCAST',
      content: { subject: 'Winter roster requests', body: 'Requests for the winter block months closed on the deadline.' },
      createdAt: now.subtract({ hours: 40 * 24 }),
      expiresAt: now.subtract({ hours: 10 * 24 }),
      recipients: to('UNREAD'),
    },
    {
      ...base,
      id: `N-${crmId}-checkin`,
      kind: 'CHECKINALERT',
      sender: 'Crew Duty Plan',
      content: checkInContent,
      createdAt: now.subtract({ minutes: 30 }),
      recipients: to('UNREAD'),
    },
    {
      ...base,
      id: `N-${crmId}-rosterchange`,
      kind: 'ROSTERCHANGE',
      content: {
        subject: 'Your roster has changed',
        body: 'Please review and confirm the changes to your duties.',
        properties: { fromDateTimeUTC: period.from, toDateTimeUTC: period.to },
      },
      createdAt: now.subtract({ hours: 1 }),
      recipients: to('UNREAD'),
    },
  ]
}

/**
 * News of each kind for every demo crew member (ARCHITECTURE.md section 3: "news (broadcast, check-in
 * alert, roster change)"): a broadcast to the whole crew (unread), a read broadcast, an expired one,
 * a CHECKINALERT pointing at the crew member's first C_I event after now (read from the roster
 * seeder's events), and a ROSTERCHANGE whose properties are the period of the pending roster change.
 * Each message moves the recipient's `last_news`.
 */
export const newsSeeder: Seeder = {
  name: 'news',
  run: async (tx, { now, crew }) => {
    // Replaces the demo messages of an earlier seed of the same crew (the seed may run again on a database emptied of users only).
    const ids = ['N-broadcast-winter-ops', ...crew.flatMap((c) => ['read', 'expired', 'checkin', 'rosterchange'].map((suffix) => `N-${c.crmId}-${suffix}`))]
    await tx.query('DELETE FROM news_messages WHERE id = ANY($1::text[])', [ids])
    await createNews(tx, {
      id: 'N-broadcast-winter-ops',
      domain: DEVICE_DOMAIN,
      kind: 'BROADCAST',
      sender: CONTROL,
      content: { subject: 'Winter operations briefing', body: 'De-icing procedures at CDG change from next week: read the updated briefing before your next duty.' },
      createdAt: now.subtract({ hours: 2 }),
      expiresAt: now.add({ hours: 30 * 24 }),
      recipients: crew.map((c) => ({ crmId: c.crmId, status: 'UNREAD' })),
    })
    for (const member of crew) for (const news of await messagesOf(tx, member.crmId, now)) await createNews(tx, news)
  },
}
