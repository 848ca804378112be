import type * as O from 'fp-ts/Option'
import type { Temporal } from 'temporal-polyfill'

/** A point on the Earth: latitude (−90 to 90, north positive) and longitude (−180 to 180, east positive), degrees. */
export interface GeoPoint {
  readonly latitude: number
  readonly longitude: number
}

/**
 * The sun as seen from a point on the Earth: its geometric altitude (the centre of the disc, no refraction), in
 * degrees above the horizon (negative below). Solar position is a maintained library's work (the adapter), never
 * core's: the logbook's night time takes this port as a parameter.
 */
export interface SunAltitude {
  readonly altitudeAt: (point: GeoPoint, instant: Temporal.Instant) => number
}

/** Where an airport is (IATA code, any case), from reference data; none when the code is unknown. */
export interface AirportCoordinates {
  readonly coordinatesOf: (iata: string) => O.Option<GeoPoint>
}
