/**
 * Every message of SPEC section 8 (display rules, security, data and feature messages, roster changes,
 * silent and logged cases) as a dictionary key with its English text. `locales/` owns the translations;
 * the English wording quoted by the spec is kept verbatim. Params use `{name}` placeholders.
 */
export const ENGLISH_MESSAGES = {
  // Display rules
  serviceErrorTitle: 'Service Error',
  serviceUnavailable: 'Service Unavailable',
  serviceUnavailableRequest: 'Service Unavailable: {method} {url}',
  networkError: 'A network error occurred.',
  ok: 'OK',
  infoTitle: 'Info',
  warningTitle: 'Warning',

  // Security messages
  securityConfigLoadError: 'Unexpected error while loading the security configuration.',
  unexpectedServerError: 'Unexpected server error.',
  authorizationFailed: 'Authorization failed.',
  authenticationFailed: 'Authentication failed: user name or password invalid.',
  offlineLoginNotStored: 'Not stored: there is no internet connection, so login is impossible.',
  offlineLoginFailed: 'Authentication failed: the credentials do not match the stored ones.',
  userNotActivated: 'User not activated.',
  incorrectPassword: 'Incorrect password.',
  certificateExpired: 'Certificate expired.',
  certificateDecodingError: 'Certificate decoding error.',
  certificateNotYetValid: 'Certificate not yet valid.',
  certificatePublicKeyNotFound: 'Certificate public key not found.',
  certificateValidationFailed: 'Certificate validation failed.',
  certificateWrongSignature: 'Certificate has a wrong signature.',
  authenticationUserNotFound: 'Authentication user not found.',
  securityServiceConnectionFailed: 'Connection to the security service failed.',
  passwordWeak: 'The password is too weak.',
  passwordIncorrectCredentials: 'Incorrect credentials.',
  passwordChangeNotAllowed: 'Password change is not allowed.',
  passwordChangeError: 'The password could not be changed.',
  sessionExpired: 'Your session has expired.',
  sessionExpiredClose: 'Your session has expired. Please close the application.',
  sessionExpiredReload: 'Your session has expired. Please reload the application.',
  sessionExpiredReauthenticate: 'Your session has expired. Please log in again.',
  loggedOut: 'You have been logged out.',
  identityChanged: 'The identity has changed, a reload is needed.',
  securityConfigUnavailable: 'Unable to load the security configuration; the application continues with defaults.',
  notAuthorizedToUseApplication: 'You are not authorized to use the application.',
  mailSendingError: 'The mail could not be sent.',
  networkProblem: 'Network problem: please check your internet connection or VPN.',
  loginPageUnreachable: 'The login page cannot be reached.',
  deviceRegistrationFailed: 'Device registration failed.',
  saml2LoadTimeout: 'The identity provider did not load in time.',
  saml2Unreachable: 'The identity provider cannot be reached.',
  offlineEditOnlyOnline: 'This page can be edited only when online and connected.',

  // Data and feature messages
  lastEntryCannotBeDeleted: 'The last remaining entry cannot be deleted.',
  crewMemberBasicDataLoadFailed: 'Could not fetch crew member basic data.',
  addressDeleteFailed: 'Could not delete the address.',
  addressCreateFailed: 'Could not create the address.',
  addressUpdateFailed: 'Could not update the address.',
  contactDeleteFailed: 'Could not delete the contact.',
  contactCreateFailed: 'Could not create the contact.',
  contactUpdateFailed: 'Could not update the contact.',
  samePriorityExists: 'Entry with same priority already exists.',
  notificationTasksConflict: 'Conflict while saving notification tasks.',
  myDataLoadFailed: 'Could not load the data: {error}',
  myDataCreateFailed: 'Could not create the entry: {error}',
  myDataUpdateFailed: 'Could not update the entry: {error}',
  myDataDeleteFailed: 'Could not delete the entry: {error}',
  dailyRemarksLoadFailed: 'Could not load Daily Remarks.',
  dailyRemarkCreateFailed: 'Could not create Daily Remark.',
  dailyRemarkDeleteFailed: 'Could not delete Daily Remark.',
  remarkTypesLoadFailed: 'Could not load Remark Types.',
  checkInConfigurationLoadFailed: 'Could not load check-in configuration.',
  alreadyCheckedIn: 'Already checked in.',
  legDataLoadFailed: 'Failed to load leg data.',
  roleDataLoadFailed: 'Failed to load role data.',
  roleUpdateFailed: 'Could not update the roles: {error}',
  hotelLoadFailed: 'Failed to load hotel data: {error}',
  crewOnLegFetchFailed: 'Could not fetch crew on leg.',
  roleDataFetchFailed: 'Could not fetch role data.',
  locationPermissionNotGranted: 'Location permission not granted.',
  missingPushToken: 'The push token is missing. Please report this to your administrator.',
  newsNotificationChanged: 'The news-related notification has changed or is gone.',
  newsExpired: 'This news item has expired.',
  // Ours, not in SPEC section 8: a check-in that checks the device position (profile switch performCheckInWithPosition)
  checkInPositionRequired: 'This airline checks your position at check-in, and none was sent. Update the app, then try again.',
  checkInOutsideZone: 'Your position is outside the check-in zone of this airport.',
  checkInTooFar: 'You are {distance} from the check-in area at {airport}; within {radius} needed.',
  checkInPositionTooImprecise: 'Your position is too imprecise to place you at the airport (±{accuracy}; ±{maxAccuracy} needed). Try again outdoors, with the sky in view.',
  checkInNoZone: 'Check-in by location is not available at {airport}.',
  checkInPositionUnavailable: 'Your position could not be determined. Try again in a moment.',

  // Roster changes
  rosterChangesLoadFailed: 'Unable to retrieve roster changes.',
  reload: 'Reload',
  notificationConfirmationUnsuccessful: 'Unsuccessful notification confirmation',
  confirmationFailed: 'Confirmation failed.',
  someNotificationConfirmationsFailed: 'Some notification confirmations failed.',
  scrollDownBeforeConfirm: 'Please scroll down before confirming.',

  // Silent and logged cases
  remarkNotFound: 'Remark not found.',
  remarksNoContent: 'There are no remarks.',
  newsNotFound: 'News item not found.',
  newsNoContent: 'There are no news.',
  contactNotFound: 'Contact not found.',
  contactsNoContent: 'There are no contacts.',
  addressNotFound: 'Address not found.',
  addressesNoContent: 'There are no addresses.',
  travelDocumentNotFound: 'Travel document not found.',
  travelDocumentsNoContent: 'There are no travel documents.',
  masterDataLoadFailed: 'Could not load master data.',
  crewMemberInfoLoadFailed: 'Could not load crew member information.',
  newsLoadFailedOffline: 'News could not be loaded while offline.',
  missingTranslationKey: 'Missing translation key: {key}',
  serverUnreachable: 'Unreachable',
  errorBoundaryHeader: 'Something went wrong.',
} as const satisfies Record<string, string>

/** A dictionary key of the error catalogue. */
export type MessageKey = keyof typeof ENGLISH_MESSAGES

/** Every message key, in the order of SPEC section 8. */
export const MESSAGE_KEY_LIST: ReadonlyArray<MessageKey> = Object.keys(ENGLISH_MESSAGES) as MessageKey[]

/**
 * The catalogue keys as one constant object, `MESSAGE_KEYS.serviceUnavailable === 'serviceUnavailable'`,
 * so call sites name a key without a string literal. English text: `ENGLISH_MESSAGES[key]`.
 */
export const MESSAGE_KEYS: { readonly [K in MessageKey]: K } = Object.fromEntries(
  MESSAGE_KEY_LIST.map((key) => [key, key]),
) as { readonly [K in MessageKey]: K }

/** True when `s` is a key of the catalogue ("translated where a key is known", SPEC section 8). */
export const isMessageKey = (s: string): s is MessageKey =>
  Object.prototype.hasOwnProperty.call(ENGLISH_MESSAGES, s)
