import * as t from 'io-ts'
import { DateTimeWithOffset, IsoDate } from './time.codec'

// Shared by core/roster-changes (the confirm call's result) and core/roster (the body of
// `POST roster/{crmId}/events`, which loads the duties after a confirmation).

/** A UTC period whose duties changed by the confirmation, to be reloaded. */
export const ConfirmedPeriod = t.type(
  { fromDateTimeUTC: DateTimeWithOffset, toDateTimeUTC: DateTimeWithOffset },
  'ConfirmedPeriod',
)
export type ConfirmedPeriod = t.TypeOf<typeof ConfirmedPeriod>

/**
 * A date whose confirmation the server refused, with its message. The spec leaves open how
 * "some confirmations failing" travels; this codec is the choice: an optional `failed` list.
 */
export const FailedConfirmation = t.intersection(
  [t.type({ date: IsoDate }), t.partial({ errMessage: t.string })],
  'FailedConfirmation',
)
export type FailedConfirmation = t.TypeOf<typeof FailedConfirmation>

/**
 * Result of the confirm call (SPEC section 7: "Result: periods"), plus the optional `failed` dates.
 * The same shape is the body of `POST roster/{crmId}/events` ("body is the confirm result (duty data
 * after confirm)"), which the roster feature sends when it loads duties after a confirmation.
 */
export const ConfirmRosterChangeResult = t.intersection(
  [t.type({ periods: t.array(ConfirmedPeriod) }), t.partial({ failed: t.array(FailedConfirmation) })],
  'ConfirmRosterChangeResult',
)
export type ConfirmRosterChangeResult = t.TypeOf<typeof ConfirmRosterChangeResult>

