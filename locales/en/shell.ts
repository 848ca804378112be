/** The app frame: shared words, navigation, global elements (SPEC section 2), date names. */
export const app = {
  name: 'Crew Duty Plan',
  skipToContent: 'Skip to content',
  logoAlt: '{airline} logo',
  version: 'Version {version}',
}

export const common = {
  ok: 'OK',
  cancel: 'Cancel',
  yes: 'Yes',
  no: 'No',
  back: 'Back',
  close: 'Close',
  save: 'Save',
  done: 'Done',
  edit: 'Edit',
  delete: 'Delete',
  add: 'Add',
  apply: 'Apply',
  submit: 'Submit',
  send: 'Send',
  retry: 'Try again',
  reload: 'Reload',
  refresh: 'Refresh',
  confirm: 'Confirm',
  loading: 'Loading…',
  saving: 'Saving…',
  saved: 'Saved',
  required: 'Required',
  optional: 'Optional',
  from: 'From',
  to: 'To',
  date: 'Date',
  time: 'Time',
  show: 'Show',
  hide: 'Hide',
  none: 'None',
  select: 'Select…',
  details: 'Details',
  today: 'Today',
  localTime: 'Local time',
  utcTime: 'UTC',
  utcSuffix: 'UTC',
  minutes: '{count} min',
  dateRange: '{from} – {to}',
  readOnly: 'Read only',
  notAvailableOffline: 'Not available offline',
}

export const nav = {
  main: 'Main navigation',
  duties: 'Duties',
  dailyRemarks: 'Daily remarks',
  news: 'News',
  profile: 'Profile',
  newItems: 'New items',
  backTo: 'Back to {screen}',
}

export const global = {
  progress: 'Loading, please wait',
  unsavedChanges: {
    title: 'Stop editing?',
    message: 'You have unsaved changes. If you leave now, they will be lost.',
    yes: 'Yes, discard',
    no: 'No, keep editing',
  },
  cookieBanner: {
    label: 'Cookie consent',
    message: 'This application uses cookies that are needed to sign you in and to remember your settings.',
    accept: 'Accept',
  },
  offline: {
    banner: 'You are offline. Showing the data saved on this device.',
    emptyTitle: 'Nothing saved for offline use',
    emptyMessage: 'This screen needs a connection the first time. Connect and try again.',
  },
  noConnection: 'No connection to the server.',
  noCommunicationService: 'No connection to the communication service: news and notifications may be out of date.',
  errorBoundary: {
    title: 'Something went wrong',
    message: 'This screen could not be displayed. Your data is safe.',
    reload: 'Reload the application',
    home: 'Back to duties',
  },
  serviceErrorDetails: 'Details',
  dismiss: 'Dismiss',
  starting: 'Starting…',
  notAvailable: {
    title: 'Not available yet',
    message: 'This screen is not available in this version.',
  },
  foreignCrmId: {
    title: 'Not your duty plan',
    message: 'This link is for another crew member. You can only open your own duties.',
    home: 'Back to my duties',
  },
  configLoadError: {
    title: 'The application could not start',
    retry: 'Try again',
  },
}

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

/** Names of the duty kinds of `core/roster/duty-kind.rules.ts` (colour and icon groups). */
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

/** The event types of SPEC section 3. */
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
