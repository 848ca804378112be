import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { CheckInConfirmRequest, CheckInRequest, type CiAllowedAirport } from '../../../core/check-in/check-in.codec'
import { MAX_CHECK_IN_POSITION_ACCURACY_M, checkInPositionRefusal } from '../../../core/check-in/check-in-position.rules'
import { EARTH_MEAN_RADIUS_M, distanceMetres } from '../../../core/check-in/geofence.rules'

const CDG: CiAllowedAirport = { code: 'CDG', latitude: 49.0097, longitude: 2.5479, radius: 3000 }
const ORY: CiAllowedAirport = { code: 'ORY', latitude: 48.7262, longitude: 2.3652, radius: 2500 }
const zones = [CDG, ORY]
/** A point `metres` north of `zone`'s centre (one degree of latitude is R·π/180 metres). */
const northOf = (zone: CiAllowedAirport, metres: number) => ({ latitude: zone.latitude + (metres / EARTH_MEAN_RADIUS_M) * (180 / Math.PI), longitude: zone.longitude })
const RUNS = 500

const Rule = suite('checkInPositionRefusal: a location check-in with the device position')

Rule('no position is refused as required', () => {
  assert.equal(checkInPositionRefusal(undefined, 'CDG', zones), E.left({ _tag: 'PositionRequired' }))
})

Rule('inside the event airport zone: accepted, the zone is returned', () => {
  assert.equal(checkInPositionRefusal({ ...northOf(CDG, 2000), accuracy: 15 }, 'CDG', zones), E.right(CDG))
})

Rule('inside another airport zone than the event: refused as outside (ORY does not check in a CDG duty)', () => {
  const r = checkInPositionRefusal({ ...northOf(ORY, 0), accuracy: 10 }, 'CDG', zones)
  assert.ok(E.isLeft(r) && r.left._tag === 'OutsideZone' && r.left.airport === 'CDG' && r.left.distance > 30_000)
})

Rule('an airport with no check-in zone is refused as NoZone', () => {
  assert.equal(checkInPositionRefusal({ ...northOf(CDG, 0), accuracy: 10 }, 'BOD', zones), E.left({ _tag: 'NoZone', airport: 'BOD' }))
})

Rule('a fix coarser than the maximum is refused, even at the zone centre (a forged accuracy cannot stretch the zone)', () => {
  const r = checkInPositionRefusal({ ...northOf(CDG, 0), accuracy: MAX_CHECK_IN_POSITION_ACCURACY_M + 1 }, 'CDG', zones)
  assert.equal(r, E.left({ _tag: 'TooImprecise', accuracy: MAX_CHECK_IN_POSITION_ACCURACY_M + 1, maxAccuracy: MAX_CHECK_IN_POSITION_ACCURACY_M }))
})

Rule('the circle of confidence counts: radius + accuracy is the edge', () => {
  assert.ok(E.isRight(checkInPositionRefusal({ ...northOf(CDG, 3090), accuracy: 100 }, 'CDG', zones)))
  assert.ok(E.isLeft(checkInPositionRefusal({ ...northOf(CDG, 3110), accuracy: 100 }, 'CDG', zones)))
})

Rule('exactly on the edge (distance = radius + accuracy) counts as inside', () => {
  const fix = { ...northOf(CDG, 3000), accuracy: 0 }
  const d = distanceMetres(fix, CDG)
  assert.ok(E.isRight(checkInPositionRefusal({ ...fix, accuracy: 20 }, 'CDG', [{ ...CDG, radius: d - 20 }])))
  assert.ok(E.isLeft(checkInPositionRefusal({ ...fix, accuracy: 20 }, 'CDG', [{ ...CDG, radius: d - 20.001 }])))
})

Rule(`property (${RUNS} runs): accepted exactly when distance ≤ radius + accuracy, for any fix within the maximum`, () => {
  fc.assert(
    fc.property(fc.double({ min: 0, max: 20_000, noNaN: true }), fc.double({ min: 0, max: MAX_CHECK_IN_POSITION_ACCURACY_M, noNaN: true }), (metres, accuracy) => {
      // Stay clear of the edge by a centimetre: the haversine of a point built north of the centre is exact to well below that.
      fc.pre(Math.abs(metres - (CDG.radius + accuracy)) > 0.01)
      const accepted = E.isRight(checkInPositionRefusal({ ...northOf(CDG, metres), accuracy }, 'CDG', zones))
      return accepted === metres <= CDG.radius + accuracy
    }),
    { numRuns: RUNS },
  )
})

const Wire = suite('DevicePosition on the check-in bodies')

Wire('the spec body without a position still decodes; a position is decoded when sent', () => {
  assert.ok(E.isRight(CheckInRequest.decode({ checkInLogicalId: 'CI-1' })))
  const withPosition = CheckInRequest.decode({ checkInLogicalId: 'CI-1', position: { latitude: 49, longitude: 2.5, accuracy: 12 } })
  assert.ok(E.isRight(withPosition) && withPosition.right.position?.accuracy === 12)
  assert.ok(E.isRight(CheckInConfirmRequest.decode({})))
})

Wire('out-of-range or non-number coordinates and accuracies are refused', () => {
  for (const position of [
    { latitude: 91, longitude: 0, accuracy: 1 },
    { latitude: 0, longitude: -181, accuracy: 1 },
    { latitude: 0, longitude: 0, accuracy: -1 },
    { latitude: 0, longitude: 0, accuracy: Number.NaN },
    { latitude: '49', longitude: 0, accuracy: 1 },
    { latitude: 0, longitude: 0 },
  ]) assert.ok(E.isLeft(CheckInRequest.decode({ checkInLogicalId: 'CI-1', position })), JSON.stringify(position))
})

Rule.run()
Wire.run()
