import * as TE from 'fp-ts/TaskEither'
import { pipe } from 'fp-ts/function'
import type { TransportError } from '../errors/app-error'
import { authError, fromTransportError, type AuthError } from './auth-error'
import type { AuthPort } from './auth.port'
import type { AuthUser } from './user.codec'

/** The authorization call. */
export interface AuthorizeDeps {
  readonly auth: Pick<AuthPort, 'authorize'>
}

const toAuthorizeError = (error: TransportError): AuthError =>
  error._tag === 'Http' && error.status === 403
    ? authError('NotAuthorizedToUseApplication', error)
    : fromTransportError('AuthorizationFailed')(error)

/**
 * Authorizes the authenticated session (`GET security/authorization`) and returns the user with
 * crmId and configuration enablings. "Success gives AUTHORIZED, failure UNAUTHORIZED" (SPEC
 * section 4, rule 4): a 403 is 'Not authorized to use the application', other failures
 * 'Authorization failed' (or a network / service-unavailable message, or the message of a known
 * server error id).
 */
export const authorize =
  (deps: AuthorizeDeps) =>
  (): TE.TaskEither<AuthError, AuthUser> =>
    pipe(deps.auth.authorize(), TE.mapLeft(toAuthorizeError))
