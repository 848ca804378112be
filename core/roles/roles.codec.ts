import * as t from 'io-ts'
import { LogicalId } from '../shared/brands'
import { Envelope } from '../shared/envelope.codec'

/**
 * One available role of a leg (SPEC section 3 "Role info": id, shortName, name,
 * updateByCrewMember (boolean), setOnEvent). `id` is the role number that a role update sends
 * back as `roleNumber`; `setOnEvent` says whether the crew member holds the role on this event.
 */
export const RoleInfo = t.type(
  { id: t.number, shortName: t.string, name: t.string, updateByCrewMember: t.boolean, setOnEvent: t.boolean },
  'RoleInfo',
)
export type RoleInfo = t.TypeOf<typeof RoleInfo>

/** The result of `GET roster/{crmId}/role/{eventId}`: the available roles of the event. */
export const RoleInfoList = t.array(RoleInfo, 'RoleInfoList')
export type RoleInfoList = t.TypeOf<typeof RoleInfoList>

/** The response envelope of `GET roster/{crmId}/role/{eventId}`. */
export const RoleInfoResponse = Envelope(RoleInfoList)
export type RoleInfoResponse = t.TypeOf<typeof RoleInfoResponse>

/** One item of a role update (SPEC section 3 "Role update": "roleNumber and setOnEvent (boolean)"). */
export const RoleUpdateItem = t.type({ roleNumber: t.number, setOnEvent: t.boolean }, 'RoleUpdateItem')
export type RoleUpdateItem = t.TypeOf<typeof RoleUpdateItem>

/** The body of `PUT roster/{crmId}/roleUpdate`: "logicalId, roles [{roleNumber, setOnEvent}]". */
export const RoleUpdate = t.type({ logicalId: LogicalId, roles: t.array(RoleUpdateItem) }, 'RoleUpdate')
export type RoleUpdate = t.TypeOf<typeof RoleUpdate>

/**
 * The response envelope of `PUT roster/{crmId}/roleUpdate`. Decision: its result is the event's
 * role list after the update (the same shape as the role info result).
 */
export const RoleUpdateResponse = Envelope(RoleInfoList)
export type RoleUpdateResponse = t.TypeOf<typeof RoleUpdateResponse>
