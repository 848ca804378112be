import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { Temporal } from 'temporal-polyfill'
import type { CacheError } from '../platform/encrypted-cache.port'
import type { OutboxAction, OutboxItem } from './outbox.codec'
import { enqueue } from './outbox.rules'
import type { UpdateOutbox } from './send-outbox.use-case'

/** Why an action could not be kept: the outbox is switched off, or the cache could not store it. */
export type QueueActionError = { readonly _tag: 'OutboxOff' } | CacheError

/**
 * Keeps an action made offline (or made while earlier ones still wait) in the stored outbox, waiting to be
 * sent (offline outbox). It is stored before this answers, so closing the app right after loses nothing.
 */
export const queueAction =
  (deps: { readonly update: UpdateOutbox; readonly now: () => Temporal.Instant; readonly outboxEnabled: boolean }) =>
  (action: OutboxAction): TE.TaskEither<QueueActionError, OutboxItem> => {
    if (!deps.outboxEnabled) return TE.left({ _tag: 'OutboxOff' })
    const now = deps.now()
    let added: OutboxItem | undefined
    return pipe(
      deps.update((outbox) => {
        const next = enqueue(outbox, action, now)
        added = next.item
        return next.outbox
      }),
      TE.map(() => {
        // update answers Right only after applying the change, so the item exists here.
        if (added === undefined) throw new Error('queueAction: the outbox change was not applied')
        return added
      }),
    )
  }
