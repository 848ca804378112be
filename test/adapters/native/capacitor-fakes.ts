// Test implementations of the Capacitor plugins, registered the way Capacitor registers a plugin's web
// implementation (`registerPlugin(name, { web })`): the adapters get the same proxy object they get in the
// wrapper, and the fakes raise the plugin events (`notifyListeners`) a phone would.
import { registerPlugin, WebPlugin, type PermissionState } from '@capacitor/core'
import type { SecureStoragePlugin } from '@aparajita/capacitor-secure-storage'
import type { BackgroundGeolocationPlugin } from '@capacitor-community/background-geolocation'
import type { AppPlugin } from '@capacitor/app'
import type { NetworkPlugin } from '@capacitor/network'
import type { PushNotificationsPlugin } from '@capacitor/push-notifications'
import type { LocalNotificationsPlugin } from '@capacitor/local-notifications'

let count = 0
/** A fresh plugin name per test: Capacitor keeps one proxy per name. */
const unique = (name: string): string => `${name}Test${(count += 1)}`

export class FakePushNotifications extends WebPlugin {
  permission: PermissionState = 'prompt'
  /** What the next `requestPermissions` answers (the user's choice). */
  answer: PermissionState = 'granted'
  tokens: string[] = ['fcm-token-1']
  registerError: string | undefined
  registered = 0
  unregistered = 0
  async checkPermissions() {
    return { receive: this.permission }
  }
  async requestPermissions() {
    this.permission = this.answer
    return { receive: this.permission }
  }
  async register() {
    this.registered += 1
    if (this.registerError !== undefined) {
      this.notifyListeners('registrationError', { error: this.registerError })
      return
    }
    this.notifyListeners('registration', { value: this.tokens[0] })
  }
  async unregister() {
    this.unregistered += 1
  }
  /** The OS rotates the token. */
  rotate(token: string) {
    this.tokens = [token]
    this.notifyListeners('registration', { value: token })
  }
  tap(notification: Record<string, unknown>) {
    this.notifyListeners('pushNotificationActionPerformed', { actionId: 'tap', notification })
  }
  receive(notification: Record<string, unknown>) {
    this.notifyListeners('pushNotificationReceived', notification)
  }
}

export const fakePushPlugin = (): { readonly plugin: PushNotificationsPlugin; readonly fake: FakePushNotifications } => {
  const fake = new FakePushNotifications()
  return { plugin: registerPlugin<PushNotificationsPlugin>(unique('PushNotifications'), { web: () => fake }), fake }
}

/** Android's local notifications: what was scheduled (shown), and a tap on one. */
export class FakeLocalNotifications extends WebPlugin {
  readonly shown: Array<{ id: number; title: string; body: string; extra?: unknown }> = []
  async schedule(options: { notifications: Array<{ id: number; title: string; body: string; extra?: unknown }> }) {
    this.shown.push(...options.notifications)
    return { notifications: options.notifications.map((n) => ({ id: n.id })) }
  }
  tap(index: number) {
    this.notifyListeners('localNotificationActionPerformed', { actionId: 'tap', notification: this.shown[index] })
  }
}

export const fakeLocalNotificationsPlugin = (): { readonly plugin: LocalNotificationsPlugin; readonly fake: FakeLocalNotifications } => {
  const fake = new FakeLocalNotifications()
  return { plugin: registerPlugin<LocalNotificationsPlugin>(unique('LocalNotifications'), { web: () => fake }), fake }
}

/** A phone's location: the first watcher asks for the permission (the user's `answer`); `move` sends a fix to every watcher. */
export class FakeBackgroundGeolocation extends WebPlugin {
  answer: 'granted' | 'denied' = 'granted'
  asked = 0
  readonly watchers = new Map<string, { readonly options: Record<string, unknown>; readonly callback: (location?: unknown, error?: unknown) => void }>()
  private next = 0
  async addWatcher(options: Record<string, unknown>, callback: (location?: unknown, error?: unknown) => void): Promise<string> {
    const id = `w${(this.next += 1)}`
    this.watchers.set(id, { options, callback })
    if (options['requestPermissions'] === true) this.asked += 1
    queueMicrotask(() => {
      if (this.answer === 'denied') callback(undefined, Object.assign(new Error('Permission denied.'), { code: 'NOT_AUTHORIZED' }))
    })
    return id
  }
  async removeWatcher(options: { id: string }): Promise<void> {
    this.watchers.delete(options.id)
  }
  async openSettings(): Promise<void> {}
  move(latitude: number, longitude: number): void {
    for (const { callback } of this.watchers.values()) callback({ latitude, longitude, accuracy: 10, altitude: null, altitudeAccuracy: null, bearing: null, simulated: false, speed: null, time: 0 })
  }
}

export const fakeGeolocationPlugin = () => {
  const fake = new FakeBackgroundGeolocation()
  return { plugin: registerPlugin<BackgroundGeolocationPlugin>(unique('BackgroundGeolocation'), { web: () => fake }), fake }
}

/** The Keychain / Keystore: strings by key. */
export class FakeSecureStorage extends WebPlugin {
  readonly items = new Map<string, string>()
  async getItem(key: string): Promise<string | null> {
    return this.items.get(key) ?? null
  }
  async setItem(key: string, value: string): Promise<void> {
    this.items.set(key, value)
  }
}

export const fakeSecureStoragePlugin = () => {
  const fake = new FakeSecureStorage()
  return { plugin: registerPlugin<Pick<SecureStoragePlugin, 'getItem' | 'setItem'>>(unique('SecureStorage'), { web: () => fake }), fake }
}

/** @capacitor/network and @capacitor/app: the phone's connection and whether the app is in front. */
export class FakeNetwork extends WebPlugin {
  connected = true
  async getStatus() {
    return { connected: this.connected, connectionType: this.connected ? 'wifi' : 'none' }
  }
  change(connected: boolean) {
    this.connected = connected
    this.notifyListeners('networkStatusChange', { connected, connectionType: connected ? 'wifi' : 'none' })
  }
}
export class FakeApp extends WebPlugin {
  active = true
  async getState() {
    return { isActive: this.active }
  }
  change(isActive: boolean) {
    this.active = isActive
    this.notifyListeners('appStateChange', { isActive })
  }
}

export const fakeNetworkPlugin = () => {
  const fake = new FakeNetwork()
  return { plugin: registerPlugin<NetworkPlugin>(unique('Network'), { web: () => fake }), fake }
}
export const fakeAppPlugin = () => {
  const fake = new FakeApp()
  return { plugin: registerPlugin<AppPlugin>(unique('App'), { web: () => fake }), fake }
}
