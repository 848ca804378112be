import { readEmptyEnvelope, readEnvelope } from '../../core/errors/envelope.rules'
import { MyInternalMessagesBody, MyInternalMessagesResponse, NewsMasterData } from '../../core/news/news.codec'
import type { NewsPort } from '../../core/news/news.port'
import type { HttpClient } from './http-client'
import { encodePath } from './http-request'

/**
 * The news calls of SPEC section 7 under `/api/communication/v2`. The list is persisted ("A failed
 * news load while offline is swallowed": persisted requests show no dialog offline) and shows
 * progress; master data failures are "only logged", so they carry no dialog.
 */
export const createNewsHttp = (client: HttpClient): NewsPort => ({
  fetchMessages: (domain) =>
    client.request({
      method: 'POST',
      base: 'communication',
      path: 'notification/myInternalMessages',
      body: MyInternalMessagesBody.encode({ domain }),
      flags: { persistType: 'encrypted', skipRepeated: true, showProgress: true },
      read: readEnvelope(MyInternalMessagesResponse),
    }),
  updateStatus: (id, status) =>
    client.request({
      method: 'PUT',
      base: 'communication',
      path: encodePath`notification/${id}/${status}`,
      read: readEmptyEnvelope,
    }),
  deleteMessage: (id) =>
    client.request({
      method: 'DELETE',
      base: 'communication',
      path: encodePath`notification/${id}`,
      read: readEmptyEnvelope,
    }),
  fetchMasterData: (domain) =>
    client.request({
      method: 'GET',
      base: 'communication',
      path: 'crm/notification/masterData',
      query: { domain },
      flags: { persistType: 'encrypted', skipRepeated: true, ignoreErrors: true },
      read: readEnvelope(NewsMasterData),
    }),
})
