/** Leg, role editing, hotel, pairing, event remark and roster changes (SPEC section 2; check-in is in check-in.ts). */
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
  estimatedTime: 'Estimated time',
  loadFailed: 'The pairing could not be loaded.',
}

export const eventRemark = {
  title: 'Event remark',
  noRemark: 'No remark for this duty.',
  forEvent: '{event}, {date}',
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
