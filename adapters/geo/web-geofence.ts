import { pipe } from 'fp-ts/function'
import * as O from 'fp-ts/Option'
import * as T from 'fp-ts/Task'
import * as TE from 'fp-ts/TaskEither'
import type { CheckInConfiguration } from '../../core/check-in/check-in.codec'
import type { GeofenceStatus } from '../../core/check-in/geofence.messages'
import { airportZoneContaining, type GeoPosition } from '../../core/check-in/geofence.rules'
import type { LogicalId } from '../../core/shared/brands'
import type { GeofenceDriver, GeofenceListener } from './geofence-driver'
import type { Cancel } from '../../core/platform/scheduler.port'
import type { GeoError, GeolocationService, LocationPermission } from '../../core/platform/geolocation.port'

const statusOfPermission = (permission: LocationPermission): GeofenceStatus =>
  permission === 'granted' ? 'ok' : permission === 'denied' ? 'permissionDenied' : 'none'

const statusOfError = (error: GeoError): GeofenceStatus => (error._tag === 'GeoPermissionDenied' ? 'permissionDenied' : 'error')

/** The zone the device is in (airport code) and the zone just entered, if any. */
export interface ZoneStep {
  readonly current: string | null
  readonly entered: O.Option<string>
}

/**
 * One step of the browser geofence: the zone now containing `position` (core
 * `airportZoneContaining`, haversine distance within each airport's radius) and whether that is an
 * entry, i.e. a zone other than the one of the previous position. Leaving all zones is no entry.
 */
export const zoneTransition = (
  previous: string | null,
  position: GeoPosition,
  config: CheckInConfiguration,
): ZoneStep =>
  pipe(
    airportZoneContaining(position, config.ciAllowedAirports),
    O.match(
      (): ZoneStep => ({ current: null, entered: O.none }),
      (airport): ZoneStep => ({ current: airport.code, entered: airport.code === previous ? O.none : O.some(airport.code) }),
    ),
  )

/**
 * The geofence without a native plugin: the browser's watched position, evaluated against the
 * `ciAllowedAirports` of the upcoming check-in event. Entering a zone reports the upcoming event
 * with that airport. Status comes from the permission (granted ok, denied permission denied,
 * otherwise none); initializing asks for one position, which asks for the permission.
 */
export const createWebGeofence = (geo: GeolocationService): GeofenceDriver => {
  let stopWatch: Cancel | undefined
  let watched: LogicalId | undefined
  const stopWatching = () => {
    stopWatch?.()
    stopWatch = undefined
    watched = undefined
  }
  return {
    kind: 'web',
    readStatus: () => T.map(statusOfPermission)(geo.permission()),
    initialize: () =>
      pipe(
        geo.currentPosition(),
        TE.match(statusOfError, (): GeofenceStatus => 'ok'),
      ),
    register: (config: CheckInConfiguration, listener: GeofenceListener) => () => {
      stopWatching()
      const upcoming = config.upcomingCheckinEvent
      if (upcoming === undefined || upcoming === null) return Promise.resolve(true)
      let inside: string | null = null
      watched = upcoming.logicalId
      stopWatch = geo.watch(
        (position) => {
          const step = zoneTransition(inside, position, config)
          inside = step.current
          if (O.isSome(step.entered)) listener.onEnter({ logicalId: upcoming.logicalId, airport: step.entered.value, fromBanner: false })
        },
        (error) => {
          stopWatching()
          listener.onStatus(statusOfError(error))
        },
      )
      return Promise.resolve(true)
    },
    discard: (logicalId) => () => {
      if (watched === logicalId) stopWatching()
      return Promise.resolve()
    },
    stop: () => () => {
      stopWatching()
      return Promise.resolve()
    },
  }
}
