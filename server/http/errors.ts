import type { ServerErrorId } from '../../core/errors/error-ids'
import { MY_DATA_ERROR_IDS } from '../../core/my-data/my-data-error'

/**
 * Error ids the server answers in `{ errId, errMessage }` items (SPEC section 8: "Service error items
 * carry errId and errMessage"; "An unknown id shows the id itself", so each id reads on its own).
 * Ids the client catalogue knows (`core/errors/error-ids.ts`) are used where the meaning matches. Every id the
 * server answers is in this file: the shared ones here, then one group per feature.
 */
export const ERR = {
  notFound: 'ERR_NOT_FOUND',
  methodNotAllowed: 'ERR_METHOD_NOT_ALLOWED',
  badPath: 'ERR_BAD_PATH',
  malformedJson: 'ERR_MALFORMED_JSON',
  invalidBody: 'ERR_INVALID_BODY',
  unknownField: 'ERR_UNKNOWN_FIELD',
  bodyTooLarge: 'ERR_BODY_TOO_LARGE',
  unsupportedMediaType: 'ERR_UNSUPPORTED_MEDIA_TYPE',
  invalidQuery: 'ERR_INVALID_QUERY',
  unauthenticated: 'ERR_UNAUTHENTICATED',
  notSignedIn: 'ERR_NOT_SIGNED_IN',
  sessionExpired: 'ERR_SESSION_EXPIRED' satisfies ServerErrorId,
  forbiddenCrmId: 'ERR_FORBIDDEN_CRM_ID',
  forbiddenUser: 'ERR_FORBIDDEN_USER',
  csrfHeaderMissing: 'ERR_CSRF_HEADER_MISSING',
  crossSite: 'ERR_CROSS_SITE_REQUEST',
  databaseUnavailable: 'ERR_SERVICE_UNAVAILABLE' satisfies ServerErrorId,
  rateLimited: 'ERR_RATE_LIMITED',
  quotaExceeded: 'ERR_QUOTA_EXCEEDED',
  positionRequired: 'ERR_POSITION_REQUIRED' satisfies ServerErrorId,
  outsideZone: 'ERR_OUTSIDE_CHECK_IN_ZONE' satisfies ServerErrorId,
  credentialsMissing: 'ERR_CREDENTIALS_MISSING',
  usernameMismatch: 'ERR_USERNAME_MISMATCH',
  authenticationFailed: 'ERR_AUTHENTICATION_FAILED' satisfies ServerErrorId,
  tooManyAttempts: 'ERR_TOO_MANY_ATTEMPTS',
  tooManyRequests: 'ERR_TOO_MANY_REQUESTS',
  featureDisabled: 'ERR_FEATURE_DISABLED',
  appNotBuilt: 'ERR_APP_NOT_BUILT',
  internal: 'ERR_UNEXPECTED' satisfies ServerErrorId,
  headersTooLarge: 'ERR_HEADERS_TOO_LARGE',
  requestTimeout: 'ERR_REQUEST_TIMEOUT',
  badRequest: 'ERR_BAD_REQUEST',
} as const

/** Roster-side endpoints (roster, roles, hotel, crew, summary). */
export const ROSTER_ERR = {
  eventIdMismatch: 'ERR_EVENT_ID_MISMATCH',
  eventNotEditable: 'ERR_EVENT_NOT_EDITABLE',
  unknownRole: 'ERR_UNKNOWN_ROLE',
  roleNotEditable: 'ERR_ROLE_NOT_EDITABLE',
  notOnSameLeg: 'ERR_NOT_ON_SAME_LEG',
} as const

/** Roster-change calls. */
export const ROSTER_CHANGE_ERR = { notFound: 'ERR_ROSTER_CHANGE_NOT_FOUND' } as const

/** Check-in calls besides the catalogue's ERR_ALREADY_CHECKED_IN (`core/errors/error-ids.ts`). */
export const CHECK_IN_ERR = {
  alreadyCheckedIn: 'ERR_ALREADY_CHECKED_IN' satisfies ServerErrorId,
  notFound: 'ERR_CHECK_IN_NOT_FOUND',
  notYetOpen: 'ERR_CHECK_IN_NOT_YET_OPEN',
  closed: 'ERR_CHECK_IN_CLOSED',
  pending: 'ERR_CHECK_IN_PENDING',
  notAllowed: 'ERR_CHECK_IN_NOT_ALLOWED',
} as const

/** Daily-remark calls. */
export const REMARK_ERR = {
  invalid: 'ERR_INVALID_REMARK',
  unknownType: 'ERR_UNKNOWN_REMARK_TYPE',
  noRosterPeriod: 'ERR_NO_ROSTER_PERIOD',
  notFound: 'ERR_REMARK_NOT_FOUND',
  notPermitted: 'ERR_DAILY_REMARK_NOT_PERMITTED',
} as const

/** News calls. */
export const NEWS_ERR = { expired: 'ERR_NEWS_EXPIRED' } as const

/**
 * My-data calls: the two conflicts the client catalogue knows (`MY_DATA_ERROR_IDS` of core: "Entry with same
 * priority already exists", "Last remaining entry cannot be deleted") and three of this server.
 */
export const MY_DATA_ERR = {
  samePriority: MY_DATA_ERROR_IDS.samePriority,
  lastEntry: MY_DATA_ERROR_IDS.lastEntry,
  cannotBeChanged: 'ERR_CANNOT_BE_CHANGED',
  entryExists: 'ERR_ENTRY_EXISTS',
  readOnly: 'ERR_MY_DATA_READ_ONLY',
} as const

type ValuesOf<T> = T[keyof T]

/** One of the server's error ids: the shared ones and every feature's. */
export type ErrId =
  | ValuesOf<typeof ERR>
  | ValuesOf<typeof ROSTER_ERR>
  | ValuesOf<typeof ROSTER_CHANGE_ERR>
  | ValuesOf<typeof CHECK_IN_ERR>
  | ValuesOf<typeof REMARK_ERR>
  | ValuesOf<typeof NEWS_ERR>
  | ValuesOf<typeof MY_DATA_ERR>
