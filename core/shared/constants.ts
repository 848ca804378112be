/**
 * Business constants and limits of SPEC section 9, in one place.
 * Durations are in milliseconds unless the name says otherwise.
 */

export const REQUEST_TIMEOUT_MS = 60_000
export const UPDATE_POLL_INTERVAL_MS = 15_000

export const LOG_FLUSH_INTERVAL_MS = 60_000
export const LOG_FLUSH_MAX_MESSAGES = 100
export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARNING', 'ERROR', 'OFF'] as const

export const CLIENT_VERSION = 'v2020.2.83'
export const CLIENT_BUILD_DATE = '2021-12-22'
/** Not applied by the app: kept for airline tools; the settings screen shows `CLIENT_VERSION` (docs/decisions.md, "Calls and constants not used"). */
export const SETTINGS_VERSION = '2020.2.83'

/** Security configuration defaults, used when the server's configuration cannot be loaded. */
export const DEFAULT_CERT_VALIDITY_MINUTES = 15
export const DEFAULT_APPLICATION_LOCK_TIMEOUT_S = 1800
export const DEFAULT_COOKIE_MAX_AGE = -1
/** Keep-alive interval when floor(certValidity / 3) is zero. */
export const KEEP_ALIVE_FALLBACK_MINUTES = 2

export const CONSENT_COOKIE_NAME = 'cookieConsent'
export const CONSENT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

export const CACHE_EXPIRY_S = 604_800
export const CACHE_LOW_STORAGE_EXPIRY_S = 900
export const ENCRYPTION_SALT_BYTES = 32

export const GEOFENCE_RETRY_MS = 30_000
export const SWIPE_THRESHOLD_PX = 100
export const NEWS_DELETE_DELAY_MS = 300
/** Not applied by the app: hiding roster tags removes them at once, the crew member's own request (docs/decisions.md, "Calls and constants not used"). */
export const ROSTER_TAG_CLEAR_DELAY_MS = 1000
export const OFFLINE_BANNER_DELAY_MS = 100
/** Not applied by the app: tags are placed with percentages of the day's slots, so there is no alignment computation to debounce (docs/decisions.md, "Calls and constants not used"). */
export const EVENT_TAG_ALIGNMENT_DEBOUNCE_MS = 100

export const EMAIL_MAX_LENGTH = 80
export const PHONE_LOCAL_NUMBER_MAX = 20
export const CONTACT_PHONE_LOCAL_NUMBER_MAX = 40
export const COUNTRY_CODE_MIN = 2
export const COUNTRY_CODE_MAX = 3
export const CONTACT_PRIORITY_MAX = 99
export const ADDRESS_PRIORITY_MAX = 9
/** The notification-settings phone: a plus and 6 to 14 digits. */
export const PHONE_PATTERN = /^\+\d{6,14}$/
export const BASE_TEXT_FIELD_MAX_WIDTH_PX = 400

export const CALENDAR_COLUMNS = 7
export const CALENDAR_HOUR_SLOTS = 24
export const SUMMARY_RANGE_EXTRA_DAYS = 30

export const DATE_FORMATS = {
  DATE: 'dd MMM yyyy',
  DAY_MONTH_COMPACT: 'ddMMM',
  DAY_LONG_MONTH: 'dd MMMM',
  DAY_MONTH: 'dd MMM',
  TIME: 'HH:mm',
  DATE_TIME: 'dd/MM/yyyy HH:mm',
  SHORT_DATE_TIME: 'dd/MM HH:mm',
  SUMMARY_DATE: 'dd-MM-yyyy',
} as const
/** Not applied by the app: the postfix is the profile's `localTimePostfix` (default LT, profile-defaults.ts); kept for airline tools. */
export const LOCAL_TIME_POSTFIX = 'LT'

export const PHONE_TYPE_CODES = ['Default', 'Cell', 'Home', 'Landline'] as const
export const PHONE_TYPE_CODE_VARIANT = 'Temp #'
/** Not applied by the app: the phone prefix default is the profile's `defaultPhonePrefix`; kept for airline tools. */
export const DEFAULT_PHONE_PREFIXES = ['+', '+1'] as const

export const GROUND_TYPE_CODE = 'GRND'

export const LANGUAGES = ['en', 'fr'] as const
export type Language = (typeof LANGUAGES)[number]
export const FALLBACK_LANGUAGE: Language = 'en'
/** Not applied by the app: dates follow the interface language (`FALLBACK_LANGUAGE` first); kept for airline tools. */
export const DEFAULT_DATE_LOCALE = 'en'
/** Not applied by the app: the layout's breakpoints are the design system's (panda.config.ts); kept for airline tools. */
export const BREAKPOINTS = ['sm', 'md'] as const

/** Not applied by the app: contacts are read through the my-data calls, which name no domain (docs/decisions.md, "Calls and constants not used"). */
export const CONTACT_LIST_DOMAINS = ['PHONES', 'EMAILS', 'IDP'] as const
export const DEVICE_DOMAIN = 'IADP'

/** Keys of the values kept in local storage (per crmId where the value is a user preference). */
export const STORAGE_KEYS = {
  showRosterTags: 'showRosterTags',
  lastDailyRemark: 'lastDailyRemark',
  lastRosterChange: 'lastRosterChange',
  lastNews: 'lastNews',
  newsLastRead: 'newsLastRead',
  shownNewsIds: 'shownNewsIds',
  readNewsIds: 'readNewsIds',
  shownRemarkIds: 'shownRemarkIds',
  readRemarkIds: 'readRemarkIds',
  alreadyLoggedIn: 'alreadyLoggedIn',
  serverConfig: 'serverConfig',
  autoRefreshEnabled: 'autoRefreshEnabled',
  smsAgreementChecked: 'smsAgreementChecked',
  pushNotificationAgreementChecked: 'pushNotificationAgreementChecked',
  lastHandledPushMessageId: 'lastHandledPushMessageId',
  onlineAuthorized: 'onlineAuthorized',
  language: 'language',
  deviceUuid: 'deviceUuid',
  calendarOpen: 'calendarOpen',
  /** Ours (issue 32): sign-ins of the crew member on this device; Settings offers the install from the second. */
  signInCount: 'signInCount',
  /** Before the encrypted offline cache kept them: the logbook's "I flew" marks, moved into the cache once and deleted. */
  logbookMarks: 'logbookMarks',
} as const
export type StorageKey = keyof typeof STORAGE_KEYS
