/** The login form's raw field values, as typed. */
export interface LoginFormValues {
  readonly username: string
  readonly password: string
}

/** Credentials ready to send: trimmed, the username upper-cased when the profile says so. */
export interface Credentials {
  readonly username: string
  readonly password: string
}

/**
 * "The login button is disabled until both fields are non-empty" (SPEC section 2) and "The login
 * button is disabled unless both fields are non-empty" (section 5). A field holding only spaces
 * counts as empty, because "Username and password are trimmed before sending".
 */
export const isLoginEnabled = (values: LoginFormValues): boolean =>
  values.username.trim() !== '' && values.password.trim() !== ''

/**
 * "Username and password are trimmed before sending" (SPEC section 5); the username is
 * upper-cased when the profile's `upperCaseUsername` is on ("username upper-casing is off" by
 * default, SPEC section 1).
 */
export const prepareCredentials = (values: LoginFormValues, upperCaseUsername: boolean): Credentials => {
  const username = values.username.trim()
  return { username: upperCaseUsername ? username.toUpperCase() : username, password: values.password.trim() }
}

/**
 * "A forgot-password link shows only when password reset is enabled and the user is not
 * re-authenticating" (SPEC section 2).
 */
export const showForgotPasswordLink = (input: {
  readonly passwordResetEnabled: boolean
  readonly reauthenticating: boolean
}): boolean => input.passwordResetEnabled && !input.reauthenticating

/**
 * "The reset-password button is disabled when the username is empty" (SPEC section 5); spaces
 * alone count as empty since the username is trimmed before sending.
 */
export const isResetPasswordEnabled = (username: string): boolean => username.trim() !== ''
