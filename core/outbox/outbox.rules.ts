import * as O from 'fp-ts/Option'
import type { Temporal } from 'temporal-polyfill'
import { CACHE_EXPIRY_S } from '../shared/constants'
import type { Outbox, OutboxAction, OutboxItem, OutboxItemState, RefusalReason } from './outbox.codec'

/** What the server made of one sent action: accepted, refused (with its reason), or not reached (try again later). */
export type SendResult =
  | { readonly _tag: 'Sent' }
  | { readonly _tag: 'Refused'; readonly reason: RefusalReason }
  | { readonly _tag: 'RetryLater' }

/** How an action that may wait in the outbox goes: now, through the outbox, or not at all. */
export type ActionRoute = 'SendNow' | 'Queue' | 'Unavailable'

/**
 * The rule for what waits in the outbox. Only roster-change confirmations and new daily
 * remarks can wait (the `OutboxAction` kinds); every other write keeps SPEC section 8's "page editable only
 * online". With the profile's `offlineOutbox` feature off, SPEC section 5 holds ("Sending is disabled
 * offline"). Online, an action still queues while earlier ones wait, so the server gets them in the order made.
 */
export const routeAction = (input: { readonly online: boolean; readonly outboxEnabled: boolean; readonly pending: number }): ActionRoute => {
  if (!input.outboxEnabled) return input.online ? 'SendNow' : 'Unavailable'
  return input.online && input.pending === 0 ? 'SendNow' : 'Queue'
}

const isPending = (state: OutboxItemState): boolean => state._tag === 'Waiting' || state._tag === 'Sending'

/** How many actions are not yet through (waiting or being sent). */
export const pendingCount = (outbox: Outbox): number => outbox.items.filter((i) => isPending(i.state)).length

/** Adds `action` at the end, waiting; answers the outbox and the new item. */
export const enqueue = (outbox: Outbox, action: OutboxAction, now: Temporal.Instant): { readonly outbox: Outbox; readonly item: OutboxItem } => {
  const item: OutboxItem = { seq: outbox.nextSeq, createdAt: now, action, state: { _tag: 'Waiting' } }
  return { outbox: { nextSeq: outbox.nextSeq + 1, items: [...outbox.items, item] }, item }
}

/**
 * The next action to send: the first waiting one in the order made, and none while another is being sent
 * (one at a time, so the order holds and nothing goes twice). A refused action does not hold back later
 * ones: nothing in the spec makes a remark depend on a confirmation, or one confirmation on another.
 */
export const nextToSend = (outbox: Outbox): O.Option<OutboxItem> => {
  if (outbox.items.some((i) => i.state._tag === 'Sending')) return O.none
  return O.fromNullable([...outbox.items].sort((a, b) => a.seq - b.seq).find((i) => i.state._tag === 'Waiting'))
}

const withState = (outbox: Outbox, seq: number, next: (state: OutboxItemState) => OutboxItemState): Outbox => ({
  ...outbox,
  items: outbox.items.map((i) => (i.seq === seq ? { ...i, state: next(i.state) } : i)),
})

/** The waiting item `seq` is being sent (anything else is left as it is). */
export const markSending = (outbox: Outbox, seq: number): Outbox =>
  withState(outbox, seq, (s) => (s._tag === 'Waiting' ? { _tag: 'Sending' } : s))

/** The item `seq` being sent is through: sent, refused, or back to waiting when the server was not reached. */
export const settle = (outbox: Outbox, seq: number, result: SendResult, now: Temporal.Instant): Outbox =>
  withState(outbox, seq, (s): OutboxItemState => {
    if (s._tag !== 'Sending') return s
    switch (result._tag) {
      case 'Sent':
        return { _tag: 'Sent', at: now }
      case 'Refused':
        return { _tag: 'Refused', at: now, reason: result.reason }
      case 'RetryLater':
        return { _tag: 'Waiting' }
    }
  })

/**
 * The outbox as read when the app opens: an item left 'being sent' (the app closed during the call) waits
 * again. The server may have received it; sending it again is preferred to losing it (a confirmation sent
 * twice is refused as already confirmed; a remark could repeat).
 */
export const reopened = (outbox: Outbox): Outbox => ({
  ...outbox,
  items: outbox.items.map((i) => (i.state._tag === 'Sending' ? { ...i, state: { _tag: 'Waiting' } } : i)),
})

/** Drops results (sent, refused) older than the cache's 7 days (SPEC section 9); waiting actions stay. */
export const pruneSettled = (outbox: Outbox, now: Temporal.Instant): Outbox => ({
  ...outbox,
  items: outbox.items.filter(
    (i) => i.state._tag === 'Waiting' || i.state._tag === 'Sending' || now.epochMilliseconds - i.state.at.epochMilliseconds < CACHE_EXPIRY_S * 1000,
  ),
})
