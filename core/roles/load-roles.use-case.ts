import * as TE from 'fp-ts/TaskEither'
import { pipe } from 'fp-ts/function'
import type { TransportError } from '../errors/app-error'
import type { CrmId } from '../shared/brands'
import type { RoleInfoList } from './roles.codec'
import type { RolesPort } from './roles.port'

/** SPEC section 8: "Role info failure: 'service error' dialog about failing to load role data." */
export interface RoleInfoLoadFailed {
  readonly _tag: 'RoleInfoLoadFailed'
  readonly cause: TransportError
}

/** The signed-in crew member and the event whose roles are listed. */
export interface LoadRolesInput {
  readonly crmId: CrmId
  readonly eventId: string
}

/** Loads the available roles of an event; a failure becomes `RoleInfoLoadFailed`. */
export const loadRoles =
  (deps: { readonly roles: RolesPort }) =>
  (input: LoadRolesInput): TE.TaskEither<RoleInfoLoadFailed, RoleInfoList> =>
    pipe(
      deps.roles.loadRoles(input.crmId, input.eventId),
      TE.mapLeft((cause): RoleInfoLoadFailed => ({ _tag: 'RoleInfoLoadFailed', cause })),
    )
