import webpush from 'web-push'
import type { Temporal } from 'temporal-polyfill'
import type { Queryable } from '../db/db'

export interface VapidKeys {
  readonly publicKey: string
  readonly privateKey: string
}

/**
 * The stored VAPID key pair, made on first use (migration 017). Two servers starting at once on one
 * database agree: the first insert wins and both read it back.
 */
export const loadOrCreateVapidKeys = async (db: Queryable, now: Temporal.Instant): Promise<VapidKeys> => {
  const fresh = webpush.generateVAPIDKeys()
  await db.query('INSERT INTO push_vapid_keys (id, public_key, private_key, created_at) VALUES (1, $1, $2, $3) ON CONFLICT (id) DO NOTHING', [
    fresh.publicKey,
    fresh.privateKey,
    now.toString(),
  ])
  const rows = await db.query<{ public_key: string; private_key: string }>('SELECT public_key, private_key FROM push_vapid_keys WHERE id = 1')
  const row = rows[0]
  if (row === undefined) throw new Error('push_vapid_keys: the key pair was not stored')
  return { publicKey: row.public_key, privateKey: row.private_key }
}
