import { createStore } from '../shared/store'
import type { ProgressCounter } from '../../core/platform/progress.port'
import type { Listener} from '../../core/platform/observable'

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
