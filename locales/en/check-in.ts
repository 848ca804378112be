/** Check-in (SPEC section 4); apart from the other details because the shell's check-in offer uses it before any screen of the signed-in app has loaded. */
export const checkIn = {
  title: 'Check-in',
  forEvent: 'Check-in for {event} from {airport}',
  pairingNumber: 'Pairing {pairingNumber}',
  crew: 'Crew on this duty',
  checkedIn: 'Checked in',
  notCheckedIn: 'Not checked in yet',
  checkInButton: 'Check in',
  checkingIn: 'Checking in…',
  success: 'You are checked in.',
  /** By `CheckInStatus` (SPEC section 4). */
  statuses: {
    PERMISSION_DENIED: 'Location access is denied. Allow location access to check in.',
    ALREADY_CHECKED_IN: 'You are already checked in.',
    EXPECTED_TO_CHECKIN: 'You can check in now.',
    EXPECTED_TO_CHECKIN_BUT_PENDING: 'Confirm your pending roster changes before checking in.',
    NOT_EXPECTED_TO_CHECKIN: 'No check-in is expected for this duty.',
    OUT_OF_CHECKIN_ZONE: 'You are outside the check-in zone of this airport.',
  },
  reviewRosterChanges: 'Review roster changes',
  /** On a phone whose location access was refused: opens the app's settings page. */
  openLocationSettings: 'Open settings',
  offer: {
    title: 'Check in now?',
    atAirport: 'You are at {airport}. Do you want to go to check-in?',
    timeWindow: 'Check-in for your duty from {airport} is open. Do you want to go to check-in?',
    yes: 'Yes, go to check-in',
    no: 'Not now',
  },
  fromAirport: 'From {airport}',
  openPosition: 'Open position',
  /** Why check-in is not possible now, by the time window (after the status). */
  opensAt: 'Check-in opens at {time}, {relative}.',
  closedAt: 'Check-in closed at {time}, {relative}.',
}
