import { DEMO_DEADHEAD_CREW, DEMO_OPERATING_CREW, demoTeam } from './roster/demo-team'
import { buildCrewRoster } from './roster/crew-roster'
import { rosterCalendar } from './roster/period'
import { planTeam } from './roster/plan'
import { clearRosters, rosterWriter, upsertBlockMonths } from './roster/roster-writer'
import type { Seeder } from './seeder'

/**
 * The demo airline's rosters (ARCHITECTURE.md section 3), relative to the server clock: block months
 * previous/current/next (UTC calendar months) and a roster period covering them; for the demo users
 * and their colleagues pairings (CDG-LHR-CDG, CDG-JFK-CDG with a JFK hotel, CDG-NRT-CDG, a deadhead to
 * LHR) with check-in/out, hotels, roles, crews, open positions and deadheads; standby, ground,
 * simulator, days off, vacation, sickness, absence, a suspension, roster tags, daily-remark markers;
 * an upcoming check-in 90 minutes after now at CDG; updates rows; summary groups; crew member cards.
 * Runs first after the users; later seeders read `roster_events` (e.g. the first C_I after now).
 */
export const rosterSeeder: Seeder = {
  name: 'roster',
  run: async (tx, { now, crew }) => {
    const calendar = rosterCalendar(now)
    const team = demoTeam(crew)
    const plan = planTeam({ now, calendar, patternOffset: 0, upcoming: true })
    const directory = [...team.members, ...DEMO_OPERATING_CREW, ...DEMO_DEADHEAD_CREW]
    await clearRosters(tx, directory.map((m) => m.crmId))
    await upsertBlockMonths(tx, calendar)
    const writer = rosterWriter()
    for (const member of team.members) writer.addRoster(buildCrewRoster(plan, team, member), member, calendar, now)
    for (const member of directory) writer.addCrewMember(member, now)
    await writer.flush(tx)
  },
}
