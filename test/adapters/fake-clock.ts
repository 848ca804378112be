import { Temporal } from 'temporal-polyfill'
import type { Clock } from '../../core/platform/clock.port'
import type { Scheduler } from '../../core/platform/scheduler.port'

interface Timer {
  readonly id: number
  due: number
  readonly every: number | null
  readonly callback: () => void
}

/** A clock and a scheduler that move only when the test calls `advance`. */
export interface FakeTime {
  readonly clock: Clock
  readonly scheduler: Scheduler
  /** Moves time forward by `ms`, running every timer that falls due, in due order. */
  readonly advance: (ms: number) => void
  /** How many timers are waiting. */
  readonly pending: () => number
}

/** A fake clock starting at `start` (default 2026-03-15T08:00:00Z) with a scheduler driven by `advance`. */
export const fakeTime = (start: Temporal.Instant = Temporal.Instant.from('2026-03-15T08:00:00Z')): FakeTime => {
  let now = start.epochMilliseconds
  let nextId = 1
  const timers = new Map<number, Timer>()
  const add = (delayMs: number, every: number | null, callback: () => void) => {
    const id = nextId++
    timers.set(id, { id, due: now + Math.max(0, delayMs), every, callback })
    return () => {
      timers.delete(id)
    }
  }
  const nextDue = (until: number): Timer | undefined =>
    [...timers.values()].filter((t) => t.due <= until).sort((a, b) => a.due - b.due || a.id - b.id)[0]
  return {
    clock: { now: () => Temporal.Instant.fromEpochMilliseconds(now) },
    scheduler: {
      setTimeout: (delayMs, callback) => add(delayMs, null, callback),
      setInterval: (intervalMs, callback) => add(intervalMs, intervalMs, callback),
    },
    advance: (ms) => {
      const until = now + ms
      for (let timer = nextDue(until); timer !== undefined; timer = nextDue(until)) {
        now = timer.due
        if (timer.every === null) timers.delete(timer.id)
        else timer.due += Math.max(1, timer.every)
        timer.callback()
      }
      now = until
    },
    pending: () => timers.size,
  }
}
