import * as E from 'fp-ts/Either'
import { createServer } from './app'
import { configFromEnv } from './config'
import { consoleLogger } from './logger'
import { demoCredentials } from './seed/seed'
import { productionRefusals } from './production-refusals'
import { pushOptionsFromEnv, type PushOptions } from './push/push.options'

/**
 * `node --import tsx server/main.ts`: reads the environment (see `configFromEnv`), opens the database,
 * migrates, seeds an empty one, listens, and logs the URL and the demo credentials.
 */
/** After SIGTERM the server keeps answering this long (readyz 503, Connection: close) before it stops accepting. */
const SHUTDOWN_DRAIN_MS = 1_000

const main = async (): Promise<void> => {
  const refusals = productionRefusals(process.env)
  if (refusals.length > 0) {
    consoleLogger.error(`production refuses to start: ${refusals.join('; ')}`)
    process.exit(2)
  }
  const env = configFromEnv(process.env)
  if (E.isLeft(env)) {
    consoleLogger.error(`bad configuration: ${env.left}`)
    process.exit(2)
  }
  const { port, options } = env.right
  let push: PushOptions
  try {
    push = pushOptionsFromEnv(process.env)
  } catch (error) {
    consoleLogger.error(`bad configuration: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(2)
  }
  const operationsToken = process.env['OPS_TOKEN']
  const backupDir = process.env['BACKUP_DIR']
  const server = await createServer({
    ...options,
    push,
    ...(operationsToken === undefined ? {} : { operationsToken }),
    ...(backupDir === undefined || backupDir === '' ? {} : { backupDir }),
  })
  const url = await server.listen(port)
  const db = options.databaseUrl !== undefined ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${options.dataDir ?? './data'}`
  consoleLogger.info(`Crew Duty Plan server listening on ${url} (${db}, clock ${process.env['CREW_NOW'] ?? 'real time'})`)
  const credentials = await demoCredentials(server.deps.db)
  for (const line of credentials) consoleLogger.info(`demo user: ${line}`)
  // The last line of `npm start` (and `npm run start:sso`), for the person who ran it: where to open the app. Only
  // there: everywhere else stdout holds JSON log lines only (a log collector parses every line).
  if (process.env['npm_lifecycle_event']?.startsWith('start') === true) process.stdout.write(`\nCrew Duty Plan is ready: open ${url.replace('://127.0.0.1', '://localhost')} in a browser.\n`)
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    consoleLogger.info(`${signal}: stopping`)
    server.close({ drainMs: SHUTDOWN_DRAIN_MS }).then(
      () => process.exit(0),
      (error: unknown) => {
        consoleLogger.error('stop failed', error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  consoleLogger.error('the server could not start', error)
  process.exit(1)
})
