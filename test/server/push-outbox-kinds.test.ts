// The push outbox's claim (server/push/push-outbox.repo.ts) decodes each row's kind with the core PushKind codec: a row
// of a kind this version does not know (written by another version, or by hand) is removed, never handed to the
// delivery loop nor claimed again at every pass. On a migrated database with no server running, so no delivery loop
// takes the rows first.
import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Db } from '../../server/db/db'
import { claimDuePushes } from '../../server/push/push-outbox.repo'
import { freshDb } from './helpers'

let handle: { readonly db: Db; readonly close: () => Promise<void> } | undefined
const NOW = Temporal.Instant.from('2030-01-01T10:00:00Z')

const Kinds = suite('push outbox: the kind of a claimed row')
Kinds.before(async () => {
  handle = await freshDb()
})
Kinds.after(async () => {
  await handle?.close()
})

const write = (db: Db, pushId: string, kind: string): Promise<unknown> =>
  db.query(
    `INSERT INTO push_outbox (crm_id, device_uuid, device_token, push_id, kind, path, detail, created_at, next_attempt_at)
     VALUES ('100001', 'phone', 'token', $1, $2, '/news', 'detail', $3, $3)`,
    [pushId, kind, NOW.subtract({ minutes: 1 }).toString()],
  )

Kinds('a row of an unknown kind is removed and not claimed; a known one is claimed with its decoded kind', async () => {
  const db = handle?.db
  if (db === undefined) throw new Error('no database')
  await write(db, 'known', 'news')
  await write(db, 'unknown', 'TELEPATHY')
  const claimed = await db.transaction((tx) => claimDuePushes(tx, NOW, 50))
  assert.equal(claimed.map((c) => [c.request.id, c.request.kind]), [['known', 'news']])
  const left = await db.query<{ push_id: string }>('SELECT push_id FROM push_outbox ORDER BY id')
  assert.equal(left.map((r) => r.push_id), ['known'], 'the unknown row is gone; the known one stays until delivered')
  const again = await db.transaction((tx) => claimDuePushes(tx, NOW, 50))
  assert.equal(again.map((c) => c.request.id), ['known'], 'the next pass claims only the known row')
})

Kinds.run()
