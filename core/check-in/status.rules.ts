import type { LogicalId } from '../shared/brands'
import type { CheckInPermission } from './check-in.codec'

/** The check-in statuses of SPEC section 4, "Check-in status". */
export const CHECK_IN_STATUSES = [
  'PERMISSION_DENIED',
  'ALREADY_CHECKED_IN',
  'EXPECTED_TO_CHECKIN',
  'EXPECTED_TO_CHECKIN_BUT_PENDING',
  'NOT_EXPECTED_TO_CHECKIN',
  'OUT_OF_CHECKIN_ZONE',
] as const
/** One of the six check-in statuses. */
export type CheckInStatus = (typeof CHECK_IN_STATUSES)[number]

/** What the status depends on, for the check-in event `logicalId` shown on the check-in screen. */
export interface CheckInStatusInput {
  /** The event shown on the check-in screen. */
  readonly logicalId: LogicalId
  /** `checkedIn` of the loaded check-in. */
  readonly checkedIn: boolean
  /** `checkInPermission` of the loaded check-in. */
  readonly checkInPermission: CheckInPermission
  /** Check-in by location (feature GEO_LOCATION_CHECKIN) is on for this user. */
  readonly locationFencing: boolean
  /** The device refused access to the location. */
  readonly locationDenied: boolean
  /** The check-in event whose zone the geofence reports the device to be in, or null. */
  readonly fencedEventLogicalId: LogicalId | null
}

const byPermission = (permission: CheckInPermission): CheckInStatus =>
  permission === 'CHECK_IN_PENDING'
    ? 'EXPECTED_TO_CHECKIN_BUT_PENDING'
    : permission === 'CHECK_IN_ALLOWED'
      ? 'EXPECTED_TO_CHECKIN'
      : 'NOT_EXPECTED_TO_CHECKIN'

/**
 * The check-in status (SPEC section 4): "'checked in' wins. Without location fencing: a pending
 * permission gives pending, an allowed permission gives expected, otherwise not expected. With
 * fencing: location denied gives permission denied. A no-check-in permission gives not expected.
 * If the event reported by the fence equals this event, the result is pending or expected.
 * Otherwise it is out of zone." Total: every input has exactly one status.
 */
export const checkInStatus = (input: CheckInStatusInput): CheckInStatus => {
  if (input.checkedIn) return 'ALREADY_CHECKED_IN'
  if (!input.locationFencing) return byPermission(input.checkInPermission)
  if (input.locationDenied) return 'PERMISSION_DENIED'
  if (input.checkInPermission === 'CHECK_IN_NOT_ALLOWED') return 'NOT_EXPECTED_TO_CHECKIN'
  if (input.fencedEventLogicalId === input.logicalId) return byPermission(input.checkInPermission)
  return 'OUT_OF_CHECKIN_ZONE'
}
