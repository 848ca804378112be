import { existsSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { restoreBackup } from '../../server/backup/backup'
import type { Queryable } from '../../server/db/db'
import { openPgliteDb } from '../../server/db/pglite.db'
import { ANNA, XHR, sessionOf, startServer, tempDir } from './helpers'

/** Every table of the public schema with a digest of its rows, so that two databases compare whole. */
const contents = async (db: Queryable): Promise<Record<string, string>> => {
  const tables = await db.query<{ t: string }>("SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1")
  const out: Record<string, string> = {}
  for (const { t } of tables) {
    const [row] = await db.query<{ d: string | null; n: number }>(`SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS d, count(*)::int AS n FROM "${t}" x`)
    out[t] = `${row?.n ?? 0}:${row?.d ?? ''}`
  }
  return out
}

const Backup = suite('backup and restore of the embedded database')

if (process.env['DATABASE_URL'] !== undefined && process.env['DATABASE_URL'] !== '') {
  Backup.skip('the embedded database only (PostgreSQL is backed up with its own tools)', () => undefined)
} else {
  Backup('a backup taken while the server runs restores to a database equal to it, table by table', async () => {
    const dir = tempDir('cdp-backup-')
    const server = await startServer({ operationsToken: 'ops-secret', backupDir: join(dir, 'backups') })
    try {
      await sessionOf(server.url, ANNA)
      const refused = await fetch(`${server.url}/rest/pems/operations/backup`, { method: 'POST', headers: { ...XHR, 'Content-Type': 'application/json' }, body: JSON.stringify({ file: 'x.tar.gz' }) })
      assert.is(refused.status, 401, 'no backup without the operations token')
      const escape = await fetch(`${server.url}/rest/pems/operations/backup`, {
        method: 'POST',
        headers: { ...XHR, 'Content-Type': 'application/json', Authorization: 'Bearer ops-secret' },
        body: JSON.stringify({ file: '../outside.tar.gz' }),
      })
      assert.is(escape.status, 400)
      const res = await fetch(`${server.url}/rest/pems/operations/backup`, {
        method: 'POST',
        headers: { ...XHR, 'Content-Type': 'application/json', Authorization: 'Bearer ops-secret' },
        body: JSON.stringify({ file: 'nightly/one.tar.gz' }),
      })
      assert.is(res.status, 200)
      const answer = await res.text()
      assert.is((JSON.parse(answer) as { result: { file: string } }).result.file, 'nightly/one.tar.gz', 'the answer names the file as asked')
      assert.not.ok(answer.includes(dir), 'the answer does not disclose the server\'s folders')
      const file = join(dir, 'backups', 'nightly', 'one.tar.gz')
      assert.ok(existsSync(file))
      // Password hashes, the VAPID private key, every crew member's personal data: for the server's user only.
      assert.is(statSync(file).mode & 0o777, 0o600)
      assert.is(statSync(join(dir, 'backups')).mode & 0o777, 0o700)
      assert.is(statSync(join(dir, 'backups', 'nightly')).mode & 0o777, 0o700)
      const original = await contents(server.server.deps.db)
      assert.ok((Number(original['sessions']?.split(':')[0]) ?? 0) > 0, 'the session of this test is in the backup')
      await server.close()
      const restoredDir = join(dir, 'restored')
      await restoreBackup(file, restoredDir)
      const again = await restoreBackup(file, restoredDir).then(() => 'restored', (e: unknown) => String(e))
      assert.match(again, /not empty/, 'restore never overwrites a database')
      const restored = await openPgliteDb(restoredDir)
      try {
        assert.equal(await contents(restored), original)
      } finally {
        await restored.close()
      }
    } finally {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
}

Backup.run()
