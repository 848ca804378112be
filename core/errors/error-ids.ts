import type { MessageKey } from './message-keys'

/**
 * The server error ids (`errId` of an error item) the client knows, each with its catalogue key
 * (SPEC section 8: "Error ids map to messages"). The reference server answers with these ids;
 * an id missing here is shown as the id itself.
 */
export const ERROR_ID_MESSAGES = {
  ERR_ALREADY_CHECKED_IN: 'alreadyCheckedIn',
  ERR_UNEXPECTED: 'unexpectedServerError',
  ERR_SECURITY_CONFIG: 'securityConfigLoadError',
  ERR_AUTHORIZATION_FAILED: 'authorizationFailed',
  ERR_AUTHENTICATION_FAILED: 'authenticationFailed',
  ERR_USER_NOT_ACTIVATED: 'userNotActivated',
  ERR_INCORRECT_PASSWORD: 'incorrectPassword',
  ERR_CERT_EXPIRED: 'certificateExpired',
  ERR_CERT_DECODING: 'certificateDecodingError',
  ERR_CERT_NOT_YET_VALID: 'certificateNotYetValid',
  ERR_CERT_PUBLIC_KEY_NOT_FOUND: 'certificatePublicKeyNotFound',
  ERR_CERT_VALIDATION_FAILED: 'certificateValidationFailed',
  ERR_CERT_WRONG_SIGNATURE: 'certificateWrongSignature',
  ERR_AUTH_USER_NOT_FOUND: 'authenticationUserNotFound',
  ERR_SECURITY_SERVICE_CONNECTION: 'securityServiceConnectionFailed',
  ERR_PASSWORD_WEAK: 'passwordWeak',
  ERR_PASSWORD_INCORRECT_CREDENTIALS: 'passwordIncorrectCredentials',
  ERR_PASSWORD_CHANGE_NOT_ALLOWED: 'passwordChangeNotAllowed',
  ERR_PASSWORD_CHANGE: 'passwordChangeError',
  ERR_SESSION_EXPIRED: 'sessionExpired',
  ERR_IDENTITY_CHANGED: 'identityChanged',
  ERR_NOT_AUTHORIZED: 'notAuthorizedToUseApplication',
  ERR_MAIL_SENDING: 'mailSendingError',
  ERR_SERVICE_UNAVAILABLE: 'serviceUnavailable',
  ERR_DEVICE_REGISTRATION: 'deviceRegistrationFailed',
  ERR_LAST_ENTRY: 'lastEntryCannotBeDeleted',
  ERR_SAME_PRIORITY: 'samePriorityExists',
  ERR_NOTIFICATION_TASK_CONFLICT: 'notificationTasksConflict',
  ERR_BASIC_DATA: 'crewMemberBasicDataLoadFailed',
  ERR_CHECKIN_CONFIGURATION: 'checkInConfigurationLoadFailed',
  ERR_MISSING_PUSH_TOKEN: 'missingPushToken',
  ERR_NEWS_NOTIFICATION_CHANGED: 'newsNotificationChanged',
  ERR_NEWS_EXPIRED: 'newsExpired',
  ERR_POSITION_REQUIRED: 'checkInPositionRequired',
  ERR_OUTSIDE_CHECK_IN_ZONE: 'checkInOutsideZone',
} as const satisfies Record<string, MessageKey>

/** A server error id known to the catalogue. */
export type ServerErrorId = keyof typeof ERROR_ID_MESSAGES

/** Every known server error id, for the server and for tests. */
export const SERVER_ERROR_IDS: ReadonlyArray<ServerErrorId> = Object.keys(ERROR_ID_MESSAGES) as ServerErrorId[]

/** The error kind the check-in rule names: `ERR_ALREADY_CHECKED_IN` "of kind APP" (SPEC section 4). */
export const APP_ERROR_KIND = 'APP'

/** The catalogue key of a server error id, or `undefined` for an id the client does not know. */
export const messageKeyOfErrorId = (errId: string): MessageKey | undefined =>
  Object.prototype.hasOwnProperty.call(ERROR_ID_MESSAGES, errId)
    ? ERROR_ID_MESSAGES[errId as ServerErrorId]
    : undefined
