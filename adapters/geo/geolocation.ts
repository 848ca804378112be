import * as E from 'fp-ts/Either'
import * as T from 'fp-ts/Task'
import type { GeoError, GeoFix, GeolocationService, LocationPermission } from '../../core/platform/geolocation.port'

interface PositionLike {
  readonly coords: { readonly latitude: number; readonly longitude: number; readonly accuracy?: number }
}
interface PositionErrorLike {
  readonly code: number
  readonly message: string
}

/** The part of `navigator.geolocation` used here (the browser's object fits it). */
export interface GeolocationLike {
  getCurrentPosition(ok: (p: PositionLike) => void, fail?: (e: PositionErrorLike) => void, options?: PositionOptions): void
  watchPosition(ok: (p: PositionLike) => void, fail?: (e: PositionErrorLike) => void, options?: PositionOptions): number
  clearWatch(id: number): void
}

/** The parts of `navigator` used here. */
export interface GeoNavigator {
  readonly geolocation?: GeolocationLike
  readonly permissions?: { query(descriptor: { name: 'geolocation' }): Promise<{ readonly state: string }> }
}

const PERMISSION_DENIED = 1
const TIMEOUT = 3

const toGeoError = (error: PositionErrorLike): GeoError =>
  error.code === PERMISSION_DENIED
    ? { _tag: 'GeoPermissionDenied' }
    : error.code === TIMEOUT
      ? { _tag: 'GeoTimeout' }
      : { _tag: 'GeoUnavailable', message: error.message }

/** A fix without an accuracy (some fakes and old browsers) counts as infinitely imprecise. */
const toPosition = (p: PositionLike): GeoFix => ({
  latitude: p.coords.latitude,
  longitude: p.coords.longitude,
  accuracy: typeof p.coords.accuracy === 'number' && Number.isFinite(p.coords.accuracy) ? p.coords.accuracy : Number.POSITIVE_INFINITY,
})

/** Options of every position request: a fresh-enough, precise fix within 30 s. */
const OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 60_000, timeout: 30_000 }

/** The browser Geolocation API (and `navigator.permissions` when present) as a {@link GeolocationService}. */
export const browserGeolocation = (nav: GeoNavigator): GeolocationService => ({
  currentPosition: () => () =>
    new Promise((resolve) => {
      const geo = nav.geolocation
      if (geo === undefined) return resolve(E.left({ _tag: 'GeoUnsupported' }))
      geo.getCurrentPosition(
        (p) => resolve(E.right(toPosition(p))),
        (e) => resolve(E.left(toGeoError(e))),
        OPTIONS,
      )
    }),
  permission: () => {
    const permissions = nav.permissions
    return permissions === undefined
      ? T.of('unknown')
      : () =>
          permissions.query({ name: 'geolocation' }).then(
            (status): LocationPermission =>
              status.state === 'granted' || status.state === 'denied' || status.state === 'prompt' ? status.state : 'unknown',
            (): LocationPermission => 'unknown',
          )
  },
  watch: (onPosition, onError) => {
    const geo = nav.geolocation
    if (geo === undefined) {
      onError({ _tag: 'GeoUnsupported' })
      return () => undefined
    }
    const id = geo.watchPosition((p) => onPosition(toPosition(p)), (e) => onError(toGeoError(e)), OPTIONS)
    return () => geo.clearWatch(id)
  },
})
