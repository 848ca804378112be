import type { HttpClient } from '../http/http-client'
import { deferredPush } from '../native/deferred'
import type { NativePlatform } from '../native/native-platform'
import type { Preferences } from '../../core/platform/preferences.port'
import type { PushService, PushTapActions, PushTapHandler } from '../../core/platform/push.port'
import { bindPushTaps, createPushTapHandler } from './push-tap.handler'
import { createVapidKeySource } from './vapid-key.http'
import { createWebPush, type PushRegistration, type ServiceWorkerMessages } from './web-push'

/** The page's push messaging and the handler of its taps. */
export interface PagePush {
  readonly push: PushService
  readonly taps: PushTapHandler
}

/** What the page's push is built over (the browser's window fits). */
export interface PagePushDeps {
  readonly win: { readonly navigator: { readonly serviceWorker?: ServiceWorkerMessages & { getRegistration(): Promise<PushRegistration | undefined> } } }
  /** The native platform inside the Capacitor wrapper (loading), undefined in a browser. */
  readonly native: Promise<NativePlatform | undefined> | undefined
  readonly client: HttpClient
  readonly preferences: Preferences
  readonly actions: PushTapActions
}

/**
 * The push service (the wrapper's native one, else Web Push through the app's service worker with the server's
 * VAPID key) and the push-tap handler bound to its messages. Built once, from the session adapters' chunk
 * (adapters/session/session-adapters.ts re-exports it), when first needed (lazy-page-push.ts, which then hands the
 * handler what arrived before).
 */
export const createPagePush = (deps: PagePushDeps): PagePush => {
  const worker = deps.win.navigator.serviceWorker
  const push: PushService =
    deps.native !== undefined
      ? deferredPush(deps.native.then((platform) => platform?.push))
      : createWebPush({
          registration: () => worker?.getRegistration() ?? Promise.resolve(undefined),
          applicationServerKey: createVapidKeySource(deps.client),
          messages: worker,
        })
  const taps = createPushTapHandler({ preferences: deps.preferences, actions: deps.actions })
  bindPushTaps(push, taps)
  return { push, taps }
}
