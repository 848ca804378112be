import { Temporal } from 'temporal-polyfill'
import type { Clock } from '../../core/platform/clock.port'

/** The real clock: `Temporal.Now.instant()`. */
export const realClock: Clock = {
  now: () => Temporal.Now.instant(),
}
