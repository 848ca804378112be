import { geofenceMayStart, initialGeofenceState, type GeofenceState } from '../../core/check-in/geofence-start.rules'
import type { GeofenceEvent } from '../../core/check-in/geofence.messages'
import type { GeofenceRunner } from '../../core/platform/geofence.port'
import type { Listener, Unsubscribe } from '../../core/platform/observable'

/**
 * A geofence runner whose code (the machine, the runner, the drivers: geofence.ts) loads on the first `Start` that
 * may start it (core `geofenceMayStart`: check-in by location on, signed in, a driver on this device). Until then the
 * machine is stopped, and a stopped machine stays stopped on any other event, so those events are dropped as the
 * machine would drop them; the state is the initial one. Events dispatched while the code loads are handed over in
 * order once it is there, and so are the listeners already subscribed. If the code cannot be fetched, the waiting
 * events are dropped with a warning (the geofence does not start) and the next such `Start` tries again.
 */
export const lazyGeofenceRunner = (load: () => Promise<GeofenceRunner | undefined>, logWarning: (message: string) => void): GeofenceRunner => {
  let runner: GeofenceRunner | undefined
  let waiting: GeofenceEvent[] | undefined
  const listeners = new Map<Listener<GeofenceState>, Unsubscribe | undefined>()

  const start = (event: GeofenceEvent): void => {
    const queue = [event]
    waiting = queue
    load().then(
      (loaded) => {
        waiting = undefined
        if (loaded === undefined) return
        runner = loaded
        for (const listener of listeners.keys()) listeners.set(listener, loaded.subscribe(listener))
        for (const queued of queue) loaded.dispatch(queued)
      },
      (cause: unknown) => {
        waiting = undefined
        logWarning(`geofence: not started, its code could not be loaded (${cause instanceof Error ? cause.message : String(cause)})`)
      },
    )
  }

  return {
    dispatch: (event) => {
      if (runner !== undefined) runner.dispatch(event)
      else if (waiting !== undefined) waiting.push(event)
      else if (event._tag === 'Start' && geofenceMayStart(event)) start(event)
    },
    state: () => runner?.state() ?? initialGeofenceState,
    subscribe: (listener) => {
      listeners.set(listener, runner?.subscribe(listener))
      return () => {
        listeners.get(listener)?.()
        listeners.delete(listener)
      }
    },
  }
}
