import type { CheckInPort } from '../../core/check-in/check-in.port'
import type { CrewPort } from '../../core/crew/crew.port'
import type { ChangeHistoryPort } from '../../core/history/change-history.port'
import type { HotelPort } from '../../core/hotel/hotel.port'
import type { NewsPort } from '../../core/news/news.port'
import type { RolesPort } from '../../core/roles/roles.port'
import type { RosterChangesPort } from '../../core/roster-changes/roster-change.port'
import type { CalendarSubscriptionPort } from '../../core/roster/calendar-feed/calendar-subscription.port'
import type { ChangeEffectsPort } from '../../core/roster/change-effects.port'
import type { SettingsPort } from '../../core/settings/settings.port'
import type { SummaryPort } from '../../core/summary/summary.port'
import type { FamilySharePort } from '../../core/roster/family-share/family-share.port'
import { createFamilyShareHttp } from './family-share.http'
import type { LogbookPort } from '../../core/logbook/logbook.port'
import { createLogbookHttp } from './logbook.http'
import { createCalendarSubscriptionHttp } from './calendar-subscription.http'
import { createChangeEffectsHttp } from './change-effects.http'
import { createChangeHistoryHttp } from './change-history.http'
import { createCheckInHttp } from './check-in.http'
import { createCrewHttp, type CrewHttpOptions } from './crew.http'
import { createHotelHttp } from './hotel.http'
import type { HttpClient } from './http-client'
import { createNewsHttp } from './news.http'
import { createRolesHttp } from './roles.http'
import { createRosterChangesHttp } from './roster-changes.http'
import { createSettingsHttp } from './settings.http'
import { createSummaryHttp } from './summary.http'

/** The ports of the calls only screens other than the roster make (signed-in.http.ts has those the roster makes). */
export interface SignedInScreensHttp {
  readonly checkIn: CheckInPort
  readonly hotel: HotelPort
  readonly roles: RolesPort
  readonly crew: CrewPort
  readonly rosterChanges: RosterChangesPort
  readonly changeEffects: ChangeEffectsPort
  readonly news: NewsPort
  readonly summary: SummaryPort
  readonly settings: SettingsPort
  readonly calendarSubscription: CalendarSubscriptionPort
  readonly familyShare: FamilySharePort
  readonly changeHistory: ChangeHistoryPort
  readonly logbook: LogbookPort
}

/**
 * The other screens' ports over one client. ui/container.ts loads this module (with the codecs these calls decode
 * with: the check-in screen's, hotel, crew, roles, roster changes, news, summary, settings, calendar feed, change history) on the first
 * such call, through `lazyPort`, so the first roster view does not fetch it.
 */
export const createSignedInScreensHttp = (client: HttpClient, options: CrewHttpOptions = { nativeWrapper: false }): SignedInScreensHttp => ({
  checkIn: createCheckInHttp(client),
  hotel: createHotelHttp(client),
  roles: createRolesHttp(client),
  crew: createCrewHttp(client, options),
  rosterChanges: createRosterChangesHttp(client),
  changeEffects: createChangeEffectsHttp(client),
  news: createNewsHttp(client),
  summary: createSummaryHttp(client),
  settings: createSettingsHttp(client),
  calendarSubscription: createCalendarSubscriptionHttp(client),
  familyShare: createFamilyShareHttp(client),
  changeHistory: createChangeHistoryHttp(client),
  logbook: createLogbookHttp(client),
})
