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

/** The taps held until the push code has loaded. */
export interface EarlyTaps {
  /** The taps seen so far, once: listening stops (the push code's own binding takes over). */
  readonly take: () => ReadonlyArray<EarlyTap>
}

/** The `{ type: 'push-tap', messageId, path? }` the service worker posts on a tap (core `PushMessage`), else undefined. */
const tapOf = (data: unknown): EarlyTap | undefined => {
  if (typeof data !== 'object' || data === null || Reflect.get(data, 'type') !== 'push-tap') return undefined
  const messageId: unknown = Reflect.get(data, 'messageId')
  const path: unknown = Reflect.get(data, 'path')
  if (typeof messageId !== 'string') return undefined
  return typeof path === 'string' ? { messageId, path } : { messageId }
}

/**
 * The push service and the push-tap handler load with the signed-in session (a tap only acts once signed in), so
 * the login form does not wait for them. Until they have, this holds the taps that must not be lost: the one in
 * the page's address (taken out of it at once) and those the service worker posts to an open page (a tap on the
 * login form waits for the sign-in, SPEC section 4). `tapped` is told of each (at once for the address's), so
 * the caller loads the push code then. The service worker's other messages (a push arriving) only matter to a
 * signed-in page, whose push code is loaded.
 */
export const holdEarlyTaps = (win: TapAddress & { readonly messages: ServiceWorkerMessages | undefined }, tapped: () => void): EarlyTaps => {
  const held: EarlyTap[] = []
  const fromAddress = takeTapFromAddress(win)
  if (fromAddress !== undefined) held.push(fromAddress)
  const listener = (event: { readonly data: unknown }): void => {
    const tap = tapOf(event.data)
    if (tap === undefined) return
    held.push(tap)
    tapped()
  }
  win.messages?.addEventListener('message', listener)
  if (fromAddress !== undefined) tapped()
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
