import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import fc from 'fast-check'
import type { TransportError } from '../../../core/errors/app-error'
import {
  countsAsOffline,
  messageTextOf,
  shouldShowDialog,
  toUserMessage,
  type CatalogueContext,
} from '../../../core/errors/catalogue.rules'
import { ENGLISH_MESSAGES } from '../../../core/errors/message-keys'
import { aNetworkError, anErrorItem, anHttpError, aRequest, aServiceError, aSessionExpired } from './fixtures'

const online: CatalogueContext = { online: true }
const english = (error: TransportError, context: CatalogueContext = online) =>
  messageTextOf(toUserMessage(error, context), ENGLISH_MESSAGES)

const Ids = suite('catalogue: error ids')

Ids('"Error ids map to messages"', () => {
  const message = toUserMessage(aServiceError([anErrorItem({ errId: 'ERR_USER_NOT_ACTIVATED' })]), online)
  assert.is(message.messageKey, 'userNotActivated')
  assert.is(message.text, undefined)
  assert.is(english(aServiceError([anErrorItem({ errId: 'ERR_USER_NOT_ACTIVATED' })])), 'User not activated.')
})

Ids('"An unknown id shows the id itself"', () => {
  const message = toUserMessage(aServiceError([anErrorItem({ errId: 'ERR_FLUX_CAPACITOR', errMessage: 'x' })]), online)
  assert.is(message.text, 'ERR_FLUX_CAPACITOR')
  assert.is(message.messageKey, undefined)
})

Ids('"With no id the server message is shown"', () => {
  assert.is(english(aServiceError([{ errId: '', errMessage: 'Roster locked by scheduler' }])), 'Roster locked by scheduler')
})

Ids('"... or \'Service Unavailable\'" when there is neither id nor message, or no error item at all', () => {
  assert.is(english(aServiceError([{ errId: '' }])), 'Service Unavailable')
  assert.is(english(aServiceError([{ errId: ' ', errMessage: '' }])), 'Service Unavailable')
  assert.is(english(aServiceError([])), 'Service Unavailable')
})

Ids('only the first error item is shown', () => {
  const message = toUserMessage(aServiceError([anErrorItem({ errId: 'ERR_PASSWORD_WEAK' }), anErrorItem({ errId: 'ERR_MAIL_SENDING' })]), online)
  assert.is(message.messageKey, 'passwordWeak')
})

Ids('a server message that is a known key is translated', () => {
  assert.is(toUserMessage(aServiceError([{ errId: '', errMessage: 'samePriorityExists' }]), online).messageKey, 'samePriorityExists')
})

Ids('the server message is available as the {error} param (e.g. role update failure: the server error)', () => {
  const message = toUserMessage(aServiceError([anErrorItem({ errId: 'ERR_UNEXPECTED', errMessage: 'db down' })]), online)
  assert.is(message.params['error'], 'db down')
  assert.is(message.params['errId'], 'ERR_UNEXPECTED')
})

Ids('"Service errors show a dialog titled \'Service Error\' with an OK button"', () => {
  const message = toUserMessage(aServiceError(), online)
  assert.is(message.titleKey, 'serviceErrorTitle')
  assert.is(ENGLISH_MESSAGES[message.titleKey], 'Service Error')
  assert.is(ENGLISH_MESSAGES[message.buttonKey], 'OK')
  assert.ok(message.showDialog)
})

Ids.run()

const Json = suite('catalogue: JSON and non-JSON responses')

const jsonError = (body: unknown, status = 400) => anHttpError({ status, isJson: true, body })

Json('"If the response is JSON, the content is the first message of the error state"', () => {
  assert.is(english(jsonError({ success: false, error: [{ errId: 'ERR_LAST_ENTRY' }, { errId: 'ERR_MAIL_SENDING' }] })), 'The last remaining entry cannot be deleted.')
})

Json('"a messages list (strings ...)" translated where a key is known, otherwise shown as is', () => {
  assert.is(toUserMessage(jsonError({ messages: ['samePriorityExists'] }), online).messageKey, 'samePriorityExists')
  assert.is(toUserMessage(jsonError({ messages: ['ERR_LAST_ENTRY'] }), online).messageKey, 'lastEntryCannotBeDeleted')
  assert.is(english(jsonError({ messages: ['Zip code unknown', 'second'] })), 'Zip code unknown')
})

Json('"objects with messageKey and params substituted into {placeholders}"', () => {
  assert.is(english(jsonError({ messages: [{ messageKey: 'Field {field} is longer than {max}', params: { field: 'city', max: 25 } }] })), 'Field city is longer than 25')
  const known = toUserMessage(jsonError({ messages: [{ messageKey: 'myDataUpdateFailed', params: { error: 'locked' } }] }), online)
  assert.is(known.messageKey, 'myDataUpdateFailed')
  assert.is(messageTextOf(known, ENGLISH_MESSAGES), 'Could not update the entry: locked')
})

Json('"... or errorMessages"', () => {
  assert.is(english(jsonError({ errorMessages: ['Visa number exists'] })), 'Visa number exists')
})

Json('the error state wins over messages, and messages over errorMessages', () => {
  assert.is(english(jsonError({ error: [{ errId: 'ERR_PASSWORD_WEAK' }], messages: ['m'], errorMessages: ['e'] })), 'The password is too weak.')
  assert.is(english(jsonError({ messages: ['m'], errorMessages: ['e'] })), 'm')
  assert.is(english(jsonError({ messages: [], errorMessages: ['e'] })), 'e')
})

Json('"Otherwise the network error text is used" (JSON without any message)', () => {
  assert.is(toUserMessage(jsonError({ timestamp: 1 }), online).messageKey, 'networkError')
  assert.is(toUserMessage(jsonError([1, 2]), online).messageKey, 'networkError')
})

Json('"A 503 shows the service-unavailable text plus the method and URL."', () => {
  const error = anHttpError({ status: 503, request: aRequest({ method: 'POST', url: 'https://crew.example/rest/pems/login' }) })
  const message = toUserMessage(error, online)
  assert.is(message.messageKey, 'serviceUnavailableRequest')
  assert.equal(message.params, { method: 'POST', url: 'https://crew.example/rest/pems/login' })
  assert.is(english(error), 'Service Unavailable: POST https://crew.example/rest/pems/login')
})

Json('"Other non-JSON errors show the network error text."', () => {
  assert.is(toUserMessage(anHttpError({ status: 500 }), online).messageKey, 'networkError')
  assert.is(toUserMessage(anHttpError({ status: 404, body: '<html>' }), online).messageKey, 'networkError')
  assert.is(toUserMessage(aNetworkError(), online).messageKey, 'networkError')
})

Json('unusable envelopes (no id, no message) show \'Service Unavailable\'', () => {
  assert.is(english({ _tag: 'UnsuccessfulResult', reason: 'missing-result' }), 'Service Unavailable')
  assert.is(english({ _tag: 'Decode', issues: [] }), 'Service Unavailable')
})

Json('property: any HTTP body gives a message with a key or a text, never a throw (1000 runs)', () => {
  fc.assert(
    fc.property(fc.anything(), fc.integer({ min: 0, max: 599 }), fc.boolean(), (body, status, isJson) => {
      const message = toUserMessage(anHttpError({ status, isJson, body }), online)
      assert.ok(message.messageKey !== undefined || typeof message.text === 'string')
      assert.type(messageTextOf(message, ENGLISH_MESSAGES), 'string')
    }),
    { numRuns: 1000 },
  )
})

Json.run()

const Dialog = suite('catalogue: when no dialog is shown')

Dialog('"No dialog is shown for requests flagged to ignore errors"', () => {
  assert.not.ok(shouldShowDialog(aServiceError(), { online: true, flags: { ignoreErrors: true } }))
  assert.not.ok(toUserMessage(anHttpError({ status: 500 }), { online: true, flags: { ignoreErrors: true } }).showDialog)
  assert.ok(shouldShowDialog(anHttpError({ status: 500 }), online))
})

Dialog('"... for persisted requests when offline"', () => {
  assert.not.ok(shouldShowDialog(aServiceError(), { online: false, flags: { persisted: true } }))
  assert.not.ok(shouldShowDialog(aNetworkError(), { online: true, flags: { persisted: true } }))
  assert.ok(shouldShowDialog(aServiceError(), { online: true, flags: { persisted: true } }))
  assert.ok(shouldShowDialog(aNetworkError(), { online: false }))
})

Dialog('"... or for 401 and 403 unless the request also ignores session errors"', () => {
  for (const error of [anHttpError({ status: 401 }), anHttpError({ status: 403 })]) {
    assert.not.ok(shouldShowDialog(error, online), `${error._tag} ${error.status}`)
    assert.ok(shouldShowDialog(error, { online: true, flags: { ignoreSessionErrors: true } }))
  }
  for (const error of [aSessionExpired(401), aSessionExpired(403)]) assert.not.ok(shouldShowDialog(error, online))
  assert.is(toUserMessage(aSessionExpired(), online).messageKey, 'sessionExpired')
})

Dialog('"Session errors are handled by re-login": an HTML login page answered with 200 opens no dialog', () => {
  assert.not.ok(shouldShowDialog(aSessionExpired(200), online))
  assert.not.ok(shouldShowDialog(aSessionExpired(200), { online: true, flags: { ignoreSessionErrors: true } }))
})

Dialog.run()

const Offline = suite('countsAsOffline')

Offline('"Failed calls with status 503, 504 or no status count as offline"', () => {
  assert.ok(countsAsOffline(anHttpError({ status: 503 })))
  assert.ok(countsAsOffline(anHttpError({ status: 504 })))
  assert.ok(countsAsOffline(aNetworkError()))
  assert.ok(countsAsOffline(aNetworkError({ timedOut: true })))
  assert.ok(countsAsOffline({ _tag: 'Offline' }))
})

Offline('other statuses and envelope failures do not count as offline', () => {
  for (const status of [400, 401, 403, 404, 500, 502]) assert.not.ok(countsAsOffline(anHttpError({ status })), String(status))
  assert.not.ok(countsAsOffline(aSessionExpired()))
  assert.not.ok(countsAsOffline(aServiceError()))
  assert.not.ok(countsAsOffline({ _tag: 'Decode', issues: [] }))
})

Offline.run()
