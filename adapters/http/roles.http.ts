import { readEnvelope } from '../../core/errors/envelope.rules'
import { RoleInfoList, RoleUpdate } from '../../core/roles/roles.codec'
import type { RolesPort } from '../../core/roles/roles.port'
import type { HttpClient } from './http-client'
import { encodePath } from './http-request'

/**
 * `GET roster/{crmId}/role/{eventId}` (persisted) and `PUT roster/{crmId}/roleUpdate` (SPEC
 * section 7). No generic dialog: "Role info failure" and "Role update failure" are the role
 * use cases' messages.
 */
export const createRolesHttp = (client: HttpClient): RolesPort => ({
  loadRoles: (crmId, eventId) =>
    client.request({
      method: 'GET',
      base: 'pems',
      path: encodePath`roster/${crmId}/role/${eventId}`,
      flags: { persistType: 'encrypted', skipRepeated: true, ignoreErrors: true },
      read: readEnvelope(RoleInfoList),
    }),
  updateRoles: (crmId, body) =>
    client.request({
      method: 'PUT',
      base: 'pems',
      path: encodePath`roster/${crmId}/roleUpdate`,
      body: RoleUpdate.encode(body),
      flags: { showProgress: true, ignoreErrors: true },
      read: readEnvelope(RoleInfoList),
    }),
})
