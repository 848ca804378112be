import { PushMessage } from '../../core/platform/push.port'
import type { ServiceWorkerMessages } from './web-push'

/** A tapped push the page saw before its push code loaded: the message's distinct id and the screen it names. */
export interface EarlyTap {
  readonly messageId: string
  readonly path?: string
}

/** The parts of a window read for a tap that opened the page. */
export interface TapAddress {
  readonly location: { readonly href: string }
  readonly history: { replaceState(data: unknown, unused: string, url: string): void }
}

/**
 * A tap on a push when no page of the app was open: the service worker opens `/?pushTap=<id>&pushPath=<path>`.
 * Answers that tap and takes both parameters out of the address (before the router reads it); undefined without one.
 */
export const takeTapFromAddress = (win: TapAddress): EarlyTap | undefined => {
  const url = new URL(win.location.href)
  const messageId = url.searchParams.get('pushTap')
  if (messageId === null || messageId === '') return undefined
  const path = url.searchParams.get('pushPath') ?? undefined
  url.searchParams.delete('pushTap')
  url.searchParams.delete('pushPath')
  win.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`)
  return path === undefined ? { messageId } : { messageId, path }
}

/** The service worker's messages held until the push code has loaded: taps (core `PushMessage` 'push-tap') and pushes that arrived ('push-received'). */
export interface EarlyTaps {
  /** The messages seen so far, in order, once: listening stops (the push code's own binding takes over). */
  readonly take: () => ReadonlyArray<EarlyMessage>
}

/** A message the page saw before its push code loaded. */
export type EarlyMessage = ({ readonly type: 'push-tap' } & EarlyTap) | { readonly type: 'push-received'; readonly messageId: string }

/** A message the service worker posts, as core's `PushMessage` decodes it; anything else is not ours (undefined). */
const messageOf = (data: unknown): EarlyMessage | undefined => {
  if (!PushMessage.is(data)) return undefined
  const { type, messageId, path } = data
  if (type === 'push-received') return { type, messageId }
  return path === undefined ? { type, messageId } : { type, messageId, path }
}

/**
 * The push service and the push-tap handler load when they are first needed (adapters/push/lazy-page-push.ts), so
 * neither the login form nor the roster waits for them. Until they have, this holds what must not be lost: the tap
 * in the page's address (taken out of it at once) and the messages the service worker posts to an open page (a tap
 * on the login form waits for the sign-in, SPEC section 4; a push arriving while signed in makes the auto-refresh
 * check at once). `arrived` is told of each (at once for the address's tap), so the caller loads the push code then.
 */
export const holdEarlyTaps = (win: TapAddress & { readonly messages: ServiceWorkerMessages | undefined }, arrived: (type: EarlyMessage['type']) => void): EarlyTaps => {
  const held: EarlyMessage[] = []
  const fromAddress = takeTapFromAddress(win)
  if (fromAddress !== undefined) held.push({ type: 'push-tap', ...fromAddress })
  const listener = (event: { readonly data: unknown }): void => {
    const message = messageOf(event.data)
    if (message === undefined) return
    held.push(message)
    arrived(message.type)
  }
  win.messages?.addEventListener('message', listener)
  if (fromAddress !== undefined) arrived('push-tap')
  let taken = false
  return {
    take: () => {
      if (taken) return []
      taken = true
      win.messages?.removeEventListener('message', listener)
      return held.splice(0)
    },
  }
}
