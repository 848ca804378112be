import { proxy, ref, useSnapshot } from 'valtio'
import type { AuthStatus } from '../../core/auth/auth.state'
import { isAuthenticated } from '../../core/auth/auth.state'
import type { AuthUser } from '../../core/auth/user.codec'
import { keptAccess, signedOutAccess, type FeatureAccess } from '../../core/access/feature-access'
import type { FeatureSwitches } from '../../core/access/profile.codec'
import { DEFAULT_FEATURE_SWITCHES } from '../../core/access/profile-defaults'
import type { CrmId } from '../../core/shared/brands'

/** The session as the screens see it (written only by the shell's auth effect runner and the harness). */
export interface SessionState {
  /** The state of the core auth machine (SPEC section 4). */
  status: AuthStatus
  /** The authorized user; kept during re-authentication. Held by `ref` (it carries Temporal values). */
  user: AuthUser | undefined
  crmId: CrmId | undefined
  /** `featureAccess(profile switches, user enablings)`; signed out: the profile switches only. */
  access: FeatureAccess
  /** The online flag (SPEC section 4, Connectivity). */
  online: boolean
  /**
   * The screens show the device's own copy of the last roster and its crew member (`user`, `crmId`) while the flow
   * opens the session (instant open, issue 27; core device-copy.machine). Not authenticated: only the routes open.
   */
  showingCopy: boolean
  /** The page started with a session left open on this device (ui/stored-session.ts found its hint). */
  sessionOnDevice: boolean
}

/** The one session store (valtio). Read it with {@link useSession}. */
export const session: SessionState = proxy<SessionState>({
  status: 'INIT',
  user: undefined,
  crmId: undefined,
  access: ref(signedOutAccess(DEFAULT_FEATURE_SWITCHES)),
  online: true,
  showingCopy: false,
  sessionOnDevice: false,
})

/** Back to signed out under `switches` (app start, logout, tests); `sessionOnDevice` only at a start on a stored session. */
export const resetSession = (switches: FeatureSwitches, online = true, sessionOnDevice = false): void => {
  session.status = 'INIT'
  session.user = undefined
  session.crmId = undefined
  session.access = ref(signedOutAccess(switches))
  session.online = online
  session.showingCopy = false
  session.sessionOnDevice = sessionOnDevice
}

/** The device's copy is on the screen: its crew member as the user, until the flow authorizes or takes it off. */
export const showCopyOf = (user: AuthUser, switches: FeatureSwitches): void => {
  setSignedInUser(user, switches)
  session.showingCopy = true
}

/** The copy is replaced by the fresh roster: the screens are the session's own. */
export const endCopy = (): void => {
  session.showingCopy = false
}

/** The copy is taken off (session gone, another user): no user, signed-out access; the auth status stays the machine's. */
export const takeCopyOff = (switches: FeatureSwitches): void => {
  session.showingCopy = false
  session.user = undefined
  session.crmId = undefined
  session.access = ref(signedOutAccess(switches))
}

/** The authorized user: crmId and "A feature is enabled if the profile's switch is true" and its enabling allows it. */
export const setSignedInUser = (user: AuthUser, switches: FeatureSwitches): void => {
  session.user = ref(user)
  session.crmId = user.crmId
  // The same access object while it says the same (the device's copy's crew member, then the same one authorized:
  // core `keptAccess`): screens that take it, such as the memoized duty rows, are not drawn again for it (valtio
  // notifies nobody of a value set again).
  session.access = ref(keptAccess(session.access, switches, user.configuration?.enablings ?? []))
}

/** The auth machine moved to `status`. */
export const setAuthStatus = (status: AuthStatus): void => {
  session.status = status
}

/** The online flag changed. */
export const setOnline = (online: boolean): void => {
  session.online = online
}

/** The session snapshot plus `authenticated` ("an authorized-family state", SPEC section 4, rule 10). */
export interface SessionView {
  readonly status: AuthStatus
  readonly user: AuthUser | undefined
  readonly crmId: CrmId | undefined
  readonly access: FeatureAccess
  readonly online: boolean
  readonly authenticated: boolean
  /** The device's copy is on the screen (see `SessionState.showingCopy`). */
  readonly showingCopy: boolean
  /** See `SessionState.sessionOnDevice`. */
  readonly sessionOnDevice: boolean
}

/** The session for a component (re-renders on change). */
export const useSession = (): SessionView => {
  const snap = useSnapshot(session)
  return {
    status: snap.status,
    user: snap.user as AuthUser | undefined,
    crmId: snap.crmId,
    access: snap.access as FeatureAccess,
    online: snap.online,
    authenticated: isAuthenticated(snap.status) && snap.crmId !== undefined,
    showingCopy: snap.showingCopy && snap.crmId !== undefined,
    sessionOnDevice: snap.sessionOnDevice,
  }
}
