import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { type PushError, PushMessage, type PushService } from '../../core/platform/push.port'

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
