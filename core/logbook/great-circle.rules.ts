import type { GeoPoint } from '../platform/sun.port'

/**
 * The great-circle track between two points (spherical Earth): the point a fraction `f` (0 to 1) of the way,
 * by spherical linear interpolation of the two unit vectors. Crossing the date line or a pole needs no special
 * case: the vectors know no longitude seam. Geometry only; where the sun is, is the sun port's business.
 */
export const pointAlongGreatCircle = (from: GeoPoint, to: GeoPoint, f: number): GeoPoint => {
  const a = toVector(from)
  const b = toVector(to)
  const dot = Math.min(1, Math.max(-1, a[0] * b[0] + a[1] * b[1] + a[2] * b[2]))
  const angle = Math.acos(dot)
  if (angle < 1e-9) return from
  const sin = Math.sin(angle)
  const wa = Math.sin((1 - f) * angle) / sin
  const wb = Math.sin(f * angle) / sin
  return toPoint([wa * a[0] + wb * b[0], wa * a[1] + wb * b[1], wa * a[2] + wb * b[2]])
}

/** The great-circle distance in kilometres (mean Earth radius 6371 km). */
export const greatCircleKm = (from: GeoPoint, to: GeoPoint): number => {
  const a = toVector(from)
  const b = toVector(to)
  const dot = Math.min(1, Math.max(-1, a[0] * b[0] + a[1] * b[1] + a[2] * b[2]))
  return Math.acos(dot) * 6371
}

type Vector = readonly [number, number, number]
const RAD = Math.PI / 180

const toVector = (p: GeoPoint): Vector => {
  const lat = p.latitude * RAD
  const lon = p.longitude * RAD
  return [Math.cos(lat) * Math.cos(lon), Math.cos(lat) * Math.sin(lon), Math.sin(lat)]
}

const toPoint = (v: Vector): GeoPoint => {
  const norm = Math.hypot(v[0], v[1], v[2])
  return { latitude: Math.asin(v[2] / norm) / RAD, longitude: Math.atan2(v[1], v[0]) / RAD }
}
