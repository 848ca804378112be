import type { AppPlugin } from '@capacitor/app'
import type { NetworkPlugin } from '@capacitor/network'
import { createStore } from '../shared/store'
import type { AppActivityStore, OnlineStore } from '../../core/platform/observable'

/**
 * In the wrapper the app is in front while `@capacitor/app` says it is active (`appStateChange`): going to
 * the background pauses the update polls, coming back checks at once. Resolves once the listener is attached.
 */
export const nativeAppActivity = async (app: Pick<AppPlugin, 'addListener' | 'getState'>): Promise<AppActivityStore> => {
  const activity = createStore(true)
  await app.addListener('appStateChange', (state) => activity.set(state.isActive))
  try {
    activity.set((await app.getState()).isActive)
  } catch {
    // No state to read (the plugin answers events only): in front until it says otherwise.
  }
  return activity
}

/**
 * The online flag from `@capacitor/network` (the phone's own view: Wi-Fi, cellular or none) instead of the
 * WebView's `online`/`offline` events, which some Android WebViews do not send. The HTTP client still sets
 * the flag from every call's outcome. Resolves once the listener is attached.
 */
export const bindNativeConnectivity = async (online: OnlineStore, network: Pick<NetworkPlugin, 'addListener' | 'getStatus'>): Promise<void> => {
  await network.addListener('networkStatusChange', (status) => online.set(status.connected))
  try {
    online.set((await network.getStatus()).connected)
  } catch {
    // The status is unknown: the flag stays as the HTTP client leaves it.
  }
}
