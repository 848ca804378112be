import type { BackgroundGeolocationPlugin, CallbackError, Location } from '@capacitor-community/background-geolocation'
import * as E from 'fp-ts/Either'
import * as T from 'fp-ts/Task'
import type { GeoError, GeoFix, GeolocationService } from '../../core/platform/geolocation.port'

/** The text of Android's "using your location" notification while the zone is watched in the background. */
export interface BackgroundNotice {
  readonly title: string
  readonly message: string
}

const toGeoError = (error: CallbackError): GeoError =>
  error.code === 'NOT_AUTHORIZED' ? { _tag: 'GeoPermissionDenied' } : { _tag: 'GeoUnavailable', message: error.message }

const toPosition = (location: Location): GeoFix => ({ latitude: location.latitude, longitude: location.longitude, accuracy: location.accuracy })

/**
 * The phone's position from `@capacitor-community/background-geolocation`, also with the app in the
 * background (Android shows `notice` meanwhile; iOS needs the "Always" location permission for that, and
 * with "only while using" the zone is watched while the app is open). The first watcher asks for the
 * permission; a refusal is `GeoPermissionDenied` (the check-in screen then says location access is denied).
 * The plugin has no permission query, so the permission reads `unknown` until a position or a refusal says.
 * This position feeds the same zone evaluation as the browser's (adapters/geo/web-geofence.ts).
 */
export const backgroundGeolocation = (plugin: BackgroundGeolocationPlugin, notice: BackgroundNotice): GeolocationService => {
  const watch = (
    options: { readonly background: boolean; readonly stale: boolean },
    callback: (location: Location | undefined, error: CallbackError | undefined) => void,
  ): (() => void) => {
    let id: string | undefined
    let cancelled = false
    void plugin
      .addWatcher(
        {
          ...(options.background ? { backgroundTitle: notice.title, backgroundMessage: notice.message } : {}),
          requestPermissions: true,
          stale: options.stale,
          distanceFilter: 50,
        },
        callback,
      )
      .then(
        (watcherId) => {
          id = watcherId
          if (cancelled) void plugin.removeWatcher({ id: watcherId })
        },
        (error: unknown) => callback(undefined, { name: 'Error', message: error instanceof Error ? error.message : String(error) }),
      )
    return () => {
      cancelled = true
      if (id !== undefined) void plugin.removeWatcher({ id })
    }
  }

  return {
    currentPosition: () => () =>
      new Promise((resolve) => {
        let settled = false
        const stop = watch({ background: false, stale: true }, (location, error) => {
          if (settled) return
          if (error === undefined && location === undefined) return
          settled = true
          stop()
          resolve(error !== undefined ? E.left(toGeoError(error)) : location !== undefined ? E.right(toPosition(location)) : E.left({ _tag: 'GeoUnsupported' }))
        })
      }),
    permission: () => T.of('unknown'),
    watch: (onPosition, onError) =>
      watch({ background: true, stale: false }, (location, error) => {
        if (error !== undefined) onError(toGeoError(error))
        else if (location !== undefined) onPosition(toPosition(location))
      }),
  }
}
