import type { Temporal } from 'temporal-polyfill'
import type { DutyLimitRuleSet, LimitCounter, LimitEvent } from '../../../../core/duty-limits/duty-limits.rules'
import { dutyLimitCounters } from '../../../../core/duty-limits/duty-limits.rules'
import type { DateFields } from '../../../../core/roster/date-format.rules'

/** Hours and minutes of a number of minutes, for display. */
export interface HoursMinutes {
  readonly h: number
  readonly m: number
}

export interface CounterRow {
  /** The rule id, also the label key `dutyLimits.rule.<id>`. */
  readonly id: string
  readonly used: HoursMinutes
  readonly limit: HoursMinutes
  readonly exceeded: boolean
  /** The UTC date and time the counter next frees up; undefined when nothing is counted. */
  readonly freesUp: DateFields | undefined
}

const hm = (minutes: number): HoursMinutes => ({ h: Math.floor(minutes / 60), m: minutes % 60 })

export const counterRow = (c: LimitCounter): CounterRow => {
  const z = c.nextFreesUp?.toZonedDateTimeISO('UTC')
  return {
    id: c.rule.id,
    used: hm(c.usedMinutes),
    limit: hm(c.limitMinutes),
    exceeded: c.exceeded,
    freesUp: z === undefined ? undefined : { year: z.year, month: z.month, day: z.day, hour: z.hour, minute: z.minute },
  }
}

/** The counter rows of the summary: every counter of the profile's rule set, in the windows ending now. */
export const summaryCounterRows = (events: ReadonlyArray<LimitEvent>, ruleSet: DutyLimitRuleSet, now: Temporal.Instant): Array<CounterRow> =>
  dutyLimitCounters(events, ruleSet, now).map(counterRow)
