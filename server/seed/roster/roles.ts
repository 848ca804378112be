import type { RoleInfo } from '../../../core/roles/roles.codec'
import type { Rank } from './team'

interface RoleSpec {
  readonly id: number
  readonly shortName: string
  readonly name: string
  readonly updateByCrewMember: boolean
  /** Whether the role is set on a sector, by sector index and long-haul flag. */
  readonly set: (index: number, longHaul: boolean) => boolean
}

const always = () => true
const never = () => false

/** Pilot flying / monitoring alternate by sector; the captain flies the first sector, the first officer the second. */
const cockpit = (fliesFirst: boolean): ReadonlyArray<RoleSpec> => [
  { id: 2, shortName: 'PF', name: 'Pilot flying', updateByCrewMember: true, set: (i) => i % 2 === (fliesFirst ? 0 : 1) },
  { id: 3, shortName: 'PM', name: 'Pilot monitoring', updateByCrewMember: true, set: (i) => i % 2 === (fliesFirst ? 1 : 0) },
  { id: 5, shortName: 'TRI', name: 'Type rating instructor', updateByCrewMember: false, set: never },
]

const CABIN: ReadonlyArray<RoleSpec> = [
  { id: 13, shortName: 'GAL', name: 'Galley operator', updateByCrewMember: true, set: (i) => i % 2 === 0 },
  { id: 14, shortName: 'DFS', name: 'Duty-free seller', updateByCrewMember: true, set: (_i, longHaul) => longHaul },
  { id: 15, shortName: 'FAO', name: 'First-aid officer', updateByCrewMember: true, set: never },
]

const ROLES: Readonly<Record<Rank, ReadonlyArray<RoleSpec>>> = {
  CP: [{ id: 1, shortName: 'CMD', name: 'Commander', updateByCrewMember: false, set: always }, ...cockpit(true)],
  FO: [{ id: 6, shortName: 'COP', name: 'Co-pilot', updateByCrewMember: false, set: always }, ...cockpit(false)],
  PU: [{ id: 12, shortName: 'PUR', name: 'Purser', updateByCrewMember: false, set: always }, ...CABIN],
  CC: [{ id: 11, shortName: 'CCM', name: 'Cabin crew member', updateByCrewMember: false, set: always }, { id: 12, shortName: 'PUR', name: 'Purser', updateByCrewMember: false, set: never }, ...CABIN],
}

/**
 * The roles available to a crew member of `rank` on a sector (SPEC section 3 "Role info"), with
 * `setOnEvent` for this sector: the rank role (not editable) and roles the crew member may switch
 * (`updateByCrewMember`, e.g. pilot flying / monitoring, galley, duty-free), plus one they may not.
 */
export const rolesOnSector = (rank: Rank, index: number, longHaul: boolean): ReadonlyArray<RoleInfo> =>
  ROLES[rank].map((role) => ({
    id: role.id,
    shortName: role.shortName,
    name: role.name,
    updateByCrewMember: role.updateByCrewMember,
    setOnEvent: role.set(index, longHaul),
  }))
