/**
 * Feature names of SPEC section 6. The `view*` / `perform*` ids are profile switches;
 * the `GEO_LOCATION_CHECKIN` and `IDP_*` ids are delivered as user configuration enablings.
 */
export const PROFILE_FEATURE_IDS = [
  'viewBlockmonthSwitchOnSummary',
  'viewCheckIn',
  'viewHotel',
  'viewLeg',
  'viewNotifications',
  'viewPairing',
  'viewSummary',
  'viewRosterTagsCalendarFilter',
  'viewNews',
  'viewDailyRemarks',
  'viewNotificationSettings',
  'viewMyData',
  'performCheckIn',
  'performPasswordReset',
  'performRoleEditing',
  /** Ours, not SPEC section 6: a check-in sends the device position, which the server checks against the zone (off by default). */
  'performCheckInWithPosition',
  /** Ours, not SPEC section 6: Settings offers a secret calendar subscription URL (ICS feed); on by default. */
  'calendarSubscription',
  /** Ours, not SPEC section 6: roster-change confirmations and new remarks made offline wait in an outbox; on by default. */
  'offlineOutbox',
  /** Ours: warnings on home and the duty when a travel document does not cover a rostered trip (on by default). */
  'travelDocumentWarnings',
  /** Ours: Settings → History lists the roster changes notified and confirmed and the crew member's own writes; on by default. */
  'changeHistory',
  /** Ours: Settings → Share with family, read-only links for the people at home; off by default (the airline opts in). */
  'familyShare',
  /** Ours: Settings → Logbook, the flown sectors with night time and recency (informative); on by default. */
  'logbook',
] as const
export type ProfileFeatureId = (typeof PROFILE_FEATURE_IDS)[number]

export const ENABLING_FEATURE_IDS = [
  'GEO_LOCATION_CHECKIN',
  'IDP_MY_DATA',
  'IDP_DAILY_REMARK',
  'IDP_EVENT_REMARK',
  'IDP_NEWS',
  'IDP_NOTIF_SETTINGS',
] as const
export type EnablingFeatureId = (typeof ENABLING_FEATURE_IDS)[number]

export type FeatureId = ProfileFeatureId | EnablingFeatureId
