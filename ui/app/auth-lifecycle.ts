import * as O from 'fp-ts/Option'
import { isAuthenticated, type AuthState, type AuthStatus } from '../../core/auth/auth.state'
import type { Profile } from '../../core/access/profile.codec'
import type { AuthRunner } from './auth.runner'
import { resetSession, session, setAuthStatus, setOnline, setSignedInUser } from './session.store'
import type { EncryptedCache } from '../../core/platform/encrypted-cache.port'
import type { HttpEvents } from '../../core/platform/http-events.port'
import type { Store } from '../../core/platform/observable'

/** Where a flow that started on a stored session ends when the server no longer knows it: the login screens. */
const SIGNED_OUT: ReadonlyArray<AuthStatus> = ['VALIDATION_ERROR', 'PREVALIDATE_FAILED', 'SAML2_LOGIN', 'SAML2_LOGIN_FAILED', 'UNAUTHORIZED', 'LOGGED_OUT']

/** What the session store follows from the start, signed in or not. */
export interface AuthLifecycleDeps {
  readonly profile: Profile
  readonly auth: AuthRunner
  readonly httpEvents: HttpEvents
  readonly online: Store<boolean>
  readonly cache: EncryptedCache
  /**
   * A session was left open on this device when the page started (the onlineAuthorized hint): if the flow ends up
   * signed out without signing in (the session ended elsewhere), the keys kept for it are deleted.
   */
  readonly sessionStoredAtStart?: boolean
  /** The session services are running (`connectSessionLifecycle`, ui/app/session-lifecycle.ts): they lock the cache themselves on sign-out. */
  readonly sessionRunning: () => boolean
}

/**
 * Connects the auth machine to the session store from the first screen on and returns the function that disconnects it:
 * - the session store follows the machine (status, authorized user, `featureAccess`);
 * - a call's session expiry (`events.sessionExpired`) is the machine's SESSION_EXPIRED (rule 6);
 * - the online flag goes to the session store;
 * - leaving the authorized family before the session services ran (their code was still loading): the cache locks;
 * - a page opened on a stored session that ends on a login screen (the session ended elsewhere): the kept keys go;
 * - session expiry and the application lock (SESSION_EXPIRED): the keys kept on this device for the session go.
 */
export const connectAuthLifecycle = (deps: AuthLifecycleDeps): (() => void) => {
  let signedIn = false
  let previous: AuthState['status'] | undefined
  let keptKeysGone = false
  const follow = (state: AuthState): void => {
    const user = O.toUndefined(state.user)
    const authenticated = isAuthenticated(state.status)
    if (authenticated && user !== undefined && session.user !== user) setSignedInUser(user, deps.profile.features)
    // The device's copy on the screen (instant open) is the device-copy runner's to take off.
    if (!authenticated && session.crmId !== undefined && user === undefined && !session.showingCopy) resetSession(deps.profile.features, deps.online.get())
    setAuthStatus(state.status)
    // Session expiry and the application lock (both SESSION_EXPIRED): the keys kept on this device go, so a page
    // opened from now on needs the password again (docs/decisions.md, the cache key's life). The screens under the
    // sign-in overlay keep theirs.
    if (state.status === 'SESSION_EXPIRED' && previous !== 'SESSION_EXPIRED') deps.cache.forget()
    previous = state.status
    if (deps.sessionStoredAtStart === true && !signedIn && !authenticated && SIGNED_OUT.includes(state.status) && !keptKeysGone) {
      keptKeysGone = true
      deps.cache.lock()
    }
    if (authenticated) signedIn = true
    else if (signedIn) {
      signedIn = false
      if (!deps.sessionRunning()) deps.cache.lock()
    }
  }
  follow(deps.auth.state())
  const unsubscribe = [
    deps.auth.subscribe(follow),
    deps.httpEvents.sessionExpired.subscribe(() => deps.auth.dispatch({ type: 'SESSION_EXPIRED' })),
    deps.online.subscribe(setOnline),
  ]
  setOnline(deps.online.get())
  return () => unsubscribe.forEach((u) => u())
}
