import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import type * as T from 'fp-ts/Task'
import type * as TE from 'fp-ts/TaskEither'
import * as t from 'io-ts'
import type { Unsubscribe } from '../shared/store'

/** Why no push subscription: permission refused, no service worker / Push API, or a browser failure. */
export type PushError =
  | { readonly _tag: 'PushPermissionDenied' }
  | { readonly _tag: 'PushUnsupported' }
  | { readonly _tag: 'PushFailed'; readonly message: string }

/**
 * A message the service worker posts to the page (`client.postMessage`). The contract for the
 * service worker: on `notificationclick` post `{ type: 'push-tap', messageId, path }`, on `push` post
 * `{ type: 'push-received', messageId }`; `messageId` is the push message's distinct id, `path` the screen it names.
 */
export const PushMessage = t.intersection(
  [t.type({ type: t.keyof({ 'push-tap': null, 'push-received': null }), messageId: t.string }), t.partial({ path: t.string })],
  'PushMessage',
)
export type PushMessage = t.TypeOf<typeof PushMessage>

/** Web Push behind an interface: this device's token, subscribing, and the service worker's messages. */
export interface PushService {
  /** The current subscription as the device token (the JSON of `PushSubscription.toJSON()`), if any. */
  readonly currentToken: () => T.Task<O.Option<string>>
  /** Subscribes (asking for the notification permission) and answers the new token. */
  readonly subscribe: () => TE.TaskEither<PushError, string>
  readonly unsubscribe: () => T.Task<void>
  /** Decoded messages of the service worker; anything else it posts is ignored. */
  readonly onMessage: (listener: (message: PushMessage) => void) => Unsubscribe
}

/** The parts of a `ServiceWorkerRegistration` used (the browser's object fits). */
export interface PushRegistration {
  readonly pushManager: {
    getSubscription(): Promise<{ toJSON(): unknown; unsubscribe(): Promise<boolean> } | null>
    subscribe(options: { userVisibleOnly: boolean; applicationServerKey: string }): Promise<{ toJSON(): unknown }>
  }
}

/** The parts of `navigator.serviceWorker` used. */
export interface ServiceWorkerMessages {
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void
  removeEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void
}

const asError = (cause: unknown): PushError => {
  const name = cause instanceof Error ? cause.name : ''
  if (name === 'NotAllowedError') return { _tag: 'PushPermissionDenied' }
  if (name === 'NotSupportedError') return { _tag: 'PushUnsupported' }
  return { _tag: 'PushFailed', message: cause instanceof Error ? cause.message : String(cause) }
}

/**
 * Web Push through the app's service worker registration. `applicationServerKey` is the server's
 * VAPID public key (base64url). Without a registration every call answers "unsupported" / none.
 */
export const createWebPush = (deps: {
  readonly registration: () => Promise<PushRegistration | undefined>
  /** The server's VAPID public key (a string, or asked for when first needed); undefined: the server sends no pushes. */
  readonly applicationServerKey: string | (() => Promise<string | undefined>)
  readonly messages: ServiceWorkerMessages | undefined
}): PushService => ({
  currentToken: () => async () => {
    try {
      const subscription = await (await deps.registration())?.pushManager.getSubscription()
      return subscription === undefined || subscription === null ? O.none : O.some(JSON.stringify(subscription.toJSON()))
    } catch {
      return O.none
    }
  },
  subscribe: () => async () => {
    try {
      const registration = await deps.registration()
      if (registration === undefined) return E.left({ _tag: 'PushUnsupported' })
      const key = typeof deps.applicationServerKey === 'string' ? deps.applicationServerKey : await deps.applicationServerKey()
      if (key === undefined || key === '') return E.left({ _tag: 'PushUnsupported' })
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
      return E.right(JSON.stringify(subscription.toJSON()))
    } catch (cause) {
      return E.left(asError(cause))
    }
  },
  unsubscribe: () => async () => {
    try {
      await (await (await deps.registration())?.pushManager.getSubscription())?.unsubscribe()
    } catch {
      // Nothing to undo: the subscription is gone or was never there.
    }
  },
  onMessage: (listener) => {
    const messages = deps.messages
    if (messages === undefined) return () => undefined
    const handler = (event: { readonly data: unknown }) => {
      const decoded = PushMessage.decode(event.data)
      if (E.isRight(decoded)) listener(decoded.right)
    }
    messages.addEventListener('message', handler)
    return () => messages.removeEventListener('message', handler)
  },
})
