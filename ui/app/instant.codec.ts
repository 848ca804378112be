import * as t from 'io-ts'
import { Temporal } from 'temporal-polyfill'

/** A `Temporal.Instant` stored as its ISO string (the seen timestamps of SPEC section 9 in local storage). */
export const InstantString = new t.Type<Temporal.Instant, string, unknown>(
  'InstantString',
  (u): u is Temporal.Instant => u instanceof Temporal.Instant,
  (u, c) => {
    if (typeof u !== 'string') return t.failure(u, c)
    try {
      return t.success(Temporal.Instant.from(u))
    } catch {
      return t.failure(u, c)
    }
  },
  (instant) => instant.toString(),
)
