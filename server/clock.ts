import { Temporal } from 'temporal-polyfill'

/**
 * The server's one source of time (ARCHITECTURE.md section 2: "One Clock port; tests and the demo
 * server take a fixed instant (CREW_NOW=2026-03-15T08:00:00Z style env var on the server)").
 * Nothing in server/ reads the system time except {@link systemClock}.
 */
export interface Clock {
  readonly now: () => Temporal.Instant
}

/** Real time. */
export const systemClock: Clock = { now: () => Temporal.Now.instant() }

/** A clock that always answers `instant` (CREW_NOW). */
export const fixedClock = (instant: Temporal.Instant): Clock => ({ now: () => instant })

/** A clock tests move by hand, so that expiry is tested without sleeping. */
export interface ManualClock extends Clock {
  readonly advance: (duration: Temporal.DurationLike) => void
  readonly set: (instant: Temporal.Instant) => void
}

/** A {@link ManualClock} starting at `start`. */
export const manualClock = (start: Temporal.Instant): ManualClock => {
  let current = start
  return {
    now: () => current,
    advance: (duration) => {
      current = current.add(duration)
    },
    set: (instant) => {
      current = instant
    },
  }
}
