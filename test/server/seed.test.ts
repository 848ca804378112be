import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { fixedClock } from '../../server/clock'
import { resolveConfig, type ServerOptions } from '../../server/config'
import type { Db } from '../../server/db/db'
import { silentLogger } from '../../server/logger'
import { DEMO_CREW } from '../../server/seed/demo-crew'
import { demoCredentials, seedDemoAirline } from '../../server/seed/seed'
import { DEMO_SEEDERS } from '../../server/seed/seeders'
import { instantOf } from '../../server/db/db'
import { Temporal } from 'temporal-polyfill'
import { freshDb, TEST_HASHING } from './helpers'

const NOW = Temporal.Instant.from('2027-01-10T12:00:00Z')
let handle: { readonly db: Db; readonly close: () => Promise<void> } | undefined

/** The template database emptied again: no users, no seed marker. */
const emptyDb = async (): Promise<Db> => {
  handle ??= await freshDb()
  // Every table but the migration record: the feature seeders fill many (roster, news, my data...).
  const tables = await handle.db.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'",
  )
  await handle.db.exec(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} CASCADE`)
  return handle.db
}
const depsOf = (db: Db, options: ServerOptions = {}) => ({ db, clock: fixedClock(NOW), config: resolveConfig({ passwordHashing: TEST_HASHING, ...options }), logger: silentLogger })
const usernames = async (db: Db) => (await db.query<{ username: string }>('SELECT username FROM users ORDER BY username')).map((r) => r.username)

const Seed = suite('seedDemoAirline')

Seed('"On first start with an empty database": creates anna and bruno with their crmIds, relative to the server clock', async () => {
  const db = await emptyDb()
  const outcome = await seedDemoAirline(depsOf(db))
  assert.equal(outcome, { _tag: 'Seeded', seeders: DEMO_SEEDERS.map((s) => s.name) })
  const rows = await db.query<{ username: string; crm_id: string; created_at: unknown }>('SELECT username, crm_id, created_at FROM users ORDER BY username')
  assert.equal(rows.map((r) => [r.username, r.crm_id]), [['anna', '100001'], ['bruno', '200002']])
  for (const row of rows) assert.ok(instantOf(row.created_at).equals(NOW))
})

Seed('a database that is not empty is left alone', async () => {
  const db = handle?.db ?? (await emptyDb())
  assert.equal(await seedDemoAirline(depsOf(db)), { _tag: 'NotEmpty' })
  assert.equal(await usernames(db), ['anna', 'bruno'])
})

Seed('"NODE_ENV=production refuses to create demo users unless asked explicitly"', async () => {
  const db = await emptyDb()
  assert.equal(await seedDemoAirline(depsOf(db, { production: true })), { _tag: 'RefusedInProduction' })
  assert.equal(await usernames(db), [])
  assert.is((await seedDemoAirline(depsOf(db, { production: true, seedDemo: true })))._tag, 'Seeded')
  assert.equal(await usernames(db), ['anna', 'bruno'])
})

Seed('the seeders run in one transaction: a failing seeder leaves the database empty', async () => {
  const db = await emptyDb()
  const failing = { name: 'failing', run: async () => Promise.reject(new Error('seed failure')) }
  let failed = false
  await seedDemoAirline(depsOf(db), [...DEMO_SEEDERS, failing]).catch(() => {
    failed = true
  })
  assert.ok(failed)
  assert.equal(await usernames(db), [])
  assert.is((await db.query("SELECT 1 FROM app_meta WHERE key = 'demo_seeded_at'")).length, 0)
})

const Credentials = suite('demoCredentials')

Credentials('the start log names each demo user present with password and role', async () => {
  const db = await emptyDb()
  assert.equal(await demoCredentials(db), [])
  await seedDemoAirline(depsOf(db))
  const lines = await demoCredentials(db)
  assert.is(lines.length, DEMO_CREW.length)
  assert.match(lines[0] ?? '', /^anna \/ anna-demo \(captain/)
  assert.match(lines[1] ?? '', /^bruno \/ bruno-demo \(cabin crew/)
})

Credentials.after(async () => {
  await handle?.close()
})

Seed.run()
Credentials.run()
