import * as O from 'fp-ts/Option'
import * as t from 'io-ts'
import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { isAuthenticated, type AuthState, type AuthStatus } from '../../core/auth/auth.state'
import { loadHomeDictionary } from '../i18n/load-language'
import { useProfile } from '../profile/profile-context'
import { showUserMessage } from './error-channel'
import { connectAuthLifecycle } from './auth-lifecycle'
import type { SessionConnection } from './session-lifecycle'
import type { SessionRuntime } from './session-runtime'
import { resetSession, session } from './session.store'
import { INFRA, PORTS, SHELL } from './tokens'
import { useContainer } from './container-context'
import { resolve, type Token } from './tokens'
import { useStore } from './use-store'
import { useUseCase } from './use-use-case'

/** Signing in is under way: the session runtime starts loading beside the sign-in call, not after it. */
const SIGNING_IN: ReadonlyArray<AuthStatus> = ['AUTHENTICATING', 'AUTHENTICATED', 'AUHTORIZING']

/** Whether the auth machine is at, or heading for, a signed-in state (a stored or offline session found at START too). */
export const headsForSession = (state: AuthState): boolean =>
  isAuthenticated(state.status) || SIGNING_IN.includes(state.status) || O.isSome(state.user)

/**
 * Starts the app once mounted: the session store under the profile's switches, the auth life cycle (the session
 * store follows the machine), the HTTP error dialogs, the push-tap navigation, then the auth machine's START. The
 * session runtime (keep-alive, auto-refresh, duties, outbox, geofence…) loads when the machine first heads for a
 * signed-in state (at start when a session is stored) and its life cycle connects once loaded (at once where it is
 * bound already). Stops it all on unmount.
 */
export const useAppRuntime = (): void => {
  const container = useContainer()
  const { profile } = useProfile()
  const [, navigate] = useLocation()
  useEffect(() => {
    const get = <T>(id: Token<T>): T => resolve(container, id)
    const online = get(INFRA.online)
    if (session.crmId === undefined) resetSession(profile.features, online.get(), session.sessionOnDevice)
    const auth = get(SHELL.auth)
    const runtime = get(INFRA.sessionRuntime)
    let connection: SessionConnection | undefined
    let stopped = false
    // A session stored on this device (the onlineAuthorized preference, SPEC section 4 rule 11; ui/main.tsx has
    // preloaded the runtime's code): the runtime binds while the configuration and the validation are asked, so the
    // duty plan is asked the moment authorization answers. Its services start only then (session-lifecycle.ts).
    const storedAtStart = O.getOrElse(() => false)(get(INFRA.preferences).device.read('onlineAuthorized', t.boolean))
    const disconnectAuth = connectAuthLifecycle({
      sessionStoredAtStart: storedAtStart,
      profile,
      auth,
      httpEvents: get(INFRA.httpEvents),
      online,
      cache: get(INFRA.cache),
      sessionRunning: () => connection?.running() === true,
    })
    let disconnectCopy: (() => void) | undefined
    const connectSession = (): void => {
      if (stopped || connection !== undefined) return
      // Instant open (issue 27): the device's copy of the roster while the flow opens the stored session. Connected
      // before the session life cycle, so a fresh plan that the life cycle loads is heard as the copy's end.
      if (storedAtStart)
        disconnectCopy = get(SHELL.deviceCopy)({
          auth,
          online,
          cache: get(INFRA.cache),
          duties: get(SHELL.duties),
          profile,
          keptDuties: get(PORTS.roster).keptDuties,
        })
      connection = get(SHELL.sessionLifecycle)({
        auth,
        keepAlive: get(SHELL.keepAlive),
        applicationLock: get(SHELL.applicationLock),
        autoRefresh: get(SHELL.autoRefresh),
        duties: get(SHELL.duties),
        outbox: get(SHELL.outbox),
        online,
        appActive: get(INFRA.appActive),
        geofence: get(INFRA.geofence),
        checkInWindow: get(INFRA.checkInWindow),
        geofenceCapability: get(INFRA.geofenceCapability),
        pushTaps: get(INFRA.pushTaps),
        cache: get(INFRA.cache),
        signedIn: get(INFRA.recordSignIn),
      })
    }
    const startSession = (): void => {
      if (connection !== undefined || !(storedAtStart || headsForSession(auth.state()))) return
      // The runners it starts word their offers and banners from the home part of the dictionary (check-in offer,
      // outbox): it is loaded first (shared with the home screen's load; a failed fetch does not hold them back).
      Promise.all([runtime.load(), loadHomeDictionary().catch(() => undefined)]).then(connectSession, (error: unknown) =>
        // Offline before the service worker kept the chunk: the next sign-in step or connectivity change tries again.
        get(INFRA.log).log('WARNING', `session runtime not loaded: ${error instanceof Error ? error.message : String(error)}`),
      )
    }
    if (runtime.ready()) connectSession()
    const stopWatching = [auth.subscribe(startSession), online.subscribe(startSession)]
    const stopErrors = get(INFRA.httpEvents).errors.subscribe((event) => showUserMessage(event.message))
    const taps = get(INFRA.pushTapActions)
    taps.navigate = (path) => navigate(path)
    auth.start()
    startSession()
    return () => {
      stopped = true
      stopWatching.forEach((stop) => stop())
      stopErrors()
      disconnectCopy?.()
      connection?.disconnect()
      disconnectAuth()
    }
    // The runtime starts once per container and profile; `navigate` is only used inside the push-tap action.
  }, [container, profile])
}

/** The session runtime's services are bound: the signed-in screens and the shell parts reading them may render. */
export const useSessionRuntimeReady = (): boolean => {
  const runtime: SessionRuntime = useUseCase(INFRA.sessionRuntime)
  return useStore({ get: runtime.ready, subscribe: runtime.subscribe })
}
