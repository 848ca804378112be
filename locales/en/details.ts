/** Leg, role editing, hotel, pairing, event remark, check-in and roster changes (SPEC section 2). */
export const leg = {
  title: 'Flight details',
  yourRole: 'Your role',
  noRoles: 'No role assigned to you on this flight.',
  editRoles: 'Edit roles',
  eventRemark: 'Event remark',
  noRemark: 'No remark for this duty.',
  crewMembers: 'Crew members',
  crew: 'Crew',
  openPositions: 'Open positions',
  openPosition: '{rank}: {count} open',
  deadheads: 'Deadheads',
  deadheadOpenPositions: 'Deadhead open positions',
  noCrew: 'No crew members listed.',
  crewCard: {
    title: 'Crew member',
    previousEvent: 'Previous duty',
    nextEvent: 'Next duty',
    flightFrom: '{flightNumber} from {airport}',
    flightTo: '{flightNumber} to {airport}',
    attributes: {
      ADD_QUALIF: 'Additional qualifications',
      ASSIGNED_RANK: 'Assigned rank',
      CONTRACT_CODE: 'Contract',
      CREWCODE: 'Crew code',
      HOMEBASE: 'Home base',
      PHONE: 'Phone',
      RANK: 'Rank',
      SENIORITY: 'Seniority',
      SEX: 'Sex',
    },
  },
  showCrewMember: 'Show details of {name}',
  crewMemberRoles: 'Roles: {roles}',
}

export const roles = {
  title: 'Editing roles',
  back: 'Back to flight',
  add: 'Add role {role}',
  remove: 'Remove role {role}',
  assigned: 'Assigned',
  notAssigned: 'Not assigned',
  notEditable: 'Set by the scheduler',
  done: 'Done',
  saving: 'Saving roles…',
  addShort: 'Add',
  removeShort: 'Remove',
}

export const hotel = {
  title: 'Hotel',
  /** Labels by `HotelLabelKey` (core/hotel/hotel-fields.rules.ts HOTEL_FIELD_LABEL_KEYS). */
  labels: {
    hotelDate: 'Date',
    hotelName: 'Name',
    hotelType: 'Type',
    hotelAddress: 'Address',
    hotelContacts: 'Contacts',
    hotelTransferTime: 'Transfer time',
    hotelPickupTime: 'Pick-up time',
    hotelTransportCompanyName: 'Transport company',
    hotelTransportCompanyType: 'Transport type',
    hotelTransportCompanyAddresses: 'Transport company address',
    hotelTransportCompanyContacts: 'Transport company contacts',
    hotelRemark: 'Remark',
  },
  /** Sub-labels by `HotelValuePart`. */
  parts: {
    country: 'Country',
    zipCode: 'ZIP code',
    city: 'City',
    street: 'Street',
    phone: 'Phone',
    fax: 'Fax',
    email: 'E-mail',
    otherEmail: 'Other e-mail',
  },
  transferMinutes: '{minutes} min',
  empty: 'No hotel details available.',
  details: 'Hotel details',
  loadFailed: 'The hotel details could not be loaded.',
}

export const pairing = {
  title: '{fromAirport} {fromDate} - {toAirport} {toDate}',
  details: 'Pairing details',
  subEvents: 'Duties of this pairing',
  departedEarly: 'Departed early',
  departedLate: 'Departed late',
  loadFailed: 'The pairing could not be loaded.',
}

export const eventRemark = {
  title: 'Event remark',
  noRemark: 'No remark for this duty.',
  forEvent: '{event}, {date}',
}

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

export const rosterChanges = {
  title: 'Roster changes',
  intro: 'Your scheduler has changed your roster. Please confirm that you have seen the changes.',
  oldDuty: 'Before',
  newDuty: 'After',
  noDuty: 'No duty',
  schedulerMessage: 'Message from the scheduler',
  selectDay: 'Select the changes of {date}',
  selectAll: 'Select all',
  confirmSelected: 'Confirm selected',
  confirming: 'Confirming…',
  scrollToEnd: 'Scroll to the end of the list to confirm.',
  notConfirmable: 'Cannot be confirmed',
  empty: 'There are no roster changes to confirm.',
  confirmed: 'Roster changes confirmed.',
  listLabel: 'Changes to confirm',
}
