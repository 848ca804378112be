import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { Db } from '../db/db'

/**
 * Writes a consistent copy of the embedded database (`db.backup`, taken while it runs) to `file` as a
 * gzipped tarball; resolves to its size in bytes. PostgreSQL is refused: use pg_dump or its base backups.
 */
export const writeBackup = async (db: Db, file: string): Promise<number> => {
  if (db.backup === undefined) throw new Error('this database is PostgreSQL: back it up with pg_dump or pg_basebackup, not with npm run backup')
  const bytes = await db.backup()
  mkdirSync(dirname(resolve(file)), { recursive: true })
  writeFileSync(file, bytes)
  return bytes.length
}

/**
 * Restores a backup tarball into `dataDir`, which must not exist or be empty (unless `force`): the server
 * must be stopped. Opens the restored database once and closes it, so a broken file fails here, not at start.
 */
export const restoreBackup = async (file: string, dataDir: string, force = false): Promise<void> => {
  const dir = resolve(dataDir)
  let present: string[] = []
  try {
    present = readdirSync(dir)
  } catch {
    present = []
  }
  if (present.length > 0 && !force) throw new Error(`${dir} is not empty: stop the server and move it aside, or pass --force`)
  mkdirSync(dirname(dir), { recursive: true })
  const blob = new Blob([readFileSync(file)])
  const pg = await PGlite.create(dir, { loadDataDir: blob })
  await pg.query('SELECT 1')
  await pg.close()
}
