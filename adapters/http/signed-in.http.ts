import type { CheckInPort } from '../../core/check-in/check-in.port'
import type { CrewPort } from '../../core/crew/crew.port'
import type { HotelPort } from '../../core/hotel/hotel.port'
import type { MyDataPort } from '../../core/my-data/my-data.port'
import type { NewsPort } from '../../core/news/news.port'
import type { RefreshPort } from '../../core/refresh/refresh.port'
import type { RemarksPort } from '../../core/remarks/remark.port'
import type { RolesPort } from '../../core/roles/roles.port'
import type { RosterChangesPort } from '../../core/roster-changes/roster-change.port'
import type { SettingsPort } from '../../core/settings/settings.port'
import type { SummaryPort } from '../../core/summary/summary.port'
import type { CalendarSubscriptionPort } from '../../core/roster/calendar-feed/calendar-subscription.port'
import type { ChangeHistoryPort } from '../../core/history/change-history.port'
import { createCalendarSubscriptionHttp } from './calendar-subscription.http'
import { createChangeHistoryHttp } from './change-history.http'
import { createCheckInHttp } from './check-in.http'
import { createChangeEffectsHttp } from './change-effects.http'
import { createCrewHttp } from './crew.http'
import { createHotelHttp } from './hotel.http'
import type { ChangeEffectsPort } from '../../core/roster/change-effects.port'
import type { HttpClient } from './http-client'
import { createMyDataHttp } from './my-data.http'
import { createNewsHttp } from './news.http'
import { createRefreshHttp } from './refresh.http'
import { createRemarksHttp } from './remarks.http'
import { createRolesHttp } from './roles.http'
import { createRosterChangesHttp } from './roster-changes.http'
import { createRosterHttp, type RosterHttp } from './roster.http'
import { createSettingsHttp } from './settings.http'
import { createSummaryHttp } from './summary.http'

/** The ports of the calls a crew member makes once signed in (not sign-in, server choice or the client log). */
export interface SignedInHttp {
  readonly roster: RosterHttp
  readonly checkIn: CheckInPort
  readonly refresh: RefreshPort
  readonly hotel: HotelPort
  readonly roles: RolesPort
  readonly crew: CrewPort
  readonly rosterChanges: RosterChangesPort
  readonly changeEffects: ChangeEffectsPort
  readonly remarks: RemarksPort
  readonly news: NewsPort
  readonly summary: SummaryPort
  readonly myData: MyDataPort
  readonly settings: SettingsPort
  readonly calendarSubscription: CalendarSubscriptionPort
  readonly changeHistory: ChangeHistoryPort
}

/**
 * Every signed-in port over one client. ui/container.ts loads this module (with the codecs these calls decode
 * with) on the first such call, through `lazyPort`, so none of it is fetched before the login form.
 */
export const createSignedInHttp = (client: HttpClient): SignedInHttp => ({
  roster: createRosterHttp(client),
  checkIn: createCheckInHttp(client),
  refresh: createRefreshHttp(client),
  hotel: createHotelHttp(client),
  roles: createRolesHttp(client),
  crew: createCrewHttp(client),
  rosterChanges: createRosterChangesHttp(client),
  changeEffects: createChangeEffectsHttp(client),
  remarks: createRemarksHttp(client),
  news: createNewsHttp(client),
  summary: createSummaryHttp(client),
  myData: createMyDataHttp(client),
  settings: createSettingsHttp(client),
  calendarSubscription: createCalendarSubscriptionHttp(client),
  changeHistory: createChangeHistoryHttp(client),
})
