import * as TE from 'fp-ts/TaskEither'
import { pipe } from 'fp-ts/function'
import { fromTransportError, type AuthError } from './auth-error'
import type { AuthPort } from './auth.port'
import type { LogoutMethod } from './logout-method.rules'
import type { LogoutResult } from './session.codec'

/** The logout call. */
export interface LogoutDeps {
  readonly auth: Pick<AuthPort, 'logout'>
}

/**
 * Ends the server session (`GET security/logout`, or `method` as the security configuration says). The flow of SPEC section 4 rule 7 (LOGGED_OUT,
 * cookie cleared, reload unless suppressed) belongs to the authentication machine, which reaches
 * LOGGED_OUT whatever this call answers; a failure is returned only so it can be logged.
 */
export const logout =
  (deps: LogoutDeps) =>
  (method: LogoutMethod = 'GET'): TE.TaskEither<AuthError, LogoutResult> =>
    pipe(deps.auth.logout(method), TE.mapLeft(fromTransportError('UnexpectedServerError')))
