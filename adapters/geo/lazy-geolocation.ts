import * as E from 'fp-ts/Either'
import type { GeoError, GeolocationService } from '../../core/platform/geolocation.port'
import type { Cancel } from '../../core/platform/scheduler.port'
import { loadOnce } from '../shared/load-once'

const unavailable = (cause: unknown): GeoError => ({ _tag: 'GeoUnavailable', message: cause instanceof Error ? cause.message : String(cause) })

/**
 * A geolocation service whose code (geolocation.ts) loads on the first call: only a check-in with the position and
 * the geofence ask for a position, never the roster. If the code cannot be fetched, that call fails as the device
 * would (`GeoUnavailable`, permission `unknown`) and the next call tries again.
 */
export const lazyGeolocation = (load: () => Promise<GeolocationService>): GeolocationService => {
  const service = loadOnce(load)
  return {
    currentPosition: () => () => service().then((geo) => geo.currentPosition()(), (cause: unknown) => E.left(unavailable(cause))),
    permission: () => () => service().then((geo) => geo.permission()(), () => 'unknown' as const),
    watch: (onPosition, onError) => {
      let cancelled = false
      let cancel: Cancel | undefined
      service().then(
        (geo) => {
          if (!cancelled) cancel = geo.watch(onPosition, onError)
        },
        (cause: unknown) => {
          if (!cancelled) onError(unavailable(cause))
        },
      )
      return () => {
        cancelled = true
        cancel?.()
      }
    },
  }
}
