import { Temporal } from 'temporal-polyfill'
import type { LogbookOptions, PilotFlyingMarks } from './logbook.codec'
import { RECENCY_DAYS, RECENCY_WARNING_DAYS, recencyOf, recencyWarnings, upcomingAsPilotFlying, type Recency } from './recency.rules'
import { flownLegs, marksByLeg, toLogbookSector, type LogbookDeps, type LogbookEvent } from './sectors.rules'

/**
 * Home's recency warnings at `now` (issue 29: "as a warning on home when it lapses within 14 days"): the recencies of
 * `recencyWarnings`, counted from the sectors flown in the last 90 days only (older ones count nothing, so their
 * night time is not computed on home) and the rostered sectors to come. An aircraft type neither flown in the last
 * 90 days nor rostered gives no warning here (the logbook screen still lists it). Cabin crew get none.
 */
export const homeRecencyWarnings = (
  deps: LogbookDeps,
  options: LogbookOptions,
  events: ReadonlyArray<LogbookEvent>,
  marks: PilotFlyingMarks,
  now: Temporal.Instant,
  days: number = RECENCY_WARNING_DAYS,
): ReadonlyArray<Recency> => {
  const start = now.subtract({ hours: RECENCY_DAYS * 24 })
  const byLeg = marksByLeg(marks)
  const recent = flownLegs(events, options, now)
    .filter((leg) => Temporal.Instant.compare(leg.fromDateTimeUTC.toInstant(), start) > 0)
    .map((leg) => toLogbookSector(deps, options, byLeg, leg, 'skip'))
  return recencyWarnings(recencyOf(options.ruleSet, recent, upcomingAsPilotFlying(deps, options, events, now), now), now, days)
}
