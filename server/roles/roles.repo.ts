import type { RoleInfo } from '../../core/roles/roles.codec'
import type { Queryable } from '../db/db'

interface RoleRow {
  readonly role_number: number
  readonly short_name: string
  readonly name: string
  readonly update_by_crew_member: boolean
  readonly set_on_event: boolean
  readonly [column: string]: unknown
}

/** The available roles of one event of the crew member, by role number. */
export const rolesOf = async (db: Queryable, crmId: string, eventId: string): Promise<ReadonlyArray<RoleInfo>> => {
  const rows = await db.query<RoleRow>(
    'SELECT role_number, short_name, name, update_by_crew_member, set_on_event FROM event_roles WHERE crm_id = $1 AND event_id = $2 ORDER BY role_number',
    [crmId, eventId],
  )
  return rows.map((r) => ({ id: r.role_number, shortName: r.short_name, name: r.name, updateByCrewMember: r.update_by_crew_member, setOnEvent: r.set_on_event }))
}

/** Stores the `setOnEvent` of each role. */
export const storeRoles = async (db: Queryable, crmId: string, eventId: string, roles: ReadonlyArray<RoleInfo>): Promise<void> => {
  for (const role of roles) {
    await db.query('UPDATE event_roles SET set_on_event = $4 WHERE crm_id = $1 AND event_id = $2 AND role_number = $3', [crmId, eventId, role.id, role.setOnEvent])
  }
}

/** Whether the crew member has an event `eventId`. */
export const hasEvent = async (db: Queryable, crmId: string, eventId: string): Promise<boolean> =>
  (await db.query('SELECT 1 FROM roster_events WHERE crm_id = $1 AND event_id = $2', [crmId, eventId])).length > 0

/** The event id and stored body of the crew member's event `logicalId`, or null. */
export const eventRowByLogicalId = async (db: Queryable, crmId: string, logicalId: string): Promise<{ readonly eventId: string; readonly body: unknown } | null> => {
  const rows = await db.query<{ event_id: string; body: unknown }>('SELECT event_id, body FROM roster_events WHERE crm_id = $1 AND logical_id = $2', [crmId, logicalId])
  const row = rows[0]
  return row === undefined ? null : { eventId: row.event_id, body: row.body }
}
