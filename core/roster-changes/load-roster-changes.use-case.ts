import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { CrmId } from '../shared/brands'
import type { RosterChange } from './roster-change.codec'
import type { RosterChangesPort } from './roster-change.port'

/**
 * Loads the pending roster change of a crew member (`GET roster/{crmId}/notif?ltype=mobile`).
 * The caller feeds the result to the confirmation machine as `Loaded` or `LoadFailed`.
 */
export const loadRosterChanges =
  (deps: { readonly port: RosterChangesPort }) =>
  (crmId: CrmId): TE.TaskEither<TransportError, RosterChange> =>
    deps.port.fetchRosterChanges(crmId)
