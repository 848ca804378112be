import * as O from 'fp-ts/Option'
import type { Temporal } from 'temporal-polyfill'
import type { Language } from '../shared/constants'
import { DATE_FORMATS } from '../shared/constants'
import type { BlockMonthRange } from './block-month.rules'
import { formatDate } from './date-format.rules'
import { pairingChildren } from './duty-list.rules'
import type { DutyEvent } from './event.codec'
import { withLocalPostfix } from './time-display.rules'
import { rangeTimePattern, showsTimes, viewSpans } from './time-span.rules'

/**
 * One line of the printed block month (issue 32): a duty with its times both local at the airport and in UTC, whatever
 * the screen shows (paper is read away from the app: both clocks, always), each range with its dates when it crosses
 * midnight in any view. Whole-day kinds (day off, holiday, sick leave) print their days only.
 */
export interface PrintedDuty {
  readonly event: DutyEvent
  /** 0 for a duty of the list, 1 for a part of a pairing (its legs, hotel, check-in and check-out). */
  readonly depth: 0 | 1
  /** The day it starts: local at its airport when the server sent that time, else in UTC. */
  readonly day: Temporal.PlainDate
  /** `08:10 – 16:25 LT` (the profile's postfix); none for whole-day kinds or when no local time was sent. */
  readonly local: O.Option<string>
  /** `07:10 – 15:25 UTC`; none for whole-day kinds. */
  readonly utc: O.Option<string>
}

export interface PrintOptions {
  readonly locale: Language
  readonly localTimePostfix: string
}

/**
 * Whether a duty falls in the block month. A duty ending exactly at the month's first midnight belongs to the day
 * before (SPEC section 5: "An event end exactly at midnight counts as 23:59:59 of the prior day"), unless it has no
 * length and starts there too.
 */
const overlaps = (event: DutyEvent, month: BlockMonthRange): boolean => {
  const from = event.fromDateTimeUTC.epochMilliseconds
  const start = month.start.epochMilliseconds
  return from <= month.end.epochMilliseconds && (event.toDateTimeUTC.epochMilliseconds > start || from >= start)
}

const range = (start: Temporal.ZonedDateTime, end: Temporal.ZonedDateTime, pattern: string, locale: Language): string =>
  `${formatDate(start, pattern, locale)} – ${formatDate(end, pattern, locale)}`

const printed = (event: DutyEvent, depth: 0 | 1, options: PrintOptions): PrintedDuty => {
  const localStart = event.fromDateTimeLtAtAirport
  const localEnd = event.toDateTimeLtAtAirport
  const utcStart = event.fromDateTimeUTC.withTimeZone('UTC')
  const utcEnd = event.toDateTimeUTC.withTimeZone('UTC')
  const timed = showsTimes(event)
  const pattern = rangeTimePattern(viewSpans(event), DATE_FORMATS.TIME)
  return {
    event,
    depth,
    day: (localStart ?? utcStart).toPlainDate(),
    local:
      timed && localStart !== undefined && localEnd !== undefined
        ? O.some(withLocalPostfix(range(localStart, localEnd, pattern, options.locale), options.localTimePostfix))
        : O.none,
    utc: timed ? O.some(`${range(utcStart, utcEnd, pattern, options.locale)} UTC`) : O.none,
  }
}

/**
 * The lines of the printed block month: every duty of the list that overlaps the block month (in list order), each
 * pairing followed by its parts; daily remarks are notes on a day, not duties, and are left out.
 */
export const printedDuties = (events: ReadonlyArray<DutyEvent>, month: BlockMonthRange, options: PrintOptions): ReadonlyArray<PrintedDuty> =>
  events
    .filter((event) => event.type !== 'DREM' && overlaps(event, month))
    .flatMap((event) => [
      printed(event, 0, options),
      ...(event.type === 'PAR' ? pairingChildren(event).filter((part) => part.type !== 'DREM').map((part) => printed(part, 1, options)) : []),
    ])

/** The date a printout carries ("Printed 28 Nov 2026"), in the UI language. */
export const printedOn = (today: Temporal.PlainDate, locale: Language): string => formatDate(today, DATE_FORMATS.DATE, locale)
