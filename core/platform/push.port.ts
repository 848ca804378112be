import type * as O from 'fp-ts/Option'
import type * as T from 'fp-ts/Task'
import type * as TE from 'fp-ts/TaskEither'
import * as t from 'io-ts'
import type { TransportError } from '../errors/app-error'
import type { PushTapTarget } from '../news/push-tap.machine'
import type { PushTokenAction } from '../settings/push-token.rules'
import type { Unsubscribe } from './observable'

/** Why no push subscription: permission refused, no service worker / Push API, or a browser failure. */
export type PushError =
  | { readonly _tag: 'PushPermissionDenied' }
  | { readonly _tag: 'PushUnsupported' }
  | { readonly _tag: 'PushFailed'; readonly message: string }

/**
 * A message the service worker posts to the page (`client.postMessage`): on `notificationclick`
 * `{ type: 'push-tap', messageId, path }`, on `push` `{ type: 'push-received', messageId }`; `messageId` is the push
 * message's distinct id, `path` the screen it names.
 */
export const PushMessage = t.intersection(
  [t.type({ type: t.keyof({ 'push-tap': null, 'push-received': null }), messageId: t.string }), t.partial({ path: t.string })],
  'PushMessage',
)
export type PushMessage = t.TypeOf<typeof PushMessage>

/** Push messaging behind an interface: this device's token, subscribing, and the service worker's messages. */
export interface PushService {
  /** The current subscription as the device token, if any. */
  readonly currentToken: () => T.Task<O.Option<string>>
  /** Subscribes (asking for the notification permission) and answers the new token. */
  readonly subscribe: () => TE.TaskEither<PushError, string>
  readonly unsubscribe: () => T.Task<void>
  /** Decoded messages of the service worker; anything else it posts is ignored. */
  readonly onMessage: (listener: (message: PushMessage) => void) => Unsubscribe
}

/** Push in the mobile wrapper: the {@link PushService} of the web app, plus token refreshes the OS hands out. */
export interface NativePushService extends PushService {
  /** A new token replacing the one this device registered (FCM rotates tokens); the device record must follow. */
  readonly onTokenRefresh: (listener: (token: string) => void) => Unsubscribe
  /** Resolves once the plugin's listeners are attached (they attach asynchronously). */
  readonly ready: () => Promise<void>
}

/**
 * Why the device record could not be kept: SPEC section 8 "Missing push token (report to admin); shown as a
 * settings error" and "Device registration failed".
 */
export type DeviceRegistrationError =
  | { readonly _tag: 'MissingPushToken' }
  | { readonly _tag: 'DeviceRegistrationFailed'; readonly cause: TransportError }

/** This device's record of SPEC section 7 (domain IADP): kept in step with the push token. */
export interface DeviceRegistration {
  /** This device's uuid, generated once and kept in the device scope (`device:deviceUuid`). */
  readonly uuid: () => string
  /**
   * Reads the push token (subscribing when `subscribe` and none exists), loads the registered devices and, by the
   * core rule `pushTokenAction`, registers this device when its stored token differs from the current one.
   * Answers what was done.
   */
  readonly sync: (options: { readonly subscribe: boolean }) => TE.TaskEither<DeviceRegistrationError, PushTokenAction>
  /** `DELETE /device/{domain}/{uuid}` (logout, push switched off); a device the server does not know counts as done. */
  readonly unregister: () => TE.TaskEither<DeviceRegistrationError, void>
  /** `PUT /device/resetBadge/{domain}/{uuid}` once the news were seen. */
  readonly resetBadge: () => TE.TaskEither<DeviceRegistrationError, void>
}

/** What a handled tap does in the app. The shell fills both at start (the members are writable for that). */
export interface PushTapActions {
  navigate: (path: PushTapTarget) => void
  loadNews: () => void
}

/** Feeds the core push-tap machine; its `lastHandledPushMessageId` lives in the device scope of the preferences. */
export interface PushTapHandler {
  /** A tapped push: its distinct id and the screen it names (the news when none or an unknown one). */
  readonly tapped: (messageId: string, path?: string) => void
  readonly authenticationChanged: (authenticated: boolean) => void
  /** A push arrived while the app is open. */
  readonly received: (messageId: string) => void
  /** Listens to pushes arriving while the app is open (auto-refresh checks at once). */
  readonly onReceived: (listener: (messageId: string) => void) => Unsubscribe
}
