import type { ActionPerformed, PushNotificationSchema, PushNotificationsPlugin, Token } from '@capacitor/push-notifications'
import type { ActionPerformed as LocalActionPerformed, LocalNotificationsPlugin } from '@capacitor/local-notifications'
import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import type { NativePushService } from '../../core/platform/push.port'
import type { PushError, PushMessage} from '../../core/platform/push.port'

const text = (u: unknown): string | undefined => (typeof u === 'string' && u !== '' ? u : undefined)

/** The distinct message id (the server's payload id travels in `data.id`) and the screen it names. */
const messageOf = (notification: PushNotificationSchema): { readonly messageId: string; readonly path?: string } | undefined => {
  const data: unknown = notification.data
  const field = (key: string): string | undefined => (typeof data === 'object' && data !== null ? text(Reflect.get(data, key)) : undefined)
  const messageId = field('id') ?? text(notification.id)
  if (messageId === undefined) return undefined
  const path = field('path')
  return path === undefined ? { messageId } : { messageId, path }
}

/**
 * A push that arrives while the app is in front shows no banner on Android (iOS shows it, as
 * `presentationOptions` in capacitor.config.ts say). On Android the adapter shows it itself as a local
 * notification (`@capacitor/local-notifications`), carrying the push's id and screen, so a tap on it goes
 * through the same once-per-id rule as a tap on the push.
 */
export interface ForegroundDisplay {
  readonly plugin: LocalNotificationsPlugin
}

/** A stable 31-bit notification id from the message id (Android wants an int; the same push shows once). */
const notificationIdOf = (messageId: string): number => {
  let h = 0
  for (let i = 0; i < messageId.length; i += 1) h = (Math.imul(h, 31) + messageId.charCodeAt(i)) | 0
  return h & 0x7fffffff
}

/**
 * Push through `@capacitor/push-notifications` (FCM on Android, APNs on iOS): the permission is asked
 * when subscribing (refused: PushPermissionDenied), the token comes from the plugin's `registration`
 * event (its `registrationError` is PushFailed), and later `registration` events with another token are
 * refreshes. A tap on a notification (`pushNotificationActionPerformed`) is a `push-tap` for the
 * once-per-id handler; a push arriving while the app is open (`pushNotificationReceived`, shown by the OS
 * as `presentationOptions` in capacitor.config.ts say) is a `push-received`.
 */
export const createNativePush = (plugin: PushNotificationsPlugin, foreground?: ForegroundDisplay): NativePushService => {
  let token: string | undefined
  const messageListeners = new Set<(message: PushMessage) => void>()
  const refreshListeners = new Set<(token: string) => void>()
  let waiting: Array<(result: E.Either<PushError, string>) => void> = []
  const settle = (result: E.Either<PushError, string>): void => {
    const waiters = waiting
    waiting = []
    waiters.forEach((w) => w(result))
  }

  const attached = Promise.all([
    plugin.addListener('registration', (t: Token) => {
      const previous = token
      token = t.value
      settle(E.right(t.value))
      if (previous !== undefined && previous !== t.value) refreshListeners.forEach((l) => l(t.value))
    }),
    plugin.addListener('registrationError', (error) => settle(E.left({ _tag: 'PushFailed', message: error.error }))),
    plugin.addListener('pushNotificationActionPerformed', (action: ActionPerformed) => {
      const message = messageOf(action.notification)
      if (message !== undefined) messageListeners.forEach((l) => l({ type: 'push-tap', ...message }))
    }),
    plugin.addListener('pushNotificationReceived', (notification: PushNotificationSchema) => {
      const message = messageOf(notification)
      if (message === undefined) return
      messageListeners.forEach((l) => l({ type: 'push-received', messageId: message.messageId }))
      if (foreground !== undefined) {
        void foreground.plugin
          .schedule({
            notifications: [
              {
                id: notificationIdOf(message.messageId),
                title: notification.title ?? '',
                body: notification.body ?? '',
                extra: message,
              },
            ],
          })
          .catch(() => undefined)
      }
    }),
    ...(foreground === undefined
      ? []
      : [
          foreground.plugin.addListener('localNotificationActionPerformed', (action: LocalActionPerformed) => {
            const extra: unknown = action.notification.extra
            const field = (key: string): string | undefined => (typeof extra === 'object' && extra !== null ? text(Reflect.get(extra, key)) : undefined)
            const messageId = field('messageId')
            if (messageId === undefined) return
            const path = field('path')
            messageListeners.forEach((l) => l(path === undefined ? { type: 'push-tap', messageId } : { type: 'push-tap', messageId, path }))
          }),
        ]),
  ]).then(
    () => undefined,
    () => undefined,
  )

  /** Registers with FCM/APNs and waits for the plugin's answer (its `registration` or `registrationError` event). */
  const register = async (): Promise<E.Either<PushError, string>> => {
    const answer = new Promise<E.Either<PushError, string>>((resolve) => waiting.push(resolve))
    try {
      await plugin.register()
    } catch (cause) {
      settle(
        E.left({
          _tag: 'PushFailed',
          message: cause instanceof Error ? cause.message : String(cause),
        }),
      )
    }
    return answer
  }

  return {
    currentToken: () => async () => {
      if (token !== undefined) return O.some(token)
      try {
        if ((await plugin.checkPermissions()).receive !== 'granted') return O.none
        return O.fromEither(await register())
      } catch {
        return O.none
      }
    },
    subscribe: () => async () => {
      try {
        const permission = await plugin.requestPermissions()
        if (permission.receive !== 'granted') return E.left({ _tag: 'PushPermissionDenied' })
        return token !== undefined ? E.right(token) : await register()
      } catch (cause) {
        return E.left({
          _tag: 'PushFailed',
          message: cause instanceof Error ? cause.message : String(cause),
        })
      }
    },
    unsubscribe: () => async () => {
      token = undefined
      await plugin.unregister().catch(() => undefined)
    },
    onMessage: (listener) => {
      messageListeners.add(listener)
      return () => void messageListeners.delete(listener)
    },
    ready: () => attached,
    onTokenRefresh: (listener) => {
      refreshListeners.add(listener)
      return () => void refreshListeners.delete(listener)
    },
  }
}
