import * as t from 'io-ts'

/**
 * One calendar entry of the subscription feed: what a duty becomes in a calendar. Plain strings
 * so that the server can keep the last version it served (`calendar_entries.entry`) and decode it with this codec.
 * `start`/`end` are UTC instants (`2026-03-16T05:10:00Z`); `description` holds the local times.
 */
export const CalendarEntry = t.intersection(
  [
    t.type({
      /** Stable across changes: made from the duty's logical event id only. */
      uid: t.string,
      /** The duty's logical event id. */
      logicalId: t.string,
      summary: t.string,
      description: t.string,
      start: t.string,
      end: t.string,
    }),
    t.partial({ location: t.string }),
  ],
  'CalendarEntry',
)
export type CalendarEntry = t.TypeOf<typeof CalendarEntry>

/** The status answer of `GET rest/pems/calendar/{crmId}/subscription`: whether a feed URL exists (never the URL). */
export const CalendarSubscriptionStatus = t.intersection(
  [t.type({ active: t.boolean }), t.partial({ createdAt: t.string })],
  'CalendarSubscriptionStatus',
)
export type CalendarSubscriptionStatus = t.TypeOf<typeof CalendarSubscriptionStatus>

/** The languages the feed's titles come in. */
export const CalendarLanguage = t.keyof({ en: null, fr: null }, 'CalendarLanguage')
export type CalendarLanguage = t.TypeOf<typeof CalendarLanguage>

/** The body of `POST rest/pems/calendar/{crmId}/subscription` (create or rotate): the titles' language. */
export const CreateCalendarSubscriptionBody = t.type({ language: CalendarLanguage }, 'CreateCalendarSubscriptionBody')
export type CreateCalendarSubscriptionBody = t.TypeOf<typeof CreateCalendarSubscriptionBody>

/**
 * The answer of a create or rotate: the feed's path (`/calendar/<token>.ics`, relative to the server's origin),
 * shown once; the server keeps only a hash of the token.
 */
export const CreatedCalendarSubscription = t.type({ feedPath: t.string, createdAt: t.string }, 'CreatedCalendarSubscription')
export type CreatedCalendarSubscription = t.TypeOf<typeof CreatedCalendarSubscription>
