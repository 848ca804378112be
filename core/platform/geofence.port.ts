import type { CheckInWindowEvent, CheckInWindowState } from '../check-in/check-in-window.machine'
import type { GeofenceState } from '../check-in/geofence.machine'
import type { GeofenceEvent, GeofenceTrigger } from '../check-in/geofence.messages'
import type { LogicalId } from '../shared/brands'
import type { Listener, Unsubscribe } from './observable'

/** A check-in offer: the event, its airport, and what raised it (a zone entered or the check-in time window). */
export interface CheckInOffer {
  readonly logicalId: LogicalId
  readonly airport: string
  readonly trigger: GeofenceTrigger
}

/**
 * What the geofence needs from the screen: the Yes/No offer and the navigation to check-in. The shell fills both
 * at start (the members are writable for that); until then an offer answers No.
 */
export interface GeofenceUi {
  /** "the user is offered a Yes/No dialog to go to check-in for the airport"; resolves with the answer. */
  offerCheckIn: (offer: CheckInOffer) => Promise<boolean>
  /** Goes to `/check-in/{crmId}/{logicalId}`. */
  navigateToCheckIn: (target: { readonly logicalId: LogicalId; readonly airport: string }) => void
}

/** The geofence machine of core/check-in, running: state, events in, effects carried out. */
export interface GeofenceRunner {
  readonly dispatch: (event: GeofenceEvent) => void
  readonly state: () => GeofenceState
  readonly subscribe: (listener: Listener<GeofenceState>) => Unsubscribe
}

/** The time-window check-in machine of core/check-in, running (independent of the geofence; offers through the same UI). */
export interface CheckInWindowRunner {
  readonly dispatch: (event: CheckInWindowEvent) => void
  readonly state: () => CheckInWindowState
  readonly subscribe: (listener: Listener<CheckInWindowState>) => Unsubscribe
}
