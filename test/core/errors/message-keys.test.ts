import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  ENGLISH_MESSAGES,
  isMessageKey,
  MESSAGE_KEY_LIST,
  MESSAGE_KEYS,
  type MessageKey,
} from '../../../core/errors/message-keys'
import { placeholdersOf } from '../../../core/errors/placeholders'

const Keys = suite('message keys')

const present = (keys: ReadonlyArray<MessageKey>) => {
  for (const key of keys) assert.ok(ENGLISH_MESSAGES[key].trim().length > 0, key)
}

Keys('every key names itself and has non-empty English text', () => {
  assert.ok(MESSAGE_KEY_LIST.length > 80)
  for (const key of MESSAGE_KEY_LIST) {
    assert.is(MESSAGE_KEYS[key], key)
    assert.ok(ENGLISH_MESSAGES[key].trim().length > 0, key)
    assert.ok(/^[a-z][A-Za-z0-9]*$/.test(key), `dictionary-safe key ${key}`)
  }
})

Keys("the spec's quoted wording is kept exactly: 'Could not load Daily Remarks.', 'Could not create Daily Remark.', 'Could not delete Daily Remark.', 'Could not load Remark Types.'", () => {
  assert.is(ENGLISH_MESSAGES.dailyRemarksLoadFailed, 'Could not load Daily Remarks.')
  assert.is(ENGLISH_MESSAGES.dailyRemarkCreateFailed, 'Could not create Daily Remark.')
  assert.is(ENGLISH_MESSAGES.dailyRemarkDeleteFailed, 'Could not delete Daily Remark.')
  assert.is(ENGLISH_MESSAGES.remarkTypesLoadFailed, 'Could not load Remark Types.')
})

Keys("\"'Service Unavailable'\" and \"a dialog titled 'Service Error' with an OK button\"", () => {
  assert.is(ENGLISH_MESSAGES.serviceUnavailable, 'Service Unavailable')
  assert.is(ENGLISH_MESSAGES.serviceErrorTitle, 'Service Error')
  assert.is(ENGLISH_MESSAGES.ok, 'OK')
  assert.equal(placeholdersOf(ENGLISH_MESSAGES.serviceUnavailableRequest), ['method', 'url'])
})

Keys('every security message of section 8 has a key', () => {
  present([
    'securityConfigLoadError', 'unexpectedServerError', 'authorizationFailed', 'authenticationFailed',
    'offlineLoginNotStored', 'offlineLoginFailed', 'userNotActivated', 'incorrectPassword',
    'certificateExpired', 'certificateDecodingError', 'certificateNotYetValid', 'certificatePublicKeyNotFound',
    'certificateValidationFailed', 'certificateWrongSignature', 'authenticationUserNotFound',
    'securityServiceConnectionFailed', 'passwordWeak', 'passwordIncorrectCredentials', 'passwordChangeNotAllowed',
    'passwordChangeError', 'sessionExpiredClose', 'sessionExpiredReload', 'sessionExpiredReauthenticate', 'loggedOut',
    'identityChanged', 'securityConfigUnavailable', 'notAuthorizedToUseApplication', 'mailSendingError',
    'networkProblem', 'serviceUnavailable', 'loginPageUnreachable', 'deviceRegistrationFailed', 'saml2LoadTimeout',
    'saml2Unreachable', 'offlineEditOnlyOnline',
  ])
})

Keys('every data and feature message of section 8 has a key (quoted ones verbatim)', () => {
  present([
    'lastEntryCannotBeDeleted', 'addressDeleteFailed', 'addressCreateFailed', 'addressUpdateFailed',
    'contactDeleteFailed', 'contactCreateFailed', 'contactUpdateFailed', 'myDataLoadFailed', 'myDataCreateFailed',
    'myDataUpdateFailed', 'myDataDeleteFailed', 'legDataLoadFailed', 'roleDataLoadFailed', 'roleUpdateFailed',
    'hotelLoadFailed', 'crewOnLegFetchFailed', 'roleDataFetchFailed', 'locationPermissionNotGranted',
    'missingPushToken', 'newsNotificationChanged', 'newsExpired',
  ])
  assert.is(ENGLISH_MESSAGES.crewMemberBasicDataLoadFailed, 'Could not fetch crew member basic data.')
  assert.is(ENGLISH_MESSAGES.samePriorityExists, 'Entry with same priority already exists.')
  assert.is(ENGLISH_MESSAGES.notificationTasksConflict, 'Conflict while saving notification tasks.')
  assert.is(ENGLISH_MESSAGES.checkInConfigurationLoadFailed, 'Could not load check-in configuration.')
  assert.ok(placeholdersOf(ENGLISH_MESSAGES.myDataLoadFailed).includes('error'), 'shows the error from the server')
})

Keys('roster-change messages: info title, reload, unsuccessful confirmation, partial failure, scroll warning', () => {
  present(['infoTitle', 'rosterChangesLoadFailed', 'reload', 'notificationConfirmationUnsuccessful', 'confirmationFailed',
    'someNotificationConfirmationsFailed', 'scrollDownBeforeConfirm'])
  assert.match(ENGLISH_MESSAGES.rosterChangesLoadFailed, /unable to retrieve roster changes/i)
  assert.match(ENGLISH_MESSAGES.someNotificationConfirmationsFailed, /some notification confirmations failed/i)
})

Keys('"Message-not-found and no-content texts exist for remarks, news, contacts, addresses and travel documents"', () => {
  present(['remarkNotFound', 'remarksNoContent', 'newsNotFound', 'newsNoContent', 'contactNotFound', 'contactsNoContent',
    'addressNotFound', 'addressesNoContent', 'travelDocumentNotFound', 'travelDocumentsNoContent',
    'masterDataLoadFailed', 'crewMemberInfoLoadFailed', 'serverUnreachable', 'errorBoundaryHeader'])
  assert.equal(placeholdersOf(ENGLISH_MESSAGES.missingTranslationKey), ['key'])
})

Keys('isMessageKey accepts catalogue keys only (not inherited object keys)', () => {
  assert.ok(isMessageKey('serviceUnavailable'))
  assert.not.ok(isMessageKey('toString'))
  assert.not.ok(isMessageKey('ERR_ALREADY_CHECKED_IN'))
})

Keys.run()
