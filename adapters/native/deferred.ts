import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import type { SecureStoragePlugin } from '@aparajita/capacitor-secure-storage'
import type { Unsubscribe } from '../../core/platform/observable'
import type { NativePushService } from '../../core/platform/push.port'
import type { GeolocationService } from '../../core/platform/geolocation.port'

/**
 * The native adapters load in their own chunk (the browser build never downloads Capacitor); these
 * stand-ins answer at once and forward every call to the loaded adapter. A chunk that fails to load
 * answers as "not available" (no token, unsupported, no position), never a throw.
 */
const subscribeLater = <S>(loading: Promise<S | undefined>, attach: (service: S) => Unsubscribe): Unsubscribe => {
  let detach: Unsubscribe | undefined
  let cancelled = false
  void loading.then((service) => {
    if (service !== undefined && !cancelled) detach = attach(service)
  })
  return () => {
    cancelled = true
    detach?.()
  }
}

export const deferredPush = (loading: Promise<NativePushService | undefined>): NativePushService => ({
  currentToken: () => async () => {
    const push = await loading
    return push === undefined ? O.none : push.currentToken()()
  },
  subscribe: () => async () => {
    const push = await loading
    return push === undefined ? E.left({ _tag: 'PushUnsupported' }) : push.subscribe()()
  },
  unsubscribe: () => async () => {
    await (await loading)?.unsubscribe()()
  },
  onMessage: (listener) => subscribeLater(loading, (push) => push.onMessage(listener)),
  onTokenRefresh: (listener) => subscribeLater(loading, (push) => push.onTokenRefresh(listener)),
  ready: async () => {
    await (await loading)?.ready()
  },
})

export const deferredGeolocation = (loading: Promise<GeolocationService | undefined>): GeolocationService => ({
  currentPosition: () => async () => {
    const geo = await loading
    return geo === undefined ? E.left({ _tag: 'GeoUnsupported' }) : geo.currentPosition()()
  },
  permission: () => async () => {
    const geo = await loading
    return geo === undefined ? 'unknown' : geo.permission()()
  },
  watch: (onPosition, onError) =>
    subscribeLater(
      loading.then((geo) => {
        if (geo === undefined) onError({ _tag: 'GeoUnsupported' })
        return geo
      }),
      (geo) => geo.watch(onPosition, onError),
    ),
})

export const deferredSecureStorage = (loading: Promise<Pick<SecureStoragePlugin, 'getItem' | 'setItem'> | undefined>): Pick<SecureStoragePlugin, 'getItem' | 'setItem'> => ({
  getItem: async (key) => {
    const secure = await loading
    if (secure === undefined) throw new Error('secure storage is not available')
    return secure.getItem(key)
  },
  setItem: async (key, value) => {
    const secure = await loading
    if (secure === undefined) throw new Error('secure storage is not available')
    return secure.setItem(key, value)
  },
})
