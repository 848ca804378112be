import { Temporal } from 'temporal-polyfill'
import type { DutyEvent } from '../../core/roster/event.codec'
import type { EventType } from '../../core/roster/event-type.codec'
import type { SummaryGroup } from '../../core/summary/summary.codec'

/** The name of the computed group: duties of the sample range. */
export const DUTY_STATISTICS_GROUP = 'Duty statistics'

const pad = (n: number): string => String(n).padStart(2, '0')
const summaryDate = (d: Temporal.PlainDate): string => `${pad(d.day)}-${pad(d.month)}-${d.year}`

const flatten = (events: ReadonlyArray<DutyEvent>): ReadonlyArray<DutyEvent> => events.flatMap((e) => [e, ...flatten(e.events ?? [])])

/**
 * The duties of the sample range `start` .. `end` (UTC days, both included) as a summary group: the
 * range (`dd-MM-yyyy`, SPEC section 9 summary format), block hours (`HH:mm`, the actual times of the
 * operated legs), sectors, deadhead sectors, layovers, days off, standby days and training days, each
 * counting the events (pairing children included) that start inside the range.
 */
export const dutyStatistics = (events: ReadonlyArray<DutyEvent>, start: Temporal.PlainDate, end: Temporal.PlainDate): SummaryGroup => {
  const from = start.toZonedDateTime('UTC').toInstant()
  const until = end.add({ days: 1 }).toZonedDateTime('UTC').toInstant()
  const inRange = flatten(events).filter((e) => {
    const at = e.fromDateTimeUTC.toInstant()
    return Temporal.Instant.compare(from, at) <= 0 && Temporal.Instant.compare(at, until) < 0
  })
  const count = (...types: ReadonlyArray<EventType>) => String(inRange.filter((e) => types.includes(e.type)).length)
  const blockMinutes = inRange
    .filter((e) => e.type === 'LEG')
    .reduce((sum, e) => sum + e.fromDateTimeUTC.toInstant().until(e.toDateTimeUTC.toInstant()).total({ unit: 'minutes' }), 0)
  return {
    name: DUTY_STATISTICS_GROUP,
    parameters: [
      { name: 'Period', value: `${summaryDate(start)} - ${summaryDate(end)}` },
      { name: 'Block hours', value: `${pad(Math.floor(blockMinutes / 60))}:${pad(Math.round(blockMinutes % 60))}` },
      { name: 'Sectors', value: count('LEG') },
      { name: 'Deadhead sectors', value: count('FPR', 'GPR') },
      { name: 'Layovers', value: count('HOT') },
      { name: 'Days off', value: count('OFF') },
      { name: 'Standby days', value: count('SBY') },
      { name: 'Training days', value: count('SIM', 'GROUND') },
    ],
  }
}
