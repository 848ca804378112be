import { createStore, type Listener, type Unsubscribe } from '../shared/store'

/**
 * Running requests: those flagged `showProgress` (SPEC section 7) and all of them (SPEC section 2: "A
 * progress indicator on certain URLs" shows while any request runs there). The UI decides with core
 * `progressVisible`.
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

/** Creates a {@link ProgressCounter} at zero. */
export const createProgressCounter = (): ProgressCounter => {
  const flaggedCount = createStore(0)
  let all = 0
  const listeners = new Set<Listener<number>>()
  const notify = () => listeners.forEach((l) => l(flaggedCount.get()))
  return {
    count: flaggedCount.get,
    pending: () => all,
    begin: (flagged = true) => {
      all += 1
      if (flagged) flaggedCount.set(flaggedCount.get() + 1)
      notify()
      let ended = false
      return () => {
        if (ended) return
        ended = true
        all -= 1
        if (flagged) flaggedCount.set(flaggedCount.get() - 1)
        notify()
      }
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
