import * as TE from 'fp-ts/TaskEither'
import { pipe } from 'fp-ts/function'
import type { GeoError } from '../platform/geolocation.port'
import type { CiAllowedAirport, DevicePosition } from './check-in.codec'
import { checkInPositionRefusal, type CheckInPositionRefusal } from './check-in-position.rules'

/**
 * Why a position-checked check-in stopped before its call: no position from the device, or a position the
 * zone rule refuses (the server checks it again; here the crew member learns how far away they are at once).
 */
export type CheckInPositionFailure =
  | { readonly _tag: 'PositionUnavailable'; readonly cause: GeoError }
  | { readonly _tag: 'PositionRefused'; readonly refusal: CheckInPositionRefusal }

/** Where the check-in's zone is: the event's airport and the configuration's zones. */
export interface CheckInZone {
  readonly airport: string
  readonly ciAllowedAirports: ReadonlyArray<CiAllowedAirport>
}

/**
 * The device position a position-checked check-in sends (profile switch `performCheckInWithPosition`): asked
 * from the device, then checked against the event airport's zone when the zone is known.
 */
export const devicePositionFor = (
  devicePosition: () => TE.TaskEither<GeoError, DevicePosition>,
  zone: CheckInZone | undefined,
): TE.TaskEither<CheckInPositionFailure, DevicePosition> =>
  pipe(
    devicePosition(),
    TE.mapLeft((cause): CheckInPositionFailure => ({ _tag: 'PositionUnavailable', cause })),
    TE.chain((position) => {
      if (zone === undefined) return TE.right(position)
      const placed = checkInPositionRefusal(position, zone.airport, zone.ciAllowedAirports)
      return placed._tag === 'Left' ? TE.left({ _tag: 'PositionRefused', refusal: placed.left }) : TE.right(position)
    }),
  )
