import type { CheckInPort } from '../../core/check-in/check-in.port'
import type { GeofenceRunner, GeofenceUi } from '../../core/platform/geofence.port'
import type { GeolocationService } from '../../core/platform/geolocation.port'
import type { Scheduler } from '../../core/platform/scheduler.port'
import { createGeofenceRunner } from './geofence-runner'
import { selectGeofenceDriver } from './native-geofence'

export interface GeofenceDeps {
  readonly win: unknown
  readonly geolocation: GeolocationService | undefined
  readonly checkIn: Pick<CheckInPort, 'loadConfiguration'>
  readonly scheduler: Scheduler
  readonly ui: GeofenceUi
  readonly logWarning: (message: string) => void
}

/**
 * The running geofence of this device (its driver: the native plugin, else the native wrapper's background location), or
 * undefined without a driver. adapters/session/session-adapters.ts loads this module lazily, on the first `Start`
 * that may start the geofence (lazy-geofence-runner.ts), so a crew member without check-in by location never
 * fetches it.
 */
export const createGeofence = (deps: GeofenceDeps): GeofenceRunner | undefined => {
  const driver = selectGeofenceDriver({
    win: deps.win,
    geolocation: deps.geolocation,
    notificationText: (airport) => ({ title: 'Crew Duty Plan', text: `Check in at ${airport}?` }),
  })
  return driver === undefined ? undefined : createGeofenceRunner({ driver, checkIn: deps.checkIn, scheduler: deps.scheduler, ui: deps.ui, logWarning: deps.logWarning })
}
