import { readEnvelope } from '../../core/errors/envelope.rules'
import { Summary, SummaryQuery } from '../../core/summary/summary.codec'
import type { SummaryPort } from '../../core/summary/summary.port'
import type { HttpClient } from './http-client'
import { encodePath } from './http-request'

/** `GET roster/{crmId}/summary?start&end` (SPEC section 7), persisted, dates as ISO dates. */
export const createSummaryHttp = (client: HttpClient): SummaryPort => ({
  fetchSummary: (crmId, query) =>
    client.request({
      method: 'GET',
      base: 'pems',
      path: encodePath`roster/${crmId}/summary`,
      query: SummaryQuery.encode(query),
      flags: { persistType: 'encrypted', skipRepeated: true, showProgress: true },
      read: readEnvelope(Summary),
    }),
})
