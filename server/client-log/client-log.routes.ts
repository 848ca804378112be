import * as E from 'fp-ts/Either'
import { LogBatch, LogMessage } from '../../core/settings/log.codec'
import { LOG_FLUSH_MAX_MESSAGES } from '../../core/shared/constants'
import { ERR } from '../http/errors'
import { failure, okEmpty } from '../http/reply'
import { sessionRoute, type RouteModule } from '../http/router'

/**
 * `POST rest/pems/idp/log` (SPEC section 7, Logging: "body crmId, device, version, messages (client
 * log flush)"), body core `LogBatch`, answered with the empty envelope. The batch is the signed-in
 * crew member's own (its crmId must be the session's: 403 otherwise) and bounded: at most
 * `LOG_FLUSH_MAX_MESSAGES` messages (SPEC section 9: "Log flush every 60 s, or at 100 buffered
 * messages") within the 64 KiB body limit. The messages are stored in one statement, whole or not at all.
 */
export const clientLogRoutes: RouteModule = ({ db }) => [
  sessionRoute('POST', '/rest/pems/idp/log', async (ctx) => {
    const body = ctx.body.json(LogBatch)
    if (E.isLeft(body)) return body.left
    const batch = body.right
    if (batch.crmId !== ctx.session.crmId) return failure(403, ERR.forbiddenCrmId, "The batch's crmId is not the signed-in crew member's")
    if (batch.messages.length > LOG_FLUSH_MAX_MESSAGES) {
      return failure(400, ERR.invalidBody, `Invalid request body: messages: at most ${LOG_FLUSH_MAX_MESSAGES} messages per batch`)
    }
    if (batch.messages.length === 0) return okEmpty()
    const params: unknown[] = []
    const rows = batch.messages.map((m, i) => {
      const wire = LogMessage.encode(m)
      params.push(batch.crmId, batch.device, batch.version, String(wire.id), wire.level, wire.message, wire.timestamp, ctx.now.toString())
      const at = i * 8
      return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7}, $${at + 8})`
    })
    await db.query(
      `INSERT INTO client_logs (crm_id, device, version, message_id, level, message, client_timestamp, received_at) VALUES ${rows.join(', ')}`,
      params,
    )
    return okEmpty()
  }),
]
