import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { Temporal } from 'temporal-polyfill'
import { DateTimeWithOffset, zonedOfWire } from './date-time-with-offset.codec'

export { DateTimeWithOffset, zonedOfWire }

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** The `Temporal.PlainDate` of a wire date `yyyy-MM-dd` (what {@link IsoDate} decodes to); throws on a day that does not exist. */
export const plainDateOfWire = (s: string): Temporal.PlainDate => Temporal.PlainDate.from(s, { overflow: 'reject' })

const daysIn = (year: number, month: number): number =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31

/** The number of the two digits at `at`, or -1 when they are not two ASCII digits (past the end included). */
const twoDigits = (s: string, at: number): number => {
  const a = s.charCodeAt(at) - 48
  const b = s.charCodeAt(at + 1) - 48
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1
}

/** `yyyy-MM-dd` at the start of `s` (what `\d{4}-\d{2}-\d{2}` matches), and a day that exists. */
const isWireDay = (s: string): boolean => {
  const century = twoDigits(s, 0)
  const year = twoDigits(s, 2)
  const month = twoDigits(s, 5)
  const day = twoDigits(s, 8)
  return (
    century >= 0 && year >= 0 && s.charCodeAt(4) === 45 && s.charCodeAt(7) === 45 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(century * 100 + year, month)
  )
}

/**
 * Whether {@link DateTimeWithOffset} accepts `u`, without building a Temporal value: the wire pattern
 * (`OFFSET_DATE_TIME`, checked char by char: this runs ~60,000 times for a year of roster), then the ranges
 * Temporal checks (month, day of that month, hour 00-23, minute 00-59, second 00-60, offset up to 23:59).
 * Proven the same as decoding by the property tests of test/core/roster/event-fast-decode.test.ts; the fast
 * event decoder relies on it.
 */
export const isWireDateTime = (u: unknown): u is string => {
  if (typeof u !== 'string' || u.length < 17 || !isWireDay(u) || u.charCodeAt(10) !== 84 || u.charCodeAt(13) !== 58) return false
  const hour = twoDigits(u, 11)
  const minute = twoDigits(u, 14)
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59) return false
  const n = u.length
  let i = 16
  if (u.charCodeAt(i) === 58) {
    const second = twoDigits(u, 17)
    if (second < 0 || second > 60) return false
    i = 19
    if (u.charCodeAt(i) === 46) {
      let j = i + 1
      while (j < n && j - i <= 9 && u.charCodeAt(j) >= 48 && u.charCodeAt(j) <= 57) j++
      if (j === i + 1) return false
      i = j
    }
  }
  const c = u.charCodeAt(i)
  if (c === 90) return i + 1 === n
  if ((c !== 43 && c !== 45) || i + 6 !== n || u.charCodeAt(i + 3) !== 58) return false
  const offsetHour = twoDigits(u, i + 1)
  const offsetMinute = twoDigits(u, i + 4)
  return offsetHour >= 0 && offsetHour <= 23 && offsetMinute >= 0 && offsetMinute <= 59
}

/** Whether {@link IsoDate} accepts `u`, without building a Temporal value (the pattern, then a day that exists). */
export const isWireDate = (u: unknown): u is string => typeof u === 'string' && u.length === 10 && isWireDay(u)

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
