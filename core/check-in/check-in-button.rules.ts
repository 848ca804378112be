import type { CheckInStatus } from './status.rules'

/** What decides whether the check-in screen offers its check-in button. */
export interface CheckInButtonInput {
  readonly status: CheckInStatus
  /** The performCheckIn feature is enabled for this user. */
  readonly canPerformCheckIn: boolean
  readonly online: boolean
}

/**
 * SPEC section 2, Check-in screen: "The check-in button is shown only when status is expected,
 * the user may check in, and the app is online." A pending status (roster changes to confirm
 * first) does not show it.
 */
export const showCheckInButton = (input: CheckInButtonInput): boolean =>
  input.status === 'EXPECTED_TO_CHECKIN' && input.canPerformCheckIn && input.online
