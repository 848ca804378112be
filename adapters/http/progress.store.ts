import { createStore, type Listener, type Unsubscribe } from '../shared/store'

/**
 * The number of running requests flagged `showProgress` (SPEC section 2: "A progress indicator on
 * certain URLs"). The UI shows the indicator while `count() > 0`.
 */
export interface ProgressCounter {
  readonly count: () => number
  /** Counts one request; the returned function ends it (a second call does nothing). */
  readonly begin: () => () => void
  readonly subscribe: (listener: Listener<number>) => Unsubscribe
}

/** Creates a {@link ProgressCounter} at zero. */
export const createProgressCounter = (): ProgressCounter => {
  const store = createStore(0)
  return {
    count: store.get,
    begin: () => {
      store.set(store.get() + 1)
      let ended = false
      return () => {
        if (ended) return
        ended = true
        store.set(store.get() - 1)
      }
    },
    subscribe: store.subscribe,
  }
}
