import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { readEmptyEnvelope, readEnvelope } from '../../core/errors/envelope.rules'
import {
  CreateDailyRemarkBody,
  DailyRemarksQuery,
  DailyRemarksResult,
  DeleteDailyRemarkQuery,
  RemarkTypesResult,
} from '../../core/remarks/remark.codec'
import type { RemarksPort } from '../../core/remarks/remark.port'
import type { HttpClient } from './http-client'
import { encodePath } from './http-request'

/**
 * The daily-remark calls of SPEC section 7 under `rest/pems/roster/{crmId}/details/daily_remark`.
 * No generic dialog: 'Could not load Daily Remarks.' and its siblings are the remark use cases'
 * messages. The list shows progress ("A progress indicator on certain URLs (daily-remarks, ...)").
 * Mark-as-read ("path and method not shown") is chosen as
 * `PUT roster/{crmId}/details/daily_remark/read/{logicalId}`, answering the empty envelope.
 */
export const createRemarksHttp = (client: HttpClient): RemarksPort => ({
  fetchRemarks: (crmId, query) =>
    client.request({
      method: 'GET',
      base: 'pems',
      path: encodePath`roster/${crmId}/details/daily_remark`,
      query: DailyRemarksQuery.encode(query),
      flags: { persistType: 'encrypted', skipRepeated: true, showProgress: true, ignoreErrors: true },
      read: (u, request) =>
        pipe(
          readEnvelope(DailyRemarksResult)(u, request),
          E.map((result) => result.dailyRemarks),
        ),
    }),
  createRemark: (crmId, body) =>
    client.request({
      method: 'POST',
      base: 'pems',
      path: encodePath`roster/${crmId}/details/daily_remark`,
      body: CreateDailyRemarkBody.encode(body),
      flags: { showProgress: true, ignoreErrors: true },
      read: readEmptyEnvelope,
    }),
  deleteRemark: (crmId, date) =>
    client.request({
      method: 'DELETE',
      base: 'pems',
      path: encodePath`roster/${crmId}/details/daily_remark`,
      query: DeleteDailyRemarkQuery.encode({ date }),
      flags: { showProgress: true, ignoreErrors: true },
      read: readEmptyEnvelope,
    }),
  fetchRemarkTypes: (crmId) =>
    client.request({
      method: 'GET',
      base: 'pems',
      path: encodePath`roster/${crmId}/details/daily_remark/types`,
      flags: { persistType: 'encrypted', skipRepeated: true, ignoreErrors: true },
      read: readEnvelope(RemarkTypesResult),
    }),
  markRemarkRead: (crmId, logicalId) =>
    client.request({
      method: 'PUT',
      base: 'pems',
      path: encodePath`roster/${crmId}/details/daily_remark/read/${logicalId}`,
      flags: { ignoreErrors: true },
      read: readEmptyEnvelope,
    }),
})
