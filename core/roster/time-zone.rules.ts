import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'

interface TimeZoneBrand {
  readonly TimeZone: unique symbol
}

/** An IANA time zone id (`Europe/Paris`) or a fixed offset (`+01:00`) that Temporal accepts. */
export type TimeZone = string & TimeZoneBrand

/** The UTC zone, in which block months are day ranges (ARCHITECTURE section 2). */
export const UTC_ZONE = 'UTC' as TimeZone

/**
 * Checks a zone id once, at the edge, so the calendar and list rules that take a `TimeZone`
 * stay total: an unknown zone is none, never a thrown RangeError.
 */
export const toTimeZone = (id: string): O.Option<TimeZone> => {
  try {
    Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(id)
    return O.some(id as TimeZone)
  } catch {
    return O.none
  }
}
