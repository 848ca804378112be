import { Temporal } from 'temporal-polyfill'
import type { BlockMonth } from '../../core/roster/block-month.codec'
import type { DutyEvent } from '../../core/roster/event.codec'
import { RosterData, RosterDataEnvelope } from '../../core/roster/roster.codec'
import { DEMO_CREW } from '../../server/seed/demo-crew'
import { HOME_ZONE } from '../../server/seed/roster/airports'
import { buildCrewRoster } from '../../server/seed/roster/crew-roster'
import { demoTeam } from '../../server/seed/roster/demo-team'
import { blockMonthOf, type RosterCalendar } from '../../server/seed/roster/period'
import { planTeam } from '../../server/seed/roster/plan'

/** The demo clock (the instant the demo airline's rosters are built around). */
export const BENCH_NOW = Temporal.Instant.from('2026-03-15T08:00:00Z')

/** A roster payload for the decode benchmarks: its JSON text and how many events (children included) it holds. */
export interface RosterPayload {
  readonly label: string
  readonly json: string
  readonly events: number
}

const countEvents = (events: ReadonlyArray<DutyEvent>): number => events.reduce((n, e) => n + 1 + countEvents(e.events ?? []), 0)

/** The event with its ids (and its children's) made distinct by a suffix, so that merged rosters do not collide. */
const renamed = (event: DutyEvent, suffix: string): DutyEvent => {
  const { events: children, ...own } = event
  const ids = { id: `${own.id}${suffix}`, logicalId: `${own.logicalId}${suffix}` as DutyEvent['logicalId'], ...(own.eventId === undefined ? {} : { eventId: `${own.eventId}${suffix}` }) }
  return { ...own, ...ids, ...(children === undefined ? {} : { events: children.map((c) => renamed(c, suffix)) }) }
}

/**
 * A dense `GET roster/{crmId}/events` envelope over `months` block months from March 2026, with at least
 * `perMonth` events (children included) a month: the demo captain's roster built by the demo seed's roster
 * builders, merged with the rosters of other pattern offsets (ids suffixed) until dense enough, sorted by
 * start and encoded with the core codecs: the shapes a crew member receives (pairings with legs,
 * check-in/out, hotels; day duties; absences; tags; daily-remark markers).
 */
export const rosterPayload = (label: string, months: number, perMonth = 250): RosterPayload => {
  const first = Temporal.PlainYearMonth.from('2026-03')
  const blocks = Array.from({ length: months }, (_, i) => blockMonthOf(first.add({ months: i })))
  const calendar: RosterCalendar = {
    months: blocks,
    from: (blocks[0]?.first ?? first.toPlainDate({ day: 1 })).toZonedDateTime('UTC').toInstant(),
    to: (blocks[blocks.length - 1]?.last ?? first.toPlainDate({ day: 28 })).toZonedDateTime({ timeZone: 'UTC', plainTime: Temporal.PlainTime.from('23:59:59') }).toInstant(),
  }
  const team = demoTeam(DEMO_CREW)
  const member = team.members[0]
  if (member === undefined) throw new Error('the demo team has no member')
  const events: DutyEvent[] = []
  for (let k = 0; countEvents(events) < perMonth * months; k++) {
    const plan = planTeam({ now: BENCH_NOW, calendar, patternOffset: (k * 5) % 14, upcoming: k === 0 })
    const roster = buildCrewRoster(plan, team, member).events
    events.push(...(k === 0 ? roster : roster.map((e) => renamed(e, `~${k}`))))
  }
  events.sort((a, b) => Temporal.ZonedDateTime.compare(a.fromDateTimeUTC, b.fromDateTimeUTC))
  const blockMonthList: BlockMonth[] = blocks.map((b) => ({
    id: b.id,
    name: b.name,
    description: b.description,
    from: b.first.toZonedDateTime('UTC'),
    to: b.last.toZonedDateTime({ timeZone: 'UTC', plainTime: Temporal.PlainTime.from('23:59:59') }),
  }))
  const data: RosterData = {
    events,
    rosterPeriod: { from: calendar.from.toZonedDateTimeISO('UTC'), to: calendar.to.toZonedDateTimeISO('UTC'), fromLocalAtHb: calendar.from.toZonedDateTimeISO(HOME_ZONE), toLocalAtHb: calendar.to.toZonedDateTimeISO(HOME_ZONE) },
    blockMonthList,
  }
  return { label, json: JSON.stringify(RosterDataEnvelope.encode({ success: true, result: data })), events: countEvents(events) }
}
