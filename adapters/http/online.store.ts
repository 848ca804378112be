import { createStore, type Store } from '../shared/store'

/**
 * The online flag (SPEC section 4, Connectivity: "The online flag tracks network and
 * communication-service connectivity. Failed calls with status 503, 504 or no status count as
 * offline."). The HTTP client sets it from every call; {@link bindBrowserConnectivity} adds the
 * browser's own online/offline events.
 */
export type OnlineStore = Store<boolean>

/** Creates the online flag, online at first. */
export const createOnlineStore = (initial = true): OnlineStore => createStore(initial)

/** The part of `window` the connectivity binding needs. */
export interface ConnectivityTarget {
  readonly addEventListener: (type: 'online' | 'offline', listener: () => void) => void
  readonly removeEventListener: (type: 'online' | 'offline', listener: () => void) => void
}

/** Follows the browser's `online` / `offline` events; returns the function that stops following. */
export const bindBrowserConnectivity = (online: OnlineStore, target: ConnectivityTarget): (() => void) => {
  const up = () => online.set(true)
  const down = () => online.set(false)
  target.addEventListener('online', up)
  target.addEventListener('offline', down)
  return () => {
    target.removeEventListener('online', up)
    target.removeEventListener('offline', down)
  }
}
