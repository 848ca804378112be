import * as t from 'io-ts'
import { LogicalId } from '../shared/brands'
import { DateTimeWithOffset } from '../shared/time.codec'

/** A number in [min, max] (finite), named for error paths. */
export const numberBetween = (min: number, max: number, name: string) =>
  new t.Type<number, number, unknown>(
    name,
    (u): u is number => typeof u === 'number' && Number.isFinite(u) && u >= min && u <= max,
    (u, c) => (typeof u === 'number' && Number.isFinite(u) && u >= min && u <= max ? t.success(u) : t.failure(u, c)),
    t.identity,
  )

/**
 * The server's check-in permission: "Allowed codes: CHECK_IN_ALLOWED, CHECK_IN_PENDING,
 * CHECK_IN_NOT_ALLOWED" (SPEC section 4, Check-in status). PENDING means unconfirmed roster
 * changes must be confirmed first.
 */
export const CheckInPermission = t.keyof(
  { CHECK_IN_ALLOWED: null, CHECK_IN_PENDING: null, CHECK_IN_NOT_ALLOWED: null },
  'CheckInPermission',
)
export type CheckInPermission = t.TypeOf<typeof CheckInPermission>

/** The next check-in event the geofence watches: "upcomingCheckinEvent (logicalId, airport, fromDateTimeUTC)". */
export const UpcomingCheckInEvent = t.type(
  { logicalId: LogicalId, airport: t.string, fromDateTimeUTC: DateTimeWithOffset },
  'UpcomingCheckInEvent',
)
export type UpcomingCheckInEvent = t.TypeOf<typeof UpcomingCheckInEvent>

/**
 * An airport zone where check-in by location is allowed: "ciAllowedAirports (code, longitude,
 * latitude, radius)". Latitude and longitude are WGS84 degrees (latitude -90..90, longitude
 * -180..180); `radius` is in metres (0 or more) around that point.
 */
export const CiAllowedAirport = t.type(
  {
    code: t.string,
    longitude: numberBetween(-180, 180, 'Longitude'),
    latitude: numberBetween(-90, 90, 'Latitude'),
    radius: numberBetween(0, Number.MAX_VALUE, 'RadiusMetres'),
  },
  'CiAllowedAirport',
)
export type CiAllowedAirport = t.TypeOf<typeof CiAllowedAirport>

/**
 * The result of `GET roster/{crmId}/checkin/configuration`: "upcomingCheckinEvent,
 * ciAllowedAirports, checkInPermission". `upcomingCheckinEvent` is absent or null when the
 * crew member has no check-in ahead; `checkInPermission` is the permission for that event.
 */
export const CheckInConfiguration = t.intersection(
  [
    t.type({ ciAllowedAirports: t.array(CiAllowedAirport), checkInPermission: CheckInPermission }),
    t.partial({ upcomingCheckinEvent: t.union([UpcomingCheckInEvent, t.null]) }),
  ],
  'CheckInConfiguration',
)
export type CheckInConfiguration = t.TypeOf<typeof CheckInConfiguration>
