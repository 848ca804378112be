import type { TransportError } from '../errors/app-error'
import { messageKeyOfErrorId } from '../errors/error-ids'
import type { MessageKey } from '../errors/message-keys'

/**
 * The security messages of SPEC section 8, one tag each, with the error-catalogue key
 * (`core/errors/message-keys.ts`) the UI translates.
 */
export const SECURITY_MESSAGE_KEYS = {
  /** 'Unexpected error loading security configuration'. */
  SecurityConfigLoadFailed: 'securityConfigLoadError',
  /** 'Unexpected server error'. */
  UnexpectedServerError: 'unexpectedServerError',
  AuthorizationFailed: 'authorizationFailed',
  /** 'Authentication failed (user name or password invalid)'. */
  AuthenticationFailed: 'authenticationFailed',
  /** 'Not stored (no internet, so login is impossible)': offline login with nothing stored. */
  NotStored: 'offlineLoginNotStored',
  /** 'Authentication failed (cache mismatch)': offline cache login with a wrong password. */
  CacheMismatch: 'offlineLoginFailed',
  UserNotActivated: 'userNotActivated',
  IncorrectPassword: 'incorrectPassword',
  CertificateExpired: 'certificateExpired',
  CertificateDecodingError: 'certificateDecodingError',
  CertificateNotYetValid: 'certificateNotYetValid',
  PublicKeyNotFound: 'certificatePublicKeyNotFound',
  CertificateValidationFailed: 'certificateValidationFailed',
  WrongSignature: 'certificateWrongSignature',
  AuthenticationUserNotFound: 'authenticationUserNotFound',
  SecurityServiceConnectionFailed: 'securityServiceConnectionFailed',
  PasswordWeak: 'passwordWeak',
  IncorrectCredentials: 'passwordIncorrectCredentials',
  PasswordChangeNotAllowed: 'passwordChangeNotAllowed',
  PasswordChangeError: 'passwordChangeError',
  /** 'Session expired' and its close, reload and reauthenticate variants. */
  SessionExpired: 'sessionExpired',
  SessionExpiredClose: 'sessionExpiredClose',
  SessionExpiredReload: 'sessionExpiredReload',
  SessionExpiredReauthenticate: 'sessionExpiredReauthenticate',
  LoggedOut: 'loggedOut',
  /** 'Identity changed, reload needed' (SPEC section 4, rule 5). */
  IdentityChanged: 'identityChanged',
  /** 'Unable to load security config (app continues with defaults)' (SPEC section 4, rule 1). */
  SecurityConfigDefaultsUsed: 'securityConfigUnavailable',
  NotAuthorizedToUseApplication: 'notAuthorizedToUseApplication',
  MailSendingError: 'mailSendingError',
  /** 'Network problem (check internet or VPN)'. */
  NetworkProblem: 'networkProblem',
  ServiceUnavailable: 'serviceUnavailable',
  LoginPageUnreachable: 'loginPageUnreachable',
  DeviceRegistrationFailed: 'deviceRegistrationFailed',
  Saml2IdpLoadTimeout: 'saml2LoadTimeout',
  Saml2IdpUnreachable: 'saml2Unreachable',
  /** 'Offline: page editable only online and connected'. */
  EditableOnlyOnline: 'offlineEditOnlyOnline',
} as const satisfies Record<string, MessageKey>

/** A security message tag of SPEC section 8. */
export type AuthErrorTag = keyof typeof SECURITY_MESSAGE_KEYS

/** Every security message tag. */
export const AUTH_ERROR_TAGS = Object.keys(SECURITY_MESSAGE_KEYS) as ReadonlyArray<AuthErrorTag>

/**
 * A security failure as a value: `_tag` names the SPEC section 8 security message, `messageKey`
 * is its catalogue key, `cause` the transport failure behind it when there was one.
 */
export type AuthError = {
  readonly [K in AuthErrorTag]: {
    readonly _tag: K
    readonly messageKey: (typeof SECURITY_MESSAGE_KEYS)[K]
    readonly cause?: TransportError
  }
}[AuthErrorTag]

/** Builds the security error `tag`, keeping the transport failure behind it when given. */
export const authError = (tag: AuthErrorTag, cause?: TransportError): AuthError =>
  // The key is looked up for the same tag; TypeScript cannot correlate the two across the mapped union.
  (cause === undefined
    ? { _tag: tag, messageKey: SECURITY_MESSAGE_KEYS[tag] }
    : { _tag: tag, messageKey: SECURITY_MESSAGE_KEYS[tag], cause }) as AuthError

/** The security tag of a server error id, when the id is a known security message ("Error ids map to messages"). */
export const tagOfErrorId = (errId: string): AuthErrorTag | undefined => {
  const key = messageKeyOfErrorId(errId)
  return key === undefined ? undefined : AUTH_ERROR_TAGS.find((tag) => SECURITY_MESSAGE_KEYS[tag] === key)
}

/**
 * Maps a transport failure to a security message. A service error whose first `errId` is a
 * known security message gives that message ("Error ids map to messages", SPEC section 8). No
 * status (network, timeout), offline and 504 give 'Network problem (check internet or VPN)'
 * ("Failed calls with status 503, 504 or no status count as offline", section 4); 503 gives
 * 'Service unavailable'. Everything else becomes `fallback`, the message of the failed call.
 */
export const fromTransportError =
  (fallback: AuthErrorTag) =>
  (error: TransportError): AuthError => {
    switch (error._tag) {
      case 'Network':
      case 'Offline':
        return authError('NetworkProblem', error)
      case 'Http':
        if (error.status === 503) return authError('ServiceUnavailable', error)
        if (error.status === 504) return authError('NetworkProblem', error)
        return authError(fallback, error)
      case 'Service': {
        const first = error.errors[0]
        return authError((first === undefined ? undefined : tagOfErrorId(first.errId)) ?? fallback, error)
      }
      default:
        return authError(fallback, error)
    }
  }
