import * as E from 'fp-ts/Either'
import type { CiAllowedAirport, DevicePosition } from './check-in.codec'
import { distanceMetres } from './geofence.rules'

/**
 * The coarsest position fix accepted for a position-checked check-in, in metres. A fix this coarse still tells
 * the terminal from the city; a coarser one (a cell-tower or IP guess of kilometres) could be anywhere, and a
 * forged accuracy of 100 km must not stretch every zone to 100 km.
 */
export const MAX_CHECK_IN_POSITION_ACCURACY_M = 200

/** Why a position-checked check-in is refused; each reads on its own in a message. */
export type CheckInPositionRefusal =
  | { readonly _tag: 'PositionRequired' }
  | { readonly _tag: 'TooImprecise'; readonly accuracy: number; readonly maxAccuracy: number }
  | { readonly _tag: 'NoZone'; readonly airport: string }
  | { readonly _tag: 'OutsideZone'; readonly airport: string; readonly distance: number; readonly radius: number }

/**
 * Whether `position` places the device in the check-in zone of `airport` (the check-in event's airport, one of
 * `ciAllowedAirports`). The fix counts as inside when its circle of confidence reaches the zone: distance to the
 * zone's centre at most radius + accuracy, with the accuracy at most {@link MAX_CHECK_IN_POSITION_ACCURACY_M}.
 * The zone is the event's own airport's: being inside another airport's zone does not check in here.
 */
export const checkInPositionRefusal = (
  position: DevicePosition | undefined,
  airport: string,
  ciAllowedAirports: ReadonlyArray<CiAllowedAirport>,
): E.Either<CheckInPositionRefusal, CiAllowedAirport> => {
  if (position === undefined) return E.left({ _tag: 'PositionRequired' })
  const zone = ciAllowedAirports.find((a) => a.code === airport)
  if (zone === undefined) return E.left({ _tag: 'NoZone', airport })
  if (position.accuracy > MAX_CHECK_IN_POSITION_ACCURACY_M) {
    return E.left({ _tag: 'TooImprecise', accuracy: position.accuracy, maxAccuracy: MAX_CHECK_IN_POSITION_ACCURACY_M })
  }
  const distance = distanceMetres(position, zone)
  return distance <= zone.radius + position.accuracy ? E.right(zone) : E.left({ _tag: 'OutsideZone', airport, distance, radius: zone.radius })
}
