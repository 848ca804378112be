import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { CrmId, LogicalId } from '../shared/brands'
import type { CheckIn, CheckInConfiguration, CheckInPostResult, DevicePosition } from './check-in.codec'

/**
 * The check-in calls of SPEC section 7 for the crew member `crmId` (the caller passes it, as for
 * every other port; the adapter puts it in `{crmId}` and sends `ltype=mobile`).
 */
export interface CheckInPort {
  /** `GET roster/{crmId}/checkin/configuration`: upcomingCheckinEvent, ciAllowedAirports, checkInPermission. */
  readonly loadConfiguration: (crmId: CrmId) => TE.TaskEither<TransportError, CheckInConfiguration>
  /** `GET roster/{crmId}/checkin?checkInLogicalId={logicalId}&ltype=mobile`: checkedIn, permission, positions. */
  readonly loadCheckIn: (crmId: CrmId, logicalId: LogicalId) => TE.TaskEither<TransportError, CheckIn>
  /** `POST roster/{crmId}/checkin?op=checkin&ltype=mobile` with body `{ checkInLogicalId }` (and `position` when given). */
  readonly checkIn: (crmId: CrmId, logicalId: LogicalId, position?: DevicePosition) => TE.TaskEither<TransportError, CheckInPostResult>
  /** `POST roster/{crmId}/checkin/{checkInLogicalId}?op=confirm&ltype=mobile` (body `{ position }` when given). */
  readonly confirmCheckIn: (crmId: CrmId, logicalId: LogicalId, position?: DevicePosition) => TE.TaskEither<TransportError, CheckInPostResult>
}
