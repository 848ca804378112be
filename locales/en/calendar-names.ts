/** Date names, duty kinds and event types: what the roster's calendar and duty list name. */
export const dates = {
  months: {
    m1: 'January', m2: 'February', m3: 'March', m4: 'April', m5: 'May', m6: 'June',
    m7: 'July', m8: 'August', m9: 'September', m10: 'October', m11: 'November', m12: 'December',
  },
  monthsShort: {
    m1: 'Jan', m2: 'Feb', m3: 'Mar', m4: 'Apr', m5: 'May', m6: 'Jun',
    m7: 'Jul', m8: 'Aug', m9: 'Sep', m10: 'Oct', m11: 'Nov', m12: 'Dec',
  },
  /** ISO day of week: d1 is Monday, d7 Sunday. */
  weekdays: { d1: 'Monday', d2: 'Tuesday', d3: 'Wednesday', d4: 'Thursday', d5: 'Friday', d6: 'Saturday', d7: 'Sunday' },
  weekdaysShort: { d1: 'Mon', d2: 'Tue', d3: 'Wed', d4: 'Thu', d5: 'Fri', d6: 'Sat', d7: 'Sun' },
  weekdaysNarrow: { d1: 'M', d2: 'T', d3: 'W', d4: 'T', d5: 'F', d6: 'S', d7: 'S' },
}

export const dutyKinds = {
  pairing: 'Pairing',
  leg: 'Flight',
  positioning: 'Positioning',
  hotel: 'Hotel',
  standby: 'Standby',
  simulator: 'Simulator',
  ground: 'Ground duty',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  rosterTag: 'Roster tag',
  suspension: 'Suspension',
  absence: 'Absence',
  vacation: 'Vacation',
  sickness: 'Sick leave',
  off: 'Day off',
  remarkMarker: 'Daily remark',
  other: 'Other duty',
}

export const eventTypes = {
  PAR: 'Pairing',
  LEG: 'Flight',
  FPR: 'Positioning flight',
  GPR: 'Ground positioning',
  RTG: 'Roster tag',
  C_I: 'Check-in',
  C_O: 'Check-out',
  HOT: 'Hotel',
  SUSP: 'Suspension',
  SIM: 'Simulator',
  ABS: 'Absence',
  VAC: 'Vacation',
  SICK: 'Sick leave',
  GROUND: 'Ground duty',
  OTHER: 'Other',
  OFF: 'Day off',
  SBY: 'Standby',
  DREM: 'Daily remark',
}
