import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import fc from 'fast-check'
import {
  NO_ROLE_EDITS,
  buildRoleUpdate,
  editRoleButton,
  heldRoles,
  isDoneEnabled,
  isRoleEditingPermitted,
  isRoleSet,
  roleRows,
  setRoleOnEvent,
  toggleRole,
  yourRoles,
} from '../../../core/roles/role-editing.rules'
import { aLogicalId, aRole, someRoles, wireRoleInfo } from './fixtures'

const Toggle = suite('toggleRole / setRoleOnEvent')

Toggle('"Each role toggles setOnEvent true (add) or false (remove)"', () => {
  const roles = someRoles()
  const added = toggleRole(roles, NO_ROLE_EDITS, 1)
  assert.equal(added, { 1: true })
  const removed = toggleRole(roles, NO_ROLE_EDITS, 2)
  assert.equal(removed, { 2: false })
  assert.is(isRoleSet(roles[1]!, removed), false)
})

Toggle('"Only roles with updateByCrewMember can be toggled": toggling role 3 or an unknown role changes nothing', () => {
  const roles = someRoles()
  assert.is(toggleRole(roles, NO_ROLE_EDITS, 3), NO_ROLE_EDITS)
  assert.is(setRoleOnEvent(roles, NO_ROLE_EDITS, 3, false), NO_ROLE_EDITS)
  assert.is(toggleRole(roles, NO_ROLE_EDITS, 99), NO_ROLE_EDITS)
})

Toggle('property: toggling a role twice leaves no edit behind (back to "nothing changed")', () => {
  fc.assert(
    fc.property(fc.array(wireRoleInfo, { minLength: 1 }), fc.nat(), (roles, pick) => {
      const id = roles[pick % roles.length]!.id
      const twice = toggleRole(roles, toggleRole(roles, NO_ROLE_EDITS, id), id)
      return Object.keys(twice).length === 0
    }),
    { numRuns: 300 },
  )
})

Toggle('"a list of roles each with add/remove": a set role offers remove, an unset one add, a locked one is not togglable', () => {
  const rows = roleRows(someRoles(), { 1: true })
  assert.equal(rows.map((r) => [r.role.id, r.action, r.togglable]), [
    [1, 'remove', true],
    [2, 'remove', true],
    [3, 'remove', false],
  ])
})

Toggle.run()

const Permission = suite('edit-role button and Done')

Permission('"Role editing needs the role-editing permission and at least one role the crew member may update"', () => {
  assert.ok(isRoleEditingPermitted(true, someRoles()))
  assert.not.ok(isRoleEditingPermitted(false, someRoles()))
  assert.not.ok(isRoleEditingPermitted(true, [aRole({ updateByCrewMember: false })]))
  assert.not.ok(isRoleEditingPermitted(true, []))
})

Permission('"An edit-role button appears only if role editing is permitted and at least one available role is editable"', () => {
  assert.is(editRoleButton(true, someRoles(), true).visible, true)
  assert.is(editRoleButton(false, someRoles(), true).visible, false)
  assert.is(editRoleButton(true, [aRole({ updateByCrewMember: false })], true).visible, false)
})

Permission('"It is disabled offline"', () => {
  assert.equal(editRoleButton(true, someRoles(), false), { visible: true, disabled: true })
  assert.equal(editRoleButton(true, someRoles(), true), { visible: true, disabled: false })
})

Permission('"A Done button, disabled when editing is not permitted or nothing changed"', () => {
  const roles = someRoles()
  assert.ok(isDoneEnabled(true, roles, { 1: true }))
  assert.not.ok(isDoneEnabled(false, roles, { 1: true }))
  assert.not.ok(isDoneEnabled(true, roles, NO_ROLE_EDITS))
  assert.not.ok(isDoneEnabled(true, roles, { 2: true }), 'an edit equal to the loaded value is no change')
})

Permission.run()

const Update = suite('buildRoleUpdate')

Update('"Role update: logicalId with roles, each item holding roleNumber and setOnEvent": only changed roles are sent', () => {
  const roles = someRoles()
  const edits = toggleRole(roles, toggleRole(roles, NO_ROLE_EDITS, 1), 2)
  assert.equal(buildRoleUpdate(aLogicalId('L1'), roles, edits), {
    logicalId: 'L1',
    roles: [
      { roleNumber: 1, setOnEvent: true },
      { roleNumber: 2, setOnEvent: false },
    ],
  })
  assert.equal(buildRoleUpdate(aLogicalId('L1'), roles, NO_ROLE_EDITS).roles, [])
})

Update('an edit smuggled onto a locked role is never sent', () => {
  assert.equal(buildRoleUpdate(aLogicalId('L1'), someRoles(), { 3: false }).roles, [])
})

Update.run()

const Yours = suite('yourRoles')

Yours('"\'Your role\' lists role names"', () => {
  assert.equal(yourRoles(heldRoles(someRoles())), { _tag: 'Roles', names: ['Galley', 'Instructor'] })
})

Yours('"or a no-roles text" when no role (or only blank names) is held', () => {
  assert.equal(yourRoles([]), { _tag: 'NoRoles' })
  assert.equal(yourRoles([{ name: '  ' }]), { _tag: 'NoRoles' })
  assert.equal(yourRoles(heldRoles([aRole({ setOnEvent: false })])), { _tag: 'NoRoles' })
})

Yours.run()
