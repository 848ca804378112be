import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { LogicalId } from '../shared/brands'
import type { CheckIn, CheckInConfiguration, CheckInPostResult, DevicePosition } from './check-in.codec'

/**
 * The check-in calls of SPEC section 7, for the signed-in crew member (the adapter fills in
 * `{crmId}` from the session and sends `ltype=mobile`).
 */
export interface CheckInPort {
  /** `GET roster/{crmId}/checkin/configuration`: upcomingCheckinEvent, ciAllowedAirports, checkInPermission. */
  readonly loadConfiguration: () => TE.TaskEither<TransportError, CheckInConfiguration>
  /** `GET roster/{crmId}/checkin?checkInLogicalId={logicalId}&ltype=mobile`: checkedIn, permission, positions. */
  readonly loadCheckIn: (logicalId: LogicalId) => TE.TaskEither<TransportError, CheckIn>
  /** `POST roster/{crmId}/checkin?op=checkin&ltype=mobile` with body `{ checkInLogicalId }` (and `position` when given). */
  readonly checkIn: (logicalId: LogicalId, position?: DevicePosition) => TE.TaskEither<TransportError, CheckInPostResult>
  /** `POST roster/{crmId}/checkin/{checkInLogicalId}?op=confirm&ltype=mobile` (body `{ position }` when given). */
  readonly confirmCheckIn: (logicalId: LogicalId, position?: DevicePosition) => TE.TaskEither<TransportError, CheckInPostResult>
}
