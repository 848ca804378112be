import { request as httpRequest } from 'node:http'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Temporal } from 'temporal-polyfill'
import { createServer, MIGRATIONS_DIR, type CreateServerOptions, type CrewServer } from '../../server/app'
import { fixedClock, manualClock, type ManualClock } from '../../server/clock'
import { resolveConfig, type ServerOptions } from '../../server/config'
import type { Db, Queryable } from '../../server/db/db'
import { migrate, readMigrations } from '../../server/db/migrate'
import { seedDemoAirline } from '../../server/seed/seed'
import { openPostgresDb } from '../../server/db/postgres.db'
import { openPgliteDb } from '../../server/db/pglite.db'
import { silentLogger } from '../../server/logger'
import { probeRoutes } from './probe.routes'

/** The instant every test server starts at (the demo clock of ARCHITECTURE.md section 2). */
export const T0 = Temporal.Instant.from('2026-03-15T08:00:00Z')
export const ANNA = { username: 'anna', password: 'anna-demo', crmId: '100001' } as const
export const BRUNO = { username: 'bruno', password: 'bruno-demo', crmId: '200002' } as const
export const XHR = { 'X-Requested-With': 'XMLHttpRequest' } as const
/** A cheap scrypt cost for test users (the default cost is covered by security-units.test.ts). */
export const TEST_HASHING = { N: 1024, r: 8, p: 1 } as const

export const tempDir = (prefix = 'cdp-test-'): string => mkdtempSync(join(tmpdir(), prefix))

let template: Promise<string> | undefined

/**
 * A migrated and seeded embedded database folder, made once per test process (a first initdb takes
 * 3 to 10 s); every test database is a copy of it (about 1 s), removed when the process exits.
 */
const pgliteTemplate = (): Promise<string> =>
  (template ??= (async () => {
    const dir = tempDir('cdp-template-')
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
    const server = await createServer({ dataDir: join(dir, 'db'), logger: silentLogger, clock: fixedClock(T0), passwordHashing: TEST_HASHING })
    await server.close()
    return join(dir, 'db')
  })())

/** Fills `dataDir` with a copy of the migrated, seeded template database. */
export const prepareDataDir = async (dataDir: string): Promise<void> => {
  cpSync(await pgliteTemplate(), dataDir, { recursive: true })
}

/**
 * A migrated and seeded database without a server: PGlite from the template, or a fresh schema of
 * DATABASE_URL's PostgreSQL. `close` removes it.
 */
export const freshDb = async (): Promise<{ readonly db: Db; readonly close: () => Promise<void> }> => {
  const databaseUrl = process.env['DATABASE_URL']
  if (databaseUrl !== undefined && databaseUrl !== '') {
    const schema = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
    const db = await openPostgresDb(databaseUrl, { schema })
    await migrate(db, readMigrations(MIGRATIONS_DIR), T0)
    await seedDemoAirline({ db, clock: fixedClock(T0), config: resolveConfig({ passwordHashing: TEST_HASHING }), logger: silentLogger })
    return {
      db,
      close: async () => {
        await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
        await db.close()
      },
    }
  }
  const dir = tempDir()
  await prepareDataDir(join(dir, 'db'))
  const db = await openPgliteDb(join(dir, 'db'))
  return {
    db,
    close: async () => {
      await db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export interface TestServer {
  readonly url: string
  readonly clock: ManualClock
  readonly server: CrewServer
  readonly close: () => Promise<void>
}

/**
 * Starts a server in-process on port 0 with a fresh database: embedded PGlite in a fresh temp
 * DATA_DIR, or, when DATABASE_URL is set, a fresh schema of that PostgreSQL (dropped on close).
 * The clock is a manual clock at T0; the probe routes of `probe.routes.ts` are added.
 */
export const startServer = async (options: CreateServerOptions = {}): Promise<TestServer> => {
  const clock = manualClock(T0)
  const dir = tempDir()
  const databaseUrl = process.env['DATABASE_URL']
  const schema = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const database: ServerOptions =
    databaseUrl !== undefined && databaseUrl !== ''
      ? { databaseUrl, databaseSchema: schema }
      : { dataDir: join(dir, 'db') }
  if (database.dataDir !== undefined) await prepareDataDir(database.dataDir)
  const server = await createServer({
    logger: silentLogger,
    clock,
    staticDir: join(dir, 'no-app'),
    routes: [probeRoutes],
    passwordHashing: TEST_HASHING,
    ...database,
    ...options,
  })
  const url = await server.listen(0)
  return {
    url,
    clock,
    server,
    close: async () => {
      await server.close()
      if (database.databaseUrl !== undefined) {
        const admin = await openPostgresDb(database.databaseUrl)
        await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
        await admin.close()
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** One server shared by the suites of a test file: started by the first `get()`, stopped by `close()`. */
export const sharedServer = (options: CreateServerOptions = {}) => {
  let started: Promise<TestServer> | undefined
  return {
    get: (): Promise<TestServer> => (started ??= startServer(options)),
    close: async (): Promise<void> => {
      if (started !== undefined) await (await started).close()
      started = undefined
    },
  }
}

/** `Authorization: Basic base64(UTF-8 username:password)`. */
export const basic = (username: string, password: string): string =>
  `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`

/** `CDP_SESSION=<token>` of a response's Set-Cookie, or undefined. */
export const sessionCookieOf = (res: Response): string | undefined =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('CDP_SESSION=') && pair.length > 'CDP_SESSION='.length)

/** Logs in through `POST security/authentication/{username}`. */
export const login = (base: string, username: string, password: string, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(`${base}/rest/pems/security/authentication/${encodeURIComponent(username)}`, {
    method: 'POST',
    headers: { ...XHR, Authorization: basic(username, password), ...headers },
  })

/** Logs in and returns the session cookie (fails the test if the login fails). */
export const sessionOf = async (base: string, who: { username: string; password: string }): Promise<string> => {
  const res = await login(base, who.username, who.password)
  const cookie = sessionCookieOf(res)
  if (res.status !== 200 || cookie === undefined) throw new Error(`login of ${who.username} failed: ${res.status}`)
  return cookie
}

/** GET with a cookie. */
export const getWith = (base: string, path: string, cookie?: string, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(`${base}${path}`, { headers: { ...(cookie === undefined ? {} : { Cookie: cookie }), ...headers } })

/** A request sent byte for byte (fetch would resolve `..` and re-encode the path before sending). */
export const rawRequest = (
  base: string,
  rawPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> =>
  new Promise((resolve, reject) => {
    const url = new URL(base)
    const req = httpRequest(
      { host: url.hostname, port: url.port, method: options.method ?? 'GET', path: rawPath, headers: options.headers ?? {} },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }))
      },
    )
    req.on('error', reject)
    if (options.body !== undefined) req.write(options.body)
    req.end()
  })

/** The parsed JSON body, typed loosely for assertions (tests decode with the core codecs where shape matters). */
export const jsonOf = async (res: Response): Promise<{ success?: unknown; result?: unknown; error?: Array<{ errId?: string; errMessage?: string }> }> =>
  (await res.json()) as { success?: unknown; result?: unknown; error?: Array<{ errId?: string; errMessage?: string }> }

/** The first errId of an error envelope body. */
export const errIdOf = (body: { error?: Array<{ errId?: string }> }): string | undefined => body.error?.[0]?.errId

/**
 * Waits for `condition` with a bounded retry loop (a notification from the database arrives on its own
 * connection, a moment after the write that caused it): fails the test with `what` after `tries`.
 */
export const eventually = async (what: string, condition: () => Promise<boolean>, tries = 100, delayMs = 20): Promise<void> => {
  for (let i = 0; i < tries; i++) {
    if (await condition()) return
    await new Promise((resolve) => setTimeout(resolve, delayMs))
  }
  throw new Error(`still not so after ${tries} tries: ${what}`)
}

/**
 * A connection to a test server's database that is not the server's, as another server process, an
 * airline's import job or a psql session would have: its writes reach the server only through the
 * tables' NOTIFY triggers. On PostgreSQL a pool of its own in the server's schema; the embedded database
 * admits one process, so there it is the server's own database written without announcing (NOTIFY is
 * then the only path too).
 */
export const outsideWriter = async (server: CrewServer): Promise<{ readonly db: Queryable; readonly close: () => Promise<void> }> => {
  const own = server.deps.db
  const databaseUrl = process.env['DATABASE_URL']
  if (own.kind !== 'postgres' || databaseUrl === undefined || databaseUrl === '') return { db: own, close: async () => undefined }
  const schema = (await own.query<{ s: string }>('SELECT current_schema() AS s'))[0]?.s
  const db = await openPostgresDb(databaseUrl, schema === undefined ? {} : { schema })
  return { db, close: () => db.close() }
}
