import type { Listener, Unsubscribe } from './observable'

/**
 * Running requests: those flagged `showProgress` (SPEC section 7) and all of them (SPEC section 2: "A progress
 * indicator on certain URLs" shows while any request runs there). The UI decides with core `progressVisible`.
 */
export interface ProgressCounter {
  /** Requests flagged `showProgress` running now. */
  readonly count: () => number
  /** Every request running now. */
  readonly pending: () => number
  /** Counts one request (flagged unless `flagged` is false); the returned function ends it (a second call does nothing). */
  readonly begin: (flagged?: boolean) => () => void
  /** Told of every change of either count (with the flagged count). */
  readonly subscribe: (listener: Listener<number>) => Unsubscribe
}
