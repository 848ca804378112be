import type { Temporal } from 'temporal-polyfill'

/**
 * The one source of "now". Core never reads the time itself; adapters and the composition root pass `clock.now()`
 * into use cases and machines, tests a fixed or hand-moved instant.
 */
export interface Clock {
  readonly now: () => Temporal.Instant
}

/** The same clock as a function, as the UI reaches it (`INFRA.clock`): `clock()` is now. */
export type ClockFn = () => Temporal.Instant
