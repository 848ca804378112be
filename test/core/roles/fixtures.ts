import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import fc from 'fast-check'
import { CrmId, LogicalId } from '../../../core/shared/brands'
import type { RoleInfo, RoleInfoList, RoleUpdate } from '../../../core/roles/roles.codec'
import type { RolesPort } from '../../../core/roles/roles.port'
import type { TransportError } from '../../../core/errors/app-error'

/** A decoded crew member id. */
export const aCrmId = (wire = 'C123'): CrmId => {
  const decoded = CrmId.decode(wire)
  if (E.isLeft(decoded)) throw new Error(`bad test crmId ${wire}`)
  return decoded.right
}

/** A decoded logical id. */
export const aLogicalId = (wire = 'LEG-2026-03-15-LH400'): LogicalId => {
  const decoded = LogicalId.decode(wire)
  if (E.isLeft(decoded)) throw new Error(`bad test logicalId ${wire}`)
  return decoded.right
}

/** A role the crew member may update and does not hold yet. */
export const aRole = (overrides: Partial<RoleInfo> = {}): RoleInfo => ({
  id: 1,
  shortName: 'PUR',
  name: 'Purser',
  updateByCrewMember: true,
  setOnEvent: false,
  ...overrides,
})

/** Three roles: 1 editable and unset, 2 editable and set, 3 held but not editable. */
export const someRoles = (): RoleInfoList => [
  aRole({ id: 1, shortName: 'PUR', name: 'Purser' }),
  aRole({ id: 2, shortName: 'GAL', name: 'Galley', setOnEvent: true }),
  aRole({ id: 3, shortName: 'INS', name: 'Instructor', setOnEvent: true, updateByCrewMember: false }),
]

/** A roles port answering fixed results and recording every update body it receives. */
export const aRolesPort = (
  load: E.Either<TransportError, RoleInfoList>,
  update: E.Either<TransportError, RoleInfoList> = load,
): RolesPort & { readonly sent: RoleUpdate[] } => {
  const sent: RoleUpdate[] = []
  return {
    sent,
    loadRoles: () => TE.fromEither(load),
    updateRoles: (_crmId, body) => {
      sent.push(body)
      return TE.fromEither(update)
    },
  }
}

/** Valid wire role infos. */
export const wireRoleInfo = fc.record(
  {
    id: fc.integer({ min: 0, max: 9999 }),
    shortName: fc.string(),
    name: fc.string(),
    updateByCrewMember: fc.boolean(),
    setOnEvent: fc.boolean(),
  },
  { noNullPrototype: true },
)

/** Valid wire role update bodies. */
export const wireRoleUpdate = fc.record(
  {
    logicalId: fc.string({ minLength: 1, maxLength: 256 }),
    roles: fc.array(fc.record({ roleNumber: fc.integer({ min: 0, max: 9999 }), setOnEvent: fc.boolean() }, { noNullPrototype: true })),
  },
  { noNullPrototype: true },
)
