import { Temporal } from 'temporal-polyfill'
import type { PushOutcome } from './push-outcome'

/**
 * The delivery rules of the push outbox (docs/operations.md, "Push delivery"): when a failed push is tried again,
 * when it is given up, and what each answer of a push service does to the row and the device. Pure; the times
 * are on the security clock.
 */

/** The wait after the first failed attempt; each further failure doubles it. */
export const FIRST_RETRY_AFTER = Temporal.Duration.from({ seconds: 30 })
/** The longest wait between two attempts. */
export const LONGEST_RETRY_INTERVAL = Temporal.Duration.from({ hours: 1 })
/**
 * A push not delivered this long after it was written is given up: the Web Push TTL the server sends is the same
 * 24 hours (after it the push service drops the message anyway), and a roster change announced a day late is noise.
 */
export const GIVE_UP_AFTER = Temporal.Duration.from({ hours: 24 })

const ms = (d: Temporal.Duration): number => d.total({ unit: 'milliseconds' })

/**
 * The wait before the next attempt after `failedAttempts` (1, 2, ...) failed ones: 30 s, 1 min, 2, 4, 8, 16, 32 min,
 * then every hour.
 */
export const retryDelay = (failedAttempts: number): Temporal.Duration => {
  const doubled = ms(FIRST_RETRY_AFTER) * 2 ** Math.max(0, failedAttempts - 1)
  return Temporal.Duration.from({ milliseconds: Math.min(doubled, ms(LONGEST_RETRY_INTERVAL)) })
}

/** Whether a push written at `createdAt` is past its give-up time at `now` (then it is dropped unsent). */
export const isPastGiveUp = (createdAt: Temporal.Instant, now: Temporal.Instant): boolean =>
  Temporal.Instant.compare(now, createdAt.add(GIVE_UP_AFTER)) >= 0

/**
 * Whether a push service's HTTP failure may pass if tried again: a timeout (408), too early (425), too many
 * requests (429) and server errors (5xx). Any other answer (a redirect the server does not follow, a 4xx refusal
 * of the request itself) would come again.
 */
export const isRetryableStatus = (status: number): boolean => status === 408 || status === 425 || status === 429 || status >= 500

/** What becomes of an outbox row after an attempt. */
export type DeliveryDecision =
  /** Delivered: the row goes. */
  | { readonly _tag: 'Delivered' }
  /** The subscription/token is gone (404/410, FCM UNREGISTERED): the row and that token of the device go. */
  | { readonly _tag: 'RemoveSubscription'; readonly status: number }
  /** Tried again at `at`. */
  | { readonly _tag: 'Retry'; readonly at: Temporal.Instant; readonly reason: string }
  /** Not tried again (a failure that would recur, or past the give-up time): the row goes, the device stays. */
  | { readonly _tag: 'GiveUp'; readonly reason: string }

/**
 * The decision after attempt number `attempts` (counting this one) of a push written at `createdAt`, which ended in
 * `outcome` at `now`. A retry that would fall after the give-up time is a give-up now.
 */
export const decideDelivery = (outcome: PushOutcome, attempts: number, createdAt: Temporal.Instant, now: Temporal.Instant): DeliveryDecision => {
  switch (outcome._tag) {
    case 'Sent':
      return { _tag: 'Delivered' }
    case 'Gone':
      return { _tag: 'RemoveSubscription', status: outcome.status }
    case 'Refused':
      return { _tag: 'GiveUp', reason: outcome.reason }
    case 'Failed': {
      if (outcome.status !== undefined && !isRetryableStatus(outcome.status)) return { _tag: 'GiveUp', reason: outcome.reason }
      const at = now.add(retryDelay(attempts))
      if (isPastGiveUp(createdAt, at)) return { _tag: 'GiveUp', reason: `${outcome.reason}; ${attempts} attempts in ${GIVE_UP_AFTER.total({ unit: 'hours' })} h` }
      return { _tag: 'Retry', at, reason: outcome.reason }
    }
  }
}
