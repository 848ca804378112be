import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import { zonedSpan } from './calendar-placement.rules'
import type { DutyEvent } from './event.codec'
import type { EventType } from './event-type.codec'
import type { TimeEdge } from './time-display.rules'
import type { TimeZone } from './time-zone.rules'

/** Duty-list order: by UTC start, then by UTC end; equal events keep their server order. */
export const compareDuties = (a: DutyEvent, b: DutyEvent): number =>
  Temporal.ZonedDateTime.compare(a.fromDateTimeUTC, b.fromDateTimeUTC) ||
  Temporal.ZonedDateTime.compare(a.toDateTimeUTC, b.toDateTimeUTC)

/** The duty list: the top-level events in chronological order (stable sort, input untouched). */
export const sortDuties = (events: ReadonlyArray<DutyEvent>): ReadonlyArray<DutyEvent> => [...events].sort(compareDuties)

/** A pairing's sub-events (SPEC section 3: "events (child events of a pairing)") in list order; none for a childless event. */
export const pairingChildren = (event: DutyEvent): ReadonlyArray<DutyEvent> => sortDuties(event.events ?? [])

/** SPEC section 2: "An empty text shows when there are no events." */
export const isEmptyList = (events: ReadonlyArray<DutyEvent>): boolean => events.length === 0

/**
 * SPEC section 2: "The list scrolls to the first event on or after today": the index in `events`
 * (already in list order) of the first event not wholly before today in `timeZone`, so an event
 * still running today counts and one ending exactly at today's 00:00 does not (midnight rule).
 * None when every event lies in the past.
 */
export const firstIndexOnOrAfterToday = (
  events: ReadonlyArray<DutyEvent>,
  now: Temporal.Instant,
  timeZone: TimeZone,
): O.Option<number> => {
  const today = now.toZonedDateTimeISO(timeZone).toPlainDate()
  const index = events.findIndex(
    (event) => Temporal.PlainDate.compare(zonedSpan(event, timeZone).end.toPlainDate(), today) >= 0,
  )
  return index < 0 ? O.none : O.some(index)
}

/** Where the duty list stands: the row at its top (`eventId`) and how many pixels of it are scrolled past. */
export interface DutyListAnchor {
  readonly eventId: string
  readonly offset: number
}

/** A drawn row of the list: its event id, its top inside the scrolled content and its height (px). */
export interface DrawnRow {
  readonly eventId: string
  readonly top: number
  readonly height: number
}

/**
 * The anchor of a scroll position: the first row not wholly scrolled past at `scrollTop`, with the
 * part of it scrolled past. None for an empty list. Remembering the row rather than the pixels keeps
 * the place when rows change height (another language, a reload, an opened block).
 */
export const anchorAt = (rows: ReadonlyArray<DrawnRow>, scrollTop: number): O.Option<DutyListAnchor> => {
  const row = rows.find((r) => r.top + r.height > scrollTop) ?? rows[rows.length - 1]
  return row === undefined ? O.none : O.some({ eventId: row.eventId, offset: Math.max(0, Math.round(scrollTop - row.top)) })
}

/**
 * SPEC section 2: "Scroll position is remembered. The list scrolls to the first event on or after
 * today." The row the list starts at whenever it is drawn again (coming back to the duties, a
 * language switch, a reload of the plan): the remembered row with its offset while that event is
 * still in the list; otherwise the first event on or after today (`firstIndexOnOrAfterToday`), at
 * its top; none (the top of the list) when every event is past.
 */
export const dutyListStart = (
  events: ReadonlyArray<DutyEvent>,
  remembered: O.Option<DutyListAnchor>,
  now: Temporal.Instant,
  timeZone: TimeZone,
): O.Option<DutyListAnchor> => {
  if (O.isSome(remembered) && events.some((event) => event.id === remembered.value.eventId)) return remembered
  const index = firstIndexOnOrAfterToday(events, now, timeZone)
  const first = O.isSome(index) ? events[index.value] : undefined
  return first === undefined ? O.none : O.some({ eventId: first.id, offset: 0 })
}

/** SPEC section 2, Pairing details: "The list shows the airport for PAR, LEG, HOT, FPR and GPR rows." */
export const AIRPORT_ROW_TYPES: ReadonlyArray<EventType> = ['PAR', 'LEG', 'HOT', 'FPR', 'GPR']

/** Whether a list row shows an airport (PAR, LEG, HOT, FPR and GPR rows). */
export const showsAirport = (event: Pick<DutyEvent, 'type'>): boolean => AIRPORT_ROW_TYPES.includes(event.type)

/** The airport a row shows: its departure airport code, else `fromAirport`; none for the other row types. */
export const rowAirport = (event: DutyEvent): O.Option<string> =>
  showsAirport(event) ? O.fromNullable(event.departure?.airportCode ?? event.fromAirport) : O.none

/**
 * A check-in event opens the check-in screen unless the server says its check-in and check-out are
 * not controlled by the app (SPEC section 3, `checkinCheckoutControlled` false): then it is only
 * listed. Absent means controlled.
 */
export const opensCheckIn = (event: Pick<DutyEvent, 'type' | 'checkinCheckoutControlled'>): boolean =>
  event.type === 'C_I' && event.checkinCheckoutControlled !== false

/**
 * A hotel duty's name: the event's hotel name, else its description's, else the hotel code
 * (`hotelCode`, event or description) so a hotel sent by code only is still named.
 */
export const hotelNameOf = (event: Pick<DutyEvent, 'hotelName' | 'hotelCode' | 'eventDescription'>): string | undefined =>
  event.hotelName ?? event.eventDescription?.hotelName ?? event.hotelCode ?? event.eventDescription?.hotelCode

/** Actual against scheduled time. */
export type Timing = 'early' | 'late' | 'onTime'

/**
 * SPEC section 2: "Early or late departure is colour-marked by comparing scheduled and actual time."
 * Scheduled is `fromDateTimeSchedUTC` (else `fromDateTimeSched`), actual `fromDateTimeUTC`; the `to`
 * edge compares the arrival fields alike. Instants are compared, so the offsets do not matter.
 * None when no scheduled time was sent.
 */
export const timing = (event: DutyEvent, edge: TimeEdge = 'from'): O.Option<Timing> => {
  const scheduled =
    edge === 'from' ? (event.fromDateTimeSchedUTC ?? event.fromDateTimeSched) : (event.toDateTimeSchedUTC ?? event.toDateTimeSched)
  const actual = edge === 'from' ? event.fromDateTimeUTC : event.toDateTimeUTC
  if (scheduled === undefined) return O.none
  const order = Temporal.ZonedDateTime.compare(actual, scheduled)
  return O.some(order < 0 ? 'early' : order > 0 ? 'late' : 'onTime')
}

/** A departure's mark as shown at a moment: early, late or on time once it happened; `estimated` before. */
export type TimingMark = Timing | 'estimated'

/**
 * {@link timing} as a crew member may read it at `now`: a departure still to come has no actual time, only an
 * estimate, so it is never "departed late" or "early": `estimated` when its time differs from the schedule,
 * none when it does not. Once its time is past (at `now` or before), early, late or on time as `timing` says.
 */
export const timingAt = (event: DutyEvent, now: Temporal.Instant, edge: TimeEdge = 'from'): O.Option<TimingMark> => {
  const mark = timing(event, edge)
  if (O.isNone(mark)) return mark
  const actual = (edge === 'from' ? event.fromDateTimeUTC : event.toDateTimeUTC).toInstant()
  if (Temporal.Instant.compare(actual, now) <= 0) return mark
  return mark.value === 'onTime' ? O.none : O.some('estimated')
}
