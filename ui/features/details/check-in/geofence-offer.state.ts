import { proxy } from 'valtio'
import type { GeofenceTrigger } from '../../../../core/check-in/geofence.messages'
import type { LogicalId } from '../../../../core/shared/brands'

/** A check-in offer waiting for the user's Yes/No (SPEC section 4, Geofence). */
export interface PendingOffer {
  readonly logicalId: string
  readonly airport: string
  readonly trigger: GeofenceTrigger
}

/** The offer dialog's view state, and the last check-in event whose zone the geofence reported. */
export interface GeofenceOfferState {
  pending: PendingOffer | undefined
  lastEnteredZone: LogicalId | null
}

/** The one offer store (valtio): the dialog reads it, the geofence bridge writes it. */
export const geofenceOffer: GeofenceOfferState = proxy<GeofenceOfferState>({ pending: undefined, lastEnteredZone: null })

let answer: ((accepted: boolean) => void) | undefined

/**
 * "the user is offered a Yes/No dialog to go to check-in for the airport" (SPEC section 4): shows the
 * dialog and resolves with the answer. A newer offer answers an unanswered older one with No. This is
 * the `offerCheckIn` of the geofence bridge (`INFRA.geofenceUi`).
 */
export const offerCheckIn = (offer: { readonly logicalId: string; readonly airport: string; readonly trigger?: GeofenceTrigger }): Promise<boolean> => {
  answer?.(false)
  geofenceOffer.pending = { logicalId: offer.logicalId, airport: offer.airport, trigger: offer.trigger ?? 'zone' }
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

/** The geofence reported the device inside the zone of `logicalId` (input of core `checkInStatus` "with fencing"). */
export const recordZoneEntered = (logicalId: LogicalId): void => {
  geofenceOffer.lastEnteredZone = logicalId
}
