import type { Temporal } from 'temporal-polyfill'
import { PushKind } from '../../core/news/push-payload.codec'
import { DEVICE_DOMAIN } from '../../core/shared/constants'
import { instantOf, type Queryable } from '../db/db'

/** The notification channel the outbox's NOTIFY trigger uses (migration 052). */
export const PUSH_OUTBOX_CHANNEL = 'push_outbox'

/** One push to crew members: its distinct id, what it is about, the route a tap opens, a short detail for the text. */
export interface PushRequest {
  readonly id: string
  readonly kind: PushKind
  readonly path: string
  readonly detail: string
}

/**
 * Writes `request` for every registered device of each of `crmIds` into the outbox, in `tx` (the transaction of the
 * write that causes the push), due at once. `nativeTokens`: whether devices with a native (FCM) token get a row
 * (only when the server has FCM credentials; a web push subscription is JSON).
 */
export const enqueuePush = async (
  tx: Queryable,
  crmIds: ReadonlyArray<string>,
  request: PushRequest,
  now: Temporal.Instant,
  nativeTokens: boolean,
): Promise<void> => {
  if (crmIds.length === 0) return
  await tx.query(
    `INSERT INTO push_outbox (crm_id, device_uuid, device_token, push_id, kind, path, detail, created_at, next_attempt_at)
     SELECT d.crm_id, d.uuid, d.device_token, $3::text, $4::text, $5::text, $6::text, $7::timestamptz, $7::timestamptz FROM devices d
     WHERE d.crm_id = ANY($1::text[]) AND d.domain = $2 AND ($8::boolean OR d.device_token LIKE '{%')
     ORDER BY d.crm_id, d.registration_seq`,
    [[...crmIds], DEVICE_DOMAIN, request.id, request.kind, request.path, request.detail, now.toString(), nativeTokens],
  )
  // This process's loop learns it right after the COMMIT; the others from the table's NOTIFY.
  tx.announce(PUSH_OUTBOX_CHANNEL, '')
}

/** A claimed outbox row: one push to one device, with the crew member's language now. */
export interface OutboxRow {
  readonly id: string
  readonly crmId: string
  readonly deviceUuid: string
  readonly deviceToken: string
  readonly request: PushRequest
  readonly language: string | null
  readonly createdAt: Temporal.Instant
  /** Attempts made before this one. */
  readonly attempts: number
}

interface Claimed {
  readonly id: string
  readonly crm_id: string
  readonly device_uuid: string
  readonly device_token: string
  readonly push_id: string
  readonly kind: string
  readonly path: string
  readonly detail: string
  readonly language: string | null
  readonly created_at: unknown
  readonly attempts: number
  readonly [column: string]: unknown
}

/**
 * Up to `limit` rows due at `now`, oldest due first, locked FOR UPDATE and skipping rows another transaction
 * holds: inside a transaction on PostgreSQL they stay claimed until it ends (COMMIT, ROLLBACK, or the connection
 * of a killed process closing), so no two processes send the same row at once.
 */
export const claimDuePushes = async (q: Queryable, now: Temporal.Instant, limit: number): Promise<ReadonlyArray<OutboxRow>> => {
  const rows = await q.query<Claimed>(
    `SELECT o.id::text AS id, o.crm_id, o.device_uuid, o.device_token, o.push_id, o.kind, o.path, o.detail, o.created_at, o.attempts,
            c.preferred_language AS language
     FROM push_outbox o LEFT JOIN contact_information c ON c.crm_id = o.crm_id
     WHERE o.next_attempt_at <= $1 ORDER BY o.next_attempt_at, o.id LIMIT $2
     FOR UPDATE OF o SKIP LOCKED`,
    [now.toString(), limit],
  )
  // The kind is decoded, not assumed: a row whose kind this version does not know (written by another version, or
  // by hand) can never be sent, so it is removed instead of being claimed again at every pass.
  const unknown = rows.filter((r) => !PushKind.is(r.kind)).map((r) => r.id)
  if (unknown.length > 0) await q.query('DELETE FROM push_outbox WHERE id = ANY($1::bigint[])', [unknown])
  return rows.flatMap((r) => {
    const kind = r.kind
    if (!PushKind.is(kind)) return []
    return [
      {
        id: r.id,
        crmId: r.crm_id,
        deviceUuid: r.device_uuid,
        deviceToken: r.device_token,
        request: { id: r.push_id, kind, path: r.path, detail: r.detail },
        language: r.language,
        createdAt: instantOf(r.created_at),
        attempts: r.attempts,
      },
    ]
  })
}

/** The row is done with (delivered, or given up). */
export const removePush = async (q: Queryable, id: string): Promise<void> => {
  await q.query('DELETE FROM push_outbox WHERE id = $1::bigint', [id])
}

/** The row is tried again at `at`; `attempts` counts the one just made. */
export const postponePush = async (q: Queryable, id: string, attempts: number, at: Temporal.Instant, reason: string): Promise<void> => {
  await q.query('UPDATE push_outbox SET attempts = $2, next_attempt_at = $3, last_error = $4 WHERE id = $1::bigint', [id, attempts, at.toString(), reason])
}

/** The token a push service reported gone leaves the device (only that token: a renewed one stays), with the rows for it. */
export const removeGoneSubscription = async (q: Queryable, row: OutboxRow): Promise<void> => {
  await q.query('DELETE FROM devices WHERE crm_id = $1 AND domain = $2 AND uuid = $3 AND device_token = $4', [row.crmId, DEVICE_DOMAIN, row.deviceUuid, row.deviceToken])
  await q.query('DELETE FROM push_outbox WHERE id = $1::bigint', [row.id])
}
