import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { ChangeHistory } from './change-history.codec'

/** Which page to load: the `next` cursor of the page before, none for the newest. */
export interface HistoryPageRequest {
  readonly before?: string
}

/** The change-history call: `GET rest/pems/history/{crmId}?before=`. */
export interface ChangeHistoryPort {
  readonly load: (crmId: string, page: HistoryPageRequest) => TE.TaskEither<TransportError, ChangeHistory>
}
