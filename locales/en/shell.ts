/** The app frame: shared words and global elements (SPEC section 2). Navigation and date names: nav.ts, calendar-names.ts. */
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

export const global = {
  progress: 'Loading, please wait',
  unsavedChanges: {
    title: 'Stop editing?',
    message: 'You have unsaved changes. If you leave now, they will be lost.',
    yes: 'Yes, discard',
    no: 'No, keep editing',
  },
  newVersion: {
    label: 'New version',
    message: 'A new version is ready.',
    reload: 'Reload',
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

/** Names of the duty kinds of `core/roster/duty-kind.rules.ts` (colour and icon groups). */

/** The event types of SPEC section 3. */
