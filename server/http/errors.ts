import type { ServerErrorId } from '../../core/errors/error-ids'

/**
 * Error ids the server answers in `{ errId, errMessage }` items (SPEC section 8: "Service error items
 * carry errId and errMessage"; "An unknown id shows the id itself", so each id reads on its own).
 * Ids the client catalogue knows (`core/errors/error-ids.ts`) are used where the meaning matches.
 */
export const ERR = {
  notFound: 'ERR_NOT_FOUND',
  methodNotAllowed: 'ERR_METHOD_NOT_ALLOWED',
  badPath: 'ERR_BAD_PATH',
  malformedJson: 'ERR_MALFORMED_JSON',
  invalidBody: 'ERR_INVALID_BODY',
  unknownField: 'ERR_UNKNOWN_FIELD',
  bodyTooLarge: 'ERR_BODY_TOO_LARGE',
  unsupportedMediaType: 'ERR_UNSUPPORTED_MEDIA_TYPE',
  invalidQuery: 'ERR_INVALID_QUERY',
  unauthenticated: 'ERR_UNAUTHENTICATED',
  sessionExpired: 'ERR_SESSION_EXPIRED' satisfies ServerErrorId,
  forbiddenCrmId: 'ERR_FORBIDDEN_CRM_ID',
  forbiddenUser: 'ERR_FORBIDDEN_USER',
  csrfHeaderMissing: 'ERR_CSRF_HEADER_MISSING',
  credentialsMissing: 'ERR_CREDENTIALS_MISSING',
  usernameMismatch: 'ERR_USERNAME_MISMATCH',
  authenticationFailed: 'ERR_AUTHENTICATION_FAILED' satisfies ServerErrorId,
  tooManyAttempts: 'ERR_TOO_MANY_ATTEMPTS',
  featureDisabled: 'ERR_FEATURE_DISABLED',
  appNotBuilt: 'ERR_APP_NOT_BUILT',
  internal: 'ERR_UNEXPECTED' satisfies ServerErrorId,
} as const
/** One of the server's error ids. */
export type ErrId = (typeof ERR)[keyof typeof ERR]
