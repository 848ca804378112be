import * as O from 'fp-ts/Option'
import { pipe } from 'fp-ts/function'
import { authError } from './auth-error'
import {
  AUTHENTICATION_ALLOWED_FROM,
  isReady,
  type AuthEffect,
  type AuthEvent,
  type AuthState,
  type AuthStatus,
  type AuthTransition,
  type SsoChoice,
} from './auth.state'
import type { SecurityConfig } from './security-config.codec'
import { mustLogOutSilently, ssoLogoutFrameUrl } from './sso.rules'
import { isSameUser } from './user.codec'

const stay = (state: AuthState): AuthTransition => ({ state, effects: [] })
const go = (state: AuthState, status: AuthStatus, effects: ReadonlyArray<AuthEffect> = []): AuthTransition => ({
  state: { ...state, status },
  effects,
})
const usesSso = (state: AuthState): boolean => O.exists((c: SecurityConfig) => c.useSso)(state.config)

/**
 * Starts a logout: the SSO frame first when there is one, then the server logout (rule 7). A single
 * sign-on chosen on the login screen logs out in LOGGING_OUT_SSO: the server logout, then the identity
 * provider's own logout page (which returns to the app).
 */
const beginLogout = (state: AuthState, suppressReload: boolean, silent: boolean): AuthTransition => {
  const next: AuthState = { ...state, suppressReload, silentLogout: silent, error: O.none }
  const notAuthorized: AuthEffect = { type: 'SET_ONLINE_AUTHORIZED', value: false }
  if (O.isSome(state.sso) && !silent) return go(next, 'LOGGING_OUT_SSO', [notAuthorized, { type: 'CALL_LOGOUT' }])
  const frame = silent ? O.none : pipe(state.config, O.chain(ssoLogoutFrameUrl))
  return O.isSome(frame)
    ? go(next, 'LOGGING_OUT_SSO', [notAuthorized, { type: 'OPEN_LOGOUT_FRAME', url: frame.value }])
    : go(next, 'LOGGING_OUT', [notAuthorized, { type: 'CALL_LOGOUT' }])
}

/** Rules 1, 2, 8 and 9 once a configuration is in use. */
const afterConfig = (state: AuthState, config: SecurityConfig, warnings: ReadonlyArray<AuthEffect>): AuthTransition => {
  const configured: AuthState = { ...state, config: O.some(config) }
  // Rule 8 applies to a single sign-on chosen on the login screen as to a server that uses SSO.
  const ssoInUse = { ...config, useSso: config.useSso || O.isSome(state.sso) }
  if (mustLogOutSilently({ config: ssoInUse, inBrowser: state.inBrowser, urlHash: state.urlHash })) {
    const logout = beginLogout(configured, false, true)
    return { state: logout.state, effects: [...warnings, ...logout.effects] }
  }
  const next: ReadonlyArray<AuthEffect> = state.online
    ? [{ type: 'PREVALIDATE' }]
    : config.useSso
      ? [{ type: 'START_SAML2_LOGIN' }]
      : []
  return go(configured, 'CONFIG_LOAD_SUCCESS', [...warnings, ...next])
}

/** Rule 9 and the SSO redirect. */
const startSaml2Login = (state: AuthState): AuthTransition => {
  if (!state.online) {
    if (!state.alreadyLoggedIn) {
      const refused = authError('NotStored')
      return go({ ...state, error: O.some(refused) }, 'SAML2_LOGIN_FAILED', [{ type: 'WARN', error: refused }])
    }
    return go({ ...state, error: O.none }, 'SAML2_LOGIN_SUCCESS', [{ type: 'AUTHORIZE' }])
  }
  const authUrl = pipe(
    state.config,
    O.chainNullableK((c) => c.authUrl),
    O.filter((url) => url !== ''),
  )
  return O.isSome(authUrl)
    ? go({ ...state, error: O.none }, 'SAML2_LOGIN', [{ type: 'REDIRECT_TO_SSO', authUrl: authUrl.value }])
    : go({ ...state, error: O.some(authError('LoginPageUnreachable')) }, 'SAML2_LOGIN_FAILED')
}

const authorized = (state: AuthState, event: Extract<AuthEvent, { type: 'AUTHORIZATION_SUCCEEDED' }>): AuthTransition => {
  // Rule 5 whenever a user is kept: after REAUTHORIZING, and after a re-authentication through SSO that failed once
  // and was retried from the error page (SAML2_LOGIN_FAILED keeps the user; the retry authorizes in AUHTORIZING).
  const identityChanged = O.exists((previous: typeof event.user) => !isSameUser(previous, event.user))(state.user)
  const firstOnline = state.online && !state.alreadyLoggedIn
  const effects: AuthEffect[] = []
  if (state.online) effects.push({ type: 'SET_ONLINE_AUTHORIZED', value: true })
  if (firstOnline) effects.push({ type: 'SET_ALREADY_LOGGED_IN' })
  if (identityChanged) {
    effects.push({ type: 'WARN', error: authError('IdentityChanged') }, { type: 'RELOAD_PAGE', clearUrlHash: false, atStart: true })
  }
  const next: AuthState = { ...state, user: O.some(event.user), error: O.none, alreadyLoggedIn: state.alreadyLoggedIn || state.online, locked: false }
  return go(next, 'AUTHORIZED', effects)
}

/** Rule 9 and the redirect for a single sign-on the user chose (OIDC or SAML2). */
const startChosenSso = (state: AuthState, sso: SsoChoice, reauthenticate: boolean): AuthTransition => {
  const chosen: AuthState = { ...state, sso: O.some(sso), ssoOutcome: O.none }
  if (!state.online) {
    if (!state.alreadyLoggedIn) {
      const refused = authError('NotStored')
      return go({ ...chosen, error: O.some(refused) }, 'SAML2_LOGIN_FAILED', [{ type: 'WARN', error: refused }])
    }
    return go({ ...chosen, error: O.none }, 'SAML2_LOGIN_SUCCESS', [{ type: 'AUTHORIZE' }])
  }
  const redirect: AuthEffect = { type: 'REDIRECT_TO_SSO', authUrl: sso.authUrl, protocol: sso.protocol }
  return go({ ...chosen, error: O.none }, reauthenticate ? 'SAML2_REAUTHENTICATE' : 'SAML2_LOGIN', [redirect])
}

/** A prevalidation that failed after a single sign-on came back refused shows the login error page (no new redirect). */
const refusedReturn = (state: AuthState): O.Option<AuthTransition> =>
  pipe(
    state.ssoOutcome,
    O.map((outcome) =>
      go(
        { ...state, ssoOutcome: O.none, error: O.some(outcome._tag === 'Refused' ? outcome.error : authError('AuthenticationFailed')) },
        'SAML2_LOGIN_FAILED',
      ),
    ),
  )

const SSO_CHOICE_FROM: ReadonlyArray<AuthStatus> = [...AUTHENTICATION_ALLOWED_FROM, 'SAML2_LOGIN_FAILED', 'PREVALIDATE_FAILED']

const SAML2_LOGIN_FROM: ReadonlyArray<AuthStatus> = ['CONFIG_LOAD_SUCCESS', 'PREVALIDATE_FAILED', 'SAML2_LOGIN_FAILED', 'UNAUTHORIZED', 'LOGGED_OUT']
const AUTHORIZATION_FROM: ReadonlyArray<AuthStatus> = ['PREVALIDATE_SUCCESS', 'AUTHENTICATED', 'SAML2_LOGIN_SUCCESS', 'REAUTHENTICATED']

/**
 * The authentication flow of SPEC section 4, rules 1-11, as a reducer. An event that is not
 * allowed in the current state leaves the state unchanged and asks for nothing (for example
 * "Authentication is allowed only from INIT, CONFIG_LOAD_SUCCESS, UNAUTHORIZED, LOGGED_OUT,
 * REAUTHENTICATE and VALIDATION_ERROR").
 *
 * Choices where the spec is open: a failed prevalidation without SSO lands in VALIDATION_ERROR
 * (the login screen, from which rule 3 allows authentication), with SSO in PREVALIDATE_FAILED
 * followed by the SAML2 login; offline there is no prevalidation: without SSO the login screen
 * does the offline cache login, with SSO rule 9 decides; a failed authentication lands in
 * UNAUTHORIZED (in REAUTHENTICATE when re-authenticating); session expiry applies only in AUTHORIZED.
 */
export const reduceAuth = (state: AuthState, event: AuthEvent): AuthTransition => {
  const s = state.status
  switch (event.type) {
    case 'START':
      return s === 'INIT' ? go(state, 'LOADING_CONFIG', [{ type: 'LOAD_SECURITY_CONFIG' }]) : stay(state)
    case 'CONFIG_LOADED':
      return s === 'LOADING_CONFIG' ? afterConfig(state, event.config, []) : stay(state)
    case 'CONFIG_LOAD_FAILED':
      if (s !== 'LOADING_CONFIG') return stay(state)
      return O.isSome(state.defaultConfig)
        ? afterConfig(state, state.defaultConfig.value, [{ type: 'WARN', error: authError('SecurityConfigDefaultsUsed') }])
        : go({ ...state, error: O.some(event.error) }, 'CONFIG_LOAD_ERROR')
    case 'PREVALIDATION_STARTED':
      return s === 'CONFIG_LOAD_SUCCESS' ? go(state, 'PREVALIDATE') : stay(state)
    case 'PREVALIDATE_SUCCEEDED':
      return s === 'PREVALIDATE' ? go({ ...state, ssoOutcome: O.none }, 'PREVALIDATE_SUCCESS', [{ type: 'AUTHORIZE' }]) : stay(state)
    case 'PREVALIDATE_FAILED': {
      if (s !== 'PREVALIDATE') return stay(state)
      const refused = refusedReturn(state)
      if (O.isSome(refused)) return refused.value
      // A single sign-on chosen earlier in this tab signs in again through the identity provider (its session may still hold).
      if (O.isSome(state.sso)) return startChosenSso(state, state.sso.value, false)
      return usesSso(state) ? go(state, 'PREVALIDATE_FAILED', [{ type: 'START_SAML2_LOGIN' }]) : go(state, 'VALIDATION_ERROR')
    }
    case 'SSO_RETURN_READ':
      return s === 'INIT' ? stay({ ...state, ssoOutcome: O.some(event.outcome) }) : stay(state)
    case 'SSO_LOGIN_REQUESTED':
      return SSO_CHOICE_FROM.includes(s) ? startChosenSso(state, event.sso, false) : stay(state)
    case 'SAML2_LOGIN_STARTED':
      return SAML2_LOGIN_FROM.includes(s) && usesSso(state) ? startSaml2Login(state) : stay(state)
    case 'SAML2_LOGIN_SUCCEEDED':
      if (s === 'SAML2_LOGIN') return go(state, 'SAML2_LOGIN_SUCCESS', [{ type: 'AUTHORIZE' }])
      return s === 'SAML2_REAUTHENTICATE' ? go(state, 'REAUTHENTICATED', [{ type: 'AUTHORIZE' }]) : stay(state)
    case 'SAML2_LOGIN_FAILED':
      return s === 'SAML2_LOGIN' || s === 'SAML2_REAUTHENTICATE'
        ? go({ ...state, error: O.some(event.error) }, 'SAML2_LOGIN_FAILED')
        : stay(state)
    case 'AUTHENTICATE': {
      if (!AUTHENTICATION_ALLOWED_FROM.includes(s)) return stay(state)
      const call: AuthEffect = { type: 'AUTHENTICATE', username: event.username, password: event.password, online: state.online }
      return go({ ...state, error: O.none }, s === 'REAUTHENTICATE' ? 'REAUTHENTICATING' : 'AUTHENTICATING', [call])
    }
    case 'AUTHENTICATION_SUCCEEDED':
      if (s === 'AUTHENTICATING') return go(state, 'AUTHENTICATED', [{ type: 'AUTHORIZE' }])
      return s === 'REAUTHENTICATING' ? go(state, 'REAUTHENTICATED', [{ type: 'AUTHORIZE' }]) : stay(state)
    case 'AUTHENTICATION_FAILED':
      if (s === 'AUTHENTICATING') return go({ ...state, error: O.some(event.error) }, 'UNAUTHORIZED')
      return s === 'REAUTHENTICATING' ? go({ ...state, error: O.some(event.error) }, 'REAUTHENTICATE') : stay(state)
    case 'AUTHORIZATION_STARTED':
      if (!AUTHORIZATION_FROM.includes(s)) return stay(state)
      return go(state, s === 'REAUTHENTICATED' ? 'REAUTHORIZING' : 'AUHTORIZING')
    case 'AUTHORIZATION_SUCCEEDED':
      return s === 'AUHTORIZING' || s === 'REAUTHORIZING' ? authorized(state, event) : stay(state)
    case 'AUTHORIZATION_FAILED':
      return s === 'AUHTORIZING' || s === 'REAUTHORIZING'
        ? go({ ...state, error: O.some(event.error), user: O.none }, 'UNAUTHORIZED')
        : stay(state)
    case 'SESSION_EXPIRED':
      return s === 'AUTHORIZED'
        ? go({ ...state, locked: false }, 'SESSION_EXPIRED', [{ type: 'SET_ONLINE_AUTHORIZED', value: false }, { type: 'START_REAUTHENTICATION' }])
        : stay(state)
    case 'APPLICATION_LOCKED':
      // The session itself may still be valid: only a fresh sign-in unlocks, through the same overlay.
      return s === 'AUTHORIZED' ? go({ ...state, locked: true }, 'SESSION_EXPIRED', [{ type: 'START_REAUTHENTICATION' }]) : stay(state)
    case 'REAUTHENTICATION_STARTED':
      if (s !== 'SESSION_EXPIRED') return stay(state)
      if (O.isSome(state.sso)) return startChosenSso(state, state.sso.value, true)
      if (!usesSso(state)) return go(state, 'REAUTHENTICATE')
      return pipe(
        state.config,
        O.chainNullableK((c) => c.authUrl),
        O.filter((url) => url !== ''),
        O.match(
          () => go({ ...state, error: O.some(authError('LoginPageUnreachable')) }, 'SAML2_LOGIN_FAILED'),
          (authUrl) => go(state, 'SAML2_REAUTHENTICATE', [{ type: 'REDIRECT_TO_SSO', authUrl }]),
        ),
      )
    case 'LOGOUT':
      return isReady(s) ? beginLogout(state, event.suppressReload, false) : stay(state)
    case 'LOGOUT_FRAME_LOADED':
      return s === 'LOGGING_OUT_SSO' ? go(state, 'LOGGING_OUT', [{ type: 'CALL_LOGOUT' }]) : stay(state)
    case 'LOGOUT_FINISHED': {
      if (s === 'LOGGING_OUT_SSO' && O.isSome(state.sso)) {
        const protocol = state.sso.value.protocol
        return go({ ...state, user: O.none, sso: O.none }, 'LOGGED_OUT', [{ type: 'CLEAR_STORED_COOKIE' }, { type: 'END_SSO_SESSION', protocol }])
      }
      if (s !== 'LOGGING_OUT') return stay(state)
      const reload: ReadonlyArray<AuthEffect> = state.suppressReload ? [] : [{ type: 'RELOAD_PAGE', clearUrlHash: state.silentLogout }]
      return go({ ...state, user: O.none }, 'LOGGED_OUT', [{ type: 'CLEAR_STORED_COOKIE' }, ...reload])
    }
    case 'CONNECTIVITY_CHANGED':
      return stay({ ...state, online: event.online })
  }
}
