/** A listener of a store or an emitter. */
export type Listener<A> = (value: A) => void

/** Stops listening. Calling it twice is harmless. */
export type Unsubscribe = () => void

/**
 * A tiny observable value with no framework: the UI subscribes (for example through
 * `useSyncExternalStore`) and reads `get()`. Listeners run synchronously after each change; setting
 * an equal value (`Object.is`) notifies no one.
 */
export interface Store<A> {
  readonly get: () => A
  readonly set: (value: A) => void
  readonly subscribe: (listener: Listener<A>) => Unsubscribe
}

/** Creates a {@link Store} holding `initial`. */
export const createStore = <A>(initial: A): Store<A> => {
  let value = initial
  const listeners = new Set<Listener<A>>()
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return
      value = next
      for (const listener of [...listeners]) listener(next)
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/** A stream of events without a current value (session expired, error dialogs, push messages). */
export interface Emitter<A> {
  readonly emit: (event: A) => void
  readonly subscribe: (listener: Listener<A>) => Unsubscribe
}

/** Creates an {@link Emitter}; listeners run synchronously in subscription order. */
export const createEmitter = <A>(): Emitter<A> => {
  const listeners = new Set<Listener<A>>()
  return {
    emit: (event) => {
      for (const listener of [...listeners]) listener(event)
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
