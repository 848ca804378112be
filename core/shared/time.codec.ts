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
 * The `Temporal.ZonedDateTime` of a wire date-time (in its own fixed offset): what {@link DateTimeWithOffset}
 * decodes to. Throws on a string Temporal cannot read; {@link isWireDateTime} tells without throwing.
 */
export const zonedOfWire = (s: string): Temporal.ZonedDateTime => Temporal.Instant.from(s).toZonedDateTimeISO(offsetOf(s))

/** The `Temporal.PlainDate` of a wire date `yyyy-MM-dd` (what {@link IsoDate} decodes to); throws on a day that does not exist. */
export const plainDateOfWire = (s: string): Temporal.PlainDate => Temporal.PlainDate.from(s, { overflow: 'reject' })

const digits = (s: string, at: number, n: number): number => {
  let value = 0
  for (let i = at; i < at + n; i++) value = value * 10 + (s.charCodeAt(i) - 48)
  return value
}

const daysIn = (year: number, month: number): number =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31

const isDay = (s: string): boolean => {
  const month = digits(s, 5, 2)
  const day = digits(s, 8, 2)
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(digits(s, 0, 4), month)
}

/**
 * Whether {@link DateTimeWithOffset} accepts `u`, without building a Temporal value: the wire pattern, then the
 * ranges Temporal checks (month, day of that month, hour 00-23, minute 00-59, second 00-60, offset up to
 * 23:59). Proven the same as decoding by the property tests of `time.codec`; the fast event decoder relies on it.
 */
export const isWireDateTime = (u: unknown): u is string => {
  if (typeof u !== 'string' || !OFFSET_DATE_TIME.test(u) || !isDay(u)) return false
  if (digits(u, 11, 2) > 23 || digits(u, 14, 2) > 59) return false
  if (u.charCodeAt(16) === 58 && digits(u, 17, 2) > 60) return false
  if (u.endsWith('Z')) return true
  const end = u.length
  return digits(u, end - 5, 2) <= 23 && digits(u, end - 2, 2) <= 59
}

/** Whether {@link IsoDate} accepts `u`, without building a Temporal value (the pattern, then a day that exists). */
export const isWireDate = (u: unknown): u is string => typeof u === 'string' && ISO_DATE.test(u) && isDay(u)

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
      return t.success(zonedOfWire(u))
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
      return t.success(plainDateOfWire(u))
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

/** An instant as stored in the encrypted cache or local storage (the seen timestamps of SPEC section 9): ISO 8601 in UTC (`2026-03-15T08:00:00Z`). */
export const StoredInstant = new t.Type<Temporal.Instant, string, unknown>(
  'StoredInstant',
  (u): u is Temporal.Instant => u instanceof Temporal.Instant,
  (u, c) => {
    if (typeof u !== 'string') return t.failure(u, c)
    try {
      return t.success(Temporal.Instant.from(u))
    } catch {
      return t.failure(u, c)
    }
  },
  (i) => i.toString(),
)
