import * as TE from 'fp-ts/TaskEither'
import { Temporal } from 'temporal-polyfill'
import { EMPTY_OUTBOX, type Outbox, type OutboxAction } from '../../../core/outbox/outbox.codec'
import type { UpdateOutbox } from '../../../core/outbox/send-outbox.use-case'
import type { CacheError } from '../../../core/platform/encrypted-cache.port'

/** A clock that moves only when the test says so (starts at 2026-03-15T08:00:00Z, the demo's now). */
export const fakeClock = (start = '2026-03-15T08:00:00Z') => {
  let now = Temporal.Instant.from(start)
  return {
    now: () => now,
    advance: (d: Temporal.DurationLike) => {
      now = now.add(d)
    },
  }
}

export const aRemark = (comment = 'Hotel shuttle was late', date = '2026-03-16'): OutboxAction => ({
  _tag: 'CreateRemark',
  body: { date: Temporal.PlainDate.from(date), remarkType: 'GEN', comment },
})

export const aConfirmation = (id = 'RC-1', dates: ReadonlyArray<string> = ['2026-03-17']): OutboxAction => ({
  _tag: 'ConfirmRosterChange',
  body: { id, changes: dates.map((d) => Temporal.PlainDate.from(d)) },
})

/** An in-memory stored outbox (the encrypted cache's part), with a switch to lock it. */
export const memoryStore = (initial: Outbox = EMPTY_OUTBOX) => {
  let stored = initial
  let locked = false
  const writes: Outbox[] = []
  const update: UpdateOutbox = (f) => {
    if (locked) return TE.left<CacheError, Outbox>({ _tag: 'CacheLocked' })
    stored = f(stored)
    writes.push(stored)
    return TE.right(stored)
  }
  return {
    update,
    current: () => stored,
    writes,
    lock: () => {
      locked = true
    },
  }
}
