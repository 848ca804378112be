import * as O from 'fp-ts/Option'
import { showCheckInButton } from '../../../../core/check-in/check-in-button.rules'
import type { CheckIn, CheckInConfiguration, CheckInPosition } from '../../../../core/check-in/check-in.codec'
import type { GeofenceState } from '../../../../core/check-in/geofence.machine'
import { checkInTitle, type CheckInTitle } from '../../../../core/check-in/pairing-number.rules'
import { checkInWindowNote } from '../../../../core/check-in/check-in-window-note.rules'
import { withLocalPostfix } from '../../../../core/roster/time-display.rules'
import type { Temporal } from 'temporal-polyfill'
import { checkInStatus, type CheckInStatus } from '../../../../core/check-in/status.rules'
import type { DisplayOptions } from '../../../../core/access/profile.codec'
import { formatDate } from '../../../../core/roster/date-format.rules'
import type { DutyEvent } from '../../../../core/roster/event.codec'
import type { ShownTime } from '../../../../core/roster/time-display.rules'
import type { LogicalId } from '../../../../core/shared/brands'
import type { Language } from '../../../../core/shared/constants'
import { eventTimes } from '../shared/duty-text'

/** What the geofence says about this device (the inputs of core `checkInStatus` "with fencing"). */
export interface FenceView {
  /** Check-in by location is on for the user and the geofence is running. */
  readonly locationFencing: boolean
  readonly locationDenied: boolean
  /** The check-in event whose zone the geofence reported the device in, or null. */
  readonly fencedEventLogicalId: LogicalId | null
}

/** No geofence: the status follows the server's permission only. */
export const NO_FENCE: FenceView = { locationFencing: false, locationDenied: false, fencedEventLogicalId: null }

/**
 * The fence inputs from the running geofence machine: fencing when check-in by location is allowed
 * (core `canCheckInByLocation`) and the machine is started; denied when the device refused the location;
 * the fenced event is the entry being handled, else the last zone entered.
 */
export const fenceViewOf = (canCheckInByLocation: boolean, geofence: GeofenceState | undefined, lastEntered: LogicalId | null): FenceView =>
  !canCheckInByLocation || geofence === undefined || geofence.phase === 'stopped'
    ? NO_FENCE
    : {
        locationFencing: true,
        locationDenied: geofence.status === 'permissionDenied',
        fencedEventLogicalId: geofence.entry?.logicalId ?? lastEntered,
      }

/** What the check-in screen shows once the check-in is loaded. */
export interface CheckInView {
  readonly title: CheckInTitle
  readonly airport: O.Option<string>
  /** The check-in time as the profile shows it (local and/or UTC), when the event is known. */
  readonly time: ReadonlyArray<ShownTime>
  readonly status: CheckInStatus
  /** Why check-in is not possible now, by the time window: when it opens or when it closed (time and relative). */
  readonly windowNote: O.Option<WindowNoteView>
  readonly showButton: boolean
  readonly positions: ReadonlyArray<CheckInPosition>
}

/** "Check-in opens at 06:15 LT, in 42 minutes." / "Check-in closed at 08:45 LT, 15 minutes ago." */
export interface WindowNoteView {
  readonly kind: 'opens' | 'closed'
  readonly time: string
  readonly relative: string
}

/** A count of minutes as the reader says it: minutes below 90, hours below 48 h, then days. */
export const relativeMinutes = (minutes: number, language: Language): string => {
  const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'always' })
  const size = Math.abs(minutes)
  if (size < 90) return rtf.format(minutes, 'minute')
  if (size < 48 * 60) return rtf.format(Math.round(minutes / 60), 'hour')
  return rtf.format(Math.round(minutes / (24 * 60)), 'day')
}

/** Everything the check-in view is computed from. */
export interface CheckInViewInput {
  readonly logicalId: LogicalId
  readonly checkIn: CheckIn
  readonly configuration: O.Option<CheckInConfiguration>
  readonly event: O.Option<DutyEvent>
  readonly fence: FenceView
  /** core `FeatureAccess.canPerformCheckIn`. */
  readonly canPerformCheckIn: boolean
  readonly online: boolean
  readonly display: DisplayOptions
  readonly language: Language
  /** Now, for the time-window note. */
  readonly now: Temporal.Instant
  /** The label of the event when nothing better is known (the translated 'Check-in'). */
  readonly fallbackLabel: string
}

/** The airport of the check-in: the configuration's upcoming event when it is this one, else the event's departure airport. */
export const checkInAirport = (logicalId: LogicalId, configuration: O.Option<CheckInConfiguration>, event: O.Option<DutyEvent>): O.Option<string> => {
  const upcoming = O.isSome(configuration) ? configuration.value.upcomingCheckinEvent : undefined
  if (upcoming !== undefined && upcoming !== null && upcoming.logicalId === logicalId) return O.some(upcoming.airport)
  return O.isSome(event) ? O.fromNullable(event.value.departure?.airportCode ?? event.value.fromAirport) : O.none
}

/**
 * The time-window note of a check-in not expected now: the opening or closing instant in the airport's local time
 * (or UTC when the profile shows no local time), and how far away it is. None while the window is open (the
 * server said no for another reason, which the status says).
 */
const windowNoteOf = (event: DutyEvent, input: CheckInViewInput): O.Option<WindowNoteView> => {
  const note = checkInWindowNote(event, input.now)
  if (note._tag === 'Open') return O.none
  const instant = note._tag === 'NotYetOpen' ? note.opensAt : note.closedAt
  const local = event.fromDateTimeLtAtAirport
  const pattern = input.display.dateFormats.TIME
  const time =
    input.display.showLocalTime && local !== undefined
      ? withLocalPostfix(formatDate(instant.toZonedDateTimeISO(local.offset), pattern, input.language), input.display.localTimePostfix)
      : `${formatDate(instant.toZonedDateTimeISO('UTC'), pattern, input.language)} UTC`
  return O.some(
    note._tag === 'NotYetOpen'
      ? { kind: 'opens', time, relative: relativeMinutes(note.minutesUntil, input.language) }
      : { kind: 'closed', time, relative: relativeMinutes(-note.minutesSince, input.language) },
  )
}

/**
 * The check-in screen (SPEC section 2): "Check-in for an event from an airport, optionally with a
 * pairing number" (core `checkInTitle` with the profile's pairing-number mode), the status (core
 * `checkInStatus`), "The check-in button is shown only when status is expected, the user may check in,
 * and the app is online" (core `showCheckInButton`), and the crew positions.
 */
export const checkInView = (input: CheckInViewInput): CheckInView => {
  const event = O.toUndefined(input.event)
  const label =
    event === undefined
      ? input.fallbackLabel
      : formatDate(event.fromDateTimeLtAtAirport ?? event.fromDateTimeUTC, input.display.dateFormats.DATE, input.language)
  const status = checkInStatus({
    logicalId: input.logicalId,
    checkedIn: input.checkIn.checkedIn,
    checkInPermission: input.checkIn.checkInPermission,
    ...input.fence,
  })
  return {
    windowNote: status === 'NOT_EXPECTED_TO_CHECKIN' && event !== undefined ? windowNoteOf(event, input) : O.none,
    title: checkInTitle({ mode: input.display.pairingNumberMode, event: label, pairingNumber: event?.eventDescription?.pairingNumber ?? null }),
    airport: checkInAirport(input.logicalId, input.configuration, input.event),
    time: event === undefined ? [] : eventTimes(event, 'from', input.display, input.display.dateFormats.SHORT_DATE_TIME, input.language),
    status,
    showButton: showCheckInButton({ status, canPerformCheckIn: input.canPerformCheckIn, online: input.online }),
    positions: input.checkIn.positions,
  }
}
