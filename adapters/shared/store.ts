import type { Emitter, Listener, Store} from '../../core/platform/observable'

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
