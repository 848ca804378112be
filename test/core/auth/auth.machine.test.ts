import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { authError } from '../../../core/auth/auth-error'
import { reduceAuth } from '../../../core/auth/auth.machine'
import { AUTH_STATUSES, initialAuthState } from '../../../core/auth/auth.state'
import { aSecurityConfig, aStateIn, aUser, anEnvironment, anSsoConfig, effectTypes, run } from './fixtures'

const Config = suite('auth machine: config load (rule 1)')

Config('INIT loads the security config: START gives LOADING_CONFIG and asks for the load', () => {
  const { state, effects } = reduceAuth(initialAuthState(anEnvironment()), { type: 'START' })
  assert.is(state.status, 'LOADING_CONFIG')
  assert.equal(effects, [{ type: 'LOAD_SECURITY_CONFIG' }])
})

Config('START is ignored outside INIT', () => {
  const before = aStateIn('AUTHORIZED')
  const { state, effects } = reduceAuth(before, { type: 'START' })
  assert.is(state, before)
  assert.equal(effects, [])
})

Config('"After config, the session is pre-validated": a loaded config gives CONFIG_LOAD_SUCCESS and asks for prevalidation', () => {
  const config = aSecurityConfig({ certValidity: 30 })
  const { state, effects } = reduceAuth(aStateIn('LOADING_CONFIG', { config: O.none }), { type: 'CONFIG_LOADED', config })
  assert.is(state.status, 'CONFIG_LOAD_SUCCESS')
  assert.equal(state.config, O.some(config))
  assert.equal(effects, [{ type: 'PREVALIDATE' }])
})

Config('"On failure with a default config available, it continues with the default" and warns', () => {
  const fallback = aSecurityConfig({ certValidity: 9 })
  const start = aStateIn('LOADING_CONFIG', { config: O.none, defaultConfig: O.some(fallback) })
  const { state, effects } = reduceAuth(start, { type: 'CONFIG_LOAD_FAILED', error: authError('SecurityConfigLoadFailed') })
  assert.is(state.status, 'CONFIG_LOAD_SUCCESS')
  assert.equal(state.config, O.some(fallback))
  assert.equal(effects, [{ type: 'WARN', error: authError('SecurityConfigDefaultsUsed') }, { type: 'PREVALIDATE' }])
})

Config('"Otherwise it goes to CONFIG_LOAD_ERROR"', () => {
  const start = aStateIn('LOADING_CONFIG', { config: O.none, defaultConfig: O.none })
  const error = authError('SecurityConfigLoadFailed')
  const { state, effects } = reduceAuth(start, { type: 'CONFIG_LOAD_FAILED', error })
  assert.is(state.status, 'CONFIG_LOAD_ERROR')
  assert.equal(state.error, O.some(error))
  assert.equal(effects, [])
})

Config('offline there is no prevalidation: without SSO the login screen does the offline cache login', () => {
  const { state, effects } = reduceAuth(aStateIn('LOADING_CONFIG', { online: false }), { type: 'CONFIG_LOADED', config: aSecurityConfig() })
  assert.is(state.status, 'CONFIG_LOAD_SUCCESS')
  assert.equal(effects, [])
  const login = reduceAuth(state, { type: 'AUTHENTICATE', username: 'anna', password: 'pw' })
  assert.equal(login.effects, [{ type: 'AUTHENTICATE', username: 'anna', password: 'pw', online: false }])
})

Config.run()

const Prevalidate = suite('auth machine: prevalidation (rule 2)')

Prevalidate('PREVALIDATION_STARTED moves CONFIG_LOAD_SUCCESS to PREVALIDATE', () => {
  assert.is(reduceAuth(aStateIn('CONFIG_LOAD_SUCCESS'), { type: 'PREVALIDATION_STARTED' }).state.status, 'PREVALIDATE')
})

Prevalidate('"Success leads to authorization": PREVALIDATE_SUCCESS asks for authorization', () => {
  const { state, effects } = reduceAuth(aStateIn('PREVALIDATE'), { type: 'PREVALIDATE_SUCCEEDED' })
  assert.is(state.status, 'PREVALIDATE_SUCCESS')
  assert.equal(effects, [{ type: 'AUTHORIZE' }])
})

Prevalidate('"Failure leads to the login screen (username/password)": VALIDATION_ERROR, from which login is allowed', () => {
  const { state, effects } = reduceAuth(aStateIn('PREVALIDATE'), { type: 'PREVALIDATE_FAILED' })
  assert.is(state.status, 'VALIDATION_ERROR')
  assert.equal(effects, [])
  assert.is(reduceAuth(state, { type: 'AUTHENTICATE', username: 'anna', password: 'pw' }).state.status, 'AUTHENTICATING')
})

Prevalidate('"Failure leads to ... an SSO redirect": with SSO PREVALIDATE_FAILED starts the SAML2 login to the auth URL', () => {
  const config = anSsoConfig({ authUrl: 'https://idp.example.com/login' })
  const failed = reduceAuth(aStateIn('PREVALIDATE', { config: O.some(config) }), { type: 'PREVALIDATE_FAILED' })
  assert.is(failed.state.status, 'PREVALIDATE_FAILED')
  assert.equal(failed.effects, [{ type: 'START_SAML2_LOGIN' }])
  const started = reduceAuth(failed.state, { type: 'SAML2_LOGIN_STARTED' })
  assert.is(started.state.status, 'SAML2_LOGIN')
  assert.equal(started.effects, [{ type: 'REDIRECT_TO_SSO', authUrl: 'https://idp.example.com/login' }])
})

Prevalidate('SAML2 login success gives SAML2_LOGIN_SUCCESS and authorization; failure the SAML2 error page', () => {
  const ok = reduceAuth(aStateIn('SAML2_LOGIN', { config: O.some(anSsoConfig()) }), { type: 'SAML2_LOGIN_SUCCEEDED' })
  assert.is(ok.state.status, 'SAML2_LOGIN_SUCCESS')
  assert.equal(ok.effects, [{ type: 'AUTHORIZE' }])
  const error = authError('Saml2IdpUnreachable')
  const ko = reduceAuth(aStateIn('SAML2_LOGIN', { config: O.some(anSsoConfig()) }), { type: 'SAML2_LOGIN_FAILED', error })
  assert.is(ko.state.status, 'SAML2_LOGIN_FAILED')
  assert.equal(ko.state.error, O.some(error))
})

Prevalidate('an SSO config without auth URL cannot redirect: SAML2_LOGIN_FAILED with login page unreachable', () => {
  const { state } = reduceAuth(aStateIn('PREVALIDATE_FAILED', { config: O.some(anSsoConfig({ authUrl: '' })) }), {
    type: 'SAML2_LOGIN_STARTED',
  })
  assert.is(state.status, 'SAML2_LOGIN_FAILED')
  assert.equal(state.error, O.some(authError('LoginPageUnreachable')))
})

Prevalidate.run()

const Authenticate = suite('auth machine: authentication (rule 3)')
const ALLOWED = ['INIT', 'CONFIG_LOAD_SUCCESS', 'UNAUTHORIZED', 'LOGGED_OUT', 'REAUTHENTICATE', 'VALIDATION_ERROR']

Authenticate('"Authentication is allowed only from INIT, CONFIG_LOAD_SUCCESS, UNAUTHORIZED, LOGGED_OUT, REAUTHENTICATE and VALIDATION_ERROR"', () => {
  for (const status of AUTH_STATUSES) {
    const before = aStateIn(status)
    const { state, effects } = reduceAuth(before, { type: 'AUTHENTICATE', username: 'anna', password: 'pw' })
    if (ALLOWED.includes(status)) {
      assert.is(state.status, status === 'REAUTHENTICATE' ? 'REAUTHENTICATING' : 'AUTHENTICATING', status)
      assert.equal(effects, [{ type: 'AUTHENTICATE', username: 'anna', password: 'pw', online: true }], status)
    } else {
      assert.is(state, before, `${status} must ignore authentication`)
      assert.equal(effects, [], status)
    }
  }
})

Authenticate('a failed authentication gives UNAUTHORIZED with the error; when re-authenticating the overlay stays (REAUTHENTICATE)', () => {
  const error = authError('AuthenticationFailed')
  const first = reduceAuth(aStateIn('AUTHENTICATING'), { type: 'AUTHENTICATION_FAILED', error })
  assert.is(first.state.status, 'UNAUTHORIZED')
  assert.equal(first.state.error, O.some(error))
  assert.is(reduceAuth(aStateIn('REAUTHENTICATING'), { type: 'AUTHENTICATION_FAILED', error }).state.status, 'REAUTHENTICATE')
})

Authenticate.run()

const Authorize = suite('auth machine: authorization (rule 4)')

Authorize('"AUTHENTICATED, PREVALIDATE_SUCCESS or REAUTHENTICATED triggers authorization": each asks for it and starts it', () => {
  assert.equal(reduceAuth(aStateIn('AUTHENTICATING'), { type: 'AUTHENTICATION_SUCCEEDED' }), {
    state: aStateIn('AUTHENTICATED'),
    effects: [{ type: 'AUTHORIZE' }],
  })
  assert.equal(reduceAuth(aStateIn('REAUTHENTICATING'), { type: 'AUTHENTICATION_SUCCEEDED' }).effects, [{ type: 'AUTHORIZE' }])
  assert.is(reduceAuth(aStateIn('AUTHENTICATED'), { type: 'AUTHORIZATION_STARTED' }).state.status, 'AUHTORIZING')
  assert.is(reduceAuth(aStateIn('PREVALIDATE_SUCCESS'), { type: 'AUTHORIZATION_STARTED' }).state.status, 'AUHTORIZING')
  assert.is(reduceAuth(aStateIn('REAUTHENTICATED'), { type: 'AUTHORIZATION_STARTED' }).state.status, 'REAUTHORIZING')
  assert.is(reduceAuth(aStateIn('LOGGED_OUT'), { type: 'AUTHORIZATION_STARTED' }).state.status, 'LOGGED_OUT')
})

Authorize('"Success gives AUTHORIZED" with the user', () => {
  const user = aUser()
  const { state } = reduceAuth(aStateIn('AUHTORIZING'), { type: 'AUTHORIZATION_SUCCEEDED', user })
  assert.is(state.status, 'AUTHORIZED')
  assert.equal(state.user, O.some(user))
})

Authorize('"failure UNAUTHORIZED"', () => {
  const error = authError('AuthorizationFailed')
  const { state } = reduceAuth(aStateIn('AUHTORIZING'), { type: 'AUTHORIZATION_FAILED', error })
  assert.is(state.status, 'UNAUTHORIZED')
  assert.equal(state.error, O.some(error))
  assert.is(reduceAuth(aStateIn('REAUTHORIZING'), { type: 'AUTHORIZATION_FAILED', error }).state.status, 'UNAUTHORIZED')
})

Authorize('a whole first login: INIT to AUTHORIZED through config, validation error, login and authorization', () => {
  const user = aUser()
  const { state, effects } = run(initialAuthState(anEnvironment({ alreadyLoggedIn: false })), [
    { type: 'START' },
    { type: 'CONFIG_LOADED', config: aSecurityConfig() },
    { type: 'PREVALIDATION_STARTED' },
    { type: 'PREVALIDATE_FAILED' },
    { type: 'AUTHENTICATE', username: 'anna', password: 'pw' },
    { type: 'AUTHENTICATION_SUCCEEDED' },
    { type: 'AUTHORIZATION_STARTED' },
    { type: 'AUTHORIZATION_SUCCEEDED', user },
  ])
  assert.is(state.status, 'AUTHORIZED')
  assert.equal(effectTypes(effects), [
    'LOAD_SECURITY_CONFIG',
    'PREVALIDATE',
    'AUTHENTICATE',
    'AUTHORIZE',
    'SET_ONLINE_AUTHORIZED',
    'SET_ALREADY_LOGGED_IN',
  ])
})

Authorize.run()

const Reauth = suite('auth machine: session expiry and re-authentication (rules 5, 6)')

Reauth('"A 401, 403, or an HTML login page answered with 200 moves to session expired and then reauthentication"', () => {
  const expired = reduceAuth(aStateIn('AUTHORIZED', { user: O.some(aUser()) }), { type: 'SESSION_EXPIRED' })
  assert.is(expired.state.status, 'SESSION_EXPIRED')
  assert.equal(expired.effects, [{ type: 'SET_ONLINE_AUTHORIZED', value: false }, { type: 'START_REAUTHENTICATION' }])
  const reauth = reduceAuth(expired.state, { type: 'REAUTHENTICATION_STARTED' })
  assert.is(reauth.state.status, 'REAUTHENTICATE')
  assert.equal(reauth.state.user, O.some(aUser()))
})

Reauth('with SSO the re-authentication is SAML2_REAUTHENTICATE with a redirect, and a SAML2 success is REAUTHENTICATED', () => {
  const sso = O.some(anSsoConfig({ authUrl: 'https://idp.example.com/sso' }))
  const reauth = reduceAuth(aStateIn('SESSION_EXPIRED', { config: sso }), { type: 'REAUTHENTICATION_STARTED' })
  assert.is(reauth.state.status, 'SAML2_REAUTHENTICATE')
  assert.equal(reauth.effects, [{ type: 'REDIRECT_TO_SSO', authUrl: 'https://idp.example.com/sso' }])
  const back = reduceAuth(reauth.state, { type: 'SAML2_LOGIN_SUCCEEDED' })
  assert.is(back.state.status, 'REAUTHENTICATED')
  assert.equal(back.effects, [{ type: 'AUTHORIZE' }])
})

Reauth('session expiry outside AUTHORIZED (logging in, already re-authenticating, logged out) is ignored', () => {
  for (const status of ['AUTHENTICATING', 'REAUTHENTICATE', 'LOGGED_OUT', 'INIT'] as const) {
    const before = aStateIn(status)
    assert.is(reduceAuth(before, { type: 'SESSION_EXPIRED' }).state, before, status)
  }
})

Reauth('"If after reauthentication the authorized user differs from the previous one, the app reloads"', () => {
  const previous = aUser({ crmId: 'CRM-0042' })
  const other = aUser({ crmId: 'CRM-0099', userName: 'bruno' })
  const { state, effects } = reduceAuth(aStateIn('REAUTHORIZING', { user: O.some(previous) }), {
    type: 'AUTHORIZATION_SUCCEEDED',
    user: other,
  })
  assert.is(state.status, 'AUTHORIZED')
  assert.equal(state.user, O.some(other))
  assert.equal(effects.slice(-2), [
    { type: 'WARN', error: authError('IdentityChanged') },
    // On the start page: the screen shown was the previous user's (a route with their crmId).
    { type: 'RELOAD_PAGE', clearUrlHash: false, atStart: true },
  ])
})

Reauth('the same user after re-authentication does not reload', () => {
  const user = aUser()
  const { effects } = reduceAuth(aStateIn('REAUTHORIZING', { user: O.some(user) }), { type: 'AUTHORIZATION_SUCCEEDED', user })
  assert.not.ok(effectTypes(effects).includes('RELOAD_PAGE'))
})

Reauth.run()
