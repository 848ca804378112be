import { readEnvelope } from '../../core/errors/envelope.rules'
import { PilotFlyingMark, PilotFlyingMarks } from '../../core/logbook/logbook.codec'
import type { LogbookPort } from '../../core/logbook/logbook.port'
import type { HttpClient } from './http-client'
import { encodePath } from './http-request'

/**
 * The logbook's "I flew" marks (ours, `rest/pems/logbook/{crmId}/pilot-flying`). Errors are not shown by the client:
 * a backend without the endpoint (404/501) is expected, and the logbook keeps the marks on the device then.
 */
export const createLogbookHttp = (client: HttpClient): LogbookPort => ({
  loadMarks: (crmId) =>
    client.request({ method: 'GET', base: 'pems', path: encodePath`logbook/${crmId}/pilot-flying`, flags: { ignoreErrors: true }, read: readEnvelope(PilotFlyingMarks) }),
  saveMark: (crmId, mark) =>
    client.request({
      method: 'PUT',
      base: 'pems',
      path: encodePath`logbook/${crmId}/pilot-flying`,
      body: PilotFlyingMark.encode(mark),
      flags: { showProgress: true, ignoreErrors: true },
      read: readEnvelope(PilotFlyingMarks),
    }),
})
