import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { Temporal } from 'temporal-polyfill'

const OFFSET_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

const offsetOf = (s: string): string => {
  const match = /(Z|[+-]\d{2}:\d{2})$/.exec(s)
  return match?.[1] === 'Z' || match === null ? '+00:00' : (match[1] as string)
}

/**
 * A wire date-time: ISO 8601 with a zone offset (SPEC section 9), decoded to a
 * `Temporal.ZonedDateTime` in that fixed offset, so the instant and the wall-clock
 * time the server meant are both kept. Encodes back to `yyyy-MM-ddTHH:mm:ss±hh:mm`.
 */
export const DateTimeWithOffset = new t.Type<Temporal.ZonedDateTime, string, unknown>(
  'DateTimeWithOffset',
  (u): u is Temporal.ZonedDateTime => u instanceof Temporal.ZonedDateTime,
  (u, c) => {
    if (typeof u !== 'string' || !OFFSET_DATE_TIME.test(u)) return t.failure(u, c)
    try {
      return t.success(Temporal.Instant.from(u).toZonedDateTimeISO(offsetOf(u)))
    } catch {
      return t.failure(u, c)
    }
  },
  (zdt) => zdt.toString({ timeZoneName: 'never', smallestUnit: 'second' }),
)

/** A wire calendar date `yyyy-MM-dd` decoded to `Temporal.PlainDate`. */
export const IsoDate = new t.Type<Temporal.PlainDate, string, unknown>(
  'IsoDate',
  (u): u is Temporal.PlainDate => u instanceof Temporal.PlainDate,
  (u, c) => {
    if (typeof u !== 'string' || !ISO_DATE.test(u)) return t.failure(u, c)
    try {
      return t.success(Temporal.PlainDate.from(u, { overflow: 'reject' }))
    } catch {
      return t.failure(u, c)
    }
  },
  (d) => d.toString(),
)

/** Parses a wire date-time outside a codec (for example from a query string). */
export const parseDateTimeWithOffset = (s: string): E.Either<string, Temporal.ZonedDateTime> =>
  E.mapLeft(() => `not an ISO date-time with offset: ${s}`)(DateTimeWithOffset.decode(s))

/** The instant of a zoned date-time, as the UTC `ZonedDateTime`. */
export const toUtc = (zdt: Temporal.ZonedDateTime): Temporal.ZonedDateTime => zdt.withTimeZone('UTC')

/** Converts an instant to wall-clock time in an IANA zone (airport or home base). */
export const inZone = (zdt: Temporal.ZonedDateTime, timeZone: string): Temporal.ZonedDateTime => zdt.withTimeZone(timeZone)
