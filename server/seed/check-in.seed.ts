import * as E from 'fp-ts/Either'
import { Temporal } from 'temporal-polyfill'
import { DutyEvent } from '../../core/roster/event.codec'
import { decodeWith } from '../../core/shared/decode'
import { StoredPosition } from '../check-in/check-in.repo'
import { instantOf, type Queryable } from '../db/db'
import type { DemoCrewMember } from './demo-crew'
import type { Seeder } from './seeder'

/**
 * The airports where check-in by location is allowed: WGS84 coordinates of the terminals and a
 * geofence radius in metres (SPEC section 3: "ciAllowedAirports (code, longitude, latitude, radius)").
 */
export const CHECK_IN_AIRPORTS = [
  { code: 'CDG', latitude: 49.0097, longitude: 2.5479, radius: 3000 },
  { code: 'ORY', latitude: 48.7262, longitude: 2.3652, radius: 2500 },
  { code: 'JFK', latitude: 40.6413, longitude: -73.7781, radius: 3500 },
  { code: 'LHR', latitude: 51.47, longitude: -0.4543, radius: 3000 },
  { code: 'NRT', latitude: 35.772, longitude: 140.3929, radius: 3000 },
] as const

/** The other positions of a demo duty (the demo crew member holds the one of their own rank). */
const CREW_POSITIONS: ReadonlyArray<StoredPosition> = [
  { assignment: 'CP', name: 'Jean Martin', checkedIn: true },
  { assignment: 'FO', name: 'Lukas Becker', checkedIn: true },
  { assignment: 'PU', name: 'Sofia Rossi', checkedIn: false },
  { assignment: 'CC', name: 'Marie Laurent', checkedIn: false },
  { assignment: 'CC', checkedIn: false },
]

/** The positions of a check-in: the member's own (not yet checked in) first, then the rest of the crew. */
export const positionsFor = (member: DemoCrewMember): ReadonlyArray<StoredPosition> => {
  const own: StoredPosition = { assignment: member.rank, name: `${member.firstName} ${member.lastName}`, checkedIn: false, crmId: member.crmId }
  const others = [...CREW_POSITIONS]
  const taken = others.findIndex((p) => p.assignment === member.rank)
  if (taken >= 0) others.splice(taken, 1)
  return [own, ...others]
}

/** How far back a check-in event is still given a check-in row (older ones are history). */
const PAST_DAYS = 1

const seedCheckIns = async (tx: Queryable, member: DemoCrewMember, now: Temporal.Instant): Promise<void> => {
  const events = await tx.query<{ logical_id: string; from_utc: unknown; body: unknown }>(
    "SELECT logical_id, from_utc, body FROM roster_events WHERE crm_id = $1 AND event_type = 'C_I' AND from_utc >= $2 ORDER BY from_utc",
    [member.crmId, now.subtract({ hours: 24 * PAST_DAYS }).toString()],
  )
  for (const event of events) {
    const body = decodeWith(DutyEvent)(event.body)
    const airport = E.isRight(body) ? (body.right.fromAirport ?? body.right.departure?.airportCode ?? member.homeBase) : member.homeBase
    await tx.query(
      `INSERT INTO check_ins (crm_id, check_in_logical_id, permission, airport, from_utc, positions)
       VALUES ($1, $2, 'CHECK_IN_ALLOWED', $3, $4, $5::jsonb) ON CONFLICT DO NOTHING`,
      [member.crmId, event.logical_id, airport, instantOf(event.from_utc).toString(), JSON.stringify(positionsFor(member).map((p) => StoredPosition.encode(p)))],
    )
  }
}

/**
 * Check-in demo data: the allowed airports (CDG, ORY, JFK, LHR, NRT) and a check-in row, with its
 * crew positions, for every C_I event of the roster from a day ago on. Reads the events the roster
 * seeder wrote (anna's first C_I is 90 minutes after now at CDG: inside its time window). The
 * configuration's upcoming event and permission are computed per request from these rows.
 */
export const checkInSeeder: Seeder = {
  name: 'check-in',
  run: async (tx, { now, crew }) => {
    for (const airport of CHECK_IN_AIRPORTS) {
      await tx.query('INSERT INTO check_in_airports (code, latitude, longitude, radius) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
        airport.code,
        airport.latitude,
        airport.longitude,
        airport.radius,
      ])
    }
    for (const member of crew) await seedCheckIns(tx, member, now)
  },
}
