import type { LogicalId } from '../shared/brands'
import type { RoleInfo, RoleUpdate, RoleUpdateItem } from './roles.codec'

/**
 * The crew member's pending role changes: role id -> wanted `setOnEvent`. Only differences from the
 * loaded roles are kept, so an empty record means "nothing changed".
 */
export type RoleEdits = Readonly<Record<number, boolean>>

/** No pending change. */
export const NO_ROLE_EDITS: RoleEdits = {}

/** "Only roles with updateByCrewMember can be toggled." */
export const canToggleRole = (role: RoleInfo): boolean => role.updateByCrewMember

/**
 * SPEC section 6: "Role editing needs the role-editing permission and at least one role the crew
 * member may update." `featureEnabled` is the role-editing feature switch (performRoleEditing).
 */
export const isRoleEditingPermitted = (featureEnabled: boolean, roles: ReadonlyArray<RoleInfo>): boolean =>
  featureEnabled && roles.some(canToggleRole)

/** Whether the role is set on the event once the pending edits are applied. */
export const isRoleSet = (role: RoleInfo, edits: RoleEdits): boolean => edits[role.id] ?? role.setOnEvent

/**
 * Sets a role on the event (add, `true`) or removes it (remove, `false`). A role that is unknown or not
 * `updateByCrewMember` is left alone; going back to the loaded value drops the edit.
 */
export const setRoleOnEvent = (roles: ReadonlyArray<RoleInfo>, edits: RoleEdits, roleId: number, setOnEvent: boolean): RoleEdits => {
  const role = roles.find((r) => r.id === roleId)
  if (role === undefined || !canToggleRole(role)) return edits
  const { [roleId]: _previous, ...others } = edits
  return setOnEvent === role.setOnEvent ? others : { ...others, [roleId]: setOnEvent }
}

/** "Each role toggles setOnEvent true (add) or false (remove)"; only `updateByCrewMember` roles toggle. */
export const toggleRole = (roles: ReadonlyArray<RoleInfo>, edits: RoleEdits, roleId: number): RoleEdits => {
  const role = roles.find((r) => r.id === roleId)
  return role === undefined ? edits : setRoleOnEvent(roles, edits, roleId, !isRoleSet(role, edits))
}

/** The changed roles as update items, in the order of the role list. */
export const changedRoles = (roles: ReadonlyArray<RoleInfo>, edits: RoleEdits): ReadonlyArray<RoleUpdateItem> =>
  roles
    .filter((role) => canToggleRole(role) && isRoleSet(role, edits) !== role.setOnEvent)
    .map((role) => ({ roleNumber: role.id, setOnEvent: isRoleSet(role, edits) }))

/** Whether any role differs from the loaded one. */
export const hasRoleChanges = (roles: ReadonlyArray<RoleInfo>, edits: RoleEdits): boolean => changedRoles(roles, edits).length > 0

/** "A Done button, disabled when editing is not permitted or nothing changed." */
export const isDoneEnabled = (featureEnabled: boolean, roles: ReadonlyArray<RoleInfo>, edits: RoleEdits): boolean =>
  isRoleEditingPermitted(featureEnabled, roles) && hasRoleChanges(roles, edits)

/** The body of `PUT roster/{crmId}/roleUpdate`: the event's logical id and only the changed roles. */
export const buildRoleUpdate = (logicalId: LogicalId, roles: ReadonlyArray<RoleInfo>, edits: RoleEdits): RoleUpdate => ({
  logicalId,
  roles: [...changedRoles(roles, edits)],
})

/** One row of the role-editing list: whether the role is set, and whether its add/remove control works. */
export interface RoleRow {
  readonly role: RoleInfo
  readonly set: boolean
  readonly action: 'add' | 'remove'
  readonly togglable: boolean
}

/** "A list of roles each with add/remove": a set role offers remove, an unset one add. */
export const roleRows = (roles: ReadonlyArray<RoleInfo>, edits: RoleEdits): ReadonlyArray<RoleRow> =>
  roles.map((role) => {
    const set = isRoleSet(role, edits)
    return { role, set, action: set ? 'remove' : 'add', togglable: canToggleRole(role) }
  })

/** The leg-details edit-role button. */
export interface EditRoleButton {
  readonly visible: boolean
  readonly disabled: boolean
}

/**
 * "An edit-role button appears only if role editing is permitted and at least one available role is
 * editable by the crew member. It is disabled offline."
 */
export const editRoleButton = (featureEnabled: boolean, roles: ReadonlyArray<RoleInfo>, online: boolean): EditRoleButton => ({
  visible: isRoleEditingPermitted(featureEnabled, roles),
  disabled: !online,
})

/** The 'Your role' section: role names, or the no-roles state. */
export type YourRoles = { readonly _tag: 'Roles'; readonly names: ReadonlyArray<string> } | { readonly _tag: 'NoRoles' }

/**
 * "'Your role' lists role names, or a no-roles text." Takes the event's roles (or the role infos the
 * crew member holds, see `heldRoles`); blank names are skipped.
 */
export const yourRoles = (roles: ReadonlyArray<{ readonly name: string }>): YourRoles => {
  const names = roles.map((r) => r.name.trim()).filter((n) => n !== '')
  return names.length === 0 ? { _tag: 'NoRoles' } : { _tag: 'Roles', names }
}

/** The roles the crew member holds on the event (`setOnEvent`). */
export const heldRoles = (roles: ReadonlyArray<RoleInfo>): ReadonlyArray<RoleInfo> => roles.filter((r) => r.setOnEvent)
