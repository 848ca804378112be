import type { CheckInPort } from '../../core/check-in/check-in.port'
import type { MyDataPort } from '../../core/my-data/my-data.port'
import type { RefreshPort } from '../../core/refresh/refresh.port'
import type { RemarksPort } from '../../core/remarks/remark.port'
import { createCheckInConfigurationHttp } from './check-in-configuration.http'
import type { HttpClient } from './http-client'
import { createMyDataHttp } from './my-data.http'
import { createPreferredLanguageHttp, type PreferredLanguageCalls } from './preferred-language.http'
import { createRefreshHttp } from './refresh.http'
import { createRemarksHttp } from './remarks.http'
import { createRosterHttp, type RosterHttp } from './roster.http'

/**
 * The ports of the calls a signed-in session makes before the roster shows: the duty plan, the update check, the
 * check-in configuration (the check-in window and the geofence), the daily-remark types (the outbox keeps them for
 * offline remarks), the preferred language and the travel documents (the home screen's warnings).
 */
export interface SignedInHttp {
  readonly roster: RosterHttp
  readonly checkInConfiguration: Pick<CheckInPort, 'loadConfiguration'>
  readonly refresh: RefreshPort
  readonly remarks: RemarksPort
  readonly myData: MyDataPort
  readonly preferredLanguage: PreferredLanguageCalls
}

/**
 * The first signed-in ports over one client. They come with the session adapters' chunk (with the codecs these calls
 * decode with; adapters/session/signed-in-ports.ts builds them when the session runtime binds), so none of it is
 * fetched before the login form; the calls of the other screens are signed-in-screens.http.ts's, fetched on the
 * first of those.
 */
export const createSignedInHttp = (client: HttpClient): SignedInHttp => ({
  roster: createRosterHttp(client),
  checkInConfiguration: createCheckInConfigurationHttp(client),
  refresh: createRefreshHttp(client),
  remarks: createRemarksHttp(client),
  myData: createMyDataHttp(client),
  preferredLanguage: createPreferredLanguageHttp(client),
})

/** The airport-country lookup, which the home screen's travel-document check asks once the duties are there. */
export { createAirportCountriesHttp } from './airport-countries.http'
