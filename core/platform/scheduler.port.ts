/** Cancels a scheduled callback; calling it after the callback ran, or twice, is harmless. */
export type Cancel = () => void

/**
 * Timers behind an interface, so machines' effects (`ScheduleRetry`, log flush every 60 s, request timeouts) run on
 * real timers in the app and on a fake, advanced-by-hand scheduler in tests.
 */
export interface Scheduler {
  /** Runs `callback` once after `delayMs`. */
  readonly setTimeout: (delayMs: number, callback: () => void) => Cancel
  /** Runs `callback` every `intervalMs` until cancelled. */
  readonly setInterval: (intervalMs: number, callback: () => void) => Cancel
}
