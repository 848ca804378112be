import { lazy, type ComponentType } from 'react'
import type { RouteId } from '../../core/access/route-paths'
import type { LazyScreen, ScreenProps } from './screen-props'

export type { LazyScreen } from './screen-props'

/** `communication((m) => m.XScreen)`: a named export as a lazy screen. */
export const lazyScreen = (load: () => Promise<ComponentType<ScreenProps>>): LazyScreen =>
  lazy(async () => ({ default: await load() }))

/**
 * Core `RouteId` → screen of the signed-out table (each sign-in screen its own chunk). The signed-in screens are in
 * signed-in-screens.tsx, loaded with the session runtime. Guards live in core only.
 */
export const ROUTE_TABLE: Partial<Readonly<Record<RouteId, LazyScreen>>> = {
  'server-selection': lazyScreen(() => import('../features/sign-in/server-selection-screen').then((m) => m.ServerSelectionScreen)),
  login: lazyScreen(() => import('../features/sign-in/login-screen').then((m) => m.LoginScreen)),
  'forget-password': lazyScreen(() => import('../features/sign-in/forget-password-screen').then((m) => m.ForgetPasswordScreen)),
}

