import * as t from 'io-ts'
import { Temporal } from 'temporal-polyfill'

// The wire date-time codec on its own (time.codec.ts re-exports it): the signed-in user and the log configuration
// decode with it at sign-in, before the login form, which needs none of the other time codecs.

const OFFSET_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/

const offsetOf = (s: string): string => {
  const match = /(Z|[+-]\d{2}:\d{2})$/.exec(s)
  return match?.[1] === 'Z' || match === null ? '+00:00' : (match[1] as string)
}

/**
 * The `Temporal.ZonedDateTime` of a wire date-time (in its own fixed offset): what {@link DateTimeWithOffset}
 * decodes to. Throws on a string Temporal cannot read; `isWireDateTime` (time.codec.ts) tells without throwing.
 */
export const zonedOfWire = (s: string): Temporal.ZonedDateTime => Temporal.Instant.from(s).toZonedDateTimeISO(offsetOf(s))

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
