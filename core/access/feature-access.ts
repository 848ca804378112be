import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import type { FeatureEnabling } from './enabling.codec'
import {
  CREW_REMARKS_VALUE,
  isFeatureEnabled,
  myDataModeOf,
  permissionOf,
  permits,
  type MissingFeatureIdError,
  type MyDataMode,
  type Permission,
} from './feature-access.rules'
import type { FeatureId } from './feature-ids'
import type { FeatureSwitches } from './profile.codec'

/**
 * What the signed-in user may see and do: the profile's feature switches combined with the user's
 * configuration enablings (SPEC section 6). A screen guarded by both a profile switch and an `IDP_*`
 * enabling needs both: the switch on and the enabling present and not `NO`.
 */
export interface FeatureAccess {
  readonly switches: FeatureSwitches
  readonly enablings: ReadonlyArray<FeatureEnabling>
  /** "A feature is enabled if the profile's switch is true ... the value is not NO, or optionally an exact value match"; no id: `Left`. */
  readonly isEnabled: (id: string | null | undefined, exactValue?: string) => E.Either<MissingFeatureIdError, boolean>
  /** NONE, READ or WRITE for a feature id. */
  readonly permission: (id: FeatureId) => Permission
  /** News list and detail, and the news bottom-navigation item: `viewNews` and `IDP_NEWS`. */
  readonly canViewNews: () => boolean
  /** Daily remarks list and detail: `viewDailyRemarks` and `IDP_DAILY_REMARK` at READ or more. */
  readonly canViewDailyRemarks: () => boolean
  /** "Creating a remark needs the edit-level daily-remarks permission." */
  readonly canCreateDailyRemark: () => boolean
  /** "Remarks by crew members are shown only if that feature is enabled at value Q." */
  readonly canSeeCrewRemarks: () => boolean
  /** The event-remark section and screen: `IDP_EVENT_REMARK`. */
  readonly canViewEventRemark: () => boolean
  /** /notification-settings: `viewNotificationSettings` and `IDP_NOTIF_SETTINGS`. */
  readonly canViewNotificationSettings: () => boolean
  readonly canViewSummary: () => boolean
  /** The block-month switch on the summary (else the sample-range date picker). */
  readonly canSwitchBlockMonthOnSummary: () => boolean
  readonly canViewCheckIn: () => boolean
  readonly canPerformCheckIn: () => boolean
  /** Check-in by location zone (geofence): check-in allowed and `GEO_LOCATION_CHECKIN`. */
  readonly canCheckInByLocation: () => boolean
  readonly canViewHotel: () => boolean
  readonly canViewLeg: () => boolean
  readonly canViewPairing: () => boolean
  /** Roster-change confirmation (/notifications) and roster-change news. */
  readonly canViewNotifications: () => boolean
  readonly canShowRosterTagsFilter: () => boolean
  readonly canResetPassword: () => boolean
  /** "Role editing needs the role-editing permission" (the editable-role half is a roles rule). */
  readonly canEditRoles: () => boolean
  /** HIDDEN, VIEW_ONLY or EDIT: `viewMyData` with the `IDP_MY_DATA` permission. */
  readonly myDataMode: () => MyDataMode
  readonly canViewMyData: () => boolean
  /**
   * Travel-document warnings on home and the duties: the profile switch `travelDocumentWarnings`,
   * and my data visible (the check reads the crew member's documents, and the warning links there).
   */
  readonly canViewTravelWarnings: () => boolean
  /** Settings → History: the profile switch `changeHistory`. */
  readonly canViewChangeHistory: () => boolean
  /** Settings → Share with family: the profile switch `familyShare` (off unless the airline opts in). */
  readonly canShareWithFamily: () => boolean
  /** Settings → Logbook: the profile switch `logbook` (on by default). */
  readonly canViewLogbook: () => boolean
}

/** Builds the `FeatureAccess` of a user from the profile's switches and the user's enablings. */
export const featureAccess = (
  switches: FeatureSwitches,
  enablings: ReadonlyArray<FeatureEnabling>,
): FeatureAccess => {
  const isEnabled = isFeatureEnabled(switches, enablings)
  const permission = (id: FeatureId): Permission =>
    pipe(
      permissionOf(switches, enablings)(id),
      E.getOrElse((): Permission => 'NONE'),
    )
  const on = (id: FeatureId, exactValue?: string): boolean =>
    pipe(
      isEnabled(id, exactValue),
      E.getOrElse(() => false),
    )
  const canViewDailyRemarks = () => on('viewDailyRemarks') && on('IDP_DAILY_REMARK')
  const canPerformCheckIn = () => on('viewCheckIn') && on('performCheckIn')
  const myDataMode = () => myDataModeOf(switches.viewMyData, permission('IDP_MY_DATA'))
  return {
    switches,
    enablings,
    isEnabled,
    permission,
    canViewNews: () => on('viewNews') && on('IDP_NEWS'),
    canViewDailyRemarks,
    canCreateDailyRemark: () => canViewDailyRemarks() && permits(permission('IDP_DAILY_REMARK'), 'WRITE'),
    canSeeCrewRemarks: () => canViewDailyRemarks() && on('IDP_DAILY_REMARK', CREW_REMARKS_VALUE),
    canViewEventRemark: () => on('IDP_EVENT_REMARK'),
    canViewNotificationSettings: () => on('viewNotificationSettings') && on('IDP_NOTIF_SETTINGS'),
    canViewSummary: () => on('viewSummary'),
    canSwitchBlockMonthOnSummary: () => on('viewSummary') && on('viewBlockmonthSwitchOnSummary'),
    canViewCheckIn: () => on('viewCheckIn'),
    canPerformCheckIn,
    canCheckInByLocation: () => canPerformCheckIn() && on('GEO_LOCATION_CHECKIN'),
    canViewHotel: () => on('viewHotel'),
    canViewLeg: () => on('viewLeg'),
    canViewPairing: () => on('viewPairing'),
    canViewNotifications: () => on('viewNotifications'),
    canShowRosterTagsFilter: () => on('viewRosterTagsCalendarFilter'),
    canResetPassword: () => on('performPasswordReset'),
    canEditRoles: () => on('viewLeg') && on('performRoleEditing'),
    myDataMode,
    canViewMyData: () => myDataMode() !== 'HIDDEN',
    canViewTravelWarnings: () => on('travelDocumentWarnings') && myDataMode() !== 'HIDDEN',
    canViewChangeHistory: () => on('changeHistory'),
    canShareWithFamily: () => on('familyShare'),
    canViewLogbook: () => on('logbook'),
  }
}

/** The access before sign-in: profile switches only, no enablings (for example password reset on /login). */
export const signedOutAccess = (switches: FeatureSwitches): FeatureAccess => featureAccess(switches, [])

/**
 * The access of `switches` and `enablings`: `current` itself when it was made of the same switches and equal
 * enablings (the same crew member authorized again, as after the device's copy), else a new one. Screens that compare
 * by object then draw nothing again for an access that did not change. Enablings are compared as JSON text (they are
 * plain decoded data): enablings sent in another order only make a new, equal access.
 */
export const keptAccess = (current: FeatureAccess, switches: FeatureSwitches, enablings: ReadonlyArray<FeatureEnabling>): FeatureAccess =>
  current.switches === switches && JSON.stringify(current.enablings) === JSON.stringify(enablings) ? current : featureAccess(switches, enablings)
