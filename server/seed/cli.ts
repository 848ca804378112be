import * as E from 'fp-ts/Either'
import { createServer } from '../app'
import { configFromEnv } from '../config'
import { consoleLogger } from '../logger'
import { hashPassword } from '../security/password'
import { LOAD_PASSWORD, loadCrmId, loadUsername, seedLoadAirline } from './load-airline'
import { rosterCalendar } from './roster/period'

/** The scrypt cost of the load-test users' one shared hash: cheap, so a benchmark can log in thousands of them. */
const LOAD_HASHING = { N: 2 ** 12, r: 8, p: 1 } as const

const USAGE = 'usage: npm run seed -- --crew N [--months 1|3] [--replace]   (DATA_DIR, DATABASE_URL, DATABASE_SCHEMA, CREW_NOW as for npm start)'

const argsOf = (argv: ReadonlyArray<string>): E.Either<string, { crew: number; monthsAround: number; replace: boolean }> => {
  let crew = NaN
  let months = 3
  let replace = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--crew') crew = Number(argv[++i])
    else if (arg === '--months') months = Number(argv[++i])
    else if (arg === '--replace') replace = true
    else return E.left(`unknown argument ${arg ?? ''}`)
  }
  if (!Number.isInteger(crew) || crew < 1 || crew > 400_000) return E.left('--crew must be a whole number from 1 to 400000')
  if (months !== 1 && months !== 3) return E.left('--months must be 1 (the current block month) or 3 (previous, current, next)')
  return E.right({ crew, monthsAround: months === 3 ? 1 : 0, replace })
}

/**
 * `npm run seed -- --crew 20000`: opens the database of the environment (as `npm start` does: migrations,
 * demo airline on an empty database), then generates `crew` load-test crew members `crew500001`, … with
 * password `crew-load` and rosters around the server clock. Refused with NODE_ENV=production unless SEED_DEMO=1.
 * With load crew already present it stops (exit 0 when their number is the one asked, else 2), unless
 * `--replace` deletes them first.
 */
const main = async (): Promise<void> => {
  const args = argsOf(process.argv.slice(2))
  const env = configFromEnv(process.env)
  if (E.isLeft(args) || E.isLeft(env)) {
    consoleLogger.error(`${E.isLeft(args) ? args.left : ''}${E.isLeft(env) ? env.left : ''}\n${USAGE}`)
    process.exit(2)
  }
  const { options } = env.right
  if (options.production === true && options.seedDemo !== true) {
    consoleLogger.error('NODE_ENV=production: load-test crew are not created unless SEED_DEMO=1')
    process.exit(2)
  }
  const server = await createServer({ ...options, logger: consoleLogger })
  const db = server.deps.db
  try {
    const ids = Array.from({ length: args.right.crew }, (_, i) => loadCrmId(i))
    const present = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE username LIKE 'crew5%'"))[0]?.n ?? 0
    if (present > 0 && !args.right.replace) {
      if (present === args.right.crew) consoleLogger.info(`${present} load-test crew already present: nothing to do (--replace regenerates them)`)
      else consoleLogger.error(`${present} load-test crew already present, not ${args.right.crew}: add --replace to regenerate them`)
      process.exitCode = present === args.right.crew ? 0 : 2
      return
    }
    const started = performance.now()
    if (present > 0) {
      await db.transaction(async (tx) => {
        const all = (await tx.query<{ crm_id: string }>("SELECT crm_id FROM users WHERE username LIKE 'crew5%'")).map((r) => r.crm_id)
        for (const table of ['roster_events', 'event_roles', 'event_hotels', 'leg_crews', 'roster_periods', 'roster_updates', 'summary_groups', 'crew_members', 'sessions', 'users']) {
          await tx.query(`DELETE FROM ${table} WHERE crm_id = ANY($1::text[])`, [all])
        }
      })
      consoleLogger.info(`deleted ${present} load-test crew in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    }
    const now = server.deps.clock.now()
    const passwordHash = await hashPassword(LOAD_PASSWORD, LOAD_HASHING)
    const t0 = performance.now()
    let last = t0
    await seedLoadAirline(db, {
      crew: args.right.crew,
      now,
      calendar: rosterCalendar(now, args.right.monthsAround),
      passwordHash,
      onProgress: (done) => {
        if (performance.now() - last > 10_000 || done === args.right.crew) {
          last = performance.now()
          consoleLogger.info(`${done} / ${args.right.crew} crew (${((last - t0) / 1000).toFixed(0)} s)`)
        }
      },
    })
    const rows = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM roster_events WHERE crm_id = ANY($1::text[])', [ids]))[0]?.n ?? 0
    consoleLogger.info(
      `generated ${args.right.crew} crew (${loadUsername(loadCrmId(0))} .. ${loadUsername(loadCrmId(args.right.crew - 1))}, password ${LOAD_PASSWORD}) with ${rows} roster events in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    )
  } finally {
    await server.close()
  }
}

main().catch((error: unknown) => {
  consoleLogger.error('seed failed', error)
  process.exit(1)
})
