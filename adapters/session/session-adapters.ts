import { createCheckInWindowRunner } from '../geo/check-in-window-runner'
import { hasGeofenceDriver } from '../geo/geofence-capability'
import { lazyGeofenceRunner } from '../geo/lazy-geofence-runner'
import { lazyGeolocation } from '../geo/lazy-geolocation'
import { deferredGeolocation } from '../native/deferred'
import type { NativePlatform } from '../native/native-platform'
import type { PagePush, PagePushDeps } from '../push/page-push'
import { deviceUuid } from '../push/device-uuid'
import { lazyDeviceRegistration } from '../push/lazy-device-registration'
import type { CacheStore } from '../storage/cache-store'
import { createOutboxStore } from '../storage/outbox.storage'
import type { CheckInPort } from '../../core/check-in/check-in.port'
import type { OutboxStore } from '../../core/outbox/outbox.port'
import type { Clock } from '../../core/platform/clock.port'
import type { EncryptedCache } from '../../core/platform/encrypted-cache.port'
import type { CheckInWindowRunner, GeofenceRunner, GeofenceUi } from '../../core/platform/geofence.port'
import type { GeolocationService } from '../../core/platform/geolocation.port'
import type { Preferences } from '../../core/platform/preferences.port'
import type { DeviceRegistration, PushService } from '../../core/platform/push.port'
import type { Scheduler } from '../../core/platform/scheduler.port'
import type { SettingsPort } from '../../core/settings/settings.port'

// The other adapters a signed-in first view needs, fetched in this module's chunk (one file instead of three on the
// way to the roster): the signed-in HTTP adapters and the offline storage (ui/container.ts loads both from here).
export { createAirportCountriesHttp } from '../http/signed-in.http'
export { createSignedInPorts } from './signed-in-ports'
export { createOfflineStorage } from '../storage/offline-storage'
// The push service and its tap handler, fetched from here when first needed (lazy-page-push.ts; ui/container.ts
// builds the facade from here with the session runtime, or at once when a tap comes before).
export { lazyPagePush } from '../push/lazy-page-push'

/** The page's push code (web push, its VAPID key call, the tap machine), a chunk of its own: `lazyPagePush` asks it. */
export const createPagePush = (deps: PagePushDeps): Promise<PagePush> => import('../push/page-push').then((m) => m.createPagePush(deps))

/** What the signed-in adapters are built over: the page, the loading native platform and the adapters made at start. */
export interface SessionAdapterDeps {
  readonly win: Window & typeof globalThis
  /** The native platform inside the Capacitor wrapper (loading), undefined in a browser. */
  readonly native: Promise<NativePlatform | undefined> | undefined
  readonly checkIn: CheckInPort
  readonly settings: SettingsPort
  readonly push: PushService
  readonly preferences: Preferences
  readonly scheduler: Scheduler
  readonly clock: Clock
  readonly cache: EncryptedCache
  readonly store: CacheStore
  /** The Yes/No check-in offer and the navigation to check-in, filled by the shell. */
  readonly ui: GeofenceUi
  readonly logWarning: (message: string) => void
}

/** The adapters only a signed-in crew member uses. */
export interface SessionAdapters {
  /** The device's position (browser or wrapper), undefined where there is none. */
  readonly geolocation: GeolocationService | undefined
  /** The geofence, undefined when the device has no driver for it. */
  readonly geofence: GeofenceRunner | undefined
  readonly checkInWindow: CheckInWindowRunner
  readonly deviceRegistration: DeviceRegistration
  readonly outboxStore: OutboxStore
}

/**
 * Builds the signed-in adapters (adapters/README.md "Binding": geolocation, the geofence driver and runner, the
 * check-in window runner, device registration, the outbox store). ui/container.ts imports this file lazily, with
 * the session runtime, so none of it loads before the login form; the geolocation and the geofence load later still,
 * when first used.
 */
export const createSessionAdapters = (deps: SessionAdapterDeps): SessionAdapters => {
  const { win, native } = deps
  const ui: GeofenceUi = { offerCheckIn: (o) => deps.ui.offerCheckIn(o), navigateToCheckIn: (o) => deps.ui.navigateToCheckIn(o) }
  // The position and the geofence are for check-in only: their code loads when first used (a check-in with the
  // position, a geofence that may start), not with the roster.
  const geolocation =
    native !== undefined
      ? deferredGeolocation(native.then((platform) => platform?.geolocation))
      : win.navigator.geolocation === undefined
        ? undefined
        : lazyGeolocation(() => import('../geo/geolocation').then((m) => m.browserGeolocation(win.navigator)))
  // The geofence runs only in the native wrapper (SPEC section 4, "the native geofence capability exists"): a plain
  // browser's Geolocation API is for a check-in with the position only, never a fence.
  const nativeGeolocation = native !== undefined ? geolocation : undefined
  const geofence = hasGeofenceDriver({ win, nativeGeolocation })
    ? lazyGeofenceRunner(
        () =>
          import('../geo/geofence').then((m) =>
            m.createGeofence({ win, geolocation: nativeGeolocation, checkIn: deps.checkIn, scheduler: deps.scheduler, ui, logWarning: deps.logWarning }),
          ),
        deps.logWarning,
      )
    : undefined
  const checkInWindow = createCheckInWindowRunner({ checkIn: deps.checkIn, scheduler: deps.scheduler, clock: deps.clock, ui, logWarning: deps.logWarning })
  // The device record: for the notification settings and a native token refresh only, so loaded when first used.
  const newUuid = (): string => win.crypto.randomUUID()
  const deviceRegistration = lazyDeviceRegistration(
    () =>
      import('../push/device-registration').then((m) =>
        m.createDeviceRegistration({ settings: deps.settings, push: deps.push, preferences: deps.preferences, deviceName: win.navigator.userAgent, newUuid }),
      ),
    () => deviceUuid(deps.preferences, newUuid),
  )
  // FCM/APNs hand out a new token now and then: the device record follows ("the stored token differs from the current token").
  void native?.then((platform) => platform?.push.onTokenRefresh(() => void deviceRegistration.sync({ subscribe: false })()))
  return { geolocation, geofence, checkInWindow, deviceRegistration, outboxStore: createOutboxStore(deps.cache, deps.store, deps.logWarning) }
}
