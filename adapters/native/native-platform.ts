import { App } from '@capacitor/app'
import { Capacitor, registerPlugin } from '@capacitor/core'
import { LocalNotifications } from '@capacitor/local-notifications'
import { Network } from '@capacitor/network'
import { PushNotifications } from '@capacitor/push-notifications'
import { SecureStorage, type SecureStoragePlugin } from '@aparajita/capacitor-secure-storage'
import type { BackgroundGeolocationPlugin } from '@capacitor-community/background-geolocation'
import { backgroundGeolocation, type BackgroundNotice } from './background-geolocation'
import { bindNativeConnectivity, nativeAppActivity } from './native-app-state'
import { createNativePush } from './native-push'
import type { AppActivityStore, OnlineStore } from '../../core/platform/observable'
import type { NativePushService } from '../../core/platform/push.port'
import type { GeolocationService } from '../../core/platform/geolocation.port'

/** Everything the wrapper adds to the web app, built on the real plugins (this module is its own chunk). */
export interface NativePlatform {
  readonly push: NativePushService
  readonly geolocation: GeolocationService
  readonly secureStorage: Pick<SecureStoragePlugin, 'getItem' | 'setItem'>
  /** The online flag follows @capacitor/network too. */
  readonly bindConnectivity: (online: OnlineStore) => Promise<void>
  /** `activity` follows @capacitor/app's active state. */
  readonly bindActivity: (activity: AppActivityStore) => Promise<void>
  /** Opens the app's page in the phone's settings (location access refused). */
  readonly openSettings: () => Promise<void>
}

const nativeLocation = (plugin: BackgroundGeolocationPlugin, notice: BackgroundNotice) => ({
  geolocation: backgroundGeolocation(plugin, notice),
  openSettings: () => plugin.openSettings(),
})

/** The native adapters over Capacitor's plugin proxies (push, local notifications, background geolocation, secure storage, network, app). */
export const createNativePlatform = (notice: BackgroundNotice): NativePlatform => ({
  // Android shows no banner for a push received in front: the adapter shows it as a local notification.
  push: createNativePush(PushNotifications, Capacitor.getPlatform() === 'android' ? { plugin: LocalNotifications } : undefined),
  ...nativeLocation(registerPlugin<BackgroundGeolocationPlugin>('BackgroundGeolocation'), notice),
  secureStorage: SecureStorage,
  bindConnectivity: (online) => bindNativeConnectivity(online, Network),
  bindActivity: async (activity) => {
    const native = await nativeAppActivity(App)
    activity.set(native.get())
    native.subscribe((active) => activity.set(active))
  },
})
