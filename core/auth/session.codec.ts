import * as t from 'io-ts'

/**
 * The session as the server reports it, the result of `POST security/authentication/{username}`,
 * `GET security/authentication/validate` and `GET security/authentication/renew/{userName}`
 * (SPEC section 7; their shapes are not shown, so one shape serves the three).
 *
 * Shape chosen: `userName` of the session's user, always sent; `remainingCertValidity`, the
 * minutes left before the session expires, optional. A missing or expired session is not a
 * result: the server answers 401 (a `SessionExpired` / `Http` transport error).
 */
export const SessionInfo = t.intersection(
  [t.type({ userName: t.string }), t.partial({ remainingCertValidity: t.number })],
  'SessionInfo',
)
export type SessionInfo = t.TypeOf<typeof SessionInfo>

/**
 * The result of `GET security/logout` (shape not shown in SPEC section 7). Shape chosen:
 * `loggedOut`, true once the server session is gone.
 */
export const LogoutResult = t.type({ loggedOut: t.boolean }, 'LogoutResult')
export type LogoutResult = t.TypeOf<typeof LogoutResult>

/**
 * The result of `GET security/identity/resetpassword/{username}` (shape not shown in SPEC
 * section 7). Shape chosen: `requested`, true when the request was accepted. The server answers
 * the same for an unknown user, so the answer never reveals whether a user exists.
 */
export const ResetPasswordResult = t.type({ requested: t.boolean }, 'ResetPasswordResult')
export type ResetPasswordResult = t.TypeOf<typeof ResetPasswordResult>
