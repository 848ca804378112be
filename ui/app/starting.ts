import type { AuthStatus } from '../../core/auth/auth.state'

/** Statuses in which the app does not know yet whether someone is signed in: no route is decided. */
const STARTING: ReadonlyArray<AuthStatus> = ['INIT', 'LOADING_CONFIG', 'PREVALIDATE', 'PREVALIDATE_SUCCESS', 'PREVALIDATE_FAILED', 'SAML2_LOGIN_SUCCESS']

/** Whether the route decision must wait (a deep link is kept until the session is known). */
export const isStarting = (status: AuthStatus, online: boolean, location: string): boolean =>
  STARTING.includes(status) ||
  (status === 'CONFIG_LOAD_SUCCESS' && online) ||
  (status === 'AUHTORIZING' && location !== '/login')
