// Cases found by mutation testing (docs/testing.md, issue 31): every event outside the statuses that handle it changes
// nothing, and the transitions the other suites left open (application lock, offline SSO choice, SSO return, empty auth URL).
import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { authError } from '../../../core/auth/auth-error'
import { reduceAuth } from '../../../core/auth/auth.machine'
import {
  AUTH_STATUSES,
  AUTHENTICATION_ALLOWED_FROM,
  isReady,
  type AuthEvent,
  type AuthState,
  type AuthStatus,
  type SsoChoice,
} from '../../../core/auth/auth.state'
import { aSecurityConfig, aStateIn, aUser, anSsoConfig, run } from './fixtures'

const SAML2: SsoChoice = { protocol: 'SAML2', authUrl: '/rest/pems/security/saml2/login' }

const EVENTS: { readonly [T in AuthEvent['type']]: Extract<AuthEvent, { type: T }> } = {
  START: { type: 'START' },
  CONFIG_LOADED: { type: 'CONFIG_LOADED', config: aSecurityConfig() },
  CONFIG_LOAD_FAILED: { type: 'CONFIG_LOAD_FAILED', error: authError('SecurityConfigLoadFailed') },
  PREVALIDATION_STARTED: { type: 'PREVALIDATION_STARTED' },
  PREVALIDATE_SUCCEEDED: { type: 'PREVALIDATE_SUCCEEDED' },
  PREVALIDATE_FAILED: { type: 'PREVALIDATE_FAILED' },
  SAML2_LOGIN_STARTED: { type: 'SAML2_LOGIN_STARTED' },
  SAML2_LOGIN_SUCCEEDED: { type: 'SAML2_LOGIN_SUCCEEDED' },
  SAML2_LOGIN_FAILED: { type: 'SAML2_LOGIN_FAILED', error: authError('Saml2IdpUnreachable') },
  SSO_RETURN_READ: { type: 'SSO_RETURN_READ', outcome: { _tag: 'Refused', error: authError('AuthenticationFailed') } },
  SSO_LOGIN_REQUESTED: { type: 'SSO_LOGIN_REQUESTED', sso: SAML2 },
  AUTHENTICATE: { type: 'AUTHENTICATE', username: 'anna', password: 'pw' },
  AUTHENTICATION_SUCCEEDED: { type: 'AUTHENTICATION_SUCCEEDED' },
  AUTHENTICATION_FAILED: { type: 'AUTHENTICATION_FAILED', error: authError('AuthenticationFailed') },
  AUTHORIZATION_STARTED: { type: 'AUTHORIZATION_STARTED' },
  AUTHORIZATION_SUCCEEDED: { type: 'AUTHORIZATION_SUCCEEDED', user: aUser() },
  AUTHORIZATION_FAILED: { type: 'AUTHORIZATION_FAILED', error: authError('AuthorizationFailed') },
  SESSION_EXPIRED: { type: 'SESSION_EXPIRED' },
  APPLICATION_LOCKED: { type: 'APPLICATION_LOCKED' },
  REAUTHENTICATION_STARTED: { type: 'REAUTHENTICATION_STARTED' },
  LOGOUT: { type: 'LOGOUT', suppressReload: false },
  LOGOUT_FRAME_LOADED: { type: 'LOGOUT_FRAME_LOADED' },
  LOGOUT_FINISHED: { type: 'LOGOUT_FINISHED' },
  CONNECTIVITY_CHANGED: { type: 'CONNECTIVITY_CHANGED', online: false },
}

/** Three kinds of session: a plain configuration, a server that uses SSO, a single sign-on chosen on the login screen. */
type Kind = 'plain' | 'serverSso' | 'chosenSso'
const stateOf = (kind: Kind, status: AuthStatus): AuthState =>
  kind === 'plain'
    ? aStateIn(status)
    : kind === 'serverSso'
      ? aStateIn(status, { config: O.some(anSsoConfig()) })
      : aStateIn(status, { sso: O.some(SAML2) })

const SAML2_LOGIN_FROM: ReadonlyArray<AuthStatus> = ['CONFIG_LOAD_SUCCESS', 'PREVALIDATE_FAILED', 'SAML2_LOGIN_FAILED', 'UNAUTHORIZED', 'LOGGED_OUT']

/** Where each event does something (SPEC section 4 and the machine's documented choices); everywhere else it is ignored. */
const handles = (event: AuthEvent['type'], status: AuthStatus, kind: Kind): boolean => {
  switch (event) {
    case 'START':
    case 'SSO_RETURN_READ':
      return status === 'INIT'
    case 'CONFIG_LOADED':
    case 'CONFIG_LOAD_FAILED':
      return status === 'LOADING_CONFIG'
    case 'PREVALIDATION_STARTED':
      return status === 'CONFIG_LOAD_SUCCESS'
    case 'PREVALIDATE_SUCCEEDED':
    case 'PREVALIDATE_FAILED':
      return status === 'PREVALIDATE'
    case 'SSO_LOGIN_REQUESTED':
      return [...AUTHENTICATION_ALLOWED_FROM, 'SAML2_LOGIN_FAILED', 'PREVALIDATE_FAILED'].includes(status)
    case 'SAML2_LOGIN_STARTED':
      // Only for a server that uses SSO (the START_SAML2_LOGIN effect), from the screens that lead to its login.
      return kind === 'serverSso' && SAML2_LOGIN_FROM.includes(status)
    case 'SAML2_LOGIN_SUCCEEDED':
    case 'SAML2_LOGIN_FAILED':
      return status === 'SAML2_LOGIN' || status === 'SAML2_REAUTHENTICATE'
    case 'AUTHENTICATE':
      return AUTHENTICATION_ALLOWED_FROM.includes(status)
    case 'AUTHENTICATION_SUCCEEDED':
    case 'AUTHENTICATION_FAILED':
      return status === 'AUTHENTICATING' || status === 'REAUTHENTICATING'
    case 'AUTHORIZATION_STARTED':
      return ['PREVALIDATE_SUCCESS', 'AUTHENTICATED', 'SAML2_LOGIN_SUCCESS', 'REAUTHENTICATED'].includes(status)
    case 'AUTHORIZATION_SUCCEEDED':
    case 'AUTHORIZATION_FAILED':
      return status === 'AUHTORIZING' || status === 'REAUTHORIZING'
    case 'SESSION_EXPIRED':
    case 'APPLICATION_LOCKED':
      return status === 'AUTHORIZED'
    case 'REAUTHENTICATION_STARTED':
      return status === 'SESSION_EXPIRED'
    case 'LOGOUT':
      return isReady(status)
    case 'LOGOUT_FRAME_LOADED':
      return status === 'LOGGING_OUT_SSO'
    case 'LOGOUT_FINISHED':
      // A chosen single sign-on logs out in LOGGING_OUT_SSO (server logout, then the identity provider's page);
      // otherwise LOGGING_OUT_SSO waits for the frame.
      return status === 'LOGGING_OUT' || (status === 'LOGGING_OUT_SSO' && kind === 'chosenSso')
    case 'CONNECTIVITY_CHANGED':
      return true
  }
}

const Phases = suite('auth machine: an event outside its statuses changes nothing')

Phases('every event in every status, for each kind of session: handled where the table says, else the same state and no effect', () => {
  const wrong: string[] = []
  for (const kind of ['plain', 'serverSso', 'chosenSso'] as const) {
    for (const [type, event] of Object.entries(EVENTS) as Array<[AuthEvent['type'], AuthEvent]>) {
      for (const status of AUTH_STATUSES) {
        const before = stateOf(kind, status)
        const { state, effects } = reduceAuth(before, event)
        const ignored = state === before && effects.length === 0
        if (ignored === handles(type, status, kind)) wrong.push(`${type} in ${status} (${kind}): ${ignored ? 'ignored' : 'handled'}`)
      }
    }
  }
  assert.equal(wrong, [])
})

Phases.run()

const Transitions = suite('auth machine: transitions left open by the other suites')

Transitions('SSO_RETURN_READ in INIT keeps the outcome for the prevalidation, and asks for nothing', () => {
  const outcome = { _tag: 'Refused', error: authError('AuthenticationFailed') } as const
  const { state, effects } = reduceAuth(aStateIn('INIT'), { type: 'SSO_RETURN_READ', outcome })
  assert.is(state.status, 'INIT')
  assert.equal(state.ssoOutcome, O.some(outcome))
  assert.equal(effects, [])
})

Transitions('the application lock: SESSION_EXPIRED marked locked, a re-authentication only (the preference stays); signing in again unlocks', () => {
  const user = aUser()
  const locked = reduceAuth(aStateIn('AUTHORIZED', { user: O.some(user) }), { type: 'APPLICATION_LOCKED' })
  assert.is(locked.state.status, 'SESSION_EXPIRED')
  assert.is(locked.state.locked, true)
  assert.equal(locked.effects, [{ type: 'START_REAUTHENTICATION' }])
  const { state } = run(locked.state, [
    { type: 'REAUTHENTICATION_STARTED' },
    { type: 'AUTHENTICATE', username: 'anna', password: 'pw' },
    { type: 'AUTHENTICATION_SUCCEEDED' },
    { type: 'AUTHORIZATION_STARTED' },
    { type: 'AUTHORIZATION_SUCCEEDED', user },
  ])
  assert.is(state.status, 'AUTHORIZED')
  assert.is(state.locked, false)
})

Transitions('an expired session is not the lock: SESSION_EXPIRED is not marked locked', () => {
  const { state } = reduceAuth(aStateIn('AUTHORIZED', { user: O.some(aUser()) }), { type: 'SESSION_EXPIRED' })
  assert.is(state.status, 'SESSION_EXPIRED')
  assert.is(state.locked, false)
})

Transitions('re-authentication with a server SSO config whose auth URL is empty cannot redirect: SAML2_LOGIN_FAILED, login page unreachable', () => {
  const { state, effects } = reduceAuth(aStateIn('SESSION_EXPIRED', { config: O.some(anSsoConfig({ authUrl: '' })) }), {
    type: 'REAUTHENTICATION_STARTED',
  })
  assert.is(state.status, 'SAML2_LOGIN_FAILED')
  assert.equal(state.error, O.some(authError('LoginPageUnreachable')))
  assert.equal(effects, [])
})

Transitions('rule 9: offline after a first online login, a chosen single sign-on authorizes from the cache (no redirect)', () => {
  const { state, effects } = reduceAuth(aStateIn('VALIDATION_ERROR', { online: false, alreadyLoggedIn: true }), {
    type: 'SSO_LOGIN_REQUESTED',
    sso: SAML2,
  })
  assert.is(state.status, 'SAML2_LOGIN_SUCCESS')
  assert.equal(state.sso, O.some(SAML2))
  assert.equal(state.error, O.none)
  assert.equal(effects, [{ type: 'AUTHORIZE' }])
})

Transitions('rule 5 after a retried SSO re-authentication: the IdP timed out, Retry, another user signs in: warn and reload at start', () => {
  const bruno = aUser({ crmId: 'CRM-0099', userName: 'bruno' })
  for (const [kind, retry] of [
    ['serverSso', { type: 'SAML2_LOGIN_STARTED' }],
    ['chosenSso', { type: 'SSO_LOGIN_REQUESTED', sso: SAML2 }],
  ] as const) {
    const { state, effects } = run({ ...stateOf(kind, 'AUTHORIZED'), user: O.some(aUser()) }, [
      { type: 'SESSION_EXPIRED' },
      { type: 'REAUTHENTICATION_STARTED' },
      { type: 'SAML2_LOGIN_FAILED', error: authError('Saml2IdpLoadTimeout') },
      retry,
      { type: 'SAML2_LOGIN_SUCCEEDED' },
      { type: 'AUTHORIZATION_STARTED' },
      { type: 'AUTHORIZATION_SUCCEEDED', user: bruno },
    ])
    assert.is(state.status, 'AUTHORIZED', kind)
    assert.equal(state.user, O.some(bruno), kind)
    assert.equal(effects.slice(-2), [{ type: 'WARN', error: authError('IdentityChanged') }, { type: 'RELOAD_PAGE', clearUrlHash: false, atStart: true }], kind)
  }
})

Transitions('a first authorization (no user kept) never warns of a changed identity', () => {
  const { effects } = reduceAuth(aStateIn('AUHTORIZING', { user: O.none }), { type: 'AUTHORIZATION_SUCCEEDED', user: aUser() })
  assert.equal(effects, [{ type: 'SET_ONLINE_AUTHORIZED', value: true }])
})

Transitions.run()
