import * as E from 'fp-ts/Either'
import * as T from 'fp-ts/Task'
import * as TE from 'fp-ts/TaskEither'
import type { GeofenceStatus } from '../../core/check-in/geofence.messages'
import type { GeoPosition } from '../../core/check-in/geofence.rules'
import type { GeofenceListener } from '../../adapters/geo/geofence-driver'
import type { GeoError, GeoFix, GeolocationService, LocationPermission } from '../../core/platform/geolocation.port'

/** Lets pending promise chains run. */
export const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve))
}
export const AT_FRA: GeoPosition = { latitude: 50.04, longitude: 8.57 }
export const AT_MUC: GeoPosition = { latitude: 48.354, longitude: 11.786 }
export const IN_BETWEEN: GeoPosition = { latitude: 49.2, longitude: 10.2 }
export const LATER = { upcomingCheckinEvent: { logicalId: 'C_I-LH400-20260316', airport: 'FRA', fromDateTimeUTC: '2026-03-16T10:00:00+00:00' } }

/** A geolocation whose positions the test pushes. */
export const fakeGeo = (permission: LocationPermission = 'granted', current: E.Either<GeoError, GeoFix> = E.right({ ...AT_FRA, accuracy: 10 })) => {
  let push: ((p: GeoPosition) => void) | undefined
  let fail: ((e: GeoError) => void) | undefined
  const geo: GeolocationService = {
    currentPosition: () => TE.fromEither(current),
    permission: () => T.of(permission),
    watch: (onPosition, onError) => {
      push = onPosition
      fail = onError
      return () => {
        push = undefined
      }
    },
  }
  return { geo, move: (p: GeoPosition) => push?.(p), fail: (e: GeoError) => fail?.(e), watching: () => push !== undefined }
}

export const recorder = () => {
  const entries: Array<{ logicalId: string; airport: string; fromBanner: boolean }> = []
  const statuses: GeofenceStatus[] = []
  const listener: GeofenceListener = { onEnter: (e) => entries.push(e), onStatus: (s) => statuses.push(s) }
  return { entries, statuses, listener }
}

