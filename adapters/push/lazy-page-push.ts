import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import type { PushMessage, PushService, PushTapHandler } from '../../core/platform/push.port'
import type { Unsubscribe } from '../../core/platform/observable'
import { loadOnce } from '../shared/load-once'
import type { EarlyTaps } from './early-taps'
import type { PagePush } from './page-push'

/** The page's push, fetched when first needed: the service and the handler at once, and `load` to fetch them. */
export interface LazyPagePush extends PagePush {
  /** Fetches and builds the page's push (once; a failed fetch is forgotten, the held messages stay held). */
  readonly load: () => Promise<PagePush>
  /** Whether the last word of the session life cycle was "signed in" (a push arriving then loads the code). */
  readonly signedIn: () => boolean
}

/**
 * The push service and the push-tap handler (page-push.ts) without their code in the roster's first download: the
 * web push, its VAPID key call and the tap machine are fetched on the first of
 *   - a tap, or a push arriving while signed in (early-taps.ts holds it and the caller calls `load`),
 *   - a call of the push service (the notification settings, the device record),
 *   - `load` (the mobile wrapper loads at once: the OS hands the tap that opened the app to the native code).
 * Meanwhile the facade keeps what the session life cycle said (signed in or out) and who listens to arriving pushes,
 * and hands both to the handler once it is built, before the held messages (`early`) are given to it in order.
 * A push service call whose code cannot be fetched answers as the service does without push: no token, a failed
 * subscription.
 */
export const lazyPagePush = (create: () => Promise<PagePush>, early: () => EarlyTaps): LazyPagePush => {
  let authenticated: boolean | undefined
  let built: PagePush | undefined
  const receivedListeners = new Set<(messageId: string) => void>()
  const messageListeners = new Map<(message: PushMessage) => void, Unsubscribe | undefined>()
  const load = loadOnce(async (): Promise<PagePush> => {
    const real = await create()
    built = real
    real.taps.onReceived((messageId) => [...receivedListeners].forEach((listener) => listener(messageId)))
    for (const listener of messageListeners.keys()) messageListeners.set(listener, real.push.onMessage(listener))
    if (authenticated !== undefined) real.taps.authenticationChanged(authenticated)
    for (const message of early().take()) {
      if (message.type === 'push-tap') real.taps.tapped(message.messageId, message.path)
      else real.taps.received(message.messageId)
    }
    return real
  })
  const withReal = (act: (real: PagePush) => void): void => {
    if (built !== undefined) act(built)
    else void load().then(act, () => undefined)
  }
  const push: PushService = {
    currentToken: () => () => load().then((real) => real.push.currentToken()(), () => O.none),
    subscribe: () => () =>
      load().then(
        (real) => real.push.subscribe()(),
        (cause: unknown) => E.left({ _tag: 'PushFailed' as const, message: cause instanceof Error ? cause.message : String(cause) }),
      ),
    unsubscribe: () => () => load().then((real) => real.push.unsubscribe()(), () => undefined),
    onMessage: (listener) => {
      messageListeners.set(listener, built?.push.onMessage(listener))
      return () => {
        messageListeners.get(listener)?.()
        messageListeners.delete(listener)
      }
    },
  }
  const taps: PushTapHandler = {
    tapped: (messageId, path) => withReal((real) => real.taps.tapped(messageId, path)),
    received: (messageId) => withReal((real) => real.taps.received(messageId)),
    authenticationChanged: (now) => {
      authenticated = now
      built?.taps.authenticationChanged(now)
    },
    onReceived: (listener) => {
      receivedListeners.add(listener)
      return () => void receivedListeners.delete(listener)
    },
  }
  return { push, taps, load, signedIn: () => authenticated === true }
}
