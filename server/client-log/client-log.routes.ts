import { createHash } from 'node:crypto'
import * as E from 'fp-ts/Either'
import { LogBatch, LogMessage } from '../../core/settings/log.codec'
import { LOG_FLUSH_MAX_MESSAGES } from '../../core/shared/constants'
import { ERR } from '../http/errors'
import { failure, okEmpty } from '../http/reply'
import { sessionRoute, type RouteModule } from '../http/router'
import { clientLogUsage } from './client-log.limits'

const COLUMNS = 11
const TRUNCATED = ' [truncated]'

/**
 * `POST rest/pems/idp/log` (SPEC section 7, Logging: "body crmId, device, version, messages (client
 * log flush)"), body core `LogBatch`, answered with the empty envelope. The batch is the signed-in
 * crew member's own (its crmId must be the session's: 403 otherwise) and bounded: at most
 * `LOG_FLUSH_MAX_MESSAGES` messages (SPEC section 9: "Log flush every 60 s, or at 100 buffered
 * messages") within the 64 KiB body limit; a message longer than the limit is cut and says so. So that
 * no user can fill the disk (`client-log.limits.ts`): per crew member and hour at most so many messages and
 * bytes, per address and hour so many bytes (429 `ERR_RATE_LIMITED` with `Retry-After`), a share of the total per
 * crew member and a total quota (507 `ERR_QUOTA_EXCEEDED`), and logs
 * older than the retention period deleted. The messages are stored in one statement, whole or not at all.
 */
export const clientLogRoutes: RouteModule = ({ db, config }) => {
  const limits = config.clientLogLimits
  const usage = clientLogUsage(db, limits)
  const cut = (message: string): string =>
    message.length <= limits.messageMaxChars ? message : `${message.slice(0, limits.messageMaxChars - TRUNCATED.length)}${TRUNCATED}`
  return [
    sessionRoute('POST', '/rest/pems/idp/log', async (ctx) => {
      const body = ctx.body.json(LogBatch)
      if (E.isLeft(body)) return body.left
      const batch = body.right
      if (batch.crmId !== ctx.session.crmId) return failure(403, ERR.forbiddenCrmId, "The batch's crmId is not the signed-in crew member's")
      if (batch.messages.length > LOG_FLUSH_MAX_MESSAGES) {
        return failure(400, ERR.invalidBody, `Invalid request body: messages: at most ${LOG_FLUSH_MAX_MESSAGES} messages per batch`)
      }
      if (batch.messages.length === 0) return okEmpty()
      const received = config.securityClock.now()
      // The address only as a one-way tag: enough to count what one address sends, nothing to read back.
      const addressTag = createHash('sha256').update(ctx.request.clientAddress).digest('hex').slice(0, 32)
      const params: unknown[] = []
      let bytes = 0
      const rows = batch.messages.map((m, i) => {
        const wire = LogMessage.encode(m)
        const message = cut(wire.message)
        const size = Buffer.byteLength(message) + Buffer.byteLength(batch.device) + Buffer.byteLength(batch.version) + 64
        bytes += size
        params.push(batch.crmId, batch.device, batch.version, String(wire.id), wire.level, message, wire.timestamp, received.toString(), size, ctx.session.id, addressTag)
        const at = i * COLUMNS
        return `(${Array.from({ length: COLUMNS }, (_, k) => `$${at + k + 1}`).join(', ')})`
      })
      const refusal = await usage.store({ crmId: batch.crmId, addressTag }, batch.messages.length, bytes, received, async (tx) => {
        await tx.query(
          `INSERT INTO client_logs (crm_id, device, version, message_id, level, message, client_timestamp, received_at, bytes, session_id, address_tag) VALUES ${rows.join(', ')}`,
          params,
        )
      })
      if (refusal === null) return okEmpty()
      if (refusal._tag === 'Quota') return failure(507, ERR.quotaExceeded, `Log not stored: ${refusal.reason}`)
      return failure(429, ERR.rateLimited, `Log not stored: ${refusal.reason}`, { 'Retry-After': String(refusal.retryAfterSeconds) })
    }),
  ]
}
