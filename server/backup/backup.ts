import { chmodSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, relative, resolve, sep } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { Db } from '../db/db'

/**
 * Writes a consistent copy of the embedded database (`db.backup`, taken while it runs) to `file` as a
 * gzipped tarball; resolves to its size in bytes. PostgreSQL is refused: use pg_dump or its base backups.
 * A backup holds password hashes, the VAPID private key and every crew member's personal data: the file is
 * 0600 (written under a temporary name with that mode, then renamed, so it is never readable by others), the
 * folders it creates are 0700, and with `root` (BACKUP_DIR) that folder and every one below it on the way to
 * the file are made 0700 too.
 */
export const writeBackup = async (db: Db, file: string, root?: string): Promise<number> => {
  if (db.backup === undefined) throw new Error('this database is PostgreSQL: back it up with pg_dump or pg_basebackup, not with npm run backup')
  const bytes = await db.backup()
  const target = resolve(file)
  const folder = dirname(target)
  mkdirSync(folder, { recursive: true, mode: 0o700 })
  if (root !== undefined) {
    const top = resolve(root)
    const steps = relative(top, folder).split(sep).filter((s) => s !== '' && s !== '.')
    let dir = top
    chmodSync(dir, 0o700)
    for (const step of steps) {
      dir = resolve(dir, step)
      chmodSync(dir, 0o700)
    }
  }
  const temporary = `${target}.${process.pid}.partial`
  writeFileSync(temporary, bytes, { mode: 0o600, flag: 'w' })
  chmodSync(temporary, 0o600)
  renameSync(temporary, target)
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
