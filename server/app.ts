import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { systemClock } from './clock'
import { resolveConfig, type ServerOptions } from './config'
import type { Db } from './db/db'
import { migrate, readMigrations } from './db/migrate'
import { openPgliteDb } from './db/pglite.db'
import { openPostgresDb } from './db/postgres.db'
import { openCaches } from './caches'
import type { RouteDeps, ServerDeps } from './deps'
import { backupRoutes } from './backup/backup.routes'
import { answerClientErrors } from './http/client-error'
import { guardConnections } from './http/connections'
import { createRequestListener } from './http/dispatch'
import { createOutageLog } from './http/outage-log'
import { createRouter, type Route, type RouteModule } from './http/router'
import { consoleLogger } from './logger'
import { createBearerSessions } from './security/oidc/bearer-sessions'
import { FEATURE_ROUTES, SECURITY_ROUTES } from './routes'
import { seedDemoAirline, type SeedOutcome } from './seed/seed'
import { createPushNotifier } from './push/push.notifier'
import { pushRoutes } from './push/push.routes'
import { operationsRoutes } from './operations/operations.routes'
import type { PushOptions } from './push/push.options'

/** The numbered SQL migrations shipped with the server. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url))

/** A started (not yet listening) server. */
export interface CrewServer {
  /** Listens on `port` (0: any free port) and resolves to the base URL, e.g. `http://127.0.0.1:8080`. */
  readonly listen: (port?: number) => Promise<string>
  /**
   * Stops accepting connections, lets requests in flight finish (at most `shutdownGraceSeconds`, then their
   * connections are closed), closes idle keep-alive connections, and closes the database if the server
   * opened it. Idempotent (SIGTERM calls it). `drainMs` (SIGTERM: 1 s): before it stops accepting, the
   * server keeps answering that long, every answer with `Connection: close` and readyz 503, so a load
   * balancer stops sending and requests already on the wire are read rather than cut off.
   */
  readonly close: (options?: { readonly drainMs?: number }) => Promise<void>
  /** The base URL once listening ('' before). */
  readonly url: string
  readonly deps: RouteDeps
  readonly seed: SeedOutcome
  /** Every mounted route (the route table the router matches; tests and the fuzz suite read it). */
  readonly routes: ReadonlyArray<Route>
}

const openDb = async (options: ServerOptions): Promise<Db> => {
  if (options.db !== undefined) return options.db
  if (options.databaseUrl !== undefined) {
    return openPostgresDb(options.databaseUrl, {
      ...(options.databaseSchema === undefined ? {} : { schema: options.databaseSchema }),
      ...(options.databasePoolSize === undefined ? {} : { maxConnections: options.databasePoolSize }),
    })
  }
  return openPgliteDb(options.dataDir ?? './data')
}

const checkUnique = (routes: ReadonlyArray<Route>): void => {
  const seen = new Set<string>()
  for (const route of routes) {
    const key = `${route.method} ${route.segments.map((s) => ('literal' in s ? s.literal : '{}')).join('/')}`
    if (seen.has(key)) throw new Error(`two routes for ${route.method} ${route.path}`)
    seen.add(key)
  }
}

/**
 * Opens the database (embedded PGlite in `dataDir`, or PostgreSQL with `databaseUrl`), applies the
 * migrations, seeds the demo airline on an empty database, and builds the HTTP server with every
 * route module. Rejects if the database cannot be opened or migrated (the caller reports and exits).
 */
/** Options of `createServer`: the {@link ServerOptions} and further route modules (tests add probes). */
export interface CreateServerOptions extends ServerOptions {
  /** How pushes are sent (server/push): web push with stored VAPID keys by default, FCM only with credentials. */
  readonly push?: PushOptions
  /** The back office's token (`OPS_TOKEN`): without it the operations calls (server/operations) do not exist. */
  readonly operationsToken?: string
  /** Where `POST operations/backup` writes (BACKUP_DIR, default ./backups). */
  readonly backupDir?: string
  readonly routes?: ReadonlyArray<RouteModule>
}

/** The route modules a server with these options mounts: security, features, push, operations (with a token), extras. */
export const mountedRouteModules = (options: CreateServerOptions): ReadonlyArray<RouteModule> => {
  const operations =
    options.operationsToken === undefined || options.operationsToken === ''
      ? []
      : [operationsRoutes(options.operationsToken), backupRoutes(options.operationsToken, options.backupDir ?? './backups')]
  return [...SECURITY_ROUTES, ...FEATURE_ROUTES, pushRoutes, ...operations, ...(options.routes ?? [])]
}

export const createServer = async (options: CreateServerOptions = {}): Promise<CrewServer> => {
  const config = resolveConfig(options)
  const clock = options.clock ?? systemClock
  const logger = options.logger ?? consoleLogger
  const ownsDb = options.db === undefined
  const db = await openDb(options)
  try {
    const migrations = readMigrations(MIGRATIONS_DIR)
    const applied = await migrate(db, migrations, clock.now())
    if (applied.length > 0) logger.info(`applied migrations ${applied.join(', ')} (${db.kind})`)
    const base: ServerDeps = { db, clock, config, logger }
    const seed = await seedDemoAirline(base)
    const deps: RouteDeps = { ...base, caches: await openCaches(db), push: await createPushNotifier({ ...base, securityClock: config.securityClock }, options.push), bearer: createBearerSessions(db, config.oidc, logger), listeningUrl: () => url }
    const routes = mountedRouteModules(options).flatMap((module) => module(deps))
    checkUnique(routes)
    let stopping = false
    let inFlight = 0
    let drained: (() => void) | undefined
    const outage = createOutageLog(logger)
    const listener = createRequestListener(deps, createRouter(routes), { expectedMigrations: migrations.length, stopping: () => stopping, outage })
    // Slow-header checks run every second (Node's default is 30 s), so HEADERS_TIMEOUT_SECONDS holds to the second.
    const server: Server = createHttpServer({ connectionsCheckingInterval: 1_000 }, (req, res) => {
      inFlight += 1
      res.once('close', () => {
        inFlight -= 1
        if (inFlight === 0) drained?.()
      })
      listener(req, res).catch((error: unknown) => logger.error('request listener failed', error))
    })
    answerClientErrors(server)
    const refusedLogged = new Map<string, number>()
    guardConnections(server, config.connectionLimits, (address, reason) => {
      // One line per address and minute: a flood of refused connections must not flood the log too.
      const minute = Math.floor(Date.now() / 60_000)
      if (refusedLogged.get(address) === minute) return
      if (refusedLogged.size > 10_000) refusedLogged.clear()
      refusedLogged.set(address, minute)
      logger.warn('connection refused', { address, reason })
    })
    let url = ''
    let closing: Promise<void> | undefined
    const finishInFlight = async (): Promise<void> => {
      if (inFlight === 0) return
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, config.shutdownGraceSeconds * 1000)
        drained = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    }
    return {
      deps,
      seed,
      routes,
      get url() {
        return url
      },
      listen: (port = 0) =>
        new Promise((resolve, reject) => {
          server.once('error', reject)
          server.listen(port, config.host, () => {
            server.off('error', reject)
            const address = server.address() as AddressInfo
            const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host
            url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
            resolve(url)
          })
        }),
      close: (closeOptions = {}) =>
        (closing ??= (async () => {
          stopping = true
          if (server.listening && (closeOptions.drainMs ?? 0) > 0) await new Promise((resolve) => setTimeout(resolve, closeOptions.drainMs))
          if (server.listening) {
            const closed = new Promise<void>((resolve) => server.close(() => resolve()))
            server.closeIdleConnections()
            await finishInFlight()
            server.closeAllConnections()
            await closed
          }
          // The delivery pass under way finishes (each push has its timeout) before the database it writes to closes;
          // what is left in the outbox is delivered by another process, or by this one when it starts again.
          await deps.push.close()
          outage.close()
          deps.caches.close()
          if (ownsDb) await db.close()
        })()),
    }
  } catch (error) {
    if (ownsDb) await db.close().catch(() => undefined)
    throw error
  }
}
