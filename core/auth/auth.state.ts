import * as O from 'fp-ts/Option'
import type { AuthError } from './auth-error'
import type { SecurityConfig } from './security-config.codec'
import type { SsoOutcome, SsoProtocol } from './sso-return.rules'
import type { AuthUser } from './user.codec'

/** Every authentication state of SPEC section 4 ("AUHTORIZING (spelled so)"). */
export const AUTH_STATUSES = [
  'INIT',
  'LOADING_CONFIG',
  'CONFIG_LOAD_SUCCESS',
  'CONFIG_LOAD_ERROR',
  'SAML2_LOGIN',
  'SAML2_LOGIN_SUCCESS',
  'SAML2_LOGIN_FAILED',
  'PREVALIDATE',
  'PREVALIDATE_SUCCESS',
  'PREVALIDATE_FAILED',
  'AUHTORIZING',
  'AUTHORIZED',
  'UNAUTHORIZED',
  'AUTHENTICATING',
  'AUTHENTICATED',
  'SESSION_EXPIRED',
  'REAUTHENTICATE',
  'SAML2_REAUTHENTICATE',
  'REAUTHENTICATING',
  'REAUTHENTICATED',
  'REAUTHORIZING',
  'VALIDATION_ERROR',
  'LOGGING_OUT',
  'LOGGING_OUT_SSO',
  'LOGGED_OUT',
] as const
/** One authentication state of SPEC section 4. */
export type AuthStatus = (typeof AUTH_STATUSES)[number]

/**
 * The statuses of a page opening on a stored session before the server has said anything against it (the device's
 * copy may show meanwhile: device-copy.machine.ts; the navigation bar keeps its place: core/auth/navigation-bar.rules.ts).
 */
export const STILL_OPENING: ReadonlyArray<AuthStatus> = ['INIT', 'LOADING_CONFIG', 'CONFIG_LOAD_SUCCESS', 'CONFIG_LOAD_ERROR', 'PREVALIDATE', 'PREVALIDATE_SUCCESS', 'AUHTORIZING']

/** A single sign-on the user chose: the protocol and where its login starts (SAML2 path, or the OIDC issuer). */
export interface SsoChoice {
  readonly protocol: SsoProtocol
  readonly authUrl: string
  /** OIDC: the public client id. */
  readonly clientId?: string
  /** SAML2: the identity provider's logout URL. */
  readonly logoutUrl?: string
}

/** The authentication state and what the flow remembers between events. */
export interface AuthState {
  readonly status: AuthStatus
  /** The security configuration in use (loaded, or the default after a load failure). */
  readonly config: O.Option<SecurityConfig>
  /** The configuration to continue with when loading fails (SPEC section 4, rule 1). */
  readonly defaultConfig: O.Option<SecurityConfig>
  /** The authorized user; kept during re-authentication to detect a changed identity (rule 5). */
  readonly user: O.Option<AuthUser>
  /** The last failure, for the login screen or the SAML2 error page. */
  readonly error: O.Option<AuthError>
  readonly online: boolean
  /** Running in a browser, not in the hybrid mobile wrapper (rule 8). */
  readonly inBrowser: boolean
  /** The URL hash at start (rule 8 reads error code 102 from it). */
  readonly urlHash: string
  /** The stored alreadyLoggedIn flag: a first online login has happened (rule 9). */
  readonly alreadyLoggedIn: boolean
  /** The logout in progress must not reload the page (rule 7). */
  readonly suppressReload: boolean
  /** The logout in progress is the silent one of rule 8; its reload clears the URL hash. */
  readonly silentLogout: boolean
  /** The re-authentication in progress was asked by the application lock, not by an expired session. */
  readonly locked: boolean
  /** The single sign-on this tab signs in with (chosen on the login screen); re-authentication and logout go through it. */
  readonly sso: O.Option<SsoChoice>
  /** How a single sign-on just came back (read from the URL at start), until prevalidation has used it. */
  readonly ssoOutcome: O.Option<SsoOutcome>
}

/** What the app knows at start. */
export interface AuthEnvironment {
  readonly online: boolean
  readonly inBrowser: boolean
  readonly urlHash: string
  readonly alreadyLoggedIn: boolean
  readonly defaultConfig: O.Option<SecurityConfig>
  /** The single sign-on chosen earlier in this tab (kept across the identity provider's redirect). */
  readonly sso?: O.Option<SsoChoice>
  /** The single sign-on's answer carried by the URL at start. */
  readonly ssoOutcome?: O.Option<SsoOutcome>
}

/** The state before anything happened: INIT. */
export const initialAuthState = (env: AuthEnvironment): AuthState => ({
  status: 'INIT',
  config: O.none,
  defaultConfig: env.defaultConfig,
  user: O.none,
  error: O.none,
  online: env.online,
  inBrowser: env.inBrowser,
  urlHash: env.urlHash,
  alreadyLoggedIn: env.alreadyLoggedIn,
  suppressReload: false,
  silentLogout: false,
  locked: false,
  sso: env.sso ?? O.none,
  ssoOutcome: env.ssoOutcome ?? O.none,
})

/**
 * Inputs of the authentication flow. `*_STARTED` events are sent by the effect runner when it
 * begins the call an effect asked for; results come back as `*_SUCCEEDED` / `*_FAILED`.
 */
export type AuthEvent =
  | { readonly type: 'START' }
  | { readonly type: 'CONFIG_LOADED'; readonly config: SecurityConfig }
  | { readonly type: 'CONFIG_LOAD_FAILED'; readonly error: AuthError }
  | { readonly type: 'PREVALIDATION_STARTED' }
  | { readonly type: 'PREVALIDATE_SUCCEEDED' }
  | { readonly type: 'PREVALIDATE_FAILED' }
  | { readonly type: 'SAML2_LOGIN_STARTED' }
  | { readonly type: 'SAML2_LOGIN_SUCCEEDED' }
  | { readonly type: 'SAML2_LOGIN_FAILED'; readonly error: AuthError }
  /** At start, before START: how a single sign-on came back (read from the URL by the runner). */
  | { readonly type: 'SSO_RETURN_READ'; readonly outcome: SsoOutcome }
  /** The login screen's "sign in with SSO" (OIDC or SAML2 offered by the server). */
  | { readonly type: 'SSO_LOGIN_REQUESTED'; readonly sso: SsoChoice }
  /** The login form was submitted; credentials already prepared by `prepareCredentials`. */
  | { readonly type: 'AUTHENTICATE'; readonly username: string; readonly password: string }
  | { readonly type: 'AUTHENTICATION_SUCCEEDED' }
  | { readonly type: 'AUTHENTICATION_FAILED'; readonly error: AuthError }
  | { readonly type: 'AUTHORIZATION_STARTED' }
  | { readonly type: 'AUTHORIZATION_SUCCEEDED'; readonly user: AuthUser }
  | { readonly type: 'AUTHORIZATION_FAILED'; readonly error: AuthError }
  /** A call's answer met `isSessionExpiredResponse` (rule 6). */
  | { readonly type: 'SESSION_EXPIRED' }
  /** No user activity for applicationLockTimeout seconds (application-lock.rules). */
  | { readonly type: 'APPLICATION_LOCKED' }
  | { readonly type: 'REAUTHENTICATION_STARTED' }
  | { readonly type: 'LOGOUT'; readonly suppressReload: boolean }
  | { readonly type: 'LOGOUT_FRAME_LOADED' }
  | { readonly type: 'LOGOUT_FINISHED' }
  | { readonly type: 'CONNECTIVITY_CHANGED'; readonly online: boolean }

/**
 * Commands for the effect runner, executed in order. The runner:
 * - `LOAD_SECURITY_CONFIG`: loads, then sends `CONFIG_LOADED` or `CONFIG_LOAD_FAILED`;
 * - `PREVALIDATE`: sends `PREVALIDATION_STARTED`, validates, then `PREVALIDATE_SUCCEEDED` / `_FAILED`;
 * - `START_SAML2_LOGIN`: sends `SAML2_LOGIN_STARTED`;
 * - `REDIRECT_TO_SSO`: opens the identity provider (by `protocol` when given); the return sends
 *   `SAML2_LOGIN_SUCCEEDED` / `_FAILED`, or, after a full-page redirect, the next start carries `ssoOutcome`;
 * - `END_SSO_SESSION`: goes to the identity provider's logout, which returns to the app;
 * - `AUTHENTICATE`: online the server login, offline the cache login; then `AUTHENTICATION_SUCCEEDED` / `_FAILED`;
 * - `AUTHORIZE`: sends `AUTHORIZATION_STARTED`, authorizes, then `AUTHORIZATION_SUCCEEDED` / `_FAILED`;
 * - `START_REAUTHENTICATION`: sends `REAUTHENTICATION_STARTED`;
 * - `OPEN_LOGOUT_FRAME`: loads `url` in a hidden frame, sends `LOGOUT_FRAME_LOADED` when loaded or given up;
 * - `CALL_LOGOUT`: calls logout, sends `LOGOUT_FINISHED` whatever the outcome;
 * - `CLEAR_STORED_COOKIE`, `RELOAD_PAGE`, `SET_ONLINE_AUTHORIZED`, `SET_ALREADY_LOGGED_IN`, `WARN`: as named.
 */
export type AuthEffect =
  | { readonly type: 'LOAD_SECURITY_CONFIG' }
  | { readonly type: 'PREVALIDATE' }
  | { readonly type: 'START_SAML2_LOGIN' }
  | { readonly type: 'REDIRECT_TO_SSO'; readonly authUrl: string; readonly protocol?: SsoProtocol }
  /** After the server logout of a single sign-on: end the identity provider's session too (it returns to the app). */
  | { readonly type: 'END_SSO_SESSION'; readonly protocol: SsoProtocol }
  | { readonly type: 'AUTHENTICATE'; readonly username: string; readonly password: string; readonly online: boolean }
  | { readonly type: 'AUTHORIZE' }
  | { readonly type: 'START_REAUTHENTICATION' }
  | { readonly type: 'OPEN_LOGOUT_FRAME'; readonly url: string }
  | { readonly type: 'CALL_LOGOUT' }
  | { readonly type: 'CLEAR_STORED_COOKIE' }
  /** `atStart`: reload on the start page, not the current one (the screen was the previous user's). */
  | { readonly type: 'RELOAD_PAGE'; readonly clearUrlHash: boolean; readonly atStart?: true }
  | { readonly type: 'SET_ONLINE_AUTHORIZED'; readonly value: boolean }
  | { readonly type: 'SET_ALREADY_LOGGED_IN' }
  | { readonly type: 'WARN'; readonly error: AuthError }

/** The next state and the effects to run, in order. */
export interface AuthTransition {
  readonly state: AuthState
  readonly effects: ReadonlyArray<AuthEffect>
}

/**
 * "Authentication is allowed only from INIT, CONFIG_LOAD_SUCCESS, UNAUTHORIZED, LOGGED_OUT,
 * REAUTHENTICATE and VALIDATION_ERROR" (SPEC section 4, rule 3).
 */
export const AUTHENTICATION_ALLOWED_FROM: ReadonlyArray<AuthStatus> = [
  'INIT',
  'CONFIG_LOAD_SUCCESS',
  'UNAUTHORIZED',
  'LOGGED_OUT',
  'REAUTHENTICATE',
  'VALIDATION_ERROR',
]

/**
 * The authorized family: AUTHORIZED and the re-authentication states, during which the signed-in
 * screens stay under the login overlay.
 */
export const AUTHORIZED_FAMILY: ReadonlyArray<AuthStatus> = [
  'AUTHORIZED',
  'SESSION_EXPIRED',
  'REAUTHENTICATE',
  'SAML2_REAUTHENTICATE',
  'REAUTHENTICATING',
  'REAUTHENTICATED',
  'REAUTHORIZING',
]

/** "In the app, 'authenticated' means an authorized-family state" (SPEC section 4, rule 10). */
export const isAuthenticated = (status: AuthStatus): boolean => AUTHORIZED_FAMILY.includes(status)

/** "'Ready' also includes authenticating, authenticated and unauthorized" (SPEC section 4, rule 10). */
export const isReady = (status: AuthStatus): boolean =>
  isAuthenticated(status) || status === 'AUTHENTICATING' || status === 'AUTHENTICATED' || status === 'UNAUTHORIZED'

/** The login overlay is for a re-authentication: the info line says the session expired (SPEC section 2). */
export const isReauthenticating = (status: AuthStatus): boolean =>
  status === 'REAUTHENTICATE' || status === 'REAUTHENTICATING' || status === 'SAML2_REAUTHENTICATE'
