import type { Scheduler } from '../../core/platform/scheduler.port'

/** The real scheduler on the host's `setTimeout` / `setInterval`. */
export const realScheduler: Scheduler = {
  setTimeout: (delayMs, callback) => {
    const handle = globalThis.setTimeout(callback, delayMs)
    return () => globalThis.clearTimeout(handle)
  },
  setInterval: (intervalMs, callback) => {
    const handle = globalThis.setInterval(callback, intervalMs)
    return () => globalThis.clearInterval(handle)
  },
}
