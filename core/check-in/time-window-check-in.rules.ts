import { Temporal } from 'temporal-polyfill'
import type { UpcomingCheckInEvent } from './check-in.codec'

/**
 * The check-in time window (SPEC section 4, Geofence: "A time window being reached also prompts
 * an offer to check in"). SPEC gives no numbers; this feature decides: the window opens
 * 120 minutes before the event's `fromDateTimeUTC` and closes 30 minutes after it.
 */
export const CHECK_IN_WINDOW_OPENS_BEFORE_MINUTES = 120
/** Minutes after `fromDateTimeUTC` at which the check-in time window closes. */
export const CHECK_IN_WINDOW_CLOSES_AFTER_MINUTES = 30

/** A half-open interval of instants: `opensAt` is inside, `closesAt` is not. */
export interface CheckInWindow {
  readonly opensAt: Temporal.Instant
  readonly closesAt: Temporal.Instant
}

/** The time window of a check-in event, in absolute time (offsets and DST play no part). */
export const checkInWindowOf = (event: Pick<UpcomingCheckInEvent, 'fromDateTimeUTC'>): CheckInWindow => {
  const start = event.fromDateTimeUTC.toInstant()
  return {
    opensAt: start.subtract({ minutes: CHECK_IN_WINDOW_OPENS_BEFORE_MINUTES }),
    closesAt: start.add({ minutes: CHECK_IN_WINDOW_CLOSES_AFTER_MINUTES }),
  }
}

/**
 * Whether the time-window check-in is open for `event` at `now`:
 * `fromDateTimeUTC - 120 min <= now < fromDateTimeUTC + 30 min`.
 */
export const isCheckInWindowOpen = (
  event: Pick<UpcomingCheckInEvent, 'fromDateTimeUTC'>,
  now: Temporal.Instant,
): boolean => {
  const bounds = checkInWindowOf(event)
  return Temporal.Instant.compare(bounds.opensAt, now) <= 0 && Temporal.Instant.compare(now, bounds.closesAt) < 0
}
