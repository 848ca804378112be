import type { CrewMemberAttribute } from '../../../core/crew/crew-member.codec'
import { HOME_BASE } from './airports'
import type { Rank, SeedCrewMember } from './team'

const ADDITIONAL_QUALIFICATION: Readonly<Record<Rank, string>> = { CP: 'TRI A350', FO: 'ETOPS', PU: 'Senior cabin crew', CC: 'First aid' }
const CONTRACT: Readonly<Record<Rank, string>> = { CP: 'FT100', FO: 'FT100', PU: 'PT80', CC: 'FT100' }

/** The card attributes of a crew member: every key of SPEC section 3 (ADD_QUALIF … SEX), in that order. */
export const cardAttributes = (member: SeedCrewMember): ReadonlyArray<CrewMemberAttribute> => [
  { key: 'ADD_QUALIF', value: ADDITIONAL_QUALIFICATION[member.rank] },
  { key: 'ASSIGNED_RANK', value: member.rank },
  { key: 'CONTRACT_CODE', value: CONTRACT[member.rank] },
  { key: 'CREWCODE', value: member.crewCode },
  { key: 'HOMEBASE', value: HOME_BASE },
  { key: 'PHONE', value: member.phone },
  { key: 'RANK', value: member.rank },
  { key: 'SENIORITY', value: String(member.seniority) },
  { key: 'SEX', value: member.sex },
]
