import { Temporal } from 'temporal-polyfill'

/**
 * The one source of "now" (ARCHITECTURE.md section 2: "One `Clock` port"). Core never reads the
 * time itself; adapters and the composition root pass `clock.now()` into use cases and machines.
 */
export interface Clock {
  readonly now: () => Temporal.Instant
}

/** The real clock: `Temporal.Now.instant()`. */
export const realClock: Clock = {
  now: () => Temporal.Now.instant(),
}
