import { Temporal } from 'temporal-polyfill'
import { DATE_FORMATS } from '../shared/constants'
import { effectiveEnd } from './calendar-placement.rules'
import type { DutyEvent } from './event.codec'
import type { EventType } from './event-type.codec'

/**
 * Kinds that last whole days (a day off, a holiday, sick leave): shown by their days only, never with
 * times ("Day off 00:00 – 00:00" says nothing true).
 */
export const WHOLE_DAY_TYPES: ReadonlyArray<EventType> = ['OFF', 'VAC', 'SICK']

/**
 * Whether a duty is shown with times of day: not a whole-day kind, and not a daily remark (a note on a
 * day, not a duty from 08:00 to 08:00).
 */
export const showsTimes = (event: Pick<DutyEvent, 'type'>): boolean => !WHOLE_DAY_TYPES.includes(event.type) && event.type !== 'DREM'

/**
 * Whether a span crosses midnight in the zone its times are given in: its start and its end (SPEC section 5:
 * "An event end exactly at midnight counts as 23:59:59 of the prior day") fall on different days.
 */
export const spansDays = (start: Temporal.ZonedDateTime, end: Temporal.ZonedDateTime): boolean =>
  Temporal.PlainDate.compare(start.toPlainDate(), effectiveEnd(start, end).toPlainDate()) !== 0

/**
 * The pattern of a duty's time range: the time alone (`HH:mm`) when the whole range is on one day in every
 * view shown, else the day and the time (`dd MMM HH:mm`) so a hotel night or a three-day pairing shows both
 * dates ("28 Nov 18:14 – 29 Nov 01:19 LT").
 */
export const rangeTimePattern = (
  spans: ReadonlyArray<{ readonly start: Temporal.ZonedDateTime; readonly end: Temporal.ZonedDateTime }>,
  timePattern: string,
): string => (spans.some((s) => spansDays(s.start, s.end)) ? `${DATE_FORMATS.DAY_MONTH} ${timePattern}` : timePattern)

/** The spans of a duty in its views: local at the airport when sent, and UTC. */
export const viewSpans = (event: DutyEvent): ReadonlyArray<{ readonly start: Temporal.ZonedDateTime; readonly end: Temporal.ZonedDateTime }> => [
  ...(event.fromDateTimeLtAtAirport !== undefined && event.toDateTimeLtAtAirport !== undefined
    ? [{ start: event.fromDateTimeLtAtAirport, end: event.toDateTimeLtAtAirport }]
    : []),
  { start: event.fromDateTimeUTC.withTimeZone('UTC'), end: event.toDateTimeUTC.withTimeZone('UTC') },
]
