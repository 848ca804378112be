import type { Queryable } from '../db/db'
import { MIGRATION_LOCK } from '../db/migrate'
import type { ServerDeps } from '../deps'
import { countUsers } from '../security/user.repo'
import { DEMO_CREW, type DemoCrewMember } from './demo-crew'
import type { Seeder } from './seeder'
import { DEMO_SEEDERS } from './seeders'

/** What the start-up seed did. */
export type SeedOutcome =
  | { readonly _tag: 'Seeded'; readonly seeders: ReadonlyArray<string> }
  | { readonly _tag: 'NotEmpty' }
  | { readonly _tag: 'RefusedInProduction' }

const MARKER = 'demo_seeded_at'

const isEmpty = async (db: Queryable): Promise<boolean> => {
  const marker = await db.query('SELECT 1 FROM app_meta WHERE key = $1', [MARKER])
  return marker.length === 0 && (await countUsers(db)) === 0
}

/**
 * On first start with an empty database, builds the demo airline relative to the server clock, all
 * in one transaction ("On first start with an empty database, seed the demo airline"). The
 * emptiness check runs inside that transaction under the migrations' advisory lock, so of several
 * servers started together on one empty PostgreSQL exactly one seeds and the others find it seeded.
 * `NODE_ENV=production` refuses to create demo users unless `SEED_DEMO=1` ("NODE_ENV=production
 * refuses to create demo users unless asked explicitly").
 */
export const seedDemoAirline = async (
  deps: ServerDeps,
  seeders: ReadonlyArray<Seeder> = DEMO_SEEDERS,
  crew: ReadonlyArray<DemoCrewMember> = DEMO_CREW,
): Promise<SeedOutcome> => {
  const { db, clock, config, logger } = deps
  if (!(await isEmpty(db))) return { _tag: 'NotEmpty' }
  if (config.production && !config.seedDemo) {
    logger.warn('empty database: NODE_ENV=production does not create the demo users (set SEED_DEMO=1 to create them)')
    return { _tag: 'RefusedInProduction' }
  }
  const now = clock.now()
  const seeded = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    if (!(await isEmpty(tx))) return false
    for (const seeder of seeders) await seeder.run(tx, { now, crew, passwordHashing: config.passwordHashing })
    await tx.query('INSERT INTO app_meta (key, value, updated_at) VALUES ($1, $2, $3)', [MARKER, now.toString(), now.toString()])
    return true
  })
  if (!seeded) return { _tag: 'NotEmpty' }
  logger.info(`seeded the demo airline around ${now.toString()} (${seeders.map((s) => s.name).join(', ')})`)
  return { _tag: 'Seeded', seeders: seeders.map((s) => s.name) }
}

/** "username / password (description)" of each demo user present in the database, for the start log. */
export const demoCredentials = async (db: Queryable, crew: ReadonlyArray<DemoCrewMember> = DEMO_CREW): Promise<ReadonlyArray<string>> => {
  const rows = await db.query<{ username: string }>('SELECT username FROM users WHERE username = ANY($1::text[])', [crew.map((c) => c.username)])
  const present = new Set(rows.map((r) => r.username))
  return crew.filter((c) => present.has(c.username)).map((c) => `${c.username} / ${c.password} (${c.description})`)
}
