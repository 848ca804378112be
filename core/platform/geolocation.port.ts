import type * as T from 'fp-ts/Task'
import type * as TE from 'fp-ts/TaskEither'
import type { GeoPosition } from '../check-in/geofence.rules'
import type { Cancel } from './scheduler.port'

/** Why no position: "Location permission not granted" (SPEC section 8), no fix, too slow, or no API. */
export type GeoError =
  | { readonly _tag: 'GeoPermissionDenied' }
  | { readonly _tag: 'GeoUnavailable'; readonly message: string }
  | { readonly _tag: 'GeoTimeout' }
  | { readonly _tag: 'GeoUnsupported' }

/** The location permission as the device reports it; `unknown` where it cannot be asked. */
export type LocationPermission = 'granted' | 'denied' | 'prompt' | 'unknown'

/** A position fix: where, and how sure (`accuracy`: the radius in metres the device reports). */
export interface GeoFix extends GeoPosition {
  readonly accuracy: number
}

/** The device position behind an interface (no vendor position type beyond the adapter). */
export interface GeolocationService {
  readonly currentPosition: () => TE.TaskEither<GeoError, GeoFix>
  readonly permission: () => T.Task<LocationPermission>
  /** Reports every new position, and failures, until cancelled. */
  readonly watch: (onPosition: (position: GeoPosition) => void, onError: (error: GeoError) => void) => Cancel
}
