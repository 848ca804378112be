import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { UpdatesInfo } from './updates.codec'

/** The update-check call of SPEC section 7, for the signed-in crew member. */
export interface RefreshPort {
  /** `GET roster/{crmId}/updates`: "result holds the last-change timestamps". */
  readonly loadUpdates: () => TE.TaskEither<TransportError, UpdatesInfo>
}
