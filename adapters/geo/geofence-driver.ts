import type * as T from 'fp-ts/Task'
import type { CheckInConfiguration } from '../../core/check-in/check-in.codec'
import type { GeofenceStatus } from '../../core/check-in/geofence.messages'
import type { LogicalId } from '../../core/shared/brands'

/** What a driver reports back: a zone entry (or a click on its notification banner) and status changes. */
export interface GeofenceListener {
  readonly onEnter: (entry: { readonly logicalId: LogicalId; readonly airport: string; readonly fromBanner: boolean }) => void
  readonly onStatus: (status: GeofenceStatus) => void
}

/**
 * A geofence: the native plugin when the app runs in the hybrid wrapper, otherwise the browser's
 * position checked against the zones. Every call answers a value; none throws.
 */
export interface GeofenceDriver {
  readonly kind: 'native' | 'web'
  /** SPEC section 4: "Status is none, ok, error or permission denied". */
  readonly readStatus: () => T.Task<GeofenceStatus>
  /** Sets the geofence up (asks for the location permission); answers the resulting status. */
  readonly initialize: () => T.Task<GeofenceStatus>
  /** Watches the zones (`ciAllowedAirports`) of the upcoming check-in event; false when that failed. */
  readonly register: (config: CheckInConfiguration, listener: GeofenceListener) => T.Task<boolean>
  /** Forgets the zones of an event that is no longer upcoming. */
  readonly discard: (logicalId: LogicalId) => T.Task<void>
  /** Unregisters every zone and stops watching. */
  readonly stop: () => T.Task<void>
}
