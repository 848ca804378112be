import * as E from 'fp-ts/Either'
import { RoleInfoList, RoleUpdate } from '../../core/roles/roles.codec'
import { DutyEvent } from '../../core/roster/event.codec'
import { ERR, ROSTER_ERR } from '../http/errors'
import { failure, ok, type Reply } from '../http/reply'
import { sessionRoute, type RouteModule } from '../http/router'
import { decodeStored, storeEventBody } from '../roster/events.repo'
import { checkEventId } from '../roster/query'
import { recordHistory } from '../history/history.repo'
import { applyRoleUpdate, eventRolesOf, roleChanges, type RoleUpdateError } from './role-update.rules'
import { eventRowByLogicalId, hasEvent, rolesOf, storeRoles } from './roles.repo'

const refused = (error: RoleUpdateError): Reply => {
  switch (error._tag) {
    case 'DuplicateRole':
      return failure(400, ERR.invalidBody, `Invalid request body: role ${error.roleNumber} is given more than once`)
    case 'UnknownRole':
      return failure(400, ROSTER_ERR.unknownRole, `Role ${error.roleNumber} is not a role of this event`)
    case 'NotEditable':
      return failure(403, ROSTER_ERR.roleNotEditable, `Role ${error.shortName} cannot be changed by the crew member`)
  }
}

/**
 * Role editing (SPEC section 7):
 * - `GET roster/{crmId}/role/{eventId}`: core `RoleInfoList`, the event's available roles (`[]` for an
 *   event without roles; 404 for an event the crew member does not have).
 * - `PUT roster/{crmId}/roleUpdate` with core `RoleUpdate`: sets `setOnEvent` of roles the crew member
 *   may update (`updateByCrewMember`); any other role is 403 `ERR_ROLE_NOT_EDITABLE`, a role the event
 *   does not have 400 `ERR_UNKNOWN_ROLE`; nothing is written then. The event's `roles` (SPEC section 3)
 *   are rewritten in the same transaction, so the next `GET events` shows them. Answers the role list.
 */
export const rolesRoutes: RouteModule = ({ db }) => [
  sessionRoute('GET', '/rest/pems/roster/{crmId}/role/{eventId}', async (ctx) => {
    const eventId = checkEventId(ctx.params.eventId)
    if (E.isLeft(eventId)) return eventId.left
    if (!(await hasEvent(db, ctx.params.crmId, eventId.right))) return failure(404, ERR.notFound, 'No such event in this roster')
    return ok(RoleInfoList, [...(await rolesOf(db, ctx.params.crmId, eventId.right))])
  }),
  // The change is recorded in the crew member's history (the event's name and date; per role short name, set before -> after).
  sessionRoute('PUT', '/rest/pems/roster/{crmId}/roleUpdate', async (ctx) => {
    const body = ctx.body.json(RoleUpdate)
    if (E.isLeft(body)) return body.left
    const crmId = ctx.params.crmId
    return db.transaction(async (tx): Promise<Reply> => {
      const event = await eventRowByLogicalId(tx, crmId, body.right.logicalId)
      if (event === null) return failure(404, ERR.notFound, 'No such event in this roster')
      const before = await rolesOf(tx, crmId, event.eventId)
      const updated = applyRoleUpdate(before, body.right.roles)
      if (E.isLeft(updated)) return refused(updated.left)
      await storeRoles(tx, crmId, event.eventId, updated.right)
      const stored = decodeStored(event.body, body.right.logicalId)
      await storeEventBody(tx, crmId, event.eventId, DutyEvent.encode({ ...stored, roles: eventRolesOf(updated.right) }), ctx.now)
      await recordHistory(tx, { crmId, at: ctx.now, kind: 'roles', subject: `${stored.name} ${(stored.fromDate ?? stored.fromDateTimeUTC.toPlainDate()).toString()}`, changes: roleChanges(before, updated.right) })
      return ok(RoleInfoList, [...updated.right])
    })
  }),
]
