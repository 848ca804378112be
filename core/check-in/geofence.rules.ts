import * as O from 'fp-ts/Option'
import type { CiAllowedAirport } from './check-in.codec'

/** Mean Earth radius in metres (IUGG), used by the haversine distance. */
export const EARTH_MEAN_RADIUS_M = 6_371_008.8

/** A device position in WGS84 degrees. */
export interface GeoPosition {
  readonly latitude: number
  readonly longitude: number
}

const radians = (degrees: number): number => (degrees * Math.PI) / 180

/**
 * Great-circle distance in metres between two positions (haversine formula on a sphere of
 * `EARTH_MEAN_RADIUS_M`). Symmetric, 0 for equal positions, never negative.
 */
export const distanceMetres = (a: GeoPosition, b: GeoPosition): number => {
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_MEAN_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The check-in zone (SPEC section 4, Geofence: "On entering the check-in zone") that contains
 * `position`: an airport of `ciAllowedAirports` whose centre is at most `radius` metres away
 * (the boundary counts as inside). When zones overlap, the one with the nearest centre wins
 * (first in list order on a tie). None when the position is in no zone.
 */
export const airportZoneContaining = (
  position: GeoPosition,
  ciAllowedAirports: ReadonlyArray<CiAllowedAirport>,
): O.Option<CiAllowedAirport> => {
  let best: { readonly airport: CiAllowedAirport; readonly distance: number } | null = null
  for (const airport of ciAllowedAirports) {
    const distance = distanceMetres(position, airport)
    if (distance <= airport.radius && (best === null || distance < best.distance)) best = { airport, distance }
  }
  return best === null ? O.none : O.some(best.airport)
}
