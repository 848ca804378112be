import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Route } from '../../server/http/router'
import { STATE_CHANGING } from '../../server/http/router'
import { ANNA, sessionOf, sharedServer, XHR } from './helpers'
import { annaPathValues, fillPath, isProbe, paramsOf, type PathValues } from './route-samples'

// Issue 33 item 1: a query key, path parameter or body field named like an Object.prototype member is bad input
// like any other (an unknown parameter, 4xx with the envelope), never a 500 from a lookup that found an inherited
// function. The routes come from the server's own route table, so a new route is covered without being listed here.

const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'] as const

/**
 * A query each query-reading route accepts (`{name}` is a path value). The test finds the routes that read their
 * query from the table (they refuse an unknown parameter) and fails when one is missing here.
 */
const VALID_QUERY: Readonly<Record<string, string>> = {
  'GET /rest/pems/roster/{crmId}/leg/{eventId}/crew': 'ltype=mobile',
  'GET /rest/api/crewmember/v1/crewmembers/{crmId}': 'segment={eventId}',
  'GET /rest/pems/roster/{crmId}/summary': 'start=2026-03-01&end=2026-03-31',
  'GET /rest/pems/roster/{crmId}/checkin/configuration': 'ltype=mobile',
  'GET /rest/pems/roster/{crmId}/checkin': 'checkInLogicalId={checkInLogicalId}',
  'POST /rest/pems/roster/{crmId}/checkin': 'op=checkin',
  'POST /rest/pems/roster/{crmId}/checkin/{checkInLogicalId}': 'op=confirm',
  'GET /api/communication/v2/crm/notification/masterData': 'domain=IDP',
  'GET /rest/pems/roster/{crmId}/notif': 'ltype=mobile',
  'POST /rest/pems/roster/{crmId}/notif': 'ltype=mobile&op=confirm',
  'GET /rest/pems/roster/{crmId}/details/daily_remark': 'fromDtUtc=2026-03-01T00:00:00Z&toDtUtc=2026-03-31T00:00:00Z',
  'DELETE /rest/pems/roster/{crmId}/details/daily_remark': 'date=2026-03-20',
  'GET /rest/pems/history/{crmId}': 'limit=5',
  'GET /rest/pems/airports/countries': 'codes=CDG',
  'GET /rest/pems/roster/{crmId}/details/daily_remark/types': '',
  'GET /rest/pems/user/{crmId}/basicdata': 'type=addresses',
  'GET /rest/pems/roster/{crmId}/notif/effects': '',
  'GET /family/_/page.css': '',
  'GET /family/_/page.js': '',
}

const shared = sharedServer({ loginLimits: { failuresPerUser: 1_000_000, failuresPerAddress: 1_000_000, windowMinutes: 1, lockoutMinutes: 1 } })

interface Answer {
  readonly status: number
  readonly errId: string | undefined
  readonly errMessage: string
  readonly envelope: boolean
}

let values: PathValues | undefined
let cookie: string | undefined

const keyOf = (route: Route): string => `${route.method} ${route.path}`

/** Sends one request as anna (a fresh session for the security routes, which may end or renew it). */
const send = async (route: Route, path: string, query: string): Promise<Answer> => {
  const { url } = await shared.get()
  const own = route.path.includes('/security/') ? await sessionOf(url, ANNA) : (cookie ??= await sessionOf(url, ANNA))
  const res = await fetch(`${url}${path}${query === '' ? '' : `?${query}`}`, {
    method: route.method,
    headers: { ...XHR, Cookie: own, ...(STATE_CHANGING.has(route.method) ? { 'Content-Type': 'application/json' } : {}) },
    ...(STATE_CHANGING.has(route.method) ? { body: '{}' } : {}),
  })
  const text = await res.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  const first: unknown = typeof body === 'object' && body !== null ? (Reflect.get(body, 'error') as unknown[] | undefined)?.[0] : undefined
  return {
    status: res.status,
    errId: typeof first === 'object' && first !== null ? String(Reflect.get(first, 'errId')) : undefined,
    errMessage: typeof first === 'object' && first !== null ? String(Reflect.get(first, 'errMessage')) : '',
    envelope: typeof body === 'object' && body !== null && typeof Reflect.get(body, 'success') === 'boolean',
  }
}

const setup = async (): Promise<{ routes: ReadonlyArray<Route>; values: PathValues }> => {
  const { server } = await shared.get()
  values ??= await annaPathValues(server.deps.db)
  return { routes: server.routes.filter((r) => !isProbe(r)), values }
}

const pathOf = (route: Route, v: PathValues): string => fillPath(route, (name) => v[name] ?? 'x')
const filled = (template: string, v: PathValues): string => template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(v[name] ?? 'x'))

const Query = suite('query keys named like Object.prototype members: 400 ERR_INVALID_QUERY, an unknown parameter')

Query('the routes that read their query are the ones listed with a valid query', async () => {
  const { routes, values: v } = await setup()
  const reading: string[] = []
  for (const route of routes) {
    const answer = await send(route, pathOf(route, v), 'zzNoSuchParameter=1')
    if (answer.errId === 'ERR_INVALID_QUERY') reading.push(keyOf(route))
  }
  assert.equal(reading.sort(), Object.keys(VALID_QUERY).sort())
})

Query('each prototype-named key, after a valid query, on every route that reads its query', async () => {
  const { routes, values: v } = await setup()
  for (const route of routes.filter((r) => VALID_QUERY[keyOf(r)] !== undefined)) {
    const valid = filled(VALID_QUERY[keyOf(route)] ?? '', v)
    const base = await send(route, pathOf(route, v), valid)
    assert.is.not(base.errId, 'ERR_INVALID_QUERY', `${keyOf(route)}?${valid} is a valid query (${base.errMessage})`)
    for (const name of PROTOTYPE_NAMES) {
      const answer = await send(route, pathOf(route, v), `${valid}${valid === '' ? '' : '&'}${encodeURIComponent(name)}=1`)
      assert.is(answer.status, 400, `${keyOf(route)} with ${name}: ${answer.status} ${answer.errId ?? ''}`)
      assert.is(answer.errId, 'ERR_INVALID_QUERY', `${keyOf(route)} with ${name}`)
      assert.match(answer.errMessage, name, `${keyOf(route)} names ${name}`)
    }
  }
})

Query('all prototype-named keys at once on every route: never a 5xx, always the envelope', async () => {
  const { routes, values: v } = await setup()
  const all = PROTOTYPE_NAMES.map((name) => `${encodeURIComponent(name)}=1`).join('&')
  for (const route of routes) {
    const answer = await send(route, pathOf(route, v), all)
    assert.ok(answer.status < 500, `${keyOf(route)}?${all}: ${answer.status} ${answer.errId ?? ''}`)
    assert.ok(answer.envelope, `${keyOf(route)}?${all} answers the envelope`)
  }
})

const Path = suite('path parameters named like Object.prototype members: never a 5xx, never found')

Path('each prototype name in each path parameter of every route', async () => {
  const { routes, values: v } = await setup()
  for (const route of routes) {
    for (const param of paramsOf(route).filter((p) => p !== 'crmId')) {
      for (const name of PROTOTYPE_NAMES) {
        const answer = await send(route, pathOf(route, { ...v, [param]: name }), '')
        assert.ok(answer.status < 500, `${keyOf(route)} with ${param}=${name}: ${answer.status} ${answer.errId ?? ''}`)
        assert.ok(answer.envelope, `${keyOf(route)} with ${param}=${name} answers the envelope`)
        if (route.method === 'GET' && route.access === 'session') assert.ok(answer.status >= 400, `${keyOf(route)} with ${param}=${name} finds nothing: ${answer.status}`)
      }
    }
  }
})

Query.after(() => shared.close())
Query.run()
Path.after(() => shared.close())
Path.run()
