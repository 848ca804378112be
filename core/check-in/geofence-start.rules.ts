import type { CrmId, LogicalId } from '../shared/brands'
import type { CheckInConfiguration } from './check-in.codec'
import type { GeofenceEvent, GeofenceStatus, GeofenceTrigger } from './geofence.messages'

// The geofence machine's state and when it starts, apart from the machine (geofence.machine.ts): the session holds a
// geofence runner from sign-in on, but loads the machine only when a `Start` may start it.

/** Where the geofence set-up stands. */
export type GeofencePhase = 'stopped' | 'readingStatus' | 'initializing' | 'waitingRetry' | 'configuring' | 'watching'

/** A zone entry being confirmed against a fresh configuration, or offered to the user. */
export interface GeofenceEntry {
  readonly stage: 'confirming' | 'offering'
  readonly logicalId: LogicalId
  readonly airport: string
  readonly trigger: GeofenceTrigger
}

/** The geofence machine's state: crew member, set-up phase, last native status, watched configuration, pending entry. */
export interface GeofenceState {
  /** The crew member the machine was started for (`Start`); null while stopped. */
  readonly crmId: CrmId | null
  readonly phase: GeofencePhase
  /** The last status the native geofence reported. */
  readonly status: GeofenceStatus | null
  /** The check-in configuration the zones were registered for. */
  readonly config: CheckInConfiguration | null
  readonly entry: GeofenceEntry | null
}

/** Not started: nothing registered. */
export const initialGeofenceState: GeofenceState = {
  crmId: null,
  phase: 'stopped',
  status: null,
  config: null,
  entry: null,
}

/**
 * "It starts only if check-in by location is enabled, the user is authenticated and the native geofence capability
 * exists." Any other event leaves a stopped machine stopped (geofenceReducer), so until a `Start` passes this, the
 * machine need not even be loaded (adapters/geo/lazy-geofence-runner.ts).
 */
export const geofenceMayStart = (event: Extract<GeofenceEvent, { readonly _tag: 'Start' }>): boolean =>
  event.locationCheckInEnabled && event.authenticated && event.geofenceCapability
