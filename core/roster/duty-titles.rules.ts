import type { DutyEvent } from './event.codec'
import type { Language } from '../shared/constants'
import { effectiveEnd } from './calendar-placement.rules'
import { formatDate } from './date-format.rules'

/** A pairing number for display: the part before the first '/' and, for `a/b`, the part after it. */
export interface PairingNumberParts {
  readonly first: string
  readonly second?: string
}

/**
 * SPEC section 3: "pairingNumber (may be of the form a/b, split on '/' into two display parts)".
 * Split on the first '/' only (`a/b/c` gives `a` and `b/c`); no '/' gives one part.
 */
export const splitPairingNumber = (pairingNumber: string): PairingNumberParts => {
  const slash = pairingNumber.indexOf('/')
  return slash < 0 ? { first: pairingNumber } : { first: pairingNumber.slice(0, slash), second: pairingNumber.slice(slash + 1) }
}

/** How a title prints its dates: a profile date format (for example `dateFormats.DATE`) and the locale. */
export interface TitleFormat {
  readonly pattern: string
  readonly locale?: Language
}

const join = (parts: ReadonlyArray<string | undefined>): string =>
  parts.filter((p): p is string => p !== undefined && p.trim() !== '').join(' ')

/**
 * SPEC section 2, Leg details: "The title is built from date, flight number and departure airport
 * code". The date is the local date at the departure airport (UTC when not sent); missing parts are left out.
 */
export const legTitle = (event: DutyEvent, format: TitleFormat): string =>
  join([
    formatDate(event.fromDateTimeLtAtAirport ?? event.fromDateTimeUTC, format.pattern, format.locale),
    event.eventDescription?.flightNumber,
    event.departure?.airportCode ?? event.fromAirport,
  ])

/**
 * SPEC section 2, Pairing details: "A title 'from-airport from-date - to-airport to-date'". Dates are
 * local at the airports (UTC when not sent); an end at 00:00 shows the prior day (midnight rule).
 */
export const pairingTitle = (event: DutyEvent, format: TitleFormat): string => {
  const start = event.fromDateTimeLtAtAirport ?? event.fromDateTimeUTC
  const end = effectiveEnd(start, event.toDateTimeLtAtAirport ?? event.toDateTimeUTC)
  return `${join([event.fromAirport ?? event.departure?.airportCode, formatDate(start, format.pattern, format.locale)])} - ${join([
    event.toAirport ?? event.arrival?.airportCode,
    formatDate(end, format.pattern, format.locale),
  ])}`
}
