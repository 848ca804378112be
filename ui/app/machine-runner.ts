/** A reducer of the core style: `(state, event) => ({ state, effects })`. */
export type Reducer<S, E, F> = (state: S, event: E) => { readonly state: S; readonly effects: ReadonlyArray<F> }

/** A core machine, running: its state, events in, effects handed to `run`. */
export interface MachineRunner<S, E> {
  readonly state: () => S
  readonly dispatch: (event: E) => void
  readonly subscribe: (listener: (state: S) => void) => () => void
}

/**
 * Runs a core reducer: each event gives the next state (listeners are told) and its effects, which
 * `run` carries out in order. Events raised while an event is handled (an effect answering at once)
 * are queued, so the reducer always sees them one after the other.
 */
export const runMachine = <S, E, F>(initial: S, reducer: Reducer<S, E, F>, run: (effect: F, dispatch: (event: E) => void) => void): MachineRunner<S, E> => {
  let state = initial
  const listeners = new Set<(state: S) => void>()
  const queue: E[] = []
  let busy = false
  const dispatch = (event: E): void => {
    queue.push(event)
    if (busy) return
    busy = true
    try {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const step = reducer(state, next)
        const changed = step.state !== state
        state = step.state
        if (changed) for (const listener of [...listeners]) listener(state)
        for (const effect of step.effects) run(effect, dispatch)
      }
    } finally {
      busy = false
    }
  }
  return {
    state: () => state,
    dispatch,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
