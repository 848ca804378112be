import type { DemoCrewMember } from '../demo-crew'
import type { Rank, SeedCrewMember, SeedTeam } from './team'

const colleague = (crmId: string, firstName: string, lastName: string, rank: Rank, crewCode: string, sex: 'F' | 'M', seniority: number): SeedCrewMember => ({
  crmId,
  firstName,
  lastName,
  rank,
  crewCode,
  sex,
  seniority,
  phone: `+33 6 55 ${crmId.slice(0, 2)} ${crmId.slice(2, 4)} ${crmId.slice(4, 6)}`,
})

const CREW_CODES: Readonly<Record<string, { readonly code: string; readonly sex: 'F' | 'M'; readonly seniority: number }>> = {
  '100001': { code: 'ALQ', sex: 'F', seniority: 142 },
  '200002': { code: 'BMO', sex: 'M', seniority: 1820 },
}

/** A demo user as a crew member of the roster seed (rank CP or CC from the user's profile). */
const fromUser = (user: DemoCrewMember): SeedCrewMember => {
  const known = CREW_CODES[user.crmId] ?? { code: user.lastName.slice(0, 3).toUpperCase(), sex: 'F' as const, seniority: 500 }
  const rank: Rank = user.rank === 'CP' || user.rank === 'FO' || user.rank === 'PU' ? user.rank : 'CC'
  return colleague(user.crmId, user.firstName, user.lastName, rank, known.code, known.sex, known.seniority)
}

/** Colleagues flying with the demo users (not users themselves: they have rosters and crew member cards). */
export const DEMO_COLLEAGUES: ReadonlyArray<SeedCrewMember> = [
  colleague('300003', 'Karim', 'Haddad', 'FO', 'KHD', 'M', 655),
  colleague('300004', 'Lucie', 'Martin', 'PU', 'LMA', 'F', 410),
  colleague('300005', 'Sofia', 'Rossi', 'CC', 'SRO', 'F', 2310),
  colleague('300006', 'Jonas', 'Weber', 'CC', 'JWE', 'M', 2894),
]

/** The crew operating the flights the demo team deadheads on (FPR), and a first officer deadheading with the team. */
export const DEMO_OPERATING_CREW: ReadonlyArray<SeedCrewMember> = [
  colleague('300201', 'Thomas', 'Becker', 'CP', 'TBE', 'M', 98),
  colleague('300202', 'Ines', 'Duarte', 'FO', 'IDU', 'F', 1204),
  colleague('300203', 'Paul', 'Girard', 'PU', 'PGI', 'M', 733),
]
export const DEMO_DEADHEAD_CREW: ReadonlyArray<SeedCrewMember> = [colleague('300107', 'Mei', 'Tanaka', 'FO', 'MTA', 'F', 980)]

/**
 * The demo team: the demo users (anna the captain, bruno cabin crew) and their colleagues fly every
 * pairing together, so each sees the others in the leg's crew list and may open their cards.
 */
export const demoTeam = (users: ReadonlyArray<DemoCrewMember>): SeedTeam => ({
  id: '',
  members: [...users.map(fromUser), ...DEMO_COLLEAGUES],
  operatingCrew: DEMO_OPERATING_CREW,
  deadheadCrew: DEMO_DEADHEAD_CREW,
  carrier: 'AF',
  flightNumber: (n) => n,
})
