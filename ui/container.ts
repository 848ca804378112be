import * as O from 'fp-ts/Option'
import * as t from 'io-ts'
import * as TE from 'fp-ts/TaskEither'
import { Container } from 'inversify'
import { realClock } from '../adapters/clock/clock'
import { realScheduler } from '../adapters/clock/scheduler'
import type { Scheduler } from '../core/platform/scheduler.port'
import { createAuthHttp } from '../adapters/http/auth.http'
import { createSsoHttp } from '../adapters/http/sso.http'
import { createSsoBrowser } from '../adapters/sso/sso-browser'
import { createHttpClient } from '../adapters/http/http-client'
import { fetchWithEarlyCalls, takeEarlyCalls } from '../adapters/http/early-calls'
import { createHttpEvents } from '../adapters/http/http-events'
import { deferredAirportCountries } from '../adapters/geo/airport-countries.deferred'
import { createLogHttp } from '../adapters/http/log.http'
import { bindBrowserConnectivity, createOnlineStore } from '../adapters/http/online.store'
import { createProgressCounter } from '../adapters/http/progress.store'
import { createServersHttp } from '../adapters/http/servers.http'
import { bindPageHide, browserBeacon, createClientLog } from '../adapters/log/client-log'
import { holdEarlyTaps } from '../adapters/push/early-taps'
import type { LazyPagePush } from '../adapters/push/lazy-page-push'
import { isNativeWrapper } from '../adapters/native/detect'
import type { NativePlatform } from '../adapters/native/native-platform'
import { pageActivity } from '../adapters/shared/app-activity'
import { loadOnce } from '../adapters/shared/load-once'
import { recordSignIn } from '../adapters/install/sign-in-count'
import { createConsentCookie, documentCookieJar } from '../adapters/storage/consent-cookie'
import { deferredEncryptedCache, deferredOfflineCredentials } from '../adapters/storage/deferred-storage'
import { asResponseCache } from '../adapters/storage/as-response-cache'
import type { OfflineStorage } from '../adapters/storage/offline-storage'
import { createPreferences } from '../adapters/storage/preferences.storage'
import { createServerConfigStore } from '../adapters/storage/server-config.storage'
import type { Profile } from '../core/access/profile.codec'
import { CLIENT_VERSION } from '../core/shared/constants'
import { loadModules, SHELL_MODULES } from './app/shell-modules'
import { createBrowserPage } from './app/browser-page'
import { createSessionRuntime } from './app/session-runtime'
import { session } from './app/session.store'
import { INFRA, PORTS, type Token } from './app/tokens'
import type { GeofenceUi } from '../core/platform/geofence.port'
import type { PushTapActions } from '../core/platform/push.port'

/** What the composition root needs: the build's airline profile and the browser window. */
export interface AppContainerOptions {
  readonly profile: Profile
  readonly window: Window & typeof globalThis
  /** The timers (the host's by default); the build's prerender of the login page passes one that never fires. */
  readonly scheduler?: Scheduler
}

/**
 * The single composition root (ARCHITECTURE.md section 1): builds every adapter once, in the order of
 * adapters/README.md, binds the core ports and the INFRA services, then loads SHELL_MODULES (the auth flow; each
 * feature's use cases load with its screens). What only a signed-in crew member needs (adapters/session: the
 * signed-in ports, push; the session modules: geofence, check-in window, outbox, keep-alive, auto-refresh, the duty
 * plan…) is bound by
 * `INFRA.sessionRuntime` when it is first loaded, after the login form. The HTTP client talks to the stored server
 * choice, or to the app's own origin when the profile lists no server.
 */
export const createAppContainer = ({ profile, window: win, scheduler = realScheduler }: AppContainerOptions): Container => {
  const clock = realClock
  // Inside the Capacitor wrapper the native adapters (push, background location, Keychain/Keystore, network and
  // app state) load as their own chunk; a browser never downloads them. This is the one place that asks.
  const native: Promise<NativePlatform | undefined> | undefined = isNativeWrapper(win)
    ? import('../adapters/native/native-platform').then(
        (m) => m.createNativePlatform({ title: 'Crew Duty Plan', message: 'Watching the check-in zone of your next duty.' }),
        () => undefined,
      )
    : undefined
  // The signed-in adapters, the signed-in ports and the offline storage: one chunk, fetched by the first call that
  // needs any of them (a sign-in, the session runtime), never before the login form.
  const sessionAdapters = () => import('../adapters/session/session-adapters')
  const online = createOnlineStore(win.navigator.onLine)
  bindBrowserConnectivity(online, win)
  void native?.then((platform) => platform?.bindConnectivity(online))
  const appActive = pageActivity(win.document).activity
  void native?.then((platform) => platform?.bindActivity(appActive))
  const communicationOnline = createOnlineStore(win.navigator.onLine)
  bindBrowserConnectivity(communicationOnline, win)
  const progress = createProgressCounter()
  const events = createHttpEvents()
  const preferences = createPreferences(win.localStorage)
  // The browser's install offer comes once, maybe before the login form: kept for Settings (issue 32).
  // The entry script keeps the offer until then (ui/stored-session.ts keepEarlyInstallOffer).
  const appInstall = loadOnce(() => import('../adapters/install/app-install.browser').then((m) => m.createAppInstall({ win, preferences, nativeWrapper: isNativeWrapper(win), early: globalThis })))
  const serverConfig = createServerConfigStore(preferences)
  // The IndexedDB store, the encrypted cache and the offline credentials: their own chunk, loaded by the first call
  // that needs them (a sign-in, a persisted response), so the login form does not wait for them.
  // A failed fetch is forgotten, so the next call fetches the module again.
  // A session left open on this device (SPEC section 4 rule 11's onlineAuthorized, as read when the page started):
  // the cache may read back the keys kept for it (adapters/storage/session-key.store.ts).
  const sessionOpenAtStart = O.getOrElse(() => false)(preferences.device.read('onlineAuthorized', t.boolean))
  const storage: () => Promise<OfflineStorage> = loadOnce(() => sessionAdapters().then((m) => m.createOfflineStorage({ win, native, clock, sessionOpen: sessionOpenAtStart })))
  const cache = deferredEncryptedCache(() => storage().then((s) => s.cache))
  const offline = deferredOfflineCredentials(() => storage().then((s) => s.offline))
  const sso = createSsoBrowser(win)
  // The start's security calls the entry script asked before this code arrived (adapters/http/early-calls.ts).
  const early = takeEarlyCalls(win)
  const client = createHttpClient({
    ...(early === undefined ? {} : { fetch: fetchWithEarlyCalls(early, (input, init) => win.fetch(input, init)) }),
    server: () => (profile.servers.length === 0 ? undefined : serverConfig.load().selected),
    bearerToken: sso.bearerToken,
    scheduler,
    online,
    communicationOnline,
    progress,
    events,
    cache: asResponseCache(cache),
  })
  const logHttp = createLogHttp(client)
  const beacon = browserBeacon(win.navigator)
  const log = createClientLog({
    flush: logHttp.flush,
    flushKeepalive: logHttp.flushKeepalive,
    beaconUrl: logHttp.beaconUrl,
    ...(beacon === undefined ? {} : { beacon }),
    scheduler,
    clock,
    context: () => (session.crmId === undefined ? undefined : { crmId: session.crmId, device: win.navigator.userAgent, version: CLIENT_VERSION }),
    initialLevel: 'WARNING',
  })
  log.start()
  bindPageHide(log, { document: win.document, window: win })
  const geofenceUi: GeofenceUi = { offerCheckIn: () => Promise.resolve(false), navigateToCheckIn: () => undefined }
  const pushTapActions: PushTapActions = { navigate: () => undefined, loadNews: () => undefined }
  // The push service and the push-tap handler (adapters/push/lazy-page-push.ts): the facade comes with the session
  // adapters (with the session runtime, or at once when a tap comes first: in the page's address, or posted by the
  // service worker to the login form, held until then); their code is fetched on a tap, on a push arriving while
  // signed in, or on the first call of the push service. In the wrapper at start: the OS hands a tap that opened the
  // app to the native code. A failed fetch is forgotten (the messages stay held), so the next need fetches it again.
  let pushFacade: LazyPagePush | undefined
  const pagePush: () => Promise<LazyPagePush> = loadOnce(() =>
    sessionAdapters().then((m) => {
      const actions: PushTapActions = { navigate: (p) => pushTapActions.navigate(p), loadNews: () => pushTapActions.loadNews() }
      pushFacade = m.lazyPagePush(() => m.createPagePush({ win, native, client, preferences, actions }), () => earlyTaps)
      return pushFacade
    }),
  )
  const loadPush = (): void => void pagePush().then((facade) => facade.load()).catch(() => undefined)
  const earlyTaps = holdEarlyTaps({ location: win.location, history: win.history, messages: win.navigator.serviceWorker }, (type) => {
    // A push arriving matters only to a signed-in page (its auto-refresh checks at once); on the login form it is
    // kept and loads nothing.
    if (type === 'push-tap' || pushFacade?.signedIn() === true) loadPush()
  })
  if (native !== undefined) loadPush()

  const container = new Container()
  const constant = <T>(id: Token<T>, value: T): void => void container.bind<T>(id).toConstantValue(value)
  constant(PORTS.auth, createAuthHttp(client))
  constant(PORTS.sso, createSsoHttp(client))
  constant(INFRA.sso, sso)
  constant(PORTS.offlineCredentials, offline)
  constant(PORTS.servers, createServersHttp(client))
  constant(PORTS.log, logHttp)
  constant(INFRA.profile, profile)
  constant(INFRA.browserPage, createBrowserPage(win))
  constant(INFRA.clock, () => clock.now())
  constant(INFRA.scheduler, scheduler)
  constant(INFRA.online, online)
  constant(INFRA.appActive, appActive)
  constant(INFRA.communicationOnline, communicationOnline)
  constant(INFRA.progress, progress)
  constant(INFRA.httpEvents, events)
  constant(INFRA.preferences, preferences)
  constant(INFRA.appInstall, appInstall)
  constant(INFRA.recordSignIn, (crmId: Parameters<typeof recordSignIn>[1]) => recordSignIn(preferences, crmId))
  constant(INFRA.serverConfig, serverConfig)
  constant(INFRA.cache, cache)
  constant(INFRA.consent, createConsentCookie({ jar: documentCookieJar(win.document), clock, secure: win.location.protocol === 'https:' }))
  constant(INFRA.log, log)
  constant(INFRA.geofenceUi, geofenceUi)
  constant(INFRA.pushTapActions, pushTapActions)
  // Asked of the server after sign-in (answers kept in the encrypted cache); the app's own table only without the lookup.
  // Its code travels with the first roster view's calls (signed-in.http.ts): the home screen's travel check asks it.
  const airportCountries = () => sessionAdapters().then((m) => m.createAirportCountriesHttp({ client, cache: asResponseCache(cache) }))
  constant(INFRA.airportCountries, deferredAirportCountries(airportCountries))
  constant(INFRA.logbookSky, () => import('../adapters/astronomy/logbook-sky').then((m) => m.logbookSky))
  constant(INFRA.logbookDeviceMarks, () => import('../adapters/storage/logbook-marks.storage').then((m) => m.createLogbookDeviceMarks(cache, preferences)))
  loadModules(container, ...SHELL_MODULES)
  // The session runtime: what only a signed-in crew member needs, fetched and bound when someone signs in.
  const bindSession = async (): Promise<void> => {
    const [adapters, modules, { store }, { push, taps }] = await Promise.all([sessionAdapters(), import('./app/session-modules'), storage(), pagePush()])
    // The ports only a signed-in crew member calls (their calls and codecs are in this chunk, or load on the first
    // call of a screen other than the roster): bound before the session modules, which read them.
    const ports = adapters.createSignedInPorts(client, { nativeWrapper: native !== undefined })
    constant(PORTS.roster, ports.roster)
    constant(PORTS.checkIn, ports.checkIn)
    constant(PORTS.refresh, ports.refresh)
    constant(PORTS.hotel, ports.hotel)
    constant(PORTS.roles, ports.roles)
    constant(PORTS.crew, ports.crew)
    constant(PORTS.rosterChanges, ports.rosterChanges)
    constant(PORTS.changeEffects, ports.changeEffects)
    constant(PORTS.remarks, ports.remarks)
    constant(PORTS.news, ports.news)
    constant(PORTS.summary, ports.summary)
    constant(PORTS.myData, ports.myData)
    constant(PORTS.settings, ports.settings)
    constant(PORTS.calendarSubscription, ports.calendarSubscription)
    constant(PORTS.familyShare, ports.familyShare)
    constant(PORTS.changeHistory, ports.changeHistory)
    constant(PORTS.logbook, ports.logbook)
    const built = adapters.createSessionAdapters({
      win,
      native,
      checkIn: ports.checkIn,
      settings: ports.settings,
      push,
      preferences,
      scheduler,
      clock,
      cache,
      store,
      ui: geofenceUi,
      logWarning: (message) => log.log('WARNING', message),
    })
    const { geolocation, geofence } = built
    constant(INFRA.push, push)
    constant(INFRA.pushTaps, taps)
    constant(INFRA.outboxStore, built.outboxStore)
    constant(INFRA.geofence, geofence ?? { dispatch: () => undefined, state: () => { throw new Error('no geofence on this device') }, subscribe: () => () => undefined })
    constant(INFRA.geofenceCapability, geofence !== undefined)
    constant(
      INFRA.devicePosition,
      profile.features.performCheckInWithPosition
        ? { _tag: 'device', position: geolocation === undefined ? () => TE.left({ _tag: 'GeoUnsupported' }) : geolocation.currentPosition }
        : { _tag: 'none' },
    )
    constant(INFRA.locationSettings, native === undefined ? {} : { open: () => void native.then((platform) => platform?.openSettings()).catch(() => undefined) })
    constant(INFRA.checkInWindow, built.checkInWindow)
    constant(INFRA.deviceRegistration, built.deviceRegistration)
    loadModules(container, ...modules.SESSION_MODULES)
  }
  constant(INFRA.sessionRuntime, createSessionRuntime(bindSession))
  return container
}
