import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { CrmId } from '../shared/brands'
import type { RoleInfoList, RoleUpdate } from './roles.codec'

/** Role editing access (SPEC section 7: `GET roster/{crmId}/role/{eventId}`, `PUT roster/{crmId}/roleUpdate`). */
export interface RolesPort {
  /** The available roles of an event ("GET roster/{crmId}/role/{eventId}: available roles"); the adapter URL-encodes `eventId`. */
  readonly loadRoles: (crmId: CrmId, eventId: string) => TE.TaskEither<TransportError, RoleInfoList>
  /** Sends the changed roles ("PUT roster/{crmId}/roleUpdate: body logicalId, roles [{roleNumber, setOnEvent}]"); answers the roles after the update. */
  readonly updateRoles: (crmId: CrmId, body: RoleUpdate) => TE.TaskEither<TransportError, RoleInfoList>
}
