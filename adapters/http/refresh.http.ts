import { readEnvelope } from '../../core/errors/envelope.rules'
import type { RefreshPort } from '../../core/refresh/refresh.port'
import { UpdatesInfo } from '../../core/refresh/updates.codec'
import type { HttpClient } from './http-client'
import { encodePath } from './http-request'

/**
 * `GET roster/{crmId}/updates` (SPEC section 7) for the crmId the caller passes, polled every 15 s: shared between concurrent
 * callers and without error dialogs (a failed poll only flips the online flag), but a 401 still
 * raises the session-expired event, so polling notices an expired session.
 */
export const createRefreshHttp = (client: HttpClient): RefreshPort => ({
  loadUpdates: (crmId) =>
    client.request({
      method: 'GET',
      base: 'pems',
      path: encodePath`roster/${crmId}/updates`,
      flags: { skipRepeated: true, ignoreErrors: true },
      read: readEnvelope(UpdatesInfo),
    }),
})
