/**
 * What became of one push: delivered to the push service, the subscription/token is gone for good, refused by the
 * server's own endpoint policy (it would refuse again), or a failure (`status`: the push service's HTTP status when
 * it answered; none when it could not be reached or did not answer in time). What follows from each is
 * `push-delivery.rules.ts`'s decision.
 */
export type PushOutcome =
  | { readonly _tag: 'Sent' }
  | { readonly _tag: 'Gone'; readonly status: number }
  | { readonly _tag: 'Refused'; readonly reason: string }
  | { readonly _tag: 'Failed'; readonly reason: string; readonly status?: number }

/** A request that takes longer than `timeoutMs` is abandoned (AbortSignal). */
export const withTimeout = (timeoutMs: number): AbortSignal => AbortSignal.timeout(timeoutMs)
