import fc from 'fast-check'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Queryable } from '../../server/db/db'
import { CROSS_CREW_ROUTES, STATE_CHANGING, type Route } from '../../server/http/router'
import { anyJson, edgeString } from '../core/shared/arbitraries'
import { ANNA, BRUNO, sessionOf, startServer, XHR, type TestServer } from './helpers'
import { annaPathValues, fillPath, isProbe, type PathValues } from './route-samples'

// Issue 33 item 4: every route of the server's own route table, driven as an attacker would. The attacker is bruno:
// without a session, with his session aimed at anna's crmId and ids, and with his session on his own data. Every
// answer: no 5xx; every 4xx is the JSON error envelope; no 2xx on anna's crmId; anna's data unchanged afterwards.
// A fixed seed (printed); FUZZ_RUNS and FUZZ_SEED run it longer or with another seed.

const RUNS = Number(process.env['FUZZ_RUNS'] ?? 400)
const SEED = Number(process.env['FUZZ_SEED'] ?? 3333)
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'] as const

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

type Actor = 'none' | 'bruno at anna' | 'bruno at bruno'

interface Attempt {
  readonly route: number
  readonly actor: Actor
  readonly params: Readonly<Record<string, string | null>>
  readonly query: ReadonlyArray<readonly [string, string]>
  readonly contentType: string | null
  readonly xhr: boolean
  readonly body: string | null
}

/** Path values an attacker tries: the real ones (null), prototype names, traversal, control and non-ASCII text, long text. */
const hostileValue: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
  { weight: 1, arbitrary: fc.constantFrom('..', '.', '%2e%2e', '../../etc/passwd', 'a/b', 'a\\b', '%00', '\u0000', ' ', '-1', '0', '1e309', 'NaN', '9'.repeat(40), "' OR 1=1 --", '<script>', '\u202E', 'é', '👩‍✈️') },
  { weight: 2, arbitrary: edgeString.map((s) => s.slice(0, 2000)) },
)

const queryKey: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES, 'ltype', 'op', 'segment', 'codes', 'limit', 'before', 'date', 'domain', 'types', 'type', 'start', 'end'), edgeString.map((s) => s.slice(0, 200)))

/** Bodies: JSON of any shape (prototype-named keys, deep nesting, arrays of thousands), text that is not JSON. */
const body: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 4, arbitrary: anyJson.map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 2, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES), fc.string({ maxLength: 12 })), anyJson, { maxKeys: 5 }).map((o) => JSON.stringify(o)) },
  { weight: 1, arbitrary: fc.constantFrom('{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}', `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`, `[${'1,'.repeat(60_000)}1]`, '{', 'null', '') },
  { weight: 1, arbitrary: edgeString.map((s) => s.slice(0, 5000)) },
)

const contentType: fc.Arbitrary<string | null> = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  '',
  null,
)

const attempt = (routes: number): fc.Arbitrary<Attempt> =>
  fc.record({
    route: fc.nat({ max: routes - 1 }),
    actor: fc.constantFrom<Actor>('none', 'bruno at anna', 'bruno at anna', 'bruno at bruno'),
    params: fc.dictionary(fc.constantFrom('crmId', 'username', 'userName', 'eventId', 'hotelId', 'checkInLogicalId', 'logicalId', 'id', 'status', 'domain', 'languageCode', 'uuid', 'file'), hostileValue, { maxKeys: 3 }),
    query: fc.array(fc.tuple(queryKey, edgeString.map((s) => s.slice(0, 500))), { maxLength: 4 }),
    contentType,
    xhr: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    body,
  })

/** Anna's rows in every table keyed by crmId (sessions aside): what no request of bruno's may change. */
const annaRows = async (db: Queryable): Promise<string> => {
  const tables = await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.columns WHERE column_name = 'crm_id' AND table_schema = current_schema() AND table_name <> 'sessions' ORDER BY table_name",
  )
  const out: Record<string, unknown> = {}
  for (const { table_name: table } of tables) {
    const rows = await db.query<Record<string, unknown>>(`SELECT * FROM ${table} WHERE crm_id = $1`, [ANNA.crmId])
    out[table] = rows.map((row) => JSON.stringify(row)).sort()
  }
  return JSON.stringify(out)
}

const isEnvelope = (text: string): boolean => {
  try {
    const body: unknown = JSON.parse(text)
    if (typeof body !== 'object' || body === null || Reflect.get(body, 'success') !== false) return false
    const errors: unknown = Reflect.get(body, 'error')
    return Array.isArray(errors) && errors.length > 0 && errors.every((e: unknown) => typeof e === 'object' && e !== null && typeof Reflect.get(e, 'errId') === 'string' && typeof Reflect.get(e, 'errMessage') === 'string')
  } catch {
    return false
  }
}

const Fuzz = suite(`every route of the route table, fuzzed as an attacker (seed ${SEED}, ${RUNS} runs)`)

let server: TestServer | undefined

Fuzz.after(async () => {
  await server?.close()
})

Fuzz('no 5xx, the envelope on every 4xx, no 2xx on another crew member, her data unchanged', async () => {
  console.log(`fuzz: seed ${SEED}, ${RUNS} runs (FUZZ_SEED, FUZZ_RUNS)`)
  server = await startServer({ operationsToken: 'fuzz-operations-token', loginLimits: { failuresPerUser: 1_000_000, failuresPerAddress: 1_000_000, windowMinutes: 1, lockoutMinutes: 1 } })
  const { url } = server
  const db = server.server.deps.db
  const routes: ReadonlyArray<Route> = server.server.routes.filter((r) => !isProbe(r))
  const anna: PathValues = await annaPathValues(db)
  const bruno: PathValues = { ...anna, crmId: BRUNO.crmId, username: BRUNO.username, userName: BRUNO.username }
  let brunoCookie = await sessionOf(url, BRUNO)
  const before = await annaRows(db)
  let requests = 0
  const statuses = new Map<number, number>()
  await fc.assert(
    fc.asyncProperty(attempt(routes.length), async (a) => {
      const route = routes[a.route] as Route
      const base = a.actor === 'bruno at bruno' ? bruno : anna
      const path = fillPath(route, (name) => {
        const hostile = a.params[name]
        // A lone surrogate cannot be percent-encoded (encodeURIComponent throws): it goes as U+FFFD, as a browser sends it.
        return hostile === undefined || hostile === null ? (base[name] ?? 'x') : hostile.replace(LONE_SURROGATE, '\uFFFD')
      })
      const query = new URLSearchParams(a.query.map(([k, v]) => [k, v])).toString()
      const headers: Record<string, string> = {}
      if (a.actor !== 'none') headers['Cookie'] = brunoCookie
      if (a.xhr) Object.assign(headers, XHR)
      if (a.contentType !== null) headers['Content-Type'] = a.contentType
      const withBody = STATE_CHANGING.has(route.method) && a.body !== null
      const res = await fetch(`${url}${path}${query === '' ? '' : `?${query}`}`, { method: route.method, headers, ...(withBody ? { body: a.body } : {}), redirect: 'manual' })
      const text = await res.text()
      requests += 1
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      const what = `${route.method} ${path}${query === '' ? '' : `?${query.slice(0, 300)}`} as ${a.actor}: ${res.status} ${text.slice(0, 200)}`
      assert.ok(res.status < 500, `no 5xx: ${what}`)
      if (res.status >= 400) assert.ok(isEnvelope(text), `the envelope on a 4xx: ${what}`)
      const atAnna = a.actor === 'bruno at anna' && route.segments.some((s) => 'param' in s && s.param === 'crmId') && (a.params['crmId'] ?? null) === null
      // The crew-member card is the one cross-crew route: its handler allows it for a crew member on the same leg only.
      if (atAnna && !CROSS_CREW_ROUTES.has(`${route.method} ${route.path}`)) assert.ok(res.status >= 300, `no 2xx on anna's crmId: ${what}`)
      // A logout, a renewal or a hostile call may end bruno's session: he signs in again.
      if (a.actor !== 'none' && (route.path.includes('/security/') || res.status === 401)) brunoCookie = await sessionOf(url, BRUNO)
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true, includeErrorInReport: true },
  )
  console.log(`fuzz: ${requests} requests over ${routes.length} routes; statuses ${[...statuses].sort((x, y) => x[0] - y[0]).map(([s, n]) => `${s}:${n}`).join(' ')}`)
  assert.is(await annaRows(db), before, "anna's rows are unchanged")
  // The server still answers after all of it.
  assert.is((await fetch(`${url}/healthz`)).status, 200)
})

Fuzz.run()
