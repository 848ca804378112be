import { Temporal } from 'temporal-polyfill'
import type { DutyEvent } from '../../../core/roster/event.codec'
import { HOME_ZONE } from './airports'
import { absence, dayDuty, remarkMarker, rosterTag } from './day-events'
import { buildPairing, type BuiltPairing } from './pairing-events'
import { PAIRINGS, placePairing } from './pairings'
import type { BlockKind, PairingKind, TeamPlan } from './plan'
import type { SeedCrewMember, SeedTeam } from './team'

/** One crew member's roster: top-level events (pairing children inside) and the details behind them. */
export interface CrewRoster {
  readonly crmId: string
  readonly events: ReadonlyArray<DutyEvent>
  readonly roles: BuiltPairing['roles']
  readonly hotels: BuiltPairing['hotels']
  readonly legCrews: BuiltPairing['legCrews']
}

const isPairing = (kind: BlockKind): kind is PairingKind => kind in PAIRINGS

/** Builds a team member's roster from the team plan (every time computed with Temporal from the plan's days). */
export const buildCrewRoster = (plan: TeamPlan, team: SeedTeam, member: SeedCrewMember): CrewRoster => {
  const crmId = member.crmId
  const pairings: BuiltPairing[] = []
  const events: DutyEvent[] = []
  for (const block of plan.blocks) {
    const kind = block.kind
    if (isPairing(kind)) pairings.push(buildPairing(placePairing(PAIRINGS[kind], block.day), team, member))
    else if (kind === 'VAC' || kind === 'SICK' || kind === 'ABS' || kind === 'SUSP') events.push(absence(kind, block.day, block.days, crmId))
    else for (let i = 0; i < block.days; i++) events.push(dayDuty(kind, block.day.add({ days: i }), crmId, member.rank))
  }
  if (plan.upcoming !== null) {
    const firstDay = plan.upcoming.checkIn.toZonedDateTimeISO(HOME_ZONE).toPlainDate()
    pairings.push(buildPairing(placePairing(PAIRINGS[plan.upcoming.kind], firstDay, plan.upcoming.checkIn), team, member))
  }
  for (const tag of plan.tags) events.push(rosterTag(tag, crmId))
  for (const day of plan.markers) events.push(remarkMarker(day, crmId))
  const all = [...events, ...pairings.map((p) => p.event)].sort(
    (a, b) => Temporal.ZonedDateTime.compare(a.fromDateTimeUTC, b.fromDateTimeUTC) || a.type.localeCompare(b.type),
  )
  return {
    crmId,
    events: all,
    roles: pairings.flatMap((p) => p.roles),
    hotels: pairings.flatMap((p) => p.hotels),
    legCrews: pairings.flatMap((p) => p.legCrews),
  }
}
