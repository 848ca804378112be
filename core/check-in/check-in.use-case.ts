import * as TE from 'fp-ts/TaskEither'
import { pipe } from 'fp-ts/function'
import type { TransportError } from '../errors/app-error'
import type { GeoError } from '../platform/geolocation.port'
import type { CrmId, LogicalId } from '../shared/brands'
import { isAlreadyCheckedIn } from './already-checked-in.rules'
import type { DevicePosition } from './check-in.codec'
import type { CheckInPort } from './check-in.port'
import { devicePositionFor, type CheckInPositionFailure, type CheckInZone } from './device-position.step'

/** A successful check-in: the check-in data must be reloaded (`reload: true`) in both cases. */
export type CheckInOutcome =
  | { readonly _tag: 'CheckedIn'; readonly reload: true }
  | { readonly _tag: 'AlreadyCheckedIn'; readonly reload: true }

/** A check-in that did not happen: the call failed, or (position-checked) the position was missing or refused. */
export type CheckInFailure = TransportError | CheckInPositionFailure

/** The port call a check-in needs; `devicePosition` when the airline checks the position (profile switch). */
export interface PerformCheckInDeps {
  readonly port: Pick<CheckInPort, 'checkIn'>
  readonly devicePosition?: () => TE.TaskEither<GeoError, DevicePosition>
}

/** The crew member and the check-in event to check in for; `zone` lets a position-checked check-in explain a refusal before the call. */
export interface PerformCheckInInput {
  readonly crmId: CrmId
  readonly logicalId: LogicalId
  readonly zone?: CheckInZone
}

/**
 * Checks the crew member `crmId` in for the event `logicalId` (`POST roster/{crmId}/checkin`).
 * SPEC section 4: "After check-in the data reloads. The error ERR_ALREADY_CHECKED_IN of kind APP
 * data is treated as success and also reloads." Every other failure is returned unchanged. With
 * `devicePosition`, the position is taken first and sent with the call (refused here already when it is
 * outside the known zone); without it the call is the spec's, the logical id alone.
 */
export const performCheckIn =
  (deps: PerformCheckInDeps) =>
  (input: PerformCheckInInput): TE.TaskEither<CheckInFailure, CheckInOutcome> => {
    const checkedIn: CheckInOutcome = { _tag: 'CheckedIn', reload: true }
    const alreadyCheckedIn: CheckInOutcome = { _tag: 'AlreadyCheckedIn', reload: true }
    const recoverAlreadyCheckedIn = (error: TransportError): TE.TaskEither<TransportError, CheckInOutcome> =>
      isAlreadyCheckedIn(error) ? TE.right(alreadyCheckedIn) : TE.left(error)
    const call = (position: DevicePosition | undefined): TE.TaskEither<CheckInFailure, CheckInOutcome> =>
      pipe(deps.port.checkIn(input.crmId, input.logicalId, position), TE.map(() => checkedIn), TE.orElse(recoverAlreadyCheckedIn))
    return deps.devicePosition === undefined
      ? call(undefined)
      : pipe(devicePositionFor(deps.devicePosition, input.zone), TE.chain(call))
  }
