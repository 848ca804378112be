import { lazy, use, type ComponentType, type ReactNode } from 'react'
import type { RouteId } from '../../core/access/route-paths'
import type { LazyScreen, ScreenProps } from './screen-props'

export type { LazyScreen } from './screen-props'

/** `communication((m) => m.XScreen)`: a named export as a lazy screen. */
export const lazyScreen = (load: () => Promise<ComponentType<ScreenProps>>): LazyScreen =>
  lazy(async () => ({ default: await load() }))

/** A screen that can be loaded ahead of its first render (the login screen). */
export interface PreloadableScreen {
  (props: ScreenProps): ReactNode
  /** Loads the screen's code; once done, the screen renders at once instead of suspending. */
  readonly preload: () => Promise<unknown>
}

/**
 * Like `lazyScreen`, but `preload()` makes the first render synchronous. The prerendered login page needs it
 * (ui/app/prerendered-start.ts): a screen that suspends while React hydrates it is still the build's HTML, and any
 * update reaching it then (the auth status changing, say) makes React drop that HTML and render it anew, replacing
 * the fields the user is typing in. ui/start-app.tsx preloads the login screen before it hydrates.
 */
const preloadableScreen = (load: () => Promise<ComponentType<ScreenProps>>): PreloadableScreen => {
  let loaded: ComponentType<ScreenProps> | undefined
  let pending: Promise<ComponentType<ScreenProps>> | undefined
  const preload = (): Promise<ComponentType<ScreenProps>> =>
    (pending ??= load().then(
      (screen) => (loaded = screen),
      (error: unknown) => {
        // A failed load is forgotten: the next render or preload tries again.
        pending = undefined
        throw error
      },
    ))
  const Screen = (props: ScreenProps) => {
    const Loaded = loaded ?? use(preload())
    return <Loaded {...props} />
  }
  return Object.assign(Screen, { preload })
}

/** The login screen (preloaded before the prerendered page is hydrated). */
export const LOGIN_SCREEN = preloadableScreen(() => import('../features/sign-in/login-screen').then((m) => m.LoginScreen))

/**
 * Core `RouteId` → screen of the signed-out table (each sign-in screen its own chunk). The signed-in screens are in
 * signed-in-screens.tsx, loaded with the session runtime. Guards live in core only.
 */
export const ROUTE_TABLE: Partial<Readonly<Record<RouteId, LazyScreen | PreloadableScreen>>> = {
  'server-selection': lazyScreen(() => import('../features/sign-in/server-selection-screen').then((m) => m.ServerSelectionScreen)),
  login: LOGIN_SCREEN,
  'forget-password': lazyScreen(() => import('../features/sign-in/forget-password-screen').then((m) => m.ForgetPasswordScreen)),
}

