import * as O from 'fp-ts/Option'
import { isAuthenticated, type AuthState } from '../../core/auth/auth.state'
import { DEFAULT_SECURITY_CONFIG } from '../../core/auth/security-config.codec'
import type { ApplicationLockRunner } from './application-lock.runner'
import type { AuthRunner } from './auth.runner'
import type { AutoRefreshRunner } from './auto-refresh.runner'
import type { DutiesStore } from './duties.store'
import type { KeepAliveRunner } from './keep-alive.runner'
import type { OutboxRunner } from './outbox.runner'
import { session } from './session.store'
import type { EncryptedCache } from '../../core/platform/encrypted-cache.port'
import type { CheckInWindowRunner, GeofenceRunner } from '../../core/platform/geofence.port'
import type { Store } from '../../core/platform/observable'
import type { CrmId } from '../../core/shared/brands'
import type { PushTapHandler } from '../../core/platform/push.port'

/** The running services a session starts and stops (the session runtime's). */
export interface LifecycleDeps {
  readonly auth: AuthRunner
  readonly keepAlive: KeepAliveRunner
  readonly applicationLock: ApplicationLockRunner
  readonly autoRefresh: AutoRefreshRunner
  readonly duties: DutiesStore
  readonly online: Store<boolean>
  /** The app is in front (page visible; in the wrapper, the app active): update polls pause in the background. */
  readonly appActive: Store<boolean>
  readonly geofence: GeofenceRunner
  readonly geofenceCapability: boolean
  readonly checkInWindow: CheckInWindowRunner
  readonly pushTaps: PushTapHandler
  readonly cache: EncryptedCache
  /** The offline outbox: started and stopped with the session. */
  readonly outbox?: OutboxRunner
  /** Told of each sign-in that starts the session's services (the install offer counts them, issue 32). */
  readonly signedIn?: (crmId: CrmId) => void
}

/** A connected session life cycle: whether its services run now, and the disconnection. */
export interface SessionConnection {
  readonly running: () => boolean
  readonly disconnect: () => void
}

/**
 * Connects the auth machine to the session services (once their code is loaded, see ui/app/session-runtime.ts):
 * - on AUTHORIZED: keep-alive (certValidity of the configuration in use), the application lock
 *   (its applicationLockTimeout; back to AUTHORIZED after the lock's sign-in starts its count again), the update checks "at login
 *   and then every 15 seconds", the duty plan, the geofence `Start`, the time-window check-in `Start`
 *   (its own machine: no geofence needed), push taps authenticated;
 * - leaving the authorized family: all of it stops, the duty plan is forgotten, the cache locked;
 * - the online flag goes to auto-refresh;
 * - the app going to the background pauses auto-refresh, coming back resumes it (a check at once); a push
 *   received while the app is open checks for updates at once.
 * The session store is `connectAuthLifecycle`'s (ui/app/auth-lifecycle.ts): connect that one first. Part of the session
 * runtime: bound as `SHELL.sessionLifecycle` by `sessionModule`, so it loads after the login form.
 */
export const connectSessionLifecycle = (deps: LifecycleDeps): SessionConnection => {
  let running = false
  const begin = (state: AuthState): void => {
    const user = O.toUndefined(state.user)
    if (user === undefined) return
    running = true
    const config = O.getOrElse(() => DEFAULT_SECURITY_CONFIG)(state.config)
    deps.keepAlive.start(config.certValidity, user.userName, config.remainingCertValidity)
    deps.applicationLock.start(config.applicationLockTimeout)
    deps.autoRefresh.startSession(user.crmId)
    deps.outbox?.start(user.crmId)
    void deps.duties.load()
    deps.geofence.dispatch({
      _tag: 'Start',
      crmId: user.crmId,
      locationCheckInEnabled: session.access.canCheckInByLocation(),
      authenticated: true,
      geofenceCapability: deps.geofenceCapability,
    })
    deps.checkInWindow.dispatch({ _tag: 'Start', crmId: user.crmId, checkInEnabled: session.access.canPerformCheckIn(), authenticated: true })
    deps.pushTaps.authenticationChanged(true)
    deps.signedIn?.(user.crmId)
  }
  const end = (): void => {
    running = false
    deps.keepAlive.stop()
    deps.applicationLock.stop()
    deps.autoRefresh.endSession()
    deps.duties.reset()
    deps.outbox?.stop()
    deps.geofence.dispatch({ _tag: 'Stop' })
    deps.checkInWindow.dispatch({ _tag: 'Stop' })
    deps.pushTaps.authenticationChanged(false)
    deps.cache.lock()
  }
  const follow = (state: AuthState): void => {
    if (state.status === 'AUTHORIZED' && !running) begin(state)
    else if (state.status === 'AUTHORIZED' && deps.applicationLock.state().locked) deps.applicationLock.unlocked()
    if (!isAuthenticated(state.status) && running) end()
  }
  follow(deps.auth.state())
  const unsubscribe = [
    deps.auth.subscribe(follow),
    deps.online.subscribe((online) => deps.autoRefresh.dispatch({ _tag: 'OnlineChanged', online })),
    deps.appActive.subscribe((active) => deps.autoRefresh.dispatch({ _tag: active ? 'AppResumed' : 'AppPaused' })),
    deps.pushTaps.onReceived(() => deps.autoRefresh.dispatch({ _tag: 'PushReceived' })),
    deps.duties.onLoaded(() => {
      deps.autoRefresh.dispatch({ _tag: 'DutiesLoaded' })
      deps.checkInWindow.dispatch({ _tag: 'Refresh' })
    }),
  ]
  if (!deps.appActive.get()) deps.autoRefresh.dispatch({ _tag: 'AppPaused' })
  return {
    running: () => running,
    disconnect: () => {
      unsubscribe.forEach((u) => u())
      if (running) end()
    },
  }
}
