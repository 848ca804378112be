import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { openPostgresDb } from '../../server/db/postgres.db'
import { createServer } from '../../server/app'
import { fixedClock } from '../../server/clock'
import { silentLogger } from '../../server/logger'
import { ANNA, sessionOf, T0, TEST_HASHING, XHR } from './helpers'

const databaseUrl = process.env['DATABASE_URL']
const Roles = suite('database roles (docs/operations.md): the serving role cannot rewrite the change history')

/** The SQL block of docs/operations.md after the serving-role marker, for `schema` and `role`. */
const grants = (schema: string, role: string): string => {
  const doc = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8')
  const block = /<!-- serving-role -->\n```sql\n([\s\S]*?)```/.exec(doc)?.[1]
  if (block === undefined) throw new Error('docs/operations.md has no serving-role SQL block')
  return block.replace(/\bcrew_serving\b/g, role).replace(/\bcrew\b(?=[.; ])/g, schema)
}

if (databaseUrl === undefined || databaseUrl === '') {
  Roles.skip('the serving role: INSERT and SELECT only on change_history (set DATABASE_URL to run)', () => undefined)
} else {
  Roles('a server runs as the serving role; that role cannot UPDATE, DELETE, TRUNCATE or disable the trigger of change_history', async () => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const schema = `roles_${stamp}`
    const role = `cdp_serving_${stamp}`
    const admin = await openPostgresDb(databaseUrl)
    try {
      // The owner (the test's own role) migrates and seeds.
      const owner = await createServer({ databaseUrl, databaseSchema: schema, logger: silentLogger, clock: fixedClock(T0), passwordHashing: TEST_HASHING })
      await owner.close()
      await admin.exec(`CREATE ROLE ${role} LOGIN`)
      await admin.exec(grants(schema, role))
      const servingUrl = new URL(databaseUrl)
      servingUrl.username = role
      servingUrl.password = ''
      const serving = await createServer({ databaseUrl: servingUrl.toString(), databaseSchema: schema, logger: silentLogger, clock: fixedClock(T0), passwordHashing: TEST_HASHING })
      try {
        const url = await serving.listen(0)
        assert.is((await fetch(`${url}/readyz`)).status, 200, 'the serving role starts on the migrated database without creating anything')
        const cookie = await sessionOf(url, ANNA)
        const wrote = await fetch(`${url}/rest/pems/calendar/${ANNA.crmId}/subscription`, {
          method: 'POST',
          headers: { ...XHR, 'Content-Type': 'application/json', Cookie: cookie },
          body: JSON.stringify({ language: 'en' }),
        })
        assert.is(wrote.status, 200, 'and serves writes')
      } finally {
        await serving.close()
      }
      const db = await openPostgresDb(servingUrl.toString(), { schema })
      try {
        await db.query(`INSERT INTO change_history (crm_id, at, kind, subject, changes) VALUES ($1, $2, 'myData', 'passport', '[]'::jsonb)`, [ANNA.crmId, T0.toString()])
        assert.ok((await db.query('SELECT id FROM change_history WHERE crm_id = $1', [ANNA.crmId])).length > 0, 'INSERT and SELECT are allowed')
        const refused = async (sql: string): Promise<string> => db.exec(sql).then(() => 'allowed', (error: unknown) => String(error))
        assert.match(await refused(`UPDATE change_history SET subject = 'x'`), /permission denied/)
        assert.match(await refused('DELETE FROM change_history'), /permission denied/)
        assert.match(await refused('TRUNCATE change_history'), /permission denied/)
        assert.match(await refused('ALTER TABLE change_history DISABLE TRIGGER change_history_append_only'), /must be owner/)
        assert.match(await refused(`DELETE FROM schema_migrations`), /permission denied/)
      } finally {
        await db.close()
      }
    } finally {
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await admin.exec(`DROP OWNED BY ${role}`).catch(() => undefined)
      await admin.exec(`DROP ROLE IF EXISTS ${role}`)
      await admin.close()
    }
  })
}

Roles.run()
