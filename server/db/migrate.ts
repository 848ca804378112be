import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Temporal } from 'temporal-polyfill'
import type { Db } from './db'

/** A numbered migration file `NNN_name.sql`. */
export interface Migration {
  readonly version: number
  readonly name: string
  readonly sql: string
  readonly checksum: string
}

const FILE = /^(\d{3})_([a-z0-9_]+)\.sql$/

/** The migrations of `dir`, in version order ("One set of numbered migrations, applied on start"). */
export const readMigrations = (dir: string): ReadonlyArray<Migration> =>
  readdirSync(dir)
    .flatMap((file) => {
      const match = FILE.exec(file)
      if (match === null) return []
      const sql = readFileSync(join(dir, file), 'utf8')
      const checksum = createHash('sha256').update(sql).digest('hex')
      return [{ version: Number(match[1]), name: match[2] ?? file, sql, checksum }]
    })
    .sort((a, b) => a.version - b.version)

/**
 * An arbitrary constant: the advisory lock that keeps two servers from migrating (or seeding) one
 * PostgreSQL at once.
 */
export const MIGRATION_LOCK = 7_240_031

/**
 * Applies every migration not yet recorded in `schema_migrations`, all in one transaction, and
 * returns the versions applied. A recorded migration whose file changed afterwards stops the start:
 * add a new migration instead of editing an applied one.
 */
export const migrate = async (db: Db, migrations: ReadonlyArray<Migration>, now: Temporal.Instant): Promise<ReadonlyArray<number>> =>
  db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    // Created only when missing: a serving role without CREATE (docs/operations.md) then starts on a migrated database.
    const [table] = await tx.query<{ name: string | null }>("SELECT to_regclass('schema_migrations')::text AS name")
    if ((table?.name ?? null) === null) {
      await tx.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL, applied_at timestamptz NOT NULL)',
      )
    }
    const rows = await tx.query<{ version: number; checksum: string }>('SELECT version, checksum FROM schema_migrations')
    const applied = new Map(rows.map((r) => [r.version, r.checksum]))
    const done: number[] = []
    for (const m of migrations) {
      const checksum = applied.get(m.version)
      if (checksum !== undefined) {
        if (checksum !== m.checksum) throw new Error(`migration ${m.version}_${m.name} changed after it was applied; add a new migration instead`)
        continue
      }
      await tx.exec(m.sql)
      await tx.query('INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES ($1, $2, $3, $4)', [
        m.version,
        m.name,
        m.checksum,
        now.toString(),
      ])
      done.push(m.version)
    }
    return done
  })
