import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as O from 'fp-ts/Option'
import fc from 'fast-check'
import { CiAllowedAirport } from '../../../core/check-in/check-in.codec'
import { EARTH_MEAN_RADIUS_M, airportZoneContaining, distanceMetres } from '../../../core/check-in/geofence.rules'
import { anAirportWire, decodeOrThrow } from './fixtures'

const position = fc.record({ latitude: fc.double({ min: -90, max: 90, noNaN: true }), longitude: fc.double({ min: -180, max: 180, noNaN: true }) })
const airport = (o: Record<string, unknown>): CiAllowedAirport => decodeOrThrow(CiAllowedAirport, anAirportWire(o))

const Distance = suite('distanceMetres (haversine)')
Distance('is 0 between a position and itself, symmetric and never negative', () => {
  fc.assert(
    fc.property(position, position, (a, b) => {
      const d = distanceMetres(a, b)
      return distanceMetres(a, a) === 0 && d >= 0 && Math.abs(d - distanceMetres(b, a)) < 1e-6
    }),
    { numRuns: 1000 },
  )
})
Distance('one degree of latitude along a meridian is R·π/180 metres (about 111.2 km)', () => {
  const d = distanceMetres({ latitude: 50, longitude: 8 }, { latitude: 51, longitude: 8 })
  assert.ok(Math.abs(d - (EARTH_MEAN_RADIUS_M * Math.PI) / 180) < 1e-6, String(d))
})
Distance('pole to pole is half the circumference; one degree of longitude shrinks with cos(latitude)', () => {
  assert.ok(Math.abs(distanceMetres({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 }) - Math.PI * EARTH_MEAN_RADIUS_M) < 1e-6)
  const atEquator = distanceMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })
  const at60 = distanceMetres({ latitude: 60, longitude: 0 }, { latitude: 60, longitude: 1 })
  assert.ok(Math.abs(at60 / atEquator - 0.5) < 1e-3, String(at60 / atEquator))
})
Distance('Frankfurt (FRA) to Paris (CDG) is about 450 km', () => {
  const d = distanceMetres({ latitude: 50.0379, longitude: 8.5622 }, { latitude: 49.0097, longitude: 2.5479 })
  assert.ok(d > 445_000 && d < 455_000, String(d))
})
Distance.run()

const Zone = suite('airportZoneContaining')
const FRA = airport({ code: 'FRA', latitude: 50.0379, longitude: 8.5622, radius: 3000 })
const CDG = airport({ code: 'CDG', latitude: 49.0097, longitude: 2.5479, radius: 5000 })
Zone('a position inside an airport\'s radius (metres) is in that check-in zone', () => {
  assert.equal(airportZoneContaining({ latitude: 50.04, longitude: 8.57 }, [CDG, FRA]), O.some(FRA))
})
Zone('a position outside every radius is in no zone; no airports, no zone', () => {
  assert.equal(airportZoneContaining({ latitude: 50.2, longitude: 8.57 }, [CDG, FRA]), O.none)
  assert.equal(airportZoneContaining({ latitude: 50.0379, longitude: 8.5622 }, []), O.none)
})
Zone('the radius boundary counts as inside; a metre beyond it does not', () => {
  const north = { latitude: 50.0379 + 0.01, longitude: 8.5622 }
  const d = distanceMetres(north, FRA)
  assert.equal(airportZoneContaining(north, [airport({ latitude: 50.0379, longitude: 8.5622, radius: d })]), O.some(airport({ radius: d })))
  assert.equal(airportZoneContaining(north, [airport({ latitude: 50.0379, longitude: 8.5622, radius: d - 1 })]), O.none)
})
Zone('overlapping zones: the nearest airport centre wins', () => {
  const near = airport({ code: 'NEAR', latitude: 50.0, longitude: 8.0, radius: 50_000 })
  const far = airport({ code: 'FAR', latitude: 50.2, longitude: 8.0, radius: 50_000 })
  assert.equal(airportZoneContaining({ latitude: 50.05, longitude: 8.0 }, [far, near]), O.some(near))
  assert.equal(airportZoneContaining({ latitude: 50.05, longitude: 8.0 }, [near, far]), O.some(near), 'whatever the list order')
})
Zone('overlapping zones with the same centre distance: the first in list order wins', () => {
  const one = airport({ code: 'ONE', latitude: 50.0, longitude: 8.0, radius: 50_000 })
  const two = airport({ code: 'TWO', latitude: 50.0, longitude: 8.0, radius: 60_000 })
  assert.equal(airportZoneContaining({ latitude: 50.05, longitude: 8.0 }, [one, two]), O.some(one))
  assert.equal(airportZoneContaining({ latitude: 50.05, longitude: 8.0 }, [two, one]), O.some(two))
})
Zone.run()
