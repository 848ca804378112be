// A reference for the tests only, never part of the app: the sun's altitude by the equations of NOAA's solar
// calculator (NOAA Global Monitoring Laboratory, "General Solar Position Calculations" and the NOAA_Solar_Calculations
// spreadsheet, after Meeus, Astronomical Algorithms), written out column by column. The app's sun is astronomy-engine
// (adapters/astronomy/sun-altitude.ts); this is the independent calculation the logbook's worked examples are checked
// against, since NOAA's own web calculator cannot be reached from the build machine. Its stated accuracy (about a
// minute for sunrise and sunset between ±72° of latitude) is what the ±2-minute checks allow for.
import type { Temporal } from 'temporal-polyfill'
import type { GeoPoint, SunAltitude } from '../../core/platform/sun.port'

const rad = (deg: number): number => (deg * Math.PI) / 180
const deg = (r: number): number => (r * 180) / Math.PI
const mod = (a: number, n: number): number => ((a % n) + n) % n

/** The spreadsheet's columns for one instant: the sun's declination and the equation of time. */
const sunOfDate = (instant: Temporal.Instant): { readonly declination: number; readonly equationOfTime: number } => {
  const julianDay = instant.epochMilliseconds / 86_400_000 + 2440587.5
  const t = (julianDay - 2451545) / 36525 // Julian century
  const meanLong = mod(280.46646 + t * (36000.76983 + t * 0.0003032), 360) // I: geom mean long sun
  const meanAnom = 357.52911 + t * (35999.05029 - 0.0001537 * t) // J: geom mean anom sun
  const eccent = 0.016708634 - t * (0.000042037 + 0.0000001267 * t) // K: eccent earth orbit
  const centre =
    Math.sin(rad(meanAnom)) * (1.914602 - t * (0.004817 + 0.000014 * t)) + Math.sin(rad(2 * meanAnom)) * (0.019993 - 0.000101 * t) + Math.sin(rad(3 * meanAnom)) * 0.000289 // L: sun eq of ctr
  const trueLong = meanLong + centre // M
  const appLong = trueLong - 0.00569 - 0.00478 * Math.sin(rad(125.04 - 1934.136 * t)) // P
  const meanObliq = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60 // Q
  const obliq = meanObliq + 0.00256 * Math.cos(rad(125.04 - 1934.136 * t)) // R
  const declination = deg(Math.asin(Math.sin(rad(obliq)) * Math.sin(rad(appLong)))) // T
  const y = Math.tan(rad(obliq / 2)) ** 2 // U
  const equationOfTime =
    4 *
    deg(
      y * Math.sin(2 * rad(meanLong)) -
        2 * eccent * Math.sin(rad(meanAnom)) +
        4 * eccent * y * Math.sin(rad(meanAnom)) * Math.cos(2 * rad(meanLong)) -
        0.5 * y * y * Math.sin(4 * rad(meanLong)) -
        1.25 * eccent * eccent * Math.sin(2 * rad(meanAnom)),
    ) // V, minutes
  return { declination, equationOfTime }
}

/** The sun's geometric altitude (90° − the solar zenith angle, column AE; no refraction), NOAA's way. */
export const noaaAltitude = (point: GeoPoint, instant: Temporal.Instant): number => {
  const { declination, equationOfTime } = sunOfDate(instant)
  const minutesOfDayUtc = mod(instant.epochMilliseconds / 60_000, 1440)
  const trueSolarTime = mod(minutesOfDayUtc + equationOfTime + 4 * point.longitude, 1440) // AB, time zone 0
  const hourAngle = trueSolarTime / 4 < 0 ? trueSolarTime / 4 + 180 : trueSolarTime / 4 - 180 // AC
  const cosZenith = Math.sin(rad(point.latitude)) * Math.sin(rad(declination)) + Math.cos(rad(point.latitude)) * Math.cos(rad(declination)) * Math.cos(rad(hourAngle))
  return 90 - deg(Math.acos(Math.min(1, Math.max(-1, cosZenith)))) // AD, AE
}

export const noaaSun: SunAltitude = { altitudeAt: noaaAltitude }

/**
 * The instant the sun's altitude crosses `altitude` between `from` and `to` (one crossing in between), found by
 * bisection to the second on NOAA's altitude: the twilight times a pilot would read off NOAA's calculator.
 */
export const noaaCrossing = (point: GeoPoint, altitude: number, from: Temporal.Instant, to: Temporal.Instant): Temporal.Instant => {
  let lo = from
  let hi = to
  const above = (i: Temporal.Instant) => noaaAltitude(point, i) > altitude
  const startAbove = above(lo)
  if (above(hi) === startAbove) throw new Error(`no crossing of ${altitude}° between ${from.toString()} and ${to.toString()}`)
  while (hi.epochMilliseconds - lo.epochMilliseconds > 1000) {
    const mid = lo.add({ milliseconds: Math.floor((hi.epochMilliseconds - lo.epochMilliseconds) / 2) })
    if (above(mid) === startAbove) lo = mid
    else hi = mid
  }
  return lo
}
