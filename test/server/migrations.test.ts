import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { MIGRATIONS_DIR } from '../../server/app'
import type { Db } from '../../server/db/db'
import { migrate, readMigrations, type Migration } from '../../server/db/migrate'
import { freshDb, T0 } from './helpers'

let handle: { readonly db: Db; readonly close: () => Promise<void> } | undefined
const db = async (): Promise<Db> => (handle ??= await freshDb()).db
const extra = (version: number, sql: string): Migration => ({ version, name: `test_${version}`, sql, checksum: `sum-${version}-${sql.length}` })

const Migrate = suite('migrate')

Migrate('"One set of numbered migrations, applied on start": every file is recorded once in schema_migrations', async () => {
  const files = readMigrations(MIGRATIONS_DIR)
  const versions = files.map((m) => m.version)
  assert.is(versions[0], 1)
  assert.ok(versions.every((v, i) => i === 0 || v > (versions[i - 1] as number)), `numbered in order: ${versions.join(', ')}`)
  const rows = await (await db()).query<{ version: number; checksum: string }>('SELECT version, checksum FROM schema_migrations ORDER BY version')
  assert.equal(rows.map((r) => r.version), files.map((m) => m.version))
  assert.equal(rows.map((r) => r.checksum), files.map((m) => m.checksum))
})

Migrate('applying again applies nothing', async () => {
  assert.equal(await migrate(await db(), readMigrations(MIGRATIONS_DIR), T0), [])
})

Migrate('a new migration is applied once', async () => {
  const list = [...readMigrations(MIGRATIONS_DIR), extra(900, 'CREATE TABLE test_900 (a integer)')]
  assert.equal(await migrate(await db(), list, T0), [900])
  assert.equal(await migrate(await db(), list, T0), [])
})

Migrate('migrations apply in one transaction: a failing one leaves no trace of the others', async () => {
  const list = [...readMigrations(MIGRATIONS_DIR), extra(910, 'CREATE TABLE test_910 (a integer)'), extra(911, 'CREATE TABLE broken (')]
  let failed = false
  await migrate(await db(), list, T0).catch(() => {
    failed = true
  })
  assert.ok(failed)
  const tables = await (await db()).query("SELECT 1 FROM information_schema.tables WHERE table_name = 'test_910'")
  assert.is(tables.length, 0)
  const recorded = await (await db()).query('SELECT 1 FROM schema_migrations WHERE version IN (910, 911)')
  assert.is(recorded.length, 0)
})

Migrate('an applied migration that was edited stops the start', async () => {
  const list = readMigrations(MIGRATIONS_DIR).map((m) => (m.version === 2 ? { ...m, checksum: 'edited' } : m))
  let message = ''
  await migrate(await db(), list, T0).catch((error: unknown) => {
    message = String(error)
  })
  assert.match(message, /migration 2_roster changed after it was applied/)
})

const Tx = suite('Db.transaction')

Tx('"either happens whole or not at all": a rejected transaction rolls back every write', async () => {
  const d = await db()
  await d
    .transaction(async (tx) => {
      await tx.query("INSERT INTO app_meta (key, value, updated_at) VALUES ('tx-test', 'x', $1)", [T0.toString()])
      throw new Error('abort')
    })
    .catch(() => undefined)
  assert.is((await d.query("SELECT 1 FROM app_meta WHERE key = 'tx-test'")).length, 0)
  const value = await d.transaction(async (tx) => {
    await tx.query("INSERT INTO app_meta (key, value, updated_at) VALUES ('tx-test', 'y', $1)", [T0.toString()])
    return 'committed'
  })
  assert.is(value, 'committed')
  assert.is((await d.query("SELECT 1 FROM app_meta WHERE key = 'tx-test'")).length, 1)
})

const Schema = suite('schema constraints')

const insertEntry = (d: Db, kind: string, natKey: object, type: string | null, prio: number | null) =>
  d.query(
    'INSERT INTO my_data_entries (crm_id, kind, nat_key, nat_key_text, entry_type, prio, access, body, updated_at) VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8::jsonb, $9)',
    ['999999', kind, JSON.stringify(natKey), JSON.stringify(natKey), type, prio, 'INTERNAL', '{}', T0.toString()],
  )

Schema('"the same priority twice" is a conflict the database detects (contacts of one type)', async () => {
  const d = await db()
  await insertEntry(d, 'CONTACT', { type: 'PHONE', prio: 0 }, 'PHONE', 0)
  await insertEntry(d, 'CONTACT', { type: 'EMAIL', prio: 0 }, 'EMAIL', 0)
  let conflict = false
  await insertEntry(d, 'CONTACT', { type: 'PHONE', prio: 0, other: 1 }, 'PHONE', 0).catch(() => {
    conflict = true
  })
  assert.ok(conflict)
})

Schema('items without priority (travel documents) may be many; a priority on them is refused', async () => {
  const d = await db()
  await insertEntry(d, 'TRAVEL_DOCUMENT', { number: 'P1', docType: 'P' }, 'P', null)
  await insertEntry(d, 'TRAVEL_DOCUMENT', { number: 'P2', docType: 'P' }, 'P', null)
  let refused = false
  await insertEntry(d, 'TRAVEL_DOCUMENT', { number: 'P3', docType: 'P' }, 'P', 1).catch(() => {
    refused = true
  })
  assert.ok(refused)
})

Schema('events keep their JSONB body and refuse an end before the start', async () => {
  const d = await db()
  const body = { eventId: 'E1', type: 'LEG', details: { flightNumber: 'CD123' } }
  await d.query(
    'INSERT INTO roster_events (crm_id, event_id, logical_id, event_type, from_utc, to_utc, body, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)',
    ['100001', 'E1', 'L1', 'LEG', '2026-03-15T08:00:00Z', '2026-03-15T10:00:00Z', JSON.stringify(body), T0.toString()],
  )
  const rows = await d.query<{ body: unknown }>("SELECT body FROM roster_events WHERE crm_id = '100001' AND event_id = 'E1'")
  assert.equal(rows[0]?.body, body)
  let refused = false
  await d
    .query(
      'INSERT INTO roster_events (crm_id, event_id, logical_id, event_type, from_utc, to_utc, body, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)',
      ['100001', 'E2', 'L2', 'LEG', '2026-03-15T10:00:00Z', '2026-03-15T08:00:00Z', '{}', T0.toString()],
    )
    .catch(() => {
      refused = true
    })
  assert.ok(refused)
})

Schema.after(async () => {
  await handle?.close()
})

Migrate.run()
Tx.run()
Schema.run()
