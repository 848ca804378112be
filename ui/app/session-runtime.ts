import type { Listener, Unsubscribe } from '../../core/platform/observable'

/**
 * What only a signed-in crew member needs (keep-alive, application lock, auto-refresh, the duty plan, the outbox,
 * the geofence and check-in window runners, device registration): bound into the container by its own lazily
 * loaded code when the auth machine first heads for a signed-in state, so a signed-out visitor never downloads it.
 * `ready` turns true once its bindings exist (and stays true); the shell renders the signed-in screens only then.
 */
export interface SessionRuntime {
  /** Loads and binds the session services once; later calls share the first load, a failed load is tried again. */
  readonly load: () => Promise<void>
  readonly ready: () => boolean
  readonly subscribe: (listener: Listener<boolean>) => Unsubscribe
}

/** A {@link SessionRuntime} over `bind`, the function that fetches the session code and binds its services. */
export const createSessionRuntime = (bind: () => Promise<void>): SessionRuntime => {
  let loading: Promise<void> | undefined
  let ready = false
  const listeners = new Set<Listener<boolean>>()
  return {
    load: () => {
      if (loading !== undefined) return loading
      const attempt = bind().then(
        () => {
          ready = true
          listeners.forEach((l) => l(true))
        },
        (error: unknown) => {
          // A failed fetch (offline before the service worker cached the chunk) is forgotten: the next call tries again.
          if (loading === attempt) loading = undefined
          throw error
        },
      )
      loading = attempt
      return attempt
    },
    ready: () => ready,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/** A runtime whose services are bound already (the test harness binds every module at once). */
export const boundSessionRuntime = (): SessionRuntime => ({ load: () => Promise.resolve(), ready: () => true, subscribe: () => () => undefined })
