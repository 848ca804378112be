import * as E from 'fp-ts/Either'
import type { RoleInfo, RoleUpdateItem } from '../../core/roles/roles.codec'
import type { EventRole } from '../../core/roster/event-parts.codec'
import type { HistoryChange } from '../../core/history/change-history.codec'

/** Why a role update is refused. */
export type RoleUpdateError =
  | { readonly _tag: 'DuplicateRole'; readonly roleNumber: number }
  | { readonly _tag: 'UnknownRole'; readonly roleNumber: number }
  | { readonly _tag: 'NotEditable'; readonly roleNumber: number; readonly shortName: string }

/**
 * Applies `PUT roster/{crmId}/roleUpdate` items to the event's available roles (SPEC section 5:
 * "Only roles with updateByCrewMember can be toggled"). Every item must name a role of the event once;
 * naming a role without `updateByCrewMember` is refused whatever its value, so nothing is written.
 * Right: the role list with the new `setOnEvent` values, in its order.
 */
export const applyRoleUpdate = (roles: ReadonlyArray<RoleInfo>, items: ReadonlyArray<RoleUpdateItem>): E.Either<RoleUpdateError, ReadonlyArray<RoleInfo>> => {
  const wanted = new Map<number, boolean>()
  for (const item of items) {
    if (wanted.has(item.roleNumber)) return E.left({ _tag: 'DuplicateRole', roleNumber: item.roleNumber })
    const role = roles.find((r) => r.id === item.roleNumber)
    if (role === undefined) return E.left({ _tag: 'UnknownRole', roleNumber: item.roleNumber })
    if (!role.updateByCrewMember) return E.left({ _tag: 'NotEditable', roleNumber: role.id, shortName: role.shortName })
    wanted.set(item.roleNumber, item.setOnEvent)
  }
  return E.right(roles.map((role) => ({ ...role, setOnEvent: wanted.get(role.id) ?? role.setOnEvent })))
}

/** The event's `roles` (SPEC section 3: "roles (each id, name)"): the roles set on it. */
export const eventRolesOf = (roles: ReadonlyArray<RoleInfo>): Array<EventRole> =>
  roles.filter((r) => r.setOnEvent).map((r) => ({ id: r.id, name: r.name }))

/** The roles whose `setOnEvent` a role update changed, for the change history: the role's short name, set before -> after. */
export const roleChanges = (before: ReadonlyArray<RoleInfo>, after: ReadonlyArray<RoleInfo>): ReadonlyArray<HistoryChange> =>
  after.flatMap((role) => {
    const was = before.find((r) => r.id === role.id)
    return was === undefined || was.setOnEvent === role.setOnEvent ? [] : [{ field: role.shortName, before: was.setOnEvent, after: role.setOnEvent }]
  })
