import type { CheckInPositionFailure } from '../../../../core/check-in/device-position.step'
import type { CheckInFailure } from '../../../../core/check-in/check-in.use-case'
import type { TransportError } from '../../../../core/errors/app-error'
import { MESSAGE_KEYS, type MessageKey } from '../../../../core/errors/message-keys'

/** A catalogue message with its params, for the 'Service Error' dialog. */
export interface CheckInFailureMessage {
  readonly key: MessageKey
  readonly params: Readonly<Record<string, string>>
}

/** A distance in the reader's language: metres below 1 km (to 10 m), else kilometres to 0.1 km. */
export const formatDistance = (metres: number, language: string): string =>
  metres < 1000
    ? new Intl.NumberFormat(language, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(Math.max(10, Math.round(metres / 10) * 10))
    : new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(metres / 1000)

const isPositionFailure = (failure: CheckInFailure): failure is CheckInPositionFailure =>
  failure._tag === 'PositionUnavailable' || failure._tag === 'PositionRefused'

/**
 * What a position-checked check-in that stopped before its call says ("2.3 km from the check-in area at CDG;
 * within 3 km needed"); a failed call is the transport error, shown by the error catalogue as every call's.
 */
export const checkInFailureMessage = (failure: CheckInFailure, language: string): CheckInFailureMessage | TransportError => {
  if (!isPositionFailure(failure)) return failure
  if (failure._tag === 'PositionUnavailable') {
    return { key: failure.cause._tag === 'GeoPermissionDenied' ? MESSAGE_KEYS.locationPermissionNotGranted : MESSAGE_KEYS.checkInPositionUnavailable, params: {} }
  }
  const refusal = failure.refusal
  switch (refusal._tag) {
    case 'PositionRequired':
      return { key: MESSAGE_KEYS.checkInPositionUnavailable, params: {} }
    case 'NoZone':
      return { key: MESSAGE_KEYS.checkInNoZone, params: { airport: refusal.airport } }
    case 'TooImprecise':
      return {
        key: MESSAGE_KEYS.checkInPositionTooImprecise,
        params: { accuracy: formatDistance(refusal.accuracy, language), maxAccuracy: formatDistance(refusal.maxAccuracy, language) },
      }
    case 'OutsideZone':
      return {
        key: MESSAGE_KEYS.checkInTooFar,
        params: { distance: formatDistance(refusal.distance, language), airport: refusal.airport, radius: formatDistance(refusal.radius, language) },
      }
  }
}
