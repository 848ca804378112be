import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { Container } from 'inversify'
import { realClock } from '../adapters/clock/clock'
import { realScheduler } from '../adapters/clock/scheduler'
import { createGeofenceRunner, type GeofenceRunner } from '../adapters/geo/geofence-runner'
import { browserGeolocation } from '../adapters/geo/geolocation'
import { selectGeofenceDriver } from '../adapters/geo/native-geofence'
import { createAuthHttp } from '../adapters/http/auth.http'
import { createCheckInHttp } from '../adapters/http/check-in.http'
import { createCrewHttp } from '../adapters/http/crew.http'
import { createHotelHttp } from '../adapters/http/hotel.http'
import { createHttpClient } from '../adapters/http/http-client'
import { createHttpEvents } from '../adapters/http/http-events'
import { createLogHttp } from '../adapters/http/log.http'
import { createMyDataHttp } from '../adapters/http/my-data.http'
import { createNewsHttp } from '../adapters/http/news.http'
import { bindBrowserConnectivity, createOnlineStore } from '../adapters/http/online.store'
import { createProgressCounter } from '../adapters/http/progress.store'
import { createRefreshHttp } from '../adapters/http/refresh.http'
import { createRemarksHttp } from '../adapters/http/remarks.http'
import { createRolesHttp } from '../adapters/http/roles.http'
import { createRosterChangesHttp } from '../adapters/http/roster-changes.http'
import { createRosterHttp } from '../adapters/http/roster.http'
import { createServersHttp } from '../adapters/http/servers.http'
import { createSettingsHttp } from '../adapters/http/settings.http'
import { createSummaryHttp } from '../adapters/http/summary.http'
import { bindPageHide, browserBeacon, createClientLog } from '../adapters/log/client-log'
import { createDeviceRegistration } from '../adapters/push/device-registration'
import { bindPushTaps, createPushTapHandler } from '../adapters/push/push-tap.handler'
import { createWebPush } from '../adapters/push/web-push'
import { openIndexedDbCacheStore, toStorageError, type CacheStore, type StorageError } from '../adapters/storage/cache-store'
import { createConsentCookie, documentCookieJar } from '../adapters/storage/consent-cookie'
import { asResponseCache, createEncryptedCache } from '../adapters/storage/encrypted-cache'
import { createOfflineCredentials } from '../adapters/storage/offline-credentials'
import { createPreferences } from '../adapters/storage/preferences.storage'
import { createServerConfigStore } from '../adapters/storage/server-config.storage'
import type { Profile } from '../core/access/profile.codec'
import { CLIENT_VERSION } from '../core/shared/constants'
import { FEATURE_MODULES } from './app/feature-modules'
import type { GeofenceUiBridge, PushTapBridge } from './app/infra.types'
import { createBrowserPage } from './app/browser-page'
import { session } from './app/session.store'
import { INFRA, PORTS, type Token } from './app/tokens'

/** What the composition root needs: the build's airline profile and the browser window. */
export interface AppContainerOptions {
  readonly profile: Profile
  readonly window: Window & typeof globalThis
}

/** The IndexedDB store once open; every call waits for the opening (a failure answers a StorageError). */
const deferredStore = (opening: Promise<E.Either<StorageError, CacheStore>>): CacheStore => {
  const withStore = <A>(f: (store: CacheStore) => TE.TaskEither<StorageError, A>): TE.TaskEither<StorageError, A> =>
    TE.flatMap(() => opening, f)
  return {
    getEntry: (id) => withStore((s) => s.getEntry(id)),
    putEntry: (entry) => withStore((s) => s.putEntry(entry)),
    deleteEntry: (id) => withStore((s) => s.deleteEntry(id)),
    deleteOlderThan: (ms) => withStore((s) => s.deleteOlderThan(ms)),
    getMeta: (key) => withStore((s) => s.getMeta(key)),
    putMeta: (key, value) => withStore((s) => s.putMeta(key, value)),
  }
}

/**
 * The single composition root (ARCHITECTURE.md section 1): builds every adapter once, in the order of
 * adapters/README.md, binds the core ports and the INFRA services, then loads FEATURE_MODULES (the
 * shell's running services and each feature's use cases). The HTTP client talks to the stored server
 * choice, or to the app's own origin when the profile lists no server.
 */
export const createAppContainer = ({ profile, window: win }: AppContainerOptions): Container => {
  const clock = realClock
  const scheduler = realScheduler
  const online = createOnlineStore(win.navigator.onLine)
  bindBrowserConnectivity(online, win)
  const communicationOnline = createOnlineStore(win.navigator.onLine)
  bindBrowserConnectivity(communicationOnline, win)
  const progress = createProgressCounter()
  const events = createHttpEvents()
  const preferences = createPreferences(win.localStorage)
  const serverConfig = createServerConfigStore(preferences)
  const store = deferredStore(
    win.indexedDB === undefined
      ? Promise.resolve(E.left(toStorageError(new Error('IndexedDB is not available'))))
      : openIndexedDbCacheStore(win.indexedDB)(),
  )
  const cache = createEncryptedCache({ store, crypto: win.crypto, clock })
  const offline = createOfflineCredentials({ store, crypto: win.crypto, cache })
  const client = createHttpClient({
    server: () => (profile.servers.length === 0 ? undefined : serverConfig.load().selected),
    scheduler,
    online,
    communicationOnline,
    progress,
    events,
    cache: asResponseCache(cache),
  })
  const crmSession = { crmId: () => session.crmId }
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
  const checkIn = createCheckInHttp(client, crmSession)
  const geofenceUi: GeofenceUiBridge = { offerCheckIn: () => Promise.resolve(false), navigateToCheckIn: () => undefined }
  const driver = selectGeofenceDriver({
    win,
    geolocation: win.navigator.geolocation === undefined ? undefined : browserGeolocation(win.navigator),
    notificationText: (airport) => ({ title: 'Crew Duty Plan', text: `Check in at ${airport}?` }),
  })
  const geofence: GeofenceRunner | undefined =
    driver === undefined
      ? undefined
      : createGeofenceRunner({
          driver,
          checkIn,
          scheduler,
          clock,
          ui: { offerCheckIn: (o) => geofenceUi.offerCheckIn(o), navigateToCheckIn: (o) => geofenceUi.navigateToCheckIn(o) },
          logWarning: (message) => log.log('WARNING', message),
        })
  const push = createWebPush({
    registration: () => win.navigator.serviceWorker?.getRegistration() ?? Promise.resolve(undefined),
    applicationServerKey: '',
    messages: win.navigator.serviceWorker,
  })
  const settings = createSettingsHttp(client)
  const pushTapActions: PushTapBridge = { navigate: () => undefined, loadNews: () => undefined }
  const pushTaps = createPushTapHandler({ preferences, actions: { navigate: (p) => pushTapActions.navigate(p), loadNews: () => pushTapActions.loadNews() } })
  bindPushTaps(push, pushTaps)

  const container = new Container()
  const constant = <T>(id: Token<T>, value: T): void => void container.bind<T>(id).toConstantValue(value)
  constant(PORTS.auth, createAuthHttp(client))
  constant(PORTS.offlineCredentials, offline)
  constant(PORTS.servers, createServersHttp(client))
  constant(PORTS.roster, createRosterHttp(client))
  constant(PORTS.checkIn, checkIn)
  constant(PORTS.refresh, createRefreshHttp(client, crmSession))
  constant(PORTS.hotel, createHotelHttp(client))
  constant(PORTS.roles, createRolesHttp(client))
  constant(PORTS.crew, createCrewHttp(client))
  constant(PORTS.rosterChanges, createRosterChangesHttp(client))
  constant(PORTS.remarks, createRemarksHttp(client))
  constant(PORTS.news, createNewsHttp(client))
  constant(PORTS.summary, createSummaryHttp(client))
  constant(PORTS.myData, createMyDataHttp(client))
  constant(PORTS.settings, settings)
  constant(PORTS.log, logHttp)
  constant(INFRA.profile, profile)
  constant(INFRA.page, createBrowserPage(win))
  constant(INFRA.clock, () => clock.now())
  constant(INFRA.scheduler, scheduler)
  constant(INFRA.online, online)
  constant(INFRA.communicationOnline, communicationOnline)
  constant(INFRA.progress, progress)
  constant(INFRA.httpEvents, events)
  constant(INFRA.preferences, preferences)
  constant(INFRA.serverConfig, serverConfig)
  constant(INFRA.cache, cache)
  constant(INFRA.consent, createConsentCookie({ jar: documentCookieJar(win.document), clock, secure: win.location.protocol === 'https:' }))
  constant(INFRA.log, log)
  constant(INFRA.geofence, geofence ?? { dispatch: () => undefined, state: () => { throw new Error('no geofence on this device') }, subscribe: () => () => undefined })
  constant(INFRA.geofenceCapability, geofence !== undefined)
  constant(INFRA.geofenceUi, geofenceUi)
  constant(INFRA.push, push)
  constant(
    INFRA.deviceRegistration,
    createDeviceRegistration({ settings, push, preferences, deviceName: win.navigator.userAgent, newUuid: () => win.crypto.randomUUID() }),
  )
  constant(INFRA.pushTaps, pushTaps)
  constant(INFRA.pushTapActions, pushTapActions)
  container.load(...FEATURE_MODULES)
  return container
}
