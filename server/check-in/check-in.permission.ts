import * as E from 'fp-ts/Either'
import { Temporal } from 'temporal-polyfill'
import type { CheckInPermission } from '../../core/check-in/check-in.codec'
import { checkInWindowOf, isCheckInWindowOpen } from '../../core/check-in/time-window-check-in.rules'

/** What the permission of one check-in event depends on. */
export interface CheckInPermissionInput {
  /**
   * The scheduler's permission stored with the check-in (`check_ins.permission`; CHECK_IN_ALLOWED
   * when no row exists): CHECK_IN_NOT_ALLOWED means the crew member is not expected to check in
   * for this event at all, CHECK_IN_PENDING holds the check-in until the scheduler releases it.
   */
  readonly scheduled: CheckInPermission
  /** The event's start (`fromDateTimeUTC` of the C_I event). */
  readonly fromDateTimeUTC: Temporal.ZonedDateTime
  /** The crew member has an unconfirmed, confirmable roster-change day on or before the event's day. */
  readonly pendingChanges: boolean
  readonly now: Temporal.Instant
}

/**
 * The `checkInPermission` the server answers (SPEC section 4, "Allowed codes: CHECK_IN_ALLOWED,
 * CHECK_IN_PENDING, CHECK_IN_NOT_ALLOWED"; EXPECTED_TO_CHECKIN_BUT_PENDING: "unconfirmed roster
 * changes must be confirmed first"):
 * - CHECK_IN_NOT_ALLOWED when the scheduler says so, or outside the time window of
 *   `core/check-in/time-window-check-in.rules.ts` (`isCheckInWindowOpen`);
 * - inside the window, CHECK_IN_PENDING while a roster change is unconfirmed (or the scheduler holds it);
 * - CHECK_IN_ALLOWED otherwise.
 */
export const checkInPermissionAt = (input: CheckInPermissionInput): CheckInPermission => {
  if (input.scheduled === 'CHECK_IN_NOT_ALLOWED') return 'CHECK_IN_NOT_ALLOWED'
  if (!isCheckInWindowOpen({ fromDateTimeUTC: input.fromDateTimeUTC }, input.now)) return 'CHECK_IN_NOT_ALLOWED'
  if (input.pendingChanges || input.scheduled === 'CHECK_IN_PENDING') return 'CHECK_IN_PENDING'
  return 'CHECK_IN_ALLOWED'
}

/** Why a check-in is refused; each becomes an error item of the answer. */
export type CheckInRefusal =
  | { readonly _tag: 'AlreadyCheckedIn' }
  | { readonly _tag: 'NotAllowed' }
  | { readonly _tag: 'NotYetOpen'; readonly opensAt: Temporal.Instant }
  | { readonly _tag: 'Closed'; readonly closedAt: Temporal.Instant }
  | { readonly _tag: 'Pending' }

/**
 * Whether the crew member may check in now. "'checked in' wins" (SPEC section 4): a second
 * check-in is `AlreadyCheckedIn` (answered as ERR_ALREADY_CHECKED_IN of kind APP); then the
 * scheduler's refusal, the time window (before it opens, after it closes), and pending roster changes.
 */
export const checkInRefusal = (input: CheckInPermissionInput & { readonly checkedIn: boolean }): E.Either<CheckInRefusal, void> => {
  if (input.checkedIn) return E.left({ _tag: 'AlreadyCheckedIn' })
  if (input.scheduled === 'CHECK_IN_NOT_ALLOWED') return E.left({ _tag: 'NotAllowed' })
  const window = checkInWindowOf({ fromDateTimeUTC: input.fromDateTimeUTC })
  if (Temporal.Instant.compare(input.now, window.opensAt) < 0) return E.left({ _tag: 'NotYetOpen', opensAt: window.opensAt })
  if (!isCheckInWindowOpen({ fromDateTimeUTC: input.fromDateTimeUTC }, input.now)) return E.left({ _tag: 'Closed', closedAt: window.closesAt })
  if (checkInPermissionAt(input) === 'CHECK_IN_PENDING') return E.left({ _tag: 'Pending' })
  return E.right(undefined)
}
