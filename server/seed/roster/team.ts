/** Ranks of the demo airline: captain, first officer, purser, cabin crew. */
export type Rank = 'CP' | 'FO' | 'PU' | 'CC'

/** A crew member as the roster seed needs them (users or not: colleagues on legs are crew too). */
export interface SeedCrewMember {
  readonly crmId: string
  readonly firstName: string
  readonly lastName: string
  readonly rank: Rank
  /** Three-letter crew code (attribute CREWCODE). */
  readonly crewCode: string
  readonly sex: 'F' | 'M'
  readonly seniority: number
  readonly phone: string
}

/**
 * Crew who fly together: every member gets the team's roster. `operatingCrew` operates the flights the
 * team deadheads on (FPR); `deadheadCrew` rides along as deadheads on some of the team's legs.
 * `flightNumber` gives the team's flight numbers (the demo keeps the network's, load-test teams get their own).
 */
export interface SeedTeam {
  readonly id: string
  readonly members: ReadonlyArray<SeedCrewMember>
  readonly operatingCrew: ReadonlyArray<SeedCrewMember>
  readonly deadheadCrew: ReadonlyArray<SeedCrewMember>
  readonly carrier: string
  readonly flightNumber: (networkNumber: string) => string
}

/** "Anna Lindqvist". */
export const fullName = (member: Pick<SeedCrewMember, 'firstName' | 'lastName'>): string => `${member.firstName} ${member.lastName}`
