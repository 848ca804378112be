import * as TE from 'fp-ts/TaskEither'
import { pipe } from 'fp-ts/function'
import { authError, fromTransportError, type AuthError } from './auth-error'
import type { AuthPort } from './auth.port'
import { isResetPasswordEnabled } from './login-form.rules'
import type { ResetPasswordResult } from './session.codec'

/** A reset request without a username (the button is disabled then; this guards the call). */
export interface UsernameRequired {
  readonly _tag: 'UsernameRequired'
}

/** Why a reset-password request was not sent or failed. */
export type ResetPasswordError = AuthError | UsernameRequired

/** The reset-password call and the profile's password-reset switch. */
export interface ResetPasswordDeps {
  readonly auth: Pick<AuthPort, 'resetPassword'>
  /** The performPasswordReset feature switch of the profile. */
  readonly passwordResetEnabled: boolean
}

/**
 * Asks for a new password (`GET security/identity/resetpassword/{username}`), the username
 * trimmed. "/forget-password: reset password. It is available only if the password-reset feature
 * is on" (SPEC section 2): with the feature off the answer is 'Password change not allowed' and
 * nothing is sent. "The reset-password button is disabled when the username is empty" (section 5):
 * an empty username is `UsernameRequired`. A failed call is 'Mail sending error' (or a network /
 * service-unavailable message, or the message of a known server error id).
 */
export const resetPassword =
  (deps: ResetPasswordDeps) =>
  (username: string): TE.TaskEither<ResetPasswordError, ResetPasswordResult> => {
    if (!deps.passwordResetEnabled) return TE.left(authError('PasswordChangeNotAllowed'))
    if (!isResetPasswordEnabled(username)) return TE.left({ _tag: 'UsernameRequired' })
    return pipe(
      deps.auth.resetPassword(username.trim()),
      TE.mapLeft((error): ResetPasswordError => fromTransportError('MailSendingError')(error)),
    )
  }
