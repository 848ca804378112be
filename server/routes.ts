import type { RouteModule } from './http/router'
import { rosterRoutes } from './roster/roster.routes'
import { updatesRoutes } from './roster/updates.routes'
import { rolesRoutes } from './roles/roles.routes'
import { hotelRoutes } from './hotel/hotel.routes'
import { legCrewRoutes } from './crew/leg-crew.routes'
import { crewMemberRoutes } from './crew/crew-member.routes'
import { summaryRoutes } from './summary/summary.routes'
import { authenticationRoutes } from './security/authentication.routes'
import { configRoutes } from './security/config.routes'
import { samlRoutes } from './security/saml/saml.routes'
import { ssoConfigRoutes } from './security/sso/sso-config.routes'
import { checkInRoutes } from './check-in/check-in.routes'
import { rosterChangesRoutes } from './roster-changes/roster-changes.routes'
import { remarksRoutes } from './remarks/remarks.routes'
import { myDataRoutes } from './my-data/my-data.routes'
import { newsRoutes } from './communication/news.routes'
import { notificationSettingsRoutes } from './communication/notification-settings.routes'
import { deviceRoutes } from './communication/device.routes'
import { communicationConfigRoutes } from './communication/communication-config.routes'
import { clientLogRoutes } from './client-log/client-log.routes'
import { calendarRoutes } from './calendar/calendar.routes'
import { historyRoutes } from './history/history.routes'
import { airportCountriesRoutes } from './airports/airport-countries.routes'
import { familyRoutes } from './family/family.routes'
import { logbookRoutes } from './logbook/logbook.routes'

/** Security, session and configuration calls. */
export const SECURITY_ROUTES: ReadonlyArray<RouteModule> = [authenticationRoutes, configRoutes, ssoConfigRoutes, samlRoutes]

/**
 * The feature endpoints of SPEC section 7, one module per feature (`server/<feature>/<feature>.routes.ts`,
 * each a `RouteModule` built from `ServerDeps` with `sessionRoute(...)` and the core codecs): roster,
 * roles, hotel, crew, check-in, roster-changes, remarks, summary, my-data,
 * crew member, logging, news, notification settings, contact information, preferred language, devices; and ours, the calendar subscription, the change history, the airports' countries, family share and the logbook's pilot-flying marks.
 */
export const FEATURE_ROUTES: ReadonlyArray<RouteModule> = [rosterRoutes, updatesRoutes, rolesRoutes, hotelRoutes, legCrewRoutes, crewMemberRoutes, summaryRoutes, checkInRoutes, rosterChangesRoutes, remarksRoutes, myDataRoutes, newsRoutes, notificationSettingsRoutes, communicationConfigRoutes, deviceRoutes, clientLogRoutes, calendarRoutes, historyRoutes, airportCountriesRoutes, familyRoutes, logbookRoutes]
