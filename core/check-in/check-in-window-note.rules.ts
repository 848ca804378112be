import { Temporal } from 'temporal-polyfill'
import { checkInWindowOf } from './time-window-check-in.rules'
import type { UpcomingCheckInEvent } from './check-in.codec'

/**
 * Where `now` stands against the check-in time window of an event, to explain a check-in that cannot be done
 * yet or any more ("opens at 06:15, in 42 min"; "closed at 07:00, 15 min ago"). Minutes until the opening are
 * rounded up (41.5 minutes to go reads "in 42 min", never "in 41 min" while it is still shut); minutes since the
 * closing are rounded down.
 */
export type CheckInWindowNote =
  | { readonly _tag: 'NotYetOpen'; readonly opensAt: Temporal.Instant; readonly minutesUntil: number }
  | { readonly _tag: 'Open' }
  | { readonly _tag: 'Closed'; readonly closedAt: Temporal.Instant; readonly minutesSince: number }

export const checkInWindowNote = (event: Pick<UpcomingCheckInEvent, 'fromDateTimeUTC'>, now: Temporal.Instant): CheckInWindowNote => {
  const { opensAt, closesAt } = checkInWindowOf(event)
  if (Temporal.Instant.compare(now, opensAt) < 0) {
    return { _tag: 'NotYetOpen', opensAt, minutesUntil: Math.ceil(now.until(opensAt).total({ unit: 'minutes' })) }
  }
  if (Temporal.Instant.compare(now, closesAt) >= 0) {
    return { _tag: 'Closed', closedAt: closesAt, minutesSince: Math.floor(closesAt.until(now).total({ unit: 'minutes' })) }
  }
  return { _tag: 'Open' }
}
