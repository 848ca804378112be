import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { CrmId } from '../shared/brands'
import type { ConfirmRosterChangeBody, ConfirmRosterChangeResult, RosterChange } from './roster-change.codec'

/** The roster-change calls of SPEC section 7 ("Roster changes"). */
export interface RosterChangesPort {
  /** `GET roster/{crmId}/notif?ltype=mobile`: the pending roster change (id and changes). */
  readonly fetchRosterChanges: (crmId: CrmId) => TE.TaskEither<TransportError, RosterChange>
  /** `POST roster/{crmId}/notif?ltype=mobile&op=confirm` with body id and the confirmed dates. */
  readonly confirmRosterChanges: (
    crmId: CrmId,
    body: ConfirmRosterChangeBody,
  ) => TE.TaskEither<TransportError, ConfirmRosterChangeResult>
}
