import { readEmptyEnvelope, readEnvelope } from '../../core/errors/envelope.rules'
import {
  BasicDataCreateBody,
  BasicDataDeleteBody,
  BasicDataQuery,
  BasicDataUpdateBody,
  MyData,
  basicDataQuery,
} from '../../core/my-data/my-data.codec'
import type { MyDataPort } from '../../core/my-data/my-data.port'
import type { HttpClient } from './http-client'
import { encodePath } from './http-request'
import { compactQuery } from './query'

/**
 * The my-data calls of SPEC section 7 on `rest/pems/user/{crmId}/basicdata` ("Each returns success
 * and error"). The load is persisted. No generic dialog: "Failed my-data load, create, update or
 * delete show the error from the server" through the my-data use cases.
 */
export const createMyDataHttp = (client: HttpClient): MyDataPort => ({
  load: (crmId, types) =>
    client.request({
      method: 'GET',
      base: 'pems',
      path: encodePath`user/${crmId}/basicdata`,
      query: compactQuery(BasicDataQuery.encode(basicDataQuery(types))),
      flags: { persistType: 'encrypted', skipRepeated: true, showProgress: true, ignoreErrors: true },
      read: readEnvelope(MyData),
    }),
  create: (crmId, body) =>
    client.request({
      method: 'POST',
      base: 'pems',
      path: encodePath`user/${crmId}/basicdata`,
      body: BasicDataCreateBody.encode(body),
      flags: { showProgress: true, ignoreErrors: true },
      read: readEmptyEnvelope,
    }),
  update: (crmId, body) =>
    client.request({
      method: 'PUT',
      base: 'pems',
      path: encodePath`user/${crmId}/basicdata`,
      body: BasicDataUpdateBody.encode(body),
      flags: { showProgress: true, ignoreErrors: true },
      read: readEmptyEnvelope,
    }),
  remove: (crmId, body) =>
    client.request({
      method: 'DELETE',
      base: 'pems',
      path: encodePath`user/${crmId}/basicdata`,
      body: BasicDataDeleteBody.encode(body),
      flags: { showProgress: true, ignoreErrors: true },
      read: readEmptyEnvelope,
    }),
})
