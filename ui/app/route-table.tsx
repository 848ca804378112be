import { use, type ComponentType } from 'react'
import type { RouteId } from '../../core/access/route-paths'
import type { PreloadableScreen, ScreenProps } from './screen-props'

export type { PreloadableScreen } from './screen-props'

/**
 * A screen loaded on first use (its own chunk), whose `preload()` makes the first render synchronous. The
 * prerendered login page needs it (ui/app/prerendered-start.ts): a screen that suspends while React hydrates it is
 * still the build's HTML, and any update reaching it then (the auth status changing, say) makes React drop that HTML
 * and render it anew, replacing the fields the user is typing in. ui/start-app.tsx preloads the login screen before
 * it hydrates. The home screen needs it too (ui/app/signed-in-screens.tsx): a screen that suspends shows its
 * fallback, and React then holds that fallback at least 300 ms (its reveal throttle), however soon the code arrives.
 */
export const preloadableScreen = (load: () => Promise<ComponentType<ScreenProps>>): PreloadableScreen => {
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
export const ROUTE_TABLE: Partial<Readonly<Record<RouteId, PreloadableScreen>>> = {
  'server-selection': preloadableScreen(() => import('../features/sign-in/server-selection-screen').then((m) => m.ServerSelectionScreen)),
  login: LOGIN_SCREEN,
  'forget-password': preloadableScreen(() => import('../features/sign-in/forget-password-screen').then((m) => m.ForgetPasswordScreen)),
}

