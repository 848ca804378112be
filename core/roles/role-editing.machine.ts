import type { LogicalId } from '../shared/brands'
import type { RoleInfoLoadFailed } from './load-roles.use-case'
import { NO_ROLE_EDITS, buildRoleUpdate, isDoneEnabled, toggleRole, type RoleEdits } from './role-editing.rules'
import type { RoleInfoList, RoleUpdate } from './roles.codec'
import type { RoleUpdateFailed } from './save-roles.use-case'

/** Where the role-editing screen is: loading the roles, showing them, saving, or unable to load. */
export type RoleEditingPhase = 'loading' | 'ready' | 'saving' | 'loadFailed'

/** The role-editing screen's state: phase, event, feature switch, loaded roles and pending edits. */
export interface RoleEditingState {
  readonly phase: RoleEditingPhase
  readonly eventId: string
  readonly logicalId: LogicalId
  /** The role-editing feature switch (performRoleEditing). */
  readonly featureEnabled: boolean
  readonly roles: RoleInfoList
  readonly edits: RoleEdits
}

/** What happens on the role-editing screen: load results, toggles, Done, save results. */
export type RoleEditingEvent =
  | { readonly type: 'ROLES_LOADED'; readonly roles: RoleInfoList }
  | { readonly type: 'ROLES_LOAD_FAILED'; readonly error: RoleInfoLoadFailed }
  | { readonly type: 'ROLE_TOGGLED'; readonly roleId: number }
  | { readonly type: 'DONE_PRESSED' }
  | { readonly type: 'SAVE_SUCCEEDED'; readonly roles: RoleInfoList }
  | { readonly type: 'SAVE_FAILED'; readonly error: RoleUpdateFailed }

/** Effects as data: the UI runs them (load and save through the use cases, navigation, dialogs). */
export type RoleEditingEffect =
  | { readonly type: 'LOAD_ROLES'; readonly eventId: string }
  | { readonly type: 'SAVE_ROLES'; readonly body: RoleUpdate }
  | { readonly type: 'GO_BACK' }
  | { readonly type: 'SHOW_ERROR'; readonly error: RoleInfoLoadFailed | RoleUpdateFailed }

/** The next state and the effects to run. */
export interface RoleEditingTransition {
  readonly state: RoleEditingState
  readonly effects: ReadonlyArray<RoleEditingEffect>
}

/** Opening the screen: loading, no edits, and the effect that loads the roles. */
export const startRoleEditing = (input: { eventId: string; logicalId: LogicalId; featureEnabled: boolean }): RoleEditingTransition => ({
  state: { phase: 'loading', ...input, roles: [], edits: NO_ROLE_EDITS },
  effects: [{ type: 'LOAD_ROLES', eventId: input.eventId }],
})

const stay = (state: RoleEditingState): RoleEditingTransition => ({ state, effects: [] })

/**
 * The role-editing reducer (SPEC section 4 "Role editing"): "Each role toggles setOnEvent true (add) or
 * false (remove). On save, success goes back and clears edits. Failure shows an error." Done saves only
 * when enabled ("disabled when editing is not permitted or nothing changed"); a failed save keeps the
 * edits. Events that do not fit the phase change nothing.
 */
export const roleEditingReducer = (state: RoleEditingState, event: RoleEditingEvent): RoleEditingTransition => {
  switch (event.type) {
    case 'ROLES_LOADED':
      return state.phase === 'loading' ? stay({ ...state, phase: 'ready', roles: event.roles, edits: NO_ROLE_EDITS }) : stay(state)
    case 'ROLES_LOAD_FAILED':
      return state.phase === 'loading'
        ? { state: { ...state, phase: 'loadFailed' }, effects: [{ type: 'SHOW_ERROR', error: event.error }] }
        : stay(state)
    case 'ROLE_TOGGLED':
      return state.phase === 'ready' ? stay({ ...state, edits: toggleRole(state.roles, state.edits, event.roleId) }) : stay(state)
    case 'DONE_PRESSED':
      return state.phase === 'ready' && isDoneEnabled(state.featureEnabled, state.roles, state.edits)
        ? {
            state: { ...state, phase: 'saving' },
            effects: [{ type: 'SAVE_ROLES', body: buildRoleUpdate(state.logicalId, state.roles, state.edits) }],
          }
        : stay(state)
    case 'SAVE_SUCCEEDED':
      return state.phase === 'saving'
        ? { state: { ...state, phase: 'ready', roles: event.roles, edits: NO_ROLE_EDITS }, effects: [{ type: 'GO_BACK' }] }
        : stay(state)
    case 'SAVE_FAILED':
      return state.phase === 'saving'
        ? { state: { ...state, phase: 'ready' }, effects: [{ type: 'SHOW_ERROR', error: event.error }] }
        : stay(state)
  }
}
