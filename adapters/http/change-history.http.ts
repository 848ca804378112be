import { readEnvelope } from '../../core/errors/envelope.rules'
import { ChangeHistory } from '../../core/history/change-history.codec'
import type { ChangeHistoryPort } from '../../core/history/change-history.port'
import type { HttpClient } from './http-client'
import { encodePath } from './http-request'

/**
 * `GET rest/pems/history/{crmId}?before=`: a page of the crew member's change history, decoded
 * with core `ChangeHistory`. Not cached by the client: core `loadChangeHistory` keeps the newest page itself, with
 * its load time, for reading offline; failures come back as values for the screen to show (no error dialog).
 */
export const createChangeHistoryHttp = (client: HttpClient): ChangeHistoryPort => ({
  load: (crmId, page) =>
    client.request({
      method: 'GET',
      base: 'pems',
      path: encodePath`history/${crmId}`,
      ...(page.before === undefined ? {} : { query: { before: page.before } }),
      flags: { ignoreErrors: true },
      read: readEnvelope(ChangeHistory),
    }),
})
