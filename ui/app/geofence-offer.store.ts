import { proxy } from 'valtio'
import type { CheckInOffer } from '../../core/platform/geofence.port'
import type { LogicalId } from '../../core/shared/brands'

/** The offer dialog's view state, and the last check-in event whose zone the geofence reported the device in. */
export interface GeofenceOfferState {
  /** A check-in offer waiting for the user's Yes/No (SPEC section 4, Geofence). */
  pending: CheckInOffer | undefined
  /** Input of core `checkInStatus` "with fencing" once the geofence has let go of the entry (after the answer). */
  lastEnteredZone: LogicalId | null
}

/** The one offer store (valtio): the shell's dialog reads `pending`, the check-in screen `lastEnteredZone`. */
export const geofenceOffer: GeofenceOfferState = proxy<GeofenceOfferState>({ pending: undefined, lastEnteredZone: null })

let answer: ((accepted: boolean) => void) | undefined

/**
 * "the user is offered a Yes/No dialog to go to check-in for the airport" (SPEC section 4): shows the dialog and
 * resolves with the answer. A newer offer answers an unanswered older one with No. An offer raised by a zone entry
 * records that zone. This is the `offerCheckIn` of the geofence bridge (`INFRA.geofenceUi`), set by the shell.
 */
export const offerCheckIn = (offer: CheckInOffer): Promise<boolean> => {
  answer?.(false)
  geofenceOffer.pending = offer
  if (offer.trigger === 'zone') geofenceOffer.lastEnteredZone = offer.logicalId
  return new Promise<boolean>((resolve) => {
    answer = resolve
  })
}

/** The user answered the offer dialog. */
export const answerOffer = (accepted: boolean): void => {
  const resolve = answer
  answer = undefined
  geofenceOffer.pending = undefined
  resolve?.(accepted)
}

/** Forgets the pending offer (answered No) and the entered zone: signing out, tests. */
export const resetGeofenceOffer = (): void => {
  answerOffer(false)
  geofenceOffer.lastEnteredZone = null
}
