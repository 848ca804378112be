import { Temporal } from 'temporal-polyfill'
import { TimeOfDay } from '../../../core/roster/event-parts.codec'
import type { DutyEvent } from '../../../core/roster/event.codec'
import { AIRPORTS, type AirportCode, HOME_BASE, HOME_ZONE } from './airports'
import { must } from './must'

/** Where and when an event happens: its instants and the airports whose zones give its local times. */
export interface Span {
  readonly from: Temporal.Instant
  readonly to: Temporal.Instant
  readonly fromAirport: AirportCode
  readonly toAirport: AirportCode
}

/** The time fields every seeded event carries. */
export type TimeFields = Required<
  Pick<
    DutyEvent,
    | 'fromDateTimeUTC'
    | 'toDateTimeUTC'
    | 'fromDateTimeLtAtAirport'
    | 'toDateTimeLtAtAirport'
    | 'fromDateTimeLtAtHb'
    | 'toDateTimeLtAtHb'
    | 'fromDateTime'
    | 'toDateTime'
    | 'fromDate'
    | 'toDate'
    | 'fromDateLocal'
    | 'toDateLocal'
    | 'fromLocalTime'
    | 'toLocalTime'
    | 'fromTimeUtc'
    | 'toTimeUtc'
  >
>

const pad = (n: number): string => String(n).padStart(2, '0')

/** `HH:mm` of a wall-clock time, as the core `TimeOfDay`. */
export const timeOfDay = (zdt: Temporal.ZonedDateTime): TimeOfDay => must(TimeOfDay, `${pad(zdt.hour)}:${pad(zdt.minute)}`)

/** An instant as wall-clock time at an airport. */
export const atAirport = (instant: Temporal.Instant, airport: AirportCode): Temporal.ZonedDateTime =>
  instant.toZonedDateTimeISO(AIRPORTS[airport].timeZone)

/**
 * The three views of SPEC section 3 / ARCHITECTURE.md section 2 ("UTC, local at the airport, local
 * at home base"), every one computed with Temporal from the instants: `…UTC` in UTC, `…LtAtAirport`
 * (and the plain `fromDateTime`/`toDateTime`) at the departure/arrival airport, `…LtAtHb` at the home
 * base; `fromDate`/`toDate` are UTC dates, `…DateLocal` and `…LocalTime` are local at the airport.
 */
export const timeFields = (span: Span): TimeFields => {
  const fromUtc = span.from.toZonedDateTimeISO('UTC')
  const toUtc = span.to.toZonedDateTimeISO('UTC')
  const fromLocal = atAirport(span.from, span.fromAirport)
  const toLocal = atAirport(span.to, span.toAirport)
  return {
    fromDateTimeUTC: fromUtc,
    toDateTimeUTC: toUtc,
    fromDateTimeLtAtAirport: fromLocal,
    toDateTimeLtAtAirport: toLocal,
    fromDateTimeLtAtHb: span.from.toZonedDateTimeISO(HOME_ZONE),
    toDateTimeLtAtHb: span.to.toZonedDateTimeISO(HOME_ZONE),
    fromDateTime: fromLocal,
    toDateTime: toLocal,
    fromDate: fromUtc.toPlainDate(),
    toDate: toUtc.toPlainDate(),
    fromDateLocal: fromLocal.toPlainDate(),
    toDateLocal: toLocal.toPlainDate(),
    fromLocalTime: timeOfDay(fromLocal),
    toLocalTime: timeOfDay(toLocal),
    fromTimeUtc: timeOfDay(fromUtc),
    toTimeUtc: timeOfDay(toUtc),
  }
}

/** The scheduled times of a leg (SPEC section 3: fromDateTimeSched, …SchedUTC), against which the actual ones show early or late. */
export const scheduledFields = (
  scheduled: Span,
): Required<Pick<DutyEvent, 'fromDateTimeSched' | 'toDateTimeSched' | 'fromDateTimeSchedUTC' | 'toDateTimeSchedUTC'>> => ({
  fromDateTimeSched: atAirport(scheduled.from, scheduled.fromAirport),
  toDateTimeSched: atAirport(scheduled.to, scheduled.toAirport),
  fromDateTimeSchedUTC: scheduled.from.toZonedDateTimeISO('UTC'),
  toDateTimeSchedUTC: scheduled.to.toZonedDateTimeISO('UTC'),
})

/** A wall-clock time on a home-base day, as an instant (a time skipped by DST moves forward, Temporal's 'compatible'). */
export const atHomeBase = (day: Temporal.PlainDate, time: string): Temporal.Instant =>
  day.toZonedDateTime({ timeZone: HOME_ZONE, plainTime: Temporal.PlainTime.from(time) }).toInstant()

/** A wall-clock time at an airport on a date local there, as an instant. */
export const atAirportTime = (day: Temporal.PlainDate, time: string, airport: AirportCode): Temporal.Instant =>
  day.toZonedDateTime({ timeZone: AIRPORTS[airport].timeZone, plainTime: Temporal.PlainTime.from(time) }).toInstant()

/** Whole home-base days `first` .. `first + days`: from local midnight to local midnight (the end is exactly at 00:00). */
export const wholeDays = (first: Temporal.PlainDate, days: number): Span => ({
  from: first.toZonedDateTime({ timeZone: HOME_ZONE }).toInstant(),
  to: first.add({ days }).toZonedDateTime({ timeZone: HOME_ZONE }).toInstant(),
  fromAirport: HOME_BASE,
  toAirport: HOME_BASE,
})
