import { Body, Equator, Horizon, Observer } from 'astronomy-engine'
import type { Temporal } from 'temporal-polyfill'
import type { GeoPoint, SunAltitude } from '../../core/platform/sun.port'

/**
 * The sun's geometric altitude by astronomy-engine (VSOP87 with nutation and aberration): the topocentric
 * equatorial position of date, turned to the observer's horizon without refraction (civil twilight, −6°, is
 * defined on the geometric altitude of the sun's centre).
 */
export const altitudeOfSun = (point: GeoPoint, instant: Temporal.Instant): number => {
  const date = new Date(instant.epochMilliseconds)
  const observer = new Observer(point.latitude, point.longitude, 0)
  const equatorial = Equator(Body.Sun, date, observer, true, true)
  return Horizon(date, observer, equatorial.ra, equatorial.dec).altitude
}

export const astronomySunAltitude: SunAltitude = { altitudeAt: altitudeOfSun }
