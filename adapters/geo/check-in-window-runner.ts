import * as E from 'fp-ts/Either'
import {
  checkInWindowReducer,
  initialCheckInWindowState,
  type CheckInWindowEffect,
  type CheckInWindowEvent,
  type CheckInWindowState,
} from '../../core/check-in/check-in-window.machine'
import type { CheckInPort } from '../../core/check-in/check-in.port'
import { createStore } from '../shared/store'
import type { CheckInWindowRunner } from '../../core/platform/geofence.port'
import type { Clock } from '../../core/platform/clock.port'
import type { GeofenceUi } from '../../core/platform/geofence.port'
import type { Cancel, Scheduler } from '../../core/platform/scheduler.port'

export interface CheckInWindowRunnerDeps {
  readonly checkIn: Pick<CheckInPort, 'loadConfiguration'>
  readonly scheduler: Scheduler
  readonly clock: Clock
  /** The same Yes/No offer and navigation the geofence uses; offers carry the trigger `timeWindow`. */
  readonly ui: GeofenceUi
  readonly logWarning: (message: string) => void
  /** How often the clock is read against the window; defaults to one minute. */
  readonly tickIntervalMs?: number
}

const DEFAULT_TICK_MS = 60_000

/**
 * Runs `checkInWindowReducer`: `LoadConfig` (answers `ConfigLoaded` / `ConfigLoadFailed`),
 * `StartTicks` / `StopTicks` (a `Tick` with the clock's now every `tickIntervalMs`), `OfferCheckIn`
 * (`OfferAnswered`), `NavigateToCheckIn`, `LogWarning`. Independent of the geofence runner.
 * Events raised while one is handled are queued, so the reducer sees them in order.
 */
export const createCheckInWindowRunner = (deps: CheckInWindowRunnerDeps): CheckInWindowRunner => {
  const store = createStore<CheckInWindowState>(initialCheckInWindowState)
  const queue: CheckInWindowEvent[] = []
  let running = false
  let cancelTick: Cancel | undefined

  const run = (effect: CheckInWindowEffect): void => {
    switch (effect._tag) {
      case 'LoadConfig':
        void deps.checkIn.loadConfiguration(effect.crmId)().then((loaded) =>
          dispatch(E.isLeft(loaded) ? { _tag: 'ConfigLoadFailed' } : { _tag: 'ConfigLoaded', config: loaded.right }),
        )
        return
      case 'StartTicks':
        cancelTick?.()
        cancelTick = deps.scheduler.setInterval(deps.tickIntervalMs ?? DEFAULT_TICK_MS, () =>
          dispatch({ _tag: 'Tick', now: deps.clock.now() }),
        )
        return
      case 'StopTicks':
        cancelTick?.()
        cancelTick = undefined
        return
      case 'OfferCheckIn':
        void deps.ui
          .offerCheckIn({ logicalId: effect.logicalId, airport: effect.airport, trigger: 'timeWindow' })
          .then((accepted) => dispatch({ _tag: 'OfferAnswered', accepted }), () => dispatch({ _tag: 'OfferAnswered', accepted: false }))
        return
      case 'NavigateToCheckIn':
        deps.ui.navigateToCheckIn({ logicalId: effect.logicalId, airport: effect.airport })
        return
      case 'LogWarning':
        deps.logWarning(`check-in window: ${effect.warning} (${effect.logicalId})`)
        return
    }
  }

  function dispatch(event: CheckInWindowEvent): void {
    queue.push(event)
    if (running) return
    running = true
    try {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const { state, effects } = checkInWindowReducer(store.get(), next)
        store.set(state)
        effects.forEach(run)
      }
    } finally {
      running = false
    }
  }

  return { dispatch, state: store.get, subscribe: store.subscribe }
}
