import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { roleEditingReducer, startRoleEditing, type RoleEditingState } from '../../../core/roles/role-editing.machine'
import type { RoleInfoLoadFailed } from '../../../core/roles/load-roles.use-case'
import type { RoleUpdateFailed } from '../../../core/roles/save-roles.use-case'
import { aLogicalId, someRoles } from './fixtures'

const offline = { _tag: 'Offline' } as const
const loaded = (featureEnabled = true): RoleEditingState =>
  roleEditingReducer(startRoleEditing({ eventId: 'E1', logicalId: aLogicalId('L1'), featureEnabled }).state, {
    type: 'ROLES_LOADED',
    roles: someRoles(),
  }).state
const edited = (): RoleEditingState => roleEditingReducer(loaded(), { type: 'ROLE_TOGGLED', roleId: 1 }).state
const saving = (): RoleEditingState => roleEditingReducer(edited(), { type: 'DONE_PRESSED' }).state

const Machine = suite('roleEditingReducer')

Machine('opening the screen loads the roles of the event', () => {
  const { state, effects } = startRoleEditing({ eventId: 'E1', logicalId: aLogicalId('L1'), featureEnabled: true })
  assert.is(state.phase, 'loading')
  assert.equal(effects, [{ type: 'LOAD_ROLES', eventId: 'E1' }])
  assert.is(loaded().phase, 'ready')
})

Machine('"Role info failure: \'service error\' dialog about failing to load role data"', () => {
  const error: RoleInfoLoadFailed = { _tag: 'RoleInfoLoadFailed', cause: offline }
  const start = startRoleEditing({ eventId: 'E1', logicalId: aLogicalId('L1'), featureEnabled: true }).state
  const { state, effects } = roleEditingReducer(start, { type: 'ROLES_LOAD_FAILED', error })
  assert.is(state.phase, 'loadFailed')
  assert.equal(effects, [{ type: 'SHOW_ERROR', error }])
})

Machine('"Each role toggles setOnEvent": a toggle while ready records the edit', () => {
  assert.equal(edited().edits, { 1: true })
})

Machine('Done with a change saves only the changed roles', () => {
  const { state, effects } = roleEditingReducer(edited(), { type: 'DONE_PRESSED' })
  assert.is(state.phase, 'saving')
  assert.equal(effects, [{ type: 'SAVE_ROLES', body: { logicalId: 'L1', roles: [{ roleNumber: 1, setOnEvent: true }] } }])
})

Machine('Done "disabled when editing is not permitted or nothing changed" does nothing', () => {
  assert.equal(roleEditingReducer(loaded(), { type: 'DONE_PRESSED' }).effects, [])
  const notPermitted = roleEditingReducer(loaded(false), { type: 'ROLE_TOGGLED', roleId: 1 }).state
  const done = roleEditingReducer(notPermitted, { type: 'DONE_PRESSED' })
  assert.is(done.state.phase, 'ready')
  assert.equal(done.effects, [])
})

Machine('"On save, success goes back and clears edits"', () => {
  const after = someRoles().map((r) => (r.id === 1 ? { ...r, setOnEvent: true } : r))
  const { state, effects } = roleEditingReducer(saving(), { type: 'SAVE_SUCCEEDED', roles: after })
  assert.equal(state.edits, {})
  assert.equal(state.roles, after)
  assert.equal(effects, [{ type: 'GO_BACK' }])
})

Machine('"Failure shows an error" ("Role update failure: the server error, translated") and keeps the edits', () => {
  const error: RoleUpdateFailed = { _tag: 'RoleUpdateFailed', cause: { _tag: 'Service', errors: [{ errId: 'ERR_ROLE' }] } }
  const { state, effects } = roleEditingReducer(saving(), { type: 'SAVE_FAILED', error })
  assert.is(state.phase, 'ready')
  assert.equal(state.edits, { 1: true })
  assert.equal(effects, [{ type: 'SHOW_ERROR', error }])
})

Machine('toggles while saving and late answers in the wrong phase are ignored', () => {
  const during = saving()
  assert.is(roleEditingReducer(during, { type: 'ROLE_TOGGLED', roleId: 2 }).state, during)
  const ready = loaded()
  assert.is(roleEditingReducer(ready, { type: 'SAVE_SUCCEEDED', roles: [] }).state, ready)
})

Machine.run()
