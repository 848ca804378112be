import * as E from 'fp-ts/Either'
import type { CheckInPort } from '../../core/check-in/check-in.port'
import {
  geofenceReducer,
  initialGeofenceState,
  type GeofenceState,
} from '../../core/check-in/geofence.machine'
import type { GeofenceEffect, GeofenceEvent} from '../../core/check-in/geofence.messages'
import { createStore } from '../shared/store'
import type { GeofenceDriver, GeofenceListener } from './geofence-driver'
import type { GeofenceRunner, GeofenceUi } from '../../core/platform/geofence.port'
import type { Cancel, Scheduler } from '../../core/platform/scheduler.port'

export interface GeofenceRunnerDeps {
  readonly driver: GeofenceDriver
  readonly checkIn: Pick<CheckInPort, 'loadConfiguration'>
  readonly scheduler: Scheduler
  readonly ui: GeofenceUi
  readonly logWarning: (message: string) => void
}

/**
 * Runs `geofenceReducer` and executes its effects: `ReadStatus` / `Initialize` on the driver (answer
 * `StatusReported`), `ScheduleRetry` on the scheduler (`RetryElapsed`), `Reconfigure` (load the
 * check-in configuration, register its zones: `Configured` / `ConfigurationFailed`), `ReloadConfig`
 * (`ConfigReloaded` / `ConfigReloadFailed`), `DiscardEvent`, `LogWarning`, `OfferCheckIn`
 * (`OfferAnswered`), `NavigateToCheckIn`, `StopGeofence`. Zone entries and status changes from the
 * driver come back as `ZoneEntered` / `StatusReported`.
 * Events raised while an event is handled are queued, so the reducer always sees them in order.
 */
export const createGeofenceRunner = (deps: GeofenceRunnerDeps): GeofenceRunner => {
  const store = createStore<GeofenceState>(initialGeofenceState)
  const queue: GeofenceEvent[] = []
  let running = false
  let cancelRetry: Cancel | undefined

  const listener: GeofenceListener = {
    onEnter: (entry) => dispatch({ _tag: 'ZoneEntered', ...entry }),
    onStatus: (status) => dispatch({ _tag: 'StatusReported', status }),
  }

  const stopTimers = () => {
    cancelRetry?.()
    cancelRetry = undefined
  }

  const run = (effect: GeofenceEffect): void => {
    switch (effect._tag) {
      case 'ReadStatus':
        void deps.driver.readStatus()().then((status) => dispatch({ _tag: 'StatusReported', status }))
        return
      case 'Initialize':
        void deps.driver.initialize()().then((status) => dispatch({ _tag: 'StatusReported', status }))
        return
      case 'ScheduleRetry':
        cancelRetry?.()
        cancelRetry = deps.scheduler.setTimeout(effect.delayMs, () => dispatch({ _tag: 'RetryElapsed' }))
        return
      case 'Reconfigure':
        void deps.checkIn.loadConfiguration(effect.crmId)().then(async (loaded) => {
          if (E.isLeft(loaded)) return dispatch({ _tag: 'ConfigurationFailed' })
          const ok = await deps.driver.register(loaded.right, listener)()
          dispatch(ok ? { _tag: 'Configured', config: loaded.right } : { _tag: 'ConfigurationFailed' })
        })
        return
      case 'ReloadConfig':
        void deps.checkIn.loadConfiguration(effect.crmId)().then((loaded) =>
          dispatch(E.isLeft(loaded) ? { _tag: 'ConfigReloadFailed' } : { _tag: 'ConfigReloaded', config: loaded.right }),
        )
        return
      case 'DiscardEvent':
        void deps.driver.discard(effect.logicalId)()
        return
      case 'LogWarning':
        deps.logWarning(`geofence: ${effect.warning} (${effect.logicalId})`)
        return
      case 'OfferCheckIn':
        void deps.ui
          .offerCheckIn({ logicalId: effect.logicalId, airport: effect.airport, trigger: effect.trigger })
          .then((accepted) => dispatch({ _tag: 'OfferAnswered', accepted }), () => dispatch({ _tag: 'OfferAnswered', accepted: false }))
        return
      case 'NavigateToCheckIn':
        deps.ui.navigateToCheckIn({ logicalId: effect.logicalId, airport: effect.airport })
        return
      case 'StopGeofence':
        stopTimers()
        void deps.driver.stop()()
        return
    }
  }

  const step = (event: GeofenceEvent): void => {
    const { state, effects } = geofenceReducer(store.get(), event)
    store.set(state)
    effects.forEach(run)
  }

  function dispatch(event: GeofenceEvent): void {
    queue.push(event)
    if (running) return
    running = true
    try {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) step(next)
    } finally {
      running = false
    }
  }

  return { dispatch, state: store.get, subscribe: store.subscribe }
}
