import { createStore } from '../shared/store'
import type { OnlineStore } from '../../core/platform/observable'

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
