import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { MyInternalMessagesResponse, NewsMasterData, NewsStatus } from './news.codec'

/** The news calls of SPEC section 7 ("Notifications and news"), under `/api/communication/v2`. */
export interface NewsPort {
  /** `POST /notification/myInternalMessages` with body `{ domain }`. */
  readonly fetchMessages: (domain: string) => TE.TaskEither<TransportError, MyInternalMessagesResponse>
  /** `PUT /notification/{id}/{status}`. */
  readonly updateStatus: (id: string, status: NewsStatus) => TE.TaskEither<TransportError, void>
  /** `DELETE /notification/{id}`. */
  readonly deleteMessage: (id: string) => TE.TaskEither<TransportError, void>
  /** `GET crm/notification/masterData?domain=`. */
  readonly fetchMasterData: (domain: string) => TE.TaskEither<TransportError, NewsMasterData>
}
