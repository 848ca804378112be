import * as E from 'fp-ts/Either'
import nock from 'nock'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { aClient, aNumberRequest, api, ok, ORIGIN } from './http-fixtures'

const Common = suite('http client: common behaviour')
Common.after.each(() => nock.cleanAll())

Common('"Calls send a bearer token when an OIDC token exists" and X-Requested-With on every call', async () => {
  const scope = api()
    .get('/rest/pems/numbers/one')
    .matchHeader('authorization', 'Bearer tok-123')
    .matchHeader('x-requested-with', 'XMLHttpRequest')
    .reply(200, ok(7))
  const { client } = aClient({ bearerToken: async () => 'tok-123' })
  const result = await client.request(aNumberRequest())()
  assert.equal(result, E.right(7))
  assert.ok(scope.isDone())
})

Common('no Authorization header when there is no OIDC token', async () => {
  api().get('/rest/pems/numbers/one').matchHeader('x-requested-with', 'XMLHttpRequest').reply(function () {
    return [200, ok(this.req.headers['authorization'] === undefined ? 1 : 0)]
  })
  const { client } = aClient({ bearerToken: () => undefined })
  assert.equal(await client.request(aNumberRequest())(), E.right(1))
})

Common('"send credentials with cookies": fetch gets credentials include; the server cookie comes back', async () => {
  api().get('/rest/pems/numbers/one').reply(200, ok(1), { 'Set-Cookie': 'SESSION=abc; HttpOnly' })
  const seen: RequestInit[] = []
  const spy: typeof fetch = (input, init) => {
    if (init !== undefined) seen.push(init)
    return fetch(input, init)
  }
  const { client } = aClient({ fetch: spy })
  assert.equal(await client.request(aNumberRequest())(), E.right(1))
  assert.is(seen[0]?.credentials, 'include')
})

Common('"Timeout is 60 seconds": a request over the timeout fails as a timed-out network error (no status) and flips offline', async () => {
  api().get('/rest/pems/numbers/one').delay(400).reply(200, ok(1))
  const { client, online } = aClient({ timeoutMs: 40 })
  const result = await client.request(aNumberRequest())()
  assert.ok(E.isLeft(result) && result.left._tag === 'Network' && result.left.timedOut)
  assert.is(online.get(), false)
})

Common('retry 0: a GET failing without a status is sent exactly once (ofetch would retry it)', async () => {
  const scope = api().get('/rest/pems/numbers/one').times(2).replyWithError('connection reset')
  const { client } = aClient()
  const result = await client.request(aNumberRequest())()
  assert.ok(E.isLeft(result) && result.left._tag === 'Network')
  assert.is(scope.pendingMocks().length, 1)
})

Common('retry 0: a GET answered 500 is sent exactly once', async () => {
  const scope = api().get('/rest/pems/numbers/one').times(2).reply(500, 'boom')
  const { client } = aClient()
  const result = await client.request(aNumberRequest())()
  assert.ok(E.isLeft(result) && result.left._tag === 'Http' && result.left.status === 500)
  assert.is(scope.pendingMocks().length, 1)
})

Common('a body travels as JSON with its content type; query values are URL-encoded', async () => {
  const scope = api()
    .post('/rest/pems/numbers/sum', { a: 1, b: 'x y' })
    .query({ note: 'a&b' })
    .matchHeader('content-type', 'application/json')
    .reply(200, ok(3))
  const { client } = aClient()
  const result = await client.request(aNumberRequest('numbers/sum', { method: 'POST', body: { a: 1, b: 'x y' }, query: { note: 'a&b' } }))()
  assert.equal(result, E.right(3))
  assert.ok(scope.isDone())
})

Common('the base URL is the selected server entry: origin, port and path', async () => {
  const scope = nock('https://other.example.test:8443').get('/duty/rest/pems/numbers/one').reply(200, ok(5))
  const { client } = aClient({ server: () => ({ origin: 'https://other.example.test', port: 8443, path: '/duty/' }) })
  assert.equal(await client.request(aNumberRequest())(), E.right(5))
  assert.ok(scope.isDone())
})

const Flags = suite('http client: per-request flags')
Flags.after.each(() => nock.cleanAll())

Flags('"skipRepeated (duplicate in-flight calls share the result)": two identical calls, one request, one result', async () => {
  let requests = 0
  api().get('/rest/pems/numbers/one').times(2).delay(30).reply(() => {
    requests += 1
    return [200, ok(requests)]
  })
  const { client } = aClient()
  const req = aNumberRequest('numbers/one', { flags: { skipRepeated: true } })
  const [a, b] = await Promise.all([client.request(req)(), client.request(req)()])
  assert.is(requests, 1)
  assert.equal(a, E.right(1))
  assert.equal(b, E.right(1))
})

Flags('without skipRepeated identical calls are two requests', async () => {
  let requests = 0
  api().get('/rest/pems/numbers/one').times(2).delay(10).reply(() => [200, ok(++requests)])
  const { client } = aClient()
  await Promise.all([client.request(aNumberRequest())(), client.request(aNumberRequest())()])
  assert.is(requests, 2)
})

Flags('skipRepeated: a shared failure shows one dialog, not one per caller', async () => {
  api().get('/rest/pems/numbers/one').delay(20).reply(200, { success: false, error: [{ errId: 'ERR_UNEXPECTED' }] })
  const { client, dialogs } = aClient()
  const req = aNumberRequest('numbers/one', { flags: { skipRepeated: true } })
  await Promise.all([client.request(req)(), client.request(req)()])
  assert.is(dialogs.length, 1)
})

Flags('"showProgress": the progress counter is 1 while the call runs and 0 after', async () => {
  api().get('/rest/pems/numbers/one').delay(20).reply(200, ok(1))
  const { client, progress } = aClient()
  const seen: number[] = []
  progress.subscribe((n) => seen.push(n))
  const running = client.request(aNumberRequest('numbers/one', { flags: { showProgress: true } }))()
  assert.is(progress.count(), 1)
  await running
  assert.is(progress.count(), 0)
  assert.equal(seen, [1, 0])
})

Flags('a call without showProgress leaves the flagged counter alone but counts as pending (progress by URL)', async () => {
  api().get('/rest/pems/numbers/one').reply(200, ok(1))
  const { client, progress } = aClient()
  const running = client.request(aNumberRequest())()
  assert.is(progress.count(), 0)
  assert.is(progress.pending(), 1)
  await running
  assert.is(progress.pending(), 0)
})

Flags('"No dialog is shown for requests flagged to ignore errors"', async () => {
  api().get('/rest/pems/numbers/one').reply(500, { messages: ['broken'] })
  const { client, dialogs } = aClient()
  const result = await client.request(aNumberRequest('numbers/one', { flags: { ignoreErrors: true } }))()
  assert.ok(E.isLeft(result))
  assert.is(dialogs.length, 0)
})

Flags('cancel: a cancelled request is aborted and fails without a status', async () => {
  api().get('/rest/pems/numbers/one').delay(300).reply(200, ok(1))
  const { client } = aClient()
  let cancel = (): void => undefined
  const token = {
    isCancelled: () => false,
    onCancel: (listener: () => void) => {
      cancel = listener
      return () => undefined
    },
  }
  const running = client.request(aNumberRequest('numbers/one', { cancel: token }))()
  setTimeout(() => cancel(), 10)
  const result = await running
  assert.ok(E.isLeft(result) && result.left._tag === 'Network' && !result.left.timedOut)
})

Flags('urlOf gives the absolute URL under a base', () => {
  const { client } = aClient()
  assert.is(client.urlOf('communication', 'device/IADP'), `${ORIGIN}/api/communication/v2/device/IADP`)
  assert.is(client.urlOf('pems', 'idp/log'), `${ORIGIN}/rest/pems/idp/log`)
})

Common.run()
Flags.run()
