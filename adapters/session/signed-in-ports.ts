import type { HttpClient } from '../http/http-client'
import { lazyPort } from '../http/lazy-port'
import type { PreferredLanguageCalls } from '../http/preferred-language.http'
import { loadOnce } from '../shared/load-once'
import { createSignedInHttp } from '../http/signed-in.http'
import type { SignedInScreensHttp } from '../http/signed-in-screens.http'
import type { CheckInPort } from '../../core/check-in/check-in.port'
import type { MyDataPort } from '../../core/my-data/my-data.port'
import type { RefreshPort } from '../../core/refresh/refresh.port'
import type { RemarksPort } from '../../core/remarks/remark.port'
import type { RosterPort } from '../../core/roster/roster.port'
import type { SettingsPort } from '../../core/settings/settings.port'

/** The ports only a signed-in crew member calls: those of the first roster view, then those of the other screens. */
export interface SignedInPorts extends Omit<SignedInScreensHttp, 'checkIn' | 'settings'> {
  readonly roster: RosterPort
  readonly checkIn: CheckInPort
  readonly refresh: RefreshPort
  readonly remarks: RemarksPort
  readonly myData: MyDataPort
  readonly settings: SettingsPort
}

/**
 * The signed-in ports over one client, built when the session runtime binds (ui/container.ts `bindSession`), so
 * neither their adapters nor the lists below come before the login form. The calls of the first roster view are in
 * this chunk (signed-in.http.ts); those only the other screens make (signed-in-screens.http.ts) are fetched on the
 * first of them, through `lazyPort`: a failed fetch is forgotten and the next call fetches the module again.
 */
export const createSignedInPorts = (client: HttpClient, options: { readonly nativeWrapper: boolean } = { nativeWrapper: false }): SignedInPorts => {
  const signedIn = createSignedInHttp(client)
  const module = loadOnce(() => import('../http/signed-in-screens.http').then((m) => m.createSignedInScreensHttp(client, options)))
  const screens =
    <K extends keyof SignedInScreensHttp>(name: K) =>
    (): Promise<SignedInScreensHttp[K]> =>
      module().then((ports) => ports[name])
  return {
    roster: signedIn.roster,
    // Read at sign-in (check-in window, geofence): with the first roster view's calls.
    checkIn: {
      ...lazyPort<Omit<CheckInPort, 'loadConfiguration'>>(screens('checkIn'), { loadCheckIn: true, checkIn: true, confirmCheckIn: true }),
      ...signedIn.checkInConfiguration,
    },
    refresh: signedIn.refresh,
    remarks: signedIn.remarks,
    myData: signedIn.myData,
    settings: {
      ...lazyPort<Omit<SettingsPort, keyof PreferredLanguageCalls>>(screens('settings'), {
        loadCommunicationConfig: true,
        loadTagSettings: true,
        saveTagSettings: true,
        loadMasterData: true,
        loadContactInformation: true,
        saveContactInformation: true,
        loadDevices: true,
        registerDevice: true,
        deleteDevice: true,
        resetBadge: true,
      }),
      // Read at sign-in: with the first roster view's calls.
      ...signedIn.preferredLanguage,
    },
    hotel: lazyPort(screens('hotel'), { loadHotel: true }),
    roles: lazyPort(screens('roles'), { loadRoles: true, updateRoles: true }),
    crew: lazyPort(screens('crew'), { loadLegCrew: true, loadCrewMemberCard: true }),
    rosterChanges: lazyPort(screens('rosterChanges'), { fetchRosterChanges: true, confirmRosterChanges: true }),
    changeEffects: lazyPort(screens('changeEffects'), { loadChangeEffects: true }),
    news: lazyPort(screens('news'), { fetchMessages: true, updateStatus: true, deleteMessage: true, fetchMasterData: true }),
    summary: lazyPort(screens('summary'), { fetchSummary: true }),
    calendarSubscription: lazyPort(screens('calendarSubscription'), { loadStatus: true, create: true, revoke: true }),
    familyShare: lazyPort(screens('familyShare'), { list: true, create: true, rename: true, replace: true, revoke: true }),
    changeHistory: lazyPort(screens('changeHistory'), { load: true }),
    logbook: lazyPort(screens('logbook'), { loadMarks: true, saveMark: true }),
  }
}
