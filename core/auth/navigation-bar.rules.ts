import { STILL_OPENING, type AuthStatus } from './auth.state'

/**
 * Whether the bottom navigation keeps its place, empty, before its tabs are known (issue 27, decision 3). A page
 * opened on a session left open on this device starts from the signed-in frame (the header, "Starting…" and the
 * navigation bar at its height, empty); the tabs come with the device's copy or the authorization (they depend on the
 * crew member's enablings) once the footer's code, stylesheet and labels are there. Until then the bar's place is
 * held, so that nothing above it moves twice: online, on the way to the session (`STILL_OPENING`), and once
 * AUTHORIZED (the tabs, where they can be drawn, take the place; an authorization can come before the footer's code).
 * Any other status (a login screen, the offline sign-in, a logout) is signed out, whose footer SPEC section 2 leaves empty.
 */
export const holdsNavigationBar = (sessionOnDevice: boolean, status: AuthStatus, online: boolean): boolean =>
  sessionOnDevice && online && (STILL_OPENING.includes(status) || status === 'AUTHORIZED')
