/** What became of one push: delivered to the push service, the subscription/token is gone for good, or a failure to log. */
export type PushOutcome =
  | { readonly _tag: 'Sent' }
  | { readonly _tag: 'Gone'; readonly status: number }
  | { readonly _tag: 'Failed'; readonly reason: string }

/** A request that takes longer than `timeoutMs` is abandoned (AbortSignal). */
export const withTimeout = (timeoutMs: number): AbortSignal => AbortSignal.timeout(timeoutMs)
