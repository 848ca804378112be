import { pipe } from 'fp-ts/function'
import type * as T from 'fp-ts/Task'
import * as TE from 'fp-ts/TaskEither'
import type { CrmId } from '../shared/brands'
import { classifyConfirmError, classifyConfirmResult, type ConfirmOutcome } from './confirm-outcome.rules'
import type { ConfirmRosterChangeBody } from './roster-change.codec'
import type { RosterChangesPort } from './roster-change.port'

/** Input of {@link confirmRosterChanges}: the crew member and the body built by `confirmBody`. */
export interface ConfirmRosterChangesInput {
  readonly crmId: CrmId
  readonly body: ConfirmRosterChangeBody
}

/**
 * Sends the confirmation (`POST roster/{crmId}/notif?ltype=mobile&op=confirm`) and classifies it:
 * all confirmed, some failed, or failed with the server message (SPEC section 8, "Roster changes").
 * Never fails: a failed call is the `Failed` outcome.
 */
export const confirmRosterChanges =
  (deps: { readonly port: RosterChangesPort }) =>
  (input: ConfirmRosterChangesInput): T.Task<ConfirmOutcome> =>
    pipe(
      deps.port.confirmRosterChanges(input.crmId, input.body),
      TE.match(classifyConfirmError, (result) => classifyConfirmResult(input.body.changes, result)),
    )
