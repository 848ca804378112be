import { Temporal } from 'temporal-polyfill'
import type { GeoPoint, SunAltitude } from '../platform/sun.port'
import { pointAlongGreatCircle } from './great-circle.rules'

/**
 * Night (EASA Annex I to Regulation 965/2012 "night"; FAA 14 CFR 1.1 the same for logging): from the end of evening
 * civil twilight to the beginning of morning civil twilight, i.e. while the centre of the sun is more than 6° below
 * the horizon.
 */
export const CIVIL_TWILIGHT_DEGREES = -6

/**
 * Sunrise and sunset (FAA 61.57(b) counts from one hour after sunset to one hour before sunrise): the sun's upper
 * limb on the horizon, i.e. its centre 0.833° below it geometrically (34′ of refraction plus 16′ of semi-diameter).
 */
export const SUNSET_DEGREES = -0.833

const MINUTE_MS = 60_000

/** Whether it is night at `point` at `instant`: the sun's centre below civil twilight. */
export const isNightAt = (sun: SunAltitude, point: GeoPoint, instant: Temporal.Instant): boolean =>
  sun.altitudeAt(point, instant) < CIVIL_TWILIGHT_DEGREES

/**
 * The night minutes of `minutes` whole minutes starting at `from`, along `track` (where the aircraft is at an
 * instant). Each minute is sampled once, at its middle: a minute is night when the sun is below civil twilight
 * there and then. Sampling every minute is the requirement; the middle makes the rounding symmetric.
 * Minutes counted from `from`: splitting the same span at a whole minute gives two counts that add up.
 */
export const nightMinutesAlong = (
  sun: SunAltitude,
  track: (instant: Temporal.Instant) => GeoPoint,
  from: Temporal.Instant,
  minutes: number,
): number => {
  let night = 0
  for (let k = 0; k < minutes; k += 1) {
    const middle = Temporal.Instant.fromEpochMilliseconds(from.epochMilliseconds + (k + 0.5) * MINUTE_MS)
    if (isNightAt(sun, track(middle), middle)) night += 1
  }
  return night
}

/** The block time in whole minutes from off-block to on-block (rounded to the nearest minute; never negative). */
export const blockMinutes = (offBlock: Temporal.Instant, onBlock: Temporal.Instant): number =>
  Math.max(0, Math.round((onBlock.epochMilliseconds - offBlock.epochMilliseconds) / MINUTE_MS))

/**
 * The aircraft's position at an instant of a sector, along the great circle from `departure` to `arrival` at a
 * constant ground speed from off-block to on-block (taxi time is spent on the track too: the sun barely moves in
 * a taxi's few kilometres).
 */
export const sectorTrack =
  (departure: GeoPoint, arrival: GeoPoint, offBlock: Temporal.Instant, onBlock: Temporal.Instant) =>
  (instant: Temporal.Instant): GeoPoint => {
    const span = onBlock.epochMilliseconds - offBlock.epochMilliseconds
    const f = span <= 0 ? 0 : Math.min(1, Math.max(0, (instant.epochMilliseconds - offBlock.epochMilliseconds) / span))
    return pointAlongGreatCircle(departure, arrival, f)
  }

/** The night minutes of a sector, from off-block to on-block along its great-circle track. */
export const sectorNightMinutes = (
  sun: SunAltitude,
  departure: GeoPoint,
  arrival: GeoPoint,
  offBlock: Temporal.Instant,
  onBlock: Temporal.Instant,
): number => nightMinutesAlong(sun, sectorTrack(departure, arrival, offBlock, onBlock), offBlock, blockMinutes(offBlock, onBlock))

/**
 * FAA 61.57(b): a landing counts for night currency from one hour after sunset to one hour before sunrise, i.e.
 * when the sun stays below the horizon from one hour before to one hour after the landing. Sampled every minute
 * over those two hours at the airport.
 */
export const isFaaNightLandingAt = (sun: SunAltitude, point: GeoPoint, instant: Temporal.Instant): boolean => {
  for (let k = -60; k <= 60; k += 1) {
    const at = Temporal.Instant.fromEpochMilliseconds(instant.epochMilliseconds + k * MINUTE_MS)
    if (sun.altitudeAt(point, at) >= SUNSET_DEGREES) return false
  }
  return true
}
