import * as TE from 'fp-ts/TaskEither'
import { pipe } from 'fp-ts/function'
import type { TransportError } from '../errors/app-error'
import type { CrmId, LogicalId } from '../shared/brands'
import { isAlreadyCheckedIn } from './already-checked-in.rules'
import type { CheckInOutcome } from './check-in.use-case'
import type { CheckInPort } from './check-in.port'

/** The port call a check-in confirmation needs. */
export interface ConfirmCheckInDeps {
  readonly port: Pick<CheckInPort, 'confirmCheckIn'>
}

/**
 * Confirms the check-in of the crew member `crmId` for the event `logicalId` (`POST roster/{crmId}/checkin/{checkInLogicalId}`
 * with op=confirm). Same outcome rule as a check-in (SPEC section 4): the data reloads afterwards,
 * and ERR_ALREADY_CHECKED_IN of kind APP counts as success and also reloads.
 */
export const confirmCheckIn =
  (deps: ConfirmCheckInDeps) =>
  (input: { readonly crmId: CrmId; readonly logicalId: LogicalId }): TE.TaskEither<TransportError, CheckInOutcome> => {
    const confirmed: CheckInOutcome = { _tag: 'CheckedIn', reload: true }
    const alreadyCheckedIn: CheckInOutcome = { _tag: 'AlreadyCheckedIn', reload: true }
    const recoverAlreadyCheckedIn = (error: TransportError): TE.TaskEither<TransportError, CheckInOutcome> =>
      isAlreadyCheckedIn(error) ? TE.right(alreadyCheckedIn) : TE.left(error)
    return pipe(
      deps.port.confirmCheckIn(input.crmId, input.logicalId),
      TE.map(() => confirmed),
      TE.orElse(recoverAlreadyCheckedIn),
    )
  }
