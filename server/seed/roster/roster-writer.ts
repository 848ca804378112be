import type { Temporal } from 'temporal-polyfill'
import { CrewMemberAttribute } from '../../../core/crew/crew-member.codec'
import { LegCrew } from '../../../core/crew/leg-crew.codec'
import { HotelEvent } from '../../../core/hotel/hotel.codec'
import { DateTimeWithOffset } from '../../../core/shared/time.codec'
import { DutyEvent } from '../../../core/roster/event.codec'
import { SummaryGroup } from '../../../core/summary/summary.codec'
import type { Queryable } from '../../db/db'
import { HOME_ZONE } from './airports'
import { cardAttributes } from './crew-directory'
import type { CrewRoster } from './crew-roster'
import type { RosterCalendar } from './period'
import { summaryGroups } from './summary-groups'
import { fullName, type SeedCrewMember } from './team'
import { tableBatch } from './bulk-insert'

/** The tables the roster seed writes (and clears for the crew it seeds). */
export const ROSTER_TABLES = ['roster_events', 'event_roles', 'event_hotels', 'leg_crews', 'roster_periods', 'roster_updates', 'summary_groups'] as const

const body = (u: unknown): string => JSON.stringify(u)

/** Collects the rows of many crew members' rosters; `flush` writes them in bulk. Wire bodies are encoded with the core codecs. */
export const rosterWriter = (chunkRows?: number) => {
  const events = tableBatch('roster_events', [
    { name: 'crm_id', type: 'text' }, { name: 'event_id', type: 'text' }, { name: 'logical_id', type: 'text' }, { name: 'parent_logical_id', type: 'text' },
    { name: 'event_type', type: 'text' }, { name: 'from_utc', type: 'timestamptz' }, { name: 'to_utc', type: 'timestamptz' }, { name: 'body', type: 'jsonb' }, { name: 'updated_at', type: 'timestamptz' },
  ], chunkRows)
  const roles = tableBatch('event_roles', [
    { name: 'crm_id', type: 'text' }, { name: 'event_id', type: 'text' }, { name: 'role_number', type: 'integer' }, { name: 'short_name', type: 'text' },
    { name: 'name', type: 'text' }, { name: 'update_by_crew_member', type: 'boolean' }, { name: 'set_on_event', type: 'boolean' },
  ], chunkRows)
  const bodies = (table: string) => tableBatch(table, [{ name: 'crm_id', type: 'text' }, { name: 'event_id', type: 'text' }, { name: 'body', type: 'jsonb' }], chunkRows)
  const hotels = bodies('event_hotels')
  const legCrews = bodies('leg_crews')
  const periods = tableBatch('roster_periods', [
    { name: 'crm_id', type: 'text' }, { name: 'from_utc', type: 'timestamptz' }, { name: 'to_utc', type: 'timestamptz' }, { name: 'from_local_at_hb', type: 'text' }, { name: 'to_local_at_hb', type: 'text' },
  ], chunkRows)
  const updates = tableBatch('roster_updates', [{ name: 'crm_id', type: 'text' }, { name: 'last_roster_change', type: 'timestamptz' }], chunkRows)
  const summary = tableBatch('summary_groups', [{ name: 'crm_id', type: 'text' }, { name: 'position', type: 'integer' }, { name: 'body', type: 'jsonb' }], chunkRows)
  const crewMembers = tableBatch('crew_members', [{ name: 'crm_id', type: 'text' }, { name: 'name', type: 'text' }, { name: 'attributes', type: 'jsonb' }, { name: 'updated_at', type: 'timestamptz' }], chunkRows)
  const all = [events, roles, hotels, legCrews, periods, updates, summary, crewMembers]

  const addEvent = (crmId: string, event: DutyEvent, parent: string | null, now: string): void => {
    const { events: children, ...own } = event
    events.push([crmId, own.eventId ?? own.id, own.logicalId, parent, own.type, own.fromDateTimeUTC.toInstant().toString(), own.toDateTimeUTC.toInstant().toString(), body(DutyEvent.encode(own)), now])
    for (const child of children ?? []) addEvent(crmId, child, own.logicalId, now)
  }

  return {
    /** A crew member's roster, roster period, updates row and summary groups. */
    addRoster: (roster: CrewRoster, member: SeedCrewMember, calendar: RosterCalendar, now: Temporal.Instant, withSummary = true): void => {
      const at = now.toString()
      for (const event of roster.events) addEvent(roster.crmId, event, null, at)
      for (const { eventId, roles: list } of roster.roles) for (const r of list) roles.push([roster.crmId, eventId, r.id, r.shortName, r.name, r.updateByCrewMember, r.setOnEvent])
      for (const { eventId, hotel } of roster.hotels) hotels.push([roster.crmId, eventId, body(HotelEvent.encode(hotel))])
      for (const { eventId, legCrew } of roster.legCrews) legCrews.push([roster.crmId, eventId, body(LegCrew.encode(legCrew))])
      periods.push([
        roster.crmId,
        calendar.from.toString(),
        calendar.to.toString(),
        DateTimeWithOffset.encode(calendar.from.toZonedDateTimeISO(HOME_ZONE)),
        DateTimeWithOffset.encode(calendar.to.toZonedDateTimeISO(HOME_ZONE)),
      ])
      updates.push([roster.crmId, now.subtract({ hours: 24 }).toString()])
      if (withSummary) {
        summaryGroups(member, now.toZonedDateTimeISO(HOME_ZONE).toPlainDate()).forEach((group, i) => summary.push([roster.crmId, i, body(SummaryGroup.encode(group))]))
      }
    },
    /** A crew member card's name and attributes (crew_members). */
    addCrewMember: (member: SeedCrewMember, now: Temporal.Instant): void => {
      crewMembers.push([member.crmId, fullName(member), body(cardAttributes(member).map((a) => CrewMemberAttribute.encode(a))), now.toString()])
    },
    /** Raw rows for load-test generation (already encoded by the same codecs). */
    batches: { events, roles, hotels, legCrews, periods, updates, summary, crewMembers },
    rowCount: (): number => all.reduce((n, b) => n + b.size(), 0),
    flush: async (tx: Queryable): Promise<void> => {
      for (const batch of all) await batch.flush(tx)
    },
  }
}

/** Deletes what the roster seed wrote for these crew members (so that seeding again replaces, not duplicates). */
export const clearRosters = async (tx: Queryable, crmIds: ReadonlyArray<string>): Promise<void> => {
  for (const table of [...ROSTER_TABLES, 'crew_members']) await tx.query(`DELETE FROM ${table} WHERE crm_id = ANY($1::text[])`, [crmIds])
}

/** Writes (or rewrites) the airline's block months of the roster calendar. */
export const upsertBlockMonths = async (tx: Queryable, calendar: RosterCalendar): Promise<void> => {
  for (const month of calendar.months) {
    await tx.query(
      `INSERT INTO block_months (id, name, description, from_date, to_date) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description, from_date = EXCLUDED.from_date, to_date = EXCLUDED.to_date`,
      [month.id, month.name, month.description, month.first.toString(), month.last.toString()],
    )
  }
}
