import * as E from 'fp-ts/Either'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createAuthHttp } from '../../adapters/http/auth.http'
import { CLIENT_HEADERS, EARLY_CALLS_GLOBAL, earlyCallUrls, fetchWithEarlyCalls, takeEarlyCalls, type EarlyCalls } from '../../adapters/http/early-calls'
import { aClient, ok } from './http-fixtures'

const Early = suite('early calls: the start\'s security calls asked by the entry script answer the HTTP client once')

const CONFIG = '/rest/pems/security/config'
const VALIDATE = '/rest/pems/security/authentication/validate'
const AUTHORIZATION = '/rest/pems/security/authorization'

const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** A fetch that answers every request itself, recording what it was asked. */
const network = () => {
  const asked: Array<{ url: string; method: string; authorization: string | null }> = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url
    asked.push({ url, method: init?.method ?? 'GET', authorization: new Headers(init?.headers).get('authorization') })
    return json({ success: true, result: 'from the network' })
  }
  return { asked, fetch }
}

const clientGet = { method: 'GET', headers: { ...CLIENT_HEADERS }, credentials: 'include' } as const

const bodyOf = async (response: Promise<Response>): Promise<unknown> => (await response).json()

Early('the early calls are the public configuration, the security configuration and the validation at every start, the authorization only with a stored session and after a successful validation', () => {
  assert.equal(earlyCallUrls(), [
    { url: '/rest/pems/public/bootstrap/configuration', when: 'start' },
    { url: CONFIG, when: 'start' },
    { url: VALIDATE, when: 'start' },
    { url: AUTHORIZATION, when: 'signed-in', after: VALIDATE },
  ])
})

Early('a GET of an early call\'s URL is answered by the early call, once; the next one goes to the network', async () => {
  const { asked, fetch } = network()
  const early: EarlyCalls = new Map([[CONFIG, Promise.resolve(json({ success: true, result: 'early' }))]])
  const wrapped = fetchWithEarlyCalls(early, fetch)
  assert.equal(await bodyOf(wrapped(CONFIG, clientGet)), { success: true, result: 'early' })
  assert.equal(asked, [], 'nothing asked again')
  assert.equal(await bodyOf(wrapped(CONFIG, clientGet)), { success: true, result: 'from the network' })
  assert.equal(asked.map((a) => a.url), [CONFIG])
})

Early('the first request without an early call ends them all: a sign-in (POST) then the authorization asks the network again', async () => {
  const { asked, fetch } = network()
  const early: EarlyCalls = new Map([
    [VALIDATE, Promise.resolve(json({ success: false }, 401))],
    [AUTHORIZATION, Promise.resolve(json({ success: false }, 401))],
  ])
  const wrapped = fetchWithEarlyCalls(early, fetch)
  assert.is((await wrapped(VALIDATE, clientGet)).status, 401, 'the stored session had ended')
  await wrapped('/rest/pems/security/authentication/anna', { ...clientGet, method: 'POST' })
  const authorization = await wrapped(AUTHORIZATION, clientGet)
  assert.is(authorization.status, 200, 'the authorization after the sign-in is the network\'s, not the one asked before it')
  assert.equal(asked.map((a) => `${a.method} ${a.url}`), ['POST /rest/pems/security/authentication/anna', `GET ${AUTHORIZATION}`])
  assert.is(early.size, 0)
})

Early('a call with a bearer token is not answered by an early call (asked without one), and ends them', async () => {
  const { asked, fetch } = network()
  const early: EarlyCalls = new Map([
    [VALIDATE, Promise.resolve(json({ success: true, result: 'early' }))],
    [CONFIG, Promise.resolve(json({ success: true, result: 'early' }))],
  ])
  const wrapped = fetchWithEarlyCalls(early, fetch)
  await wrapped(VALIDATE, { ...clientGet, headers: { ...CLIENT_HEADERS, Authorization: 'Bearer tok' } })
  assert.equal(await bodyOf(wrapped(CONFIG, clientGet)), { success: true, result: 'from the network' })
  assert.equal(asked.map((a) => a.authorization), ['Bearer tok', null])
})

Early('a request with other headers than the client\'s is not answered by an early call', async () => {
  const { asked, fetch } = network()
  const early: EarlyCalls = new Map([[CONFIG, Promise.resolve(json({ success: true, result: 'early' }))]])
  await fetchWithEarlyCalls(early, fetch)(CONFIG, { method: 'GET', headers: { Accept: 'text/html' } })
  assert.is(asked.length, 1)
})

Early('an early call that failed (the network at start) is made again when the client asks', async () => {
  const { asked, fetch } = network()
  const failed = Promise.reject(new TypeError('Failed to fetch'))
  failed.catch(() => undefined)
  const wrapped = fetchWithEarlyCalls(new Map([[CONFIG, failed]]), fetch)
  assert.equal(await bodyOf(wrapped(CONFIG, clientGet)), { success: true, result: 'from the network' })
  assert.is(asked.length, 1)
})

Early('an early call still on its way is given up as fetch would be when the client\'s signal aborts (its timeout)', async () => {
  const { fetch } = network()
  const wrapped = fetchWithEarlyCalls(new Map([[CONFIG, new Promise<Response>(() => undefined)]]), fetch)
  const controller = new AbortController()
  const answer = wrapped(CONFIG, { ...clientGet, signal: controller.signal })
  controller.abort(new DOMException('timed out', 'AbortError'))
  const error = await answer.then(() => undefined, (e: unknown) => e)
  assert.instance(error, DOMException)
  assert.is((error as DOMException).name, 'AbortError')
})

Early('the entry script\'s early calls are taken from the page once', () => {
  const calls: EarlyCalls = new Map()
  const page: Record<string, unknown> = { [EARLY_CALLS_GLOBAL]: calls }
  assert.is(takeEarlyCalls(page), calls)
  assert.is(takeEarlyCalls(page), undefined)
  assert.is(takeEarlyCalls({ [EARLY_CALLS_GLOBAL]: 'not calls' }), undefined)
})

Early('through the HTTP client: the security configuration and the validation decode from the early answers, the authorization from the network', async () => {
  const { asked, fetch } = network()
  const securityConfig = { useSso: false, certValidity: 15, applicationLockTimeout: 1800, cookieMaxAge: -1 }
  const early: EarlyCalls = new Map([
    [CONFIG, Promise.resolve(json(ok(securityConfig)))],
    [VALIDATE, Promise.resolve(json(ok({ userName: 'ANNA' })))],
  ])
  const { client } = aClient({ server: () => undefined, fetch: fetchWithEarlyCalls(early, fetch) })
  const auth = createAuthHttp(client)
  const [config, validation] = await Promise.all([auth.loadSecurityConfig()(), auth.prevalidate()()])
  assert.ok(E.isRight(config), `config: ${JSON.stringify(config)}`)
  assert.ok(E.isRight(validation), `validation: ${JSON.stringify(validation)}`)
  assert.equal(asked, [], 'neither was asked again')
  await auth.authorize()()
  assert.equal(asked.map((a) => a.url), [AUTHORIZATION])
})

Early.run()
