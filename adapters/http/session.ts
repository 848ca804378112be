import * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../../core/errors/app-error'
import type { CrmId } from '../../core/shared/brands'
import type { HttpMethod } from './http-request'

/** Where the adapters find the signed-in crew member for ports that do not take a crmId (check-in, refresh). */
export interface SessionSource {
  readonly crmId: () => CrmId | undefined
}

/**
 * Runs `call` with the signed-in crmId. With nobody signed in no request is made and the call fails
 * with `SessionExpired` (status 401, the status the server would answer), without raising the
 * session-expired event: there is no session to expire.
 */
export const withCrmId = <A>(
  session: SessionSource,
  method: HttpMethod,
  what: string,
  call: (crmId: CrmId) => TE.TaskEither<TransportError, A>,
): TE.TaskEither<TransportError, A> => {
  const crmId = session.crmId()
  return crmId === undefined ? TE.left({ _tag: 'SessionExpired', status: 401, request: { method, url: what } }) : call(crmId)
}
