import * as E from 'fp-ts/Either'
import { proxy, ref } from 'valtio'
import type { RoleInfoLoadFailed } from '../../../../core/roles/load-roles.use-case'
import type { loadRoles } from '../../../../core/roles/load-roles.use-case'
import {
  roleEditingReducer,
  startRoleEditing,
  type RoleEditingEffect,
  type RoleEditingEvent,
  type RoleEditingState,
} from '../../../../core/roles/role-editing.machine'
import type { RoleUpdateFailed } from '../../../../core/roles/save-roles.use-case'
import type { CrmId, LogicalId } from '../../../../core/shared/brands'
import { runMachine, type MachineRunner } from '../../../app/machine-runner'
import type { DETAILS } from '../details.tokens'
import type { TokenType } from '../../../app/tokens'

/** The role-editing view state: the core machine's state (replaced whole, held by `ref`). */
export const roleEditing = proxy<{ state: RoleEditingState | undefined }>({ state: undefined })

/** What the machine's effects need: the use cases, the way back to the leg and the error dialog. */
export interface RoleEditingDeps {
  readonly crmId: CrmId
  readonly loadRoles: ReturnType<typeof loadRoles>
  readonly updateRoles: TokenType<typeof DETAILS.updateRoles>
  readonly goBack: () => void
  readonly showError: (error: RoleInfoLoadFailed | RoleUpdateFailed) => void
}

const runEffect =
  (deps: RoleEditingDeps) =>
  (effect: RoleEditingEffect, dispatch: (event: RoleEditingEvent) => void): void => {
    switch (effect.type) {
      case 'LOAD_ROLES':
        void deps
          .loadRoles({ crmId: deps.crmId, eventId: effect.eventId })()
          .then((result) => dispatch(E.isRight(result) ? { type: 'ROLES_LOADED', roles: result.right } : { type: 'ROLES_LOAD_FAILED', error: result.left }))
        return
      case 'SAVE_ROLES':
        void deps
          .updateRoles({ crmId: deps.crmId, body: effect.body })()
          .then((result) => dispatch(E.isRight(result) ? { type: 'SAVE_SUCCEEDED', roles: result.right } : { type: 'SAVE_FAILED', error: result.left }))
        return
      case 'GO_BACK':
        deps.goBack()
        return
      case 'SHOW_ERROR':
        deps.showError(effect.error)
        return
    }
  }

/**
 * Opens role editing for an event: runs the core role-editing machine (SPEC section 4 "Role editing":
 * "Each role toggles setOnEvent true (add) or false (remove). On save, success goes back and clears
 * edits. Failure shows an error."), mirroring its state into {@link roleEditing}.
 */
export const startEditing = (
  deps: RoleEditingDeps,
  input: { readonly eventId: string; readonly logicalId: LogicalId; readonly featureEnabled: boolean },
): MachineRunner<RoleEditingState, RoleEditingEvent> => {
  const start = startRoleEditing(input)
  const runner = runMachine(start.state, roleEditingReducer, runEffect(deps))
  roleEditing.state = ref(start.state)
  runner.subscribe((state) => {
    roleEditing.state = ref(state)
  })
  const run = runEffect(deps)
  for (const effect of start.effects) run(effect, runner.dispatch)
  return runner
}

/** Leaves role editing (the screen unmounted). */
export const stopEditing = (): void => {
  roleEditing.state = undefined
}
