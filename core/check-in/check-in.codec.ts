import * as t from 'io-ts'
import { LogicalId } from '../shared/brands'
import { Envelope, ErrorItem } from '../shared/envelope.codec'
import { CheckInConfiguration, CheckInPermission, numberBetween } from './check-in-configuration.codec'

// The configuration's codecs (read at sign-in by the check-in window and the geofence) live apart, with the first
// roster view's code; the rest of the check-in calls' codecs load with the check-in screen.
export { CheckInConfiguration, CheckInPermission, CiAllowedAirport, UpcomingCheckInEvent } from './check-in-configuration.codec'

/**
 * One position of the check-in ("Crew members on the check-in", SPEC section 2; entity
 * "positions (assignment with name, checkedIn)"). `assignment` is the position code (for
 * example a rank such as `CP`); `name` is the crew member holding it, absent for an
 * unfilled position; `checkedIn` says whether that crew member has checked in.
 */
export const CheckInPosition = t.intersection(
  [t.type({ assignment: t.string, checkedIn: t.boolean }), t.partial({ name: t.string })],
  'CheckInPosition',
)
export type CheckInPosition = t.TypeOf<typeof CheckInPosition>

/**
 * The result of `GET roster/{crmId}/checkin?checkInLogicalId=…` (SPEC entity "Check-in":
 * checkedIn, checkInPermission, positions). `positions` may be empty but is always sent.
 */
export const CheckIn = t.type(
  { checkedIn: t.boolean, checkInPermission: CheckInPermission, positions: t.array(CheckInPosition) },
  'CheckIn',
)
export type CheckIn = t.TypeOf<typeof CheckIn>

/** `ltype` query value of the check-in calls ("op=confirm, ltype=mobile"). */
export const CHECK_IN_LTYPE = 'mobile'

/** `op` query values: `checkin` for `POST roster/{crmId}/checkin`, `confirm` for `POST …/checkin/{checkInLogicalId}`. */
export const CheckInOp = t.keyof({ checkin: null, confirm: null }, 'CheckInOp')
export type CheckInOp = t.TypeOf<typeof CheckInOp>

/** Query of `GET roster/{crmId}/checkin`: "query checkInLogicalId, ltype". */
export const CheckInLoadQuery = t.intersection(
  [t.type({ checkInLogicalId: LogicalId }), t.partial({ ltype: t.string })],
  'CheckInLoadQuery',
)
export type CheckInLoadQuery = t.TypeOf<typeof CheckInLoadQuery>

/** Query of the check-in POST calls: "query op, ltype". */
export const CheckInPostQuery = t.partial({ op: CheckInOp, ltype: t.string }, 'CheckInPostQuery')
export type CheckInPostQuery = t.TypeOf<typeof CheckInPostQuery>

/**
 * The device's position sent with a location check-in when the airline asks for it (profile switch
 * `checkInPositionRequired`, server CHECK_IN_POSITION_REQUIRED): WGS84 degrees and the fix's accuracy in metres
 * (the radius of 68 % confidence browsers and native location services report).
 */
export const DevicePosition = t.type(
  {
    latitude: numberBetween(-90, 90, 'Latitude'),
    longitude: numberBetween(-180, 180, 'Longitude'),
    accuracy: numberBetween(0, 20_000_000, 'AccuracyMetres'),
  },
  'DevicePosition',
)
export type DevicePosition = t.TypeOf<typeof DevicePosition>

/**
 * Body of `POST roster/{crmId}/checkin`: "body checkInLogicalId"; `position` is our addition, sent only when the
 * airline asks for the device position with a location check-in (the spec's contract sends the logical id alone).
 */
export const CheckInRequest = t.intersection(
  [t.type({ checkInLogicalId: LogicalId }), t.partial({ position: DevicePosition })],
  'CheckInRequest',
)
export type CheckInRequest = t.TypeOf<typeof CheckInRequest>

/** Body of `POST roster/{crmId}/checkin/{checkInLogicalId}?op=confirm`: none in the spec; `position` as above. */
export const CheckInConfirmRequest = t.partial({ position: DevicePosition }, 'CheckInConfirmRequest')
export type CheckInConfirmRequest = t.TypeOf<typeof CheckInConfirmRequest>

/**
 * Result of both check-in POST calls (check in, confirm). SPEC does not show it; the client
 * needs nothing from it because "After check-in the data reloads", so every field is optional:
 * `checkedIn` echoes the new state when the server sends it.
 */
export const CheckInPostResult = t.partial({ checkedIn: t.boolean }, 'CheckInPostResult')
export type CheckInPostResult = t.TypeOf<typeof CheckInPostResult>

/** Response envelope of `GET roster/{crmId}/checkin`. */
export const CheckInEnvelope = Envelope(CheckIn)
/** Response envelope of `GET roster/{crmId}/checkin/configuration`. */
export const CheckInConfigurationEnvelope = Envelope(CheckInConfiguration)
/** Response envelope of both check-in POST calls. */
export const CheckInPostEnvelope = Envelope(CheckInPostResult)

/** The error id a check-in for an already checked-in event answers with. */
export const ERR_ALREADY_CHECKED_IN = 'ERR_ALREADY_CHECKED_IN'
/** The error kind of application-data errors. */
export const APP_ERROR_KIND = 'APP'

/**
 * The error item "ERR_ALREADY_CHECKED_IN of kind APP" (SPEC section 4, Check-in status),
 * which the client treats as success.
 */
export const AlreadyCheckedInError = t.intersection(
  [
    ErrorItem,
    t.type({ errId: t.literal(ERR_ALREADY_CHECKED_IN), errKind: t.literal(APP_ERROR_KIND) }),
  ],
  'AlreadyCheckedInError',
)
export type AlreadyCheckedInError = t.TypeOf<typeof AlreadyCheckedInError>
