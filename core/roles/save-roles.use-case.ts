import * as TE from 'fp-ts/TaskEither'
import { pipe } from 'fp-ts/function'
import type { TransportError } from '../errors/app-error'
import type { CrmId, LogicalId } from '../shared/brands'
import { buildRoleUpdate, isDoneEnabled, type RoleEdits } from './role-editing.rules'
import type { RoleInfo, RoleInfoList } from './roles.codec'
import type { RolesPort } from './roles.port'

/** SPEC section 8: "Role update failure: the server error, translated." The UI translates `cause`. */
export interface RoleUpdateFailed {
  readonly _tag: 'RoleUpdateFailed'
  readonly cause: TransportError
}

/** Done was pressed while it is disabled: "editing is not permitted or nothing changed". No call is made. */
export interface RoleUpdateNotAllowed {
  readonly _tag: 'RoleUpdateNotAllowed'
}

/** Every way saving roles fails. */
export type SaveRolesError = RoleUpdateFailed | RoleUpdateNotAllowed

/** The loaded roles, the pending edits, the event's logical id and the role-editing feature switch. */
export interface SaveRolesInput {
  readonly crmId: CrmId
  readonly logicalId: LogicalId
  readonly featureEnabled: boolean
  readonly roles: ReadonlyArray<RoleInfo>
  readonly edits: RoleEdits
}

/**
 * Sends only the changed roles with `PUT roster/{crmId}/roleUpdate` and answers the roles after the
 * update ("On save, success goes back and clears edits. Failure shows an error").
 */
export const saveRoles =
  (deps: { readonly roles: RolesPort }) =>
  (input: SaveRolesInput): TE.TaskEither<SaveRolesError, RoleInfoList> => {
    if (!isDoneEnabled(input.featureEnabled, input.roles, input.edits)) return TE.left({ _tag: 'RoleUpdateNotAllowed' })
    const body = buildRoleUpdate(input.logicalId, input.roles, input.edits)
    return pipe(
      deps.roles.updateRoles(input.crmId, body),
      TE.mapLeft((cause): SaveRolesError => ({ _tag: 'RoleUpdateFailed', cause })),
    )
  }
