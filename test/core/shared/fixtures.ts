// Fixtures built from the core codecs, shared by the tests of every layer: a fixture that does not decode is a bug in
// the test, and no fixture needs a cast to pass for a type it is not.
import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import type { Temporal } from 'temporal-polyfill'
import { RosterPeriod } from '../../../core/roster/block-month.codec'
import type { RosterData } from '../../../core/roster/roster.codec'
import { CrmId } from '../../../core/shared/brands'
import { DateTimeWithOffset } from '../../../core/shared/time.codec'

/** Decodes a wire fixture with its codec; a failure is a bug in the fixture itself. */
export const decodeOrThrow = <A, O>(codec: t.Type<A, O, unknown>, u: unknown): A => {
  const result = codec.decode(u)
  if (E.isLeft(result)) throw new Error(`fixture does not decode with ${codec.name}: ${JSON.stringify(u)}`)
  return result.right
}

/** A crew member's id (the `CrmId` brand), checked by its codec. */
export const aCrmId = (s: string): CrmId => decodeOrThrow(CrmId, s)

/** A roster period, February to April 2026 unless told otherwise. */
export const aRosterPeriod = (from = '2026-02-01T00:00:00+00:00', to = '2026-04-30T23:59:59+00:00'): RosterPeriod =>
  decodeOrThrow(RosterPeriod, { from, to })

/** Roster data with no duty and no block month (a crew member with nothing planned). */
export const anEmptyRoster = (): RosterData => ({ events: [], rosterPeriod: aRosterPeriod(), blockMonthList: [] })

/** A wire date-time decoded by the core codec: a zoned date-time in the wire's own offset. */
export const aZonedDateTime = (wire: string): Temporal.ZonedDateTime => decodeOrThrow(DateTimeWithOffset, wire)
