import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { CrmId } from '../shared/brands'
import type { UpdatesInfo } from './updates.codec'

/** The update-check call of SPEC section 7, for the crew member `crmId` (passed by the caller, as for every port). */
export interface RefreshPort {
  /** `GET roster/{crmId}/updates`: "result holds the last-change timestamps". */
  readonly loadUpdates: (crmId: CrmId) => TE.TaskEither<TransportError, UpdatesInfo>
}
