import * as E from 'fp-ts/Either'
import nock from 'nock'
import { createOnlineStore } from '../../adapters/http/online.store'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { toUserMessage } from '../../core/errors/catalogue.rules'
import { MESSAGE_KEYS } from '../../core/errors/message-keys'
import { aClient, aNumberRequest, api, ok, ORIGIN } from './http-fixtures'

const URL_ONE = `${ORIGIN}/rest/pems/numbers/one`

const Envelope = suite('http client: envelope errors into the catalogue')
Envelope.after.each(() => nock.cleanAll())

Envelope('an unsuccessful envelope is a Service error with its items, shown as the error id\'s message', async () => {
  api().get('/rest/pems/numbers/one').reply(200, { success: false, error: [{ errId: 'ERR_SAME_PRIORITY', errMessage: 'dup' }] })
  const { client, dialogs } = aClient()
  const result = await client.request(aNumberRequest())()
  assert.ok(E.isLeft(result) && result.left._tag === 'Service')
  assert.is(dialogs.length, 1)
  assert.is(dialogs[0]?.message.messageKey, 'samePriorityExists')
  assert.is(dialogs[0]?.message.titleKey, MESSAGE_KEYS.serviceErrorTitle)
})

Envelope('"An unknown id shows the id itself"', async () => {
  api().get('/rest/pems/numbers/one').reply(200, { success: false, error: [{ errId: 'ERR_WHATEVER_42' }] })
  const { client, dialogs } = aClient()
  await client.request(aNumberRequest())()
  assert.is(dialogs[0]?.message.text, 'ERR_WHATEVER_42')
})

Envelope('"Unsuccessful service results (... string data ...) raise an error": a string result', async () => {
  api().get('/rest/pems/numbers/one').reply(200, { success: true, result: 'oops' })
  const { client, dialogs } = aClient()
  const result = await client.request(aNumberRequest())()
  assert.equal(result, E.left({ _tag: 'UnsuccessfulResult', reason: 'string-result', request: { method: 'GET', url: URL_ONE } }))
  assert.is(dialogs[0]?.message.messageKey, MESSAGE_KEYS.serviceUnavailable)
})

Envelope('"success/result missing": missing success and missing result are unsuccessful results', async () => {
  api().get('/rest/pems/numbers/one').reply(200, { result: 1 })
  api().get('/rest/pems/numbers/two').reply(200, { success: true })
  const { client } = aClient()
  const a = await client.request(aNumberRequest())()
  const b = await client.request(aNumberRequest('numbers/two'))()
  assert.ok(E.isLeft(a) && a.left._tag === 'UnsuccessfulResult' && a.left.reason === 'missing-success')
  assert.ok(E.isLeft(b) && b.left._tag === 'UnsuccessfulResult' && b.left.reason === 'missing-result')
})

Envelope('a 200 whose body is plain text (not JSON, not a login page) is a string result, never a throw', async () => {
  api().get('/rest/pems/numbers/one').reply(200, 'hello', { 'Content-Type': 'text/plain' })
  const { client } = aClient()
  const result = await client.request(aNumberRequest())()
  assert.ok(E.isLeft(result) && result.left._tag === 'UnsuccessfulResult' && result.left.reason === 'string-result')
})

Envelope('a result of the wrong shape is a Decode error naming the path under result', async () => {
  api().get('/rest/pems/numbers/one').reply(200, ok({ n: 1 }))
  const { client } = aClient()
  const result = await client.request(aNumberRequest())()
  assert.ok(E.isLeft(result) && result.left._tag === 'Decode')
  assert.is(E.isLeft(result) && result.left._tag === 'Decode' ? result.left.issues[0]?.path : '', 'result')
})

Envelope('malformed JSON with a JSON content type is a string result, never a throw', async () => {
  api().get('/rest/pems/numbers/one').reply(200, '{"success": tru', { 'Content-Type': 'application/json' })
  const { client } = aClient()
  const result = await client.request(aNumberRequest())()
  assert.ok(E.isLeft(result) && result.left._tag === 'UnsuccessfulResult')
})

const Status = suite('http client: HTTP status errors')
Status.after.each(() => nock.cleanAll())

Status('"A 503 shows the service-unavailable text plus the method and URL" and counts as offline', async () => {
  api().get('/rest/pems/numbers/one').reply(503, 'Service Unavailable', { 'Content-Type': 'text/plain' })
  const { client, dialogs, online } = aClient()
  const result = await client.request(aNumberRequest())()
  assert.ok(E.isLeft(result) && result.left._tag === 'Http' && result.left.status === 503 && !result.left.isJson)
  assert.is(dialogs[0]?.message.messageKey, MESSAGE_KEYS.serviceUnavailableRequest)
  assert.equal(dialogs[0]?.message.params, { method: 'GET', url: URL_ONE })
  assert.is(online.get(), false)
})

Status('"Failed calls with status 503, 504 or no status count as offline": 504', async () => {
  api().get('/rest/pems/numbers/one').reply(504, '')
  const { client, online } = aClient()
  await client.request(aNumberRequest())()
  assert.is(online.get(), false)
})

Status('a communication-service call failing without status flips the communication flag, not the app\'s; its next answer flips it back', async () => {
  api().get('/api/communication/v2/numbers/one').replyWithError('connection refused')
  api().get('/api/communication/v2/numbers/one').reply(200, ok(1))
  api().get('/rest/pems/numbers/one').reply(200, ok(2))
  const communicationOnline = createOnlineStore()
  const { client, online } = aClient({ communicationOnline })
  const communication = aNumberRequest('numbers/one', { base: 'communication' })
  await client.request(communication)()
  assert.is(communicationOnline.get(), false)
  assert.is(online.get(), true, 'the roster server is not concerned')
  await client.request(aNumberRequest())()
  assert.is(communicationOnline.get(), false, 'a roster answer says nothing of the communication service')
  assert.equal(await client.request(communication)(), E.right(1))
  assert.is(communicationOnline.get(), true)
})

Status('without a communication flag, a communication-service failure flips the app\'s online flag', async () => {
  api().get('/api/communication/v2/numbers/one').reply(503, '')
  const { client, online } = aClient()
  await client.request(aNumberRequest('numbers/one', { base: 'communication' }))()
  assert.is(online.get(), false)
})

Status('no status (connection error) flips the online flag; the next answer flips it back', async () => {
  api().get('/rest/pems/numbers/one').replyWithError('connection refused')
  api().get('/rest/pems/numbers/one').reply(200, ok(1))
  const { client, online, dialogs } = aClient()
  const seen: boolean[] = []
  online.subscribe((v) => seen.push(v))
  const failed = await client.request(aNumberRequest())()
  assert.ok(E.isLeft(failed) && failed.left._tag === 'Network')
  assert.is(dialogs[0]?.message.messageKey, MESSAGE_KEYS.networkError)
  await client.request(aNumberRequest())()
  assert.equal(seen, [false, true])
})

Status('a 500 does not count as offline', async () => {
  api().get('/rest/pems/numbers/one').reply(500, '')
  const { client, online } = aClient()
  await client.request(aNumberRequest())()
  assert.is(online.get(), true)
})

Status('"If the response is JSON, the content is ... a messages list": the first message of a JSON error body', async () => {
  api().get('/rest/pems/numbers/one').reply(400, { messages: [{ messageKey: 'Field {name} is bad', params: { name: 'zip' } }] })
  const { client, dialogs } = aClient()
  const result = await client.request(aNumberRequest())()
  assert.ok(E.isLeft(result) && result.left._tag === 'Http' && result.left.isJson)
  assert.is(dialogs[0]?.message.text, 'Field zip is bad')
})

Status('"Other non-JSON errors show the network error text"', async () => {
  api().get('/rest/pems/numbers/one').reply(502, '<h1>Bad gateway</h1>', { 'Content-Type': 'text/html' })
  const { client, dialogs } = aClient()
  await client.request(aNumberRequest())()
  assert.is(dialogs[0]?.message.messageKey, MESSAGE_KEYS.networkError)
})

Status('the dialog event carries exactly the catalogue\'s user message', async () => {
  api().get('/rest/pems/numbers/one').reply(500, { error: [{ errId: 'ERR_UNEXPECTED' }] })
  const { client, dialogs } = aClient()
  const result = await client.request(aNumberRequest())()
  assert.ok(E.isLeft(result))
  if (E.isLeft(result)) assert.equal(dialogs[0]?.message, toUserMessage(result.left, { flags: { ignoreErrors: false, ignoreSessionErrors: false, persisted: false }, online: true }))
})

const Session = suite('http client: session expiry')
Session.after.each(() => nock.cleanAll())

const LOGIN_PAGE = '<!DOCTYPE html><html><body><form action="/login"><input name="u"><input type="password" name="p"></form></body></html>'

Session('"A 401 ... moves to session expired": the session-expired event fires, no dialog', async () => {
  api().get('/rest/pems/numbers/one').reply(401, '')
  const { client, sessionExpired, dialogs } = aClient()
  const result = await client.request(aNumberRequest())()
  assert.ok(E.isLeft(result) && result.left._tag === 'SessionExpired' && result.left.status === 401)
  assert.equal(sessionExpired, [{ request: { method: 'GET', url: URL_ONE }, status: 401 }])
  assert.is(dialogs.length, 0)
})

Session('a 403 is a session error too', async () => {
  api().get('/rest/pems/numbers/one').reply(403, { success: false })
  const { client, sessionExpired } = aClient()
  await client.request(aNumberRequest())()
  assert.is(sessionExpired.length, 1)
})

Session('"This does not apply when the call is marked to ignore session errors": 401 comes back as Http, no event, a dialog', async () => {
  api().get('/rest/pems/numbers/one').reply(401, '')
  const { client, sessionExpired, dialogs } = aClient()
  const result = await client.request(aNumberRequest('numbers/one', { flags: { ignoreSessionErrors: true } }))()
  assert.ok(E.isLeft(result) && result.left._tag === 'Http' && result.left.status === 401)
  assert.is(sessionExpired.length, 0)
  assert.is(dialogs.length, 1)
})

Session('"an HTML login page answered with 200" raises the session-expired event', async () => {
  api().get('/rest/pems/numbers/one').reply(200, LOGIN_PAGE, { 'Content-Type': 'text/html; charset=utf-8' })
  const { client, sessionExpired, dialogs } = aClient()
  const result = await client.request(aNumberRequest())()
  assert.ok(E.isLeft(result) && result.left._tag === 'SessionExpired' && result.left.status === 200)
  assert.is(sessionExpired.length, 1)
  assert.is(dialogs.length, 0)
})

Session('the login page with ignoreSessionErrors is no event, just an unusable (string) result', async () => {
  api().get('/rest/pems/numbers/one').reply(200, LOGIN_PAGE, { 'Content-Type': 'text/html' })
  const { client, sessionExpired } = aClient()
  const result = await client.request(aNumberRequest('numbers/one', { flags: { ignoreSessionErrors: true, ignoreErrors: true } }))()
  assert.ok(E.isLeft(result) && result.left._tag === 'UnsuccessfulResult')
  assert.is(sessionExpired.length, 0)
})

Envelope.run()
Status.run()
Session.run()
