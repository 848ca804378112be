import { createHash } from 'node:crypto'
import * as E from 'fp-ts/Either'
import type { Temporal } from 'temporal-polyfill'
import { calendarEntries } from '../../core/roster/calendar-feed/calendar-entries.rules'
import { CalendarSubscriptionStatus, CreateCalendarSubscriptionBody, CreatedCalendarSubscription } from '../../core/roster/calendar-feed/calendar-entry.codec'
import { syncVersions } from '../../core/roster/calendar-feed/calendar-versions.rules'
import { icsCalendar } from '../../core/roster/calendar-feed/ics-text.rules'
import type { Db } from '../db/db'
import { firstHeader } from '../http/client'
import { ERR } from '../http/errors'
import { failure, ok, okEmpty, type Reply } from '../http/reply'
import { sharedRateWindows } from '../http/shared-limits'
import { publicRoute, sessionRoute, type RouteModule } from '../http/router'
import { eventsBetween } from '../roster/events.repo'
import {
  calendarUidKey,
  deleteSubscription,
  feedUid,
  FEED_TOKEN,
  newFeedToken,
  storedVersions,
  storeSubscription,
  subscriptionCreatedAt,
  subscriptionOfToken,
  tokenHash,
  writeVersions,
} from './calendar-subscription.repo'

/** The feed covers duties from 60 days back to 400 days ahead (calendars keep what they saw before it). */
export const FEED_DAYS_BACK = 60
export const FEED_DAYS_AHEAD = 400

/** Feed requests one feed URL (its token) may receive per minute, over every server process (calendar apps poll every 15 min to a few hours). */
export const FEED_REQUESTS_PER_MINUTE = 60

/**
 * Feed requests one client address may make per minute, over every server process: higher than per token, because a
 * calendar service fetches the feeds of many crew members from a few addresses (and behind a proxy without
 * TRUST_PROXY=1 every client has the proxy's address).
 */
export const FEED_REQUESTS_PER_MINUTE_PER_ADDRESS = 600

/** The one answer for a token that opens nothing (unknown, rotated away, revoked): it tells nothing about which. */
const noFeed = (): Reply => failure(404, ERR.notFound, 'Unknown route')

const httpDate = (instant: Temporal.Instant): string => new Date(instant.epochMilliseconds).toUTCString()

/** Whether `If-None-Match` names the entity tag (weak comparison, RFC 9110 section 13.1.2; `*` matches). */
const matchesEtag = (header: string | undefined, etag: string): boolean => {
  if (header === undefined) return false
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t.replace(/^W\//, '') === bare
  })
}

/** Whether `If-Modified-Since` is at or after the last change (HTTP dates have whole seconds). */
const notModifiedSince = (header: string | undefined, lastModified: Temporal.Instant): boolean => {
  if (header === undefined) return false
  const since = Date.parse(header)
  return !Number.isNaN(since) && Math.floor(lastModified.epochMilliseconds / 1000) * 1000 <= since
}

/**
 * The feed of one crew member: their duties in the window as entries (core `calendarEntries`), brought up to the
 * stored versions (core `syncVersions`: SEQUENCE raised on change, removed duties cancelled for 30 days), written
 * back only when something changed, and serialized as RFC 5545 text.
 */
const feedOf = async (
  db: Db,
  crmId: string,
  language: 'en' | 'fr',
  now: Temporal.Instant,
  privateAbsences: boolean,
): Promise<{ readonly text: string; readonly lastModified: Temporal.Instant | null }> => {
  const windowStart = now.subtract({ hours: 24 * FEED_DAYS_BACK })
  const events = await eventsBetween(db, crmId, windowStart, now.add({ hours: 24 * FEED_DAYS_AHEAD }))
  const key = await calendarUidKey(db)
  const entries = calendarEntries(events, language, { uidOf: (logicalId) => feedUid(key, crmId, logicalId), privateAbsences })
  const sync = syncVersions(await storedVersions(db, crmId), entries, now, windowStart)
  if (sync.writes.length > 0 || sync.forget.length > 0) await db.transaction((tx) => writeVersions(tx, crmId, sync.writes, sync.forget))
  const lastModified = sync.feed.reduce<Temporal.Instant | null>((latest, item) => (latest === null || item.changedAt.epochMilliseconds > latest.epochMilliseconds ? item.changedAt : latest), null)
  return { text: icsCalendar({ name: 'Crew Duty Plan' }, sync.feed), lastModified }
}

/**
 * The calendar subscription:
 * - `GET rest/pems/calendar/{crmId}/subscription`: core `CalendarSubscriptionStatus` (whether a feed URL exists; never the URL).
 * - `POST rest/pems/calendar/{crmId}/subscription` with core `CreateCalendarSubscriptionBody`: creates the feed URL,
 *   or rotates it (the previous URL answers 404 from then on); answers core `CreatedCalendarSubscription`, the
 *   only time the URL is ever told.
 * - `DELETE rest/pems/calendar/{crmId}/subscription`: revokes it (404 from then on).
 * - `GET calendar/{token}.ics`, public: the feed as `text/calendar` (RFC 5545), with `ETag` and `Last-Modified`;
 *   `If-None-Match` / `If-Modified-Since` answer 304. A token that opens nothing is the generic 404 of an unknown
 *   route; more than {@link FEED_REQUESTS_PER_MINUTE_PER_ADDRESS} requests a minute from one address, or
 *   {@link FEED_REQUESTS_PER_MINUTE} for one token, are 429, counted over every server process on the security clock.
 */
export const calendarRoutes: RouteModule = ({ db, config }) => {
  const windows = sharedRateWindows(db, config.securityClock)
  const tooMany = (): Reply => failure(429, ERR.tooManyRequests, 'Too many requests: try again in a minute', { 'Retry-After': '60' })
  return [
    sessionRoute('GET', '/rest/pems/calendar/{crmId}/subscription', async (ctx) => {
      const createdAt = await subscriptionCreatedAt(db, ctx.params.crmId)
      return ok(CalendarSubscriptionStatus, createdAt === null ? { active: false } : { active: true, createdAt: createdAt.toString() })
    }),
    sessionRoute('POST', '/rest/pems/calendar/{crmId}/subscription', async (ctx) => {
      const body = ctx.body.json(CreateCalendarSubscriptionBody)
      if (E.isLeft(body)) return body.left
      const token = newFeedToken()
      await storeSubscription(db, ctx.params.crmId, token, body.right.language, ctx.now)
      return ok(CreatedCalendarSubscription, { feedPath: `/calendar/${token}.ics`, createdAt: ctx.now.toString() })
    }),
    sessionRoute('DELETE', '/rest/pems/calendar/{crmId}/subscription', async (ctx) => {
      await deleteSubscription(db, ctx.params.crmId)
      return okEmpty()
    }),
    publicRoute('GET', '/calendar/{file}', async (ctx) => {
      if (!(await windows(`calendar-address:${ctx.request.clientAddress}`, FEED_REQUESTS_PER_MINUTE_PER_ADDRESS))) return tooMany()
      const token = ctx.params.file.endsWith('.ics') ? ctx.params.file.slice(0, -'.ics'.length) : ''
      if (!FEED_TOKEN.test(token)) return noFeed()
      if (!(await windows(`calendar-token:${tokenHash(token)}`, FEED_REQUESTS_PER_MINUTE))) return tooMany()
      const subscription = await subscriptionOfToken(db, token)
      if (subscription === null) return noFeed()
      const { text, lastModified } = await feedOf(db, subscription.crmId, subscription.language, ctx.now, config.calendarPrivateAbsences)
      const body = Buffer.from(text, 'utf8')
      const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`
      const modified = lastModified ?? subscription.createdAt
      const validators = { ETag: etag, 'Last-Modified': httpDate(modified), 'Cache-Control': 'private, no-cache' }
      const ifNoneMatch = firstHeader(ctx.request.headers['if-none-match'])
      const unchanged = ifNoneMatch !== undefined ? matchesEtag(ifNoneMatch, etag) : notModifiedSince(firstHeader(ctx.request.headers['if-modified-since']), modified)
      if (unchanged) return { status: 304, body: Buffer.alloc(0), headers: validators }
      return { status: 200, body, contentType: 'text/calendar; charset=utf-8', headers: validators }
    }),
  ]
}
