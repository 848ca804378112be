import * as O from 'fp-ts/Option'
import { pipe } from 'fp-ts/function'
import type { Temporal } from 'temporal-polyfill'
import type { DisplayOptions } from '../access/profile.codec'
import type { Language } from '../shared/constants'
import { toUtc } from '../shared/time.codec'
import { formatDate } from './date-format.rules'
import type { DutyEvent } from './event.codec'

/** Which end of an event a time belongs to. */
export type TimeEdge = 'from' | 'to'

/**
 * The three views of a time (ARCHITECTURE section 2: "UTC, local at the airport, local at home
 * base"). `utc` is always there; the local views are there when the server sent them.
 */
export interface TimeViews {
  readonly utc: Temporal.ZonedDateTime
  readonly atAirport: O.Option<Temporal.ZonedDateTime>
  readonly atHomeBase: O.Option<Temporal.ZonedDateTime>
}

/** The three views of an event's start (`from`) or end (`to`), from its UTC, LtAtAirport and LtAtHb fields. */
export const timeViewsOf = (event: DutyEvent, edge: TimeEdge): TimeViews =>
  edge === 'from'
    ? {
        utc: toUtc(event.fromDateTimeUTC),
        atAirport: O.fromNullable(event.fromDateTimeLtAtAirport),
        atHomeBase: O.fromNullable(event.fromDateTimeLtAtHb),
      }
    : {
        utc: toUtc(event.toDateTimeUTC),
        atAirport: O.fromNullable(event.toDateTimeLtAtAirport),
        atHomeBase: O.fromNullable(event.toDateTimeLtAtHb),
      }

/**
 * The ends of an event whose time is shown (SPEC section 3, `onlyArrival`, `onlyDeparture`): an
 * event flagged onlyArrival shows its arrival (`to`) only, one flagged onlyDeparture its departure
 * (`from`) only, for example a leg cut at the roster period's edge; otherwise both.
 */
export const shownEdges = (event: Pick<DutyEvent, 'onlyArrival' | 'onlyDeparture'>): ReadonlyArray<TimeEdge> =>
  event.onlyArrival === true && event.onlyDeparture !== true
    ? ['to']
    : event.onlyDeparture === true && event.onlyArrival !== true
      ? ['from']
      : ['from', 'to']

/** One time as shown: local (with the postfix) or UTC. */
export interface ShownTime {
  readonly kind: 'local' | 'utc'
  readonly text: string
}

/** How to print the shown times: the pattern (a profile date format), the locale, and which local view. */
export interface ShownTimeOptions {
  readonly pattern: string
  readonly locale?: Language
  /** The local view to show; the airport's by default. */
  readonly local?: 'airport' | 'homeBase'
}

/** SPEC section 9: "Local time postfix is LT"; the profile's `localTimePostfix`, none when blank. */
export const withLocalPostfix = (text: string, postfix: string): string =>
  postfix.trim() === '' ? text : `${text} ${postfix.trim()}`

/**
 * The times to show, local first (SPEC section 2, hotel: "Times show local and/or UTC per profile,
 * with local time carrying a local-time postfix"). The local time shows when `showLocalTime` is on
 * and the server sent it; UTC shows when `showUTCTime` is on, converted to UTC whatever its offset.
 */
export const shownTimes = (
  views: TimeViews,
  display: Pick<DisplayOptions, 'showLocalTime' | 'showUTCTime' | 'localTimePostfix'>,
  options: ShownTimeOptions,
): ReadonlyArray<ShownTime> => {
  const locale = options.locale ?? 'en'
  const localView = options.local === 'homeBase' ? views.atHomeBase : views.atAirport
  const local: ReadonlyArray<ShownTime> = display.showLocalTime
    ? pipe(
        localView,
        O.match(
          () => [],
          (zdt) => [{ kind: 'local', text: withLocalPostfix(formatDate(zdt, options.pattern, locale), display.localTimePostfix) }],
        ),
      )
    : []
  const utc: ReadonlyArray<ShownTime> = display.showUTCTime
    ? [{ kind: 'utc', text: formatDate(toUtc(views.utc), options.pattern, locale) }]
    : []
  return [...local, ...utc]
}
