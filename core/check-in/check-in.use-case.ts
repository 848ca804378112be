import * as TE from 'fp-ts/TaskEither'
import { pipe } from 'fp-ts/function'
import type { TransportError } from '../errors/app-error'
import type { LogicalId } from '../shared/brands'
import { isAlreadyCheckedIn } from './already-checked-in.rules'
import type { CheckInPort } from './check-in.port'

/** A successful check-in: the check-in data must be reloaded (`reload: true`) in both cases. */
export type CheckInOutcome =
  | { readonly _tag: 'CheckedIn'; readonly reload: true }
  | { readonly _tag: 'AlreadyCheckedIn'; readonly reload: true }

/** The port call a check-in needs. */
export interface PerformCheckInDeps {
  readonly port: Pick<CheckInPort, 'checkIn'>
}

/** The check-in event to check in for. */
export interface PerformCheckInInput {
  readonly logicalId: LogicalId
}

/**
 * Checks the crew member in for the event `logicalId` (`POST roster/{crmId}/checkin`).
 * SPEC section 4: "After check-in the data reloads. The error ERR_ALREADY_CHECKED_IN of kind APP
 * data is treated as success and also reloads." Every other failure is returned unchanged.
 */
export const performCheckIn =
  (deps: PerformCheckInDeps) =>
  (input: PerformCheckInInput): TE.TaskEither<TransportError, CheckInOutcome> => {
    const checkedIn: CheckInOutcome = { _tag: 'CheckedIn', reload: true }
    const alreadyCheckedIn: CheckInOutcome = { _tag: 'AlreadyCheckedIn', reload: true }
    const recoverAlreadyCheckedIn = (error: TransportError): TE.TaskEither<TransportError, CheckInOutcome> =>
      isAlreadyCheckedIn(error) ? TE.right(alreadyCheckedIn) : TE.left(error)
    return pipe(
      deps.port.checkIn(input.logicalId),
      TE.map(() => checkedIn),
      TE.orElse(recoverAlreadyCheckedIn),
    )
  }
