/**
 * The push half of the service worker: a Web Push from the server (core `PushPayload`, decrypted by the browser)
 * is shown as a notification; a tap on it goes to the app page, whose push-tap handler applies the once-per-id
 * rule (core push-tap machine) and opens the screen the push names. With no page open, a page is opened with the
 * tap in its address (`/?pushTap=<id>&pushPath=<path>`), which the page hands to the same handler at start.
 */
import * as E from 'fp-ts/Either'
import { PushPayload } from '../core/news/push-payload.codec'

interface NotificationLike {
  readonly data: unknown
  close(): void
}
interface WindowClientLike {
  readonly url: string
  focus(): Promise<unknown>
  postMessage(message: unknown): void
}
export interface PushScope {
  addEventListener(type: 'push', listener: (event: { readonly data: { json(): unknown } | null; waitUntil(p: Promise<unknown>): void }) => void): void
  addEventListener(type: 'notificationclick', listener: (event: { readonly notification: NotificationLike; waitUntil(p: Promise<unknown>): void }) => void): void
  readonly registration: { showNotification(title: string, options: { body: string; tag: string; data: unknown; icon?: string }): Promise<void> }
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<ReadonlyArray<WindowClientLike>>
    openWindow(url: string): Promise<unknown>
  }
}


const decodePayload = (data: { json(): unknown } | null): PushPayload | undefined => {
  try {
    const decoded = PushPayload.decode(data?.json())
    return E.isRight(decoded) ? decoded.right : undefined
  } catch {
    return undefined
  }
}

const tapOf = (u: unknown): { readonly messageId: string; readonly path: string } | undefined => {
  if (typeof u !== 'object' || u === null) return undefined
  const messageId: unknown = Reflect.get(u, 'messageId')
  const path: unknown = Reflect.get(u, 'path')
  return typeof messageId === 'string' && typeof path === 'string' ? { messageId, path } : undefined
}

export const handlePushes = (scope: PushScope): void => {
  scope.addEventListener('push', (event) => {
    const payload = decodePayload(event.data)
    // A push the app cannot read still shows something: browsers penalise a silent push (userVisibleOnly).
    const shown = payload ?? { id: 'unreadable', kind: 'news' as const, path: '/news', title: 'Crew Duty Plan', body: '' }
    event.waitUntil(
      scope.registration
        .showNotification(shown.title, { body: shown.body, tag: shown.id, data: { messageId: shown.id, path: shown.path } })
        .then(() => scope.clients.matchAll({ type: 'window', includeUncontrolled: true }))
        .then((clients) => clients.forEach((c) => c.postMessage({ type: 'push-received', messageId: shown.id }))),
    )
  })
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const tap = tapOf(event.notification.data)
    if (tap === undefined) return
    event.waitUntil(
      (async () => {
        const [client] = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })
        if (client === undefined) {
          await scope.clients.openWindow(`/?pushTap=${encodeURIComponent(tap.messageId)}&pushPath=${encodeURIComponent(tap.path)}`)
          return
        }
        client.postMessage({ type: 'push-tap', messageId: tap.messageId, path: tap.path })
        // Focusing needs the user's gesture: a tap gives it, a replayed event does not (and then the page is simply not raised).
        await client.focus().catch(() => undefined)
      })(),
    )
  })
}
