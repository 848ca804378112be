import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { authError } from '../../../core/auth/auth-error'
import { reduceAuth } from '../../../core/auth/auth.machine'
import { AUTH_STATUSES, initialAuthState, isAuthenticated, isReady } from '../../../core/auth/auth.state'
import { aSecurityConfig, aStateIn, aUser, anEnvironment, anSsoConfig, effectTypes, run } from './fixtures'

const Logout = suite('auth machine: logout (rule 7)')

Logout('"Logout leads to LOGGED_OUT (page reload unless suppressed)"; "On logged out a stored cookie is cleared"', () => {
  const { state, effects } = run(aStateIn('AUTHORIZED', { user: O.some(aUser()) }), [
    { type: 'LOGOUT', suppressReload: false },
    { type: 'LOGOUT_FINISHED' },
  ])
  assert.is(state.status, 'LOGGED_OUT')
  assert.equal(state.user, O.none)
  assert.equal(effects, [
    { type: 'SET_ONLINE_AUTHORIZED', value: false },
    { type: 'CALL_LOGOUT' },
    { type: 'CLEAR_STORED_COOKIE' },
    { type: 'RELOAD_PAGE', clearUrlHash: false },
  ])
})

Logout('a logout with the reload suppressed clears the cookie but does not reload', () => {
  const { state, effects } = run(aStateIn('AUTHORIZED'), [{ type: 'LOGOUT', suppressReload: true }, { type: 'LOGOUT_FINISHED' }])
  assert.is(state.status, 'LOGGED_OUT')
  assert.ok(effectTypes(effects).includes('CLEAR_STORED_COOKIE'))
  assert.not.ok(effectTypes(effects).includes('RELOAD_PAGE'))
})

Logout('"or LOGGING_OUT_SSO (hidden logout frame)": with SSO the SSO logout page loads in a hidden frame first', () => {
  const config = anSsoConfig({ useSsoLogoutUrl: true, ssoLogoutUrl: 'https://idp.example.com/logout' })
  const start = aStateIn('AUTHORIZED', { config: O.some(config) })
  const sso = reduceAuth(start, { type: 'LOGOUT', suppressReload: false })
  assert.is(sso.state.status, 'LOGGING_OUT_SSO')
  assert.equal(sso.effects, [
    { type: 'SET_ONLINE_AUTHORIZED', value: false },
    { type: 'OPEN_LOGOUT_FRAME', url: 'https://idp.example.com/logout' },
  ])
  const { state, effects } = run(sso.state, [{ type: 'LOGOUT_FRAME_LOADED' }, { type: 'LOGOUT_FINISHED' }])
  assert.is(state.status, 'LOGGED_OUT')
  assert.equal(effectTypes(effects), ['CALL_LOGOUT', 'CLEAR_STORED_COOKIE', 'RELOAD_PAGE'])
})

Logout('logout is ignored before the app is ready (INIT, LOADING_CONFIG) and while already logging out', () => {
  for (const status of ['INIT', 'LOADING_CONFIG', 'LOGGING_OUT', 'LOGGED_OUT'] as const) {
    const before = aStateIn(status)
    assert.is(reduceAuth(before, { type: 'LOGOUT', suppressReload: false }).state, before, status)
  }
})

Logout.run()

const Code102 = suite('auth machine: error code 102 (rule 8)')
const loadWith = (envHash: string, inBrowser: boolean, config = anSsoConfig()) =>
  run(initialAuthState(anEnvironment({ urlHash: envHash, inBrowser })), [
    { type: 'START' },
    { type: 'CONFIG_LOADED', config },
  ])

Code102('"If the URL hash carries error code 102 with SSO in the browser, the user is logged out silently and the page reloads"', () => {
  const loaded = loadWith('#error=102', true)
  assert.is(loaded.state.status, 'LOGGING_OUT')
  assert.equal(effectTypes(loaded.effects), ['LOAD_SECURITY_CONFIG', 'SET_ONLINE_AUTHORIZED', 'CALL_LOGOUT'])
  const done = reduceAuth(loaded.state, { type: 'LOGOUT_FINISHED' })
  assert.is(done.state.status, 'LOGGED_OUT')
  assert.equal(done.effects, [{ type: 'CLEAR_STORED_COOKIE' }, { type: 'RELOAD_PAGE', clearUrlHash: true }])
})

Code102('the silent logout opens no SSO logout frame even when the config has one', () => {
  const config = anSsoConfig({ logoutUrl: 'https://idp.example.com/logout' })
  const loaded = loadWith('#/login?errorCode=102', true, config)
  assert.is(loaded.state.status, 'LOGGING_OUT')
  assert.not.ok(effectTypes(loaded.effects).includes('OPEN_LOGOUT_FRAME'))
})

Code102('error code 102 does nothing in the hybrid app, without SSO, or with another code', () => {
  assert.is(loadWith('#error=102', false).state.status, 'CONFIG_LOAD_SUCCESS')
  assert.is(loadWith('#error=102', true, aSecurityConfig()).state.status, 'CONFIG_LOAD_SUCCESS')
  assert.is(loadWith('#error=101', true).state.status, 'CONFIG_LOAD_SUCCESS')
})

Code102.run()

const Offline = suite('auth machine: first SAML2 login offline (rule 9)')

Offline('"A first SAML2 login in offline mode is refused with a warning until a first online login has happened"', () => {
  const { state, effects } = run(initialAuthState(anEnvironment({ online: false, alreadyLoggedIn: false })), [
    { type: 'START' },
    { type: 'CONFIG_LOADED', config: anSsoConfig() },
    { type: 'SAML2_LOGIN_STARTED' },
  ])
  assert.is(state.status, 'SAML2_LOGIN_FAILED')
  assert.equal(effects.slice(-1), [{ type: 'WARN', error: authError('NotStored') }])
  assert.not.ok(effectTypes(effects).includes('REDIRECT_TO_SSO'))
})

Offline('after a first online login (alreadyLoggedIn) an offline SAML2 login proceeds to authorization from the cache', () => {
  const { state, effects } = run(initialAuthState(anEnvironment({ online: false, alreadyLoggedIn: true })), [
    { type: 'START' },
    { type: 'CONFIG_LOADED', config: anSsoConfig() },
    { type: 'SAML2_LOGIN_STARTED' },
  ])
  assert.is(state.status, 'SAML2_LOGIN_SUCCESS')
  assert.equal(effectTypes(effects), ['LOAD_SECURITY_CONFIG', 'START_SAML2_LOGIN', 'AUTHORIZE'])
})

Offline('the first online authorization records alreadyLoggedIn, once', () => {
  const user = aUser()
  const first = reduceAuth(aStateIn('AUHTORIZING', { alreadyLoggedIn: false }), { type: 'AUTHORIZATION_SUCCEEDED', user })
  assert.ok(effectTypes(first.effects).includes('SET_ALREADY_LOGGED_IN'))
  assert.ok(first.state.alreadyLoggedIn)
  const again = reduceAuth({ ...first.state, status: 'AUHTORIZING' }, { type: 'AUTHORIZATION_SUCCEEDED', user })
  assert.not.ok(effectTypes(again.effects).includes('SET_ALREADY_LOGGED_IN'))
})

Offline('an offline authorization does not count as the first online login', () => {
  const { state, effects } = reduceAuth(aStateIn('AUHTORIZING', { online: false, alreadyLoggedIn: false }), {
    type: 'AUTHORIZATION_SUCCEEDED',
    user: aUser(),
  })
  assert.not.ok(state.alreadyLoggedIn)
  assert.equal(effects, [])
})

Offline('CONNECTIVITY_CHANGED records the online flag in any state', () => {
  const { state } = reduceAuth(aStateIn('AUTHORIZED'), { type: 'CONNECTIVITY_CHANGED', online: false })
  assert.is(state.online, false)
  assert.is(state.status, 'AUTHORIZED')
})

Offline.run()

const Families = suite('auth machine: authenticated and ready (rule 10)')
const AUTHORIZED_FAMILY = ['AUTHORIZED', 'SESSION_EXPIRED', 'REAUTHENTICATE', 'SAML2_REAUTHENTICATE', 'REAUTHENTICATING', 'REAUTHENTICATED', 'REAUTHORIZING']

Families('"In the app, \'authenticated\' means an authorized-family state"', () => {
  for (const status of AUTH_STATUSES) assert.is(isAuthenticated(status), AUTHORIZED_FAMILY.includes(status), status)
})

Families('"\'Ready\' also includes authenticating, authenticated and unauthorized"', () => {
  const ready = [...AUTHORIZED_FAMILY, 'AUTHENTICATING', 'AUTHENTICATED', 'UNAUTHORIZED']
  for (const status of AUTH_STATUSES) assert.is(isReady(status), ready.includes(status), status)
})

Families('every state of the list exists, AUHTORIZING spelled so', () => {
  assert.is(AUTH_STATUSES.length, 25)
  assert.ok((AUTH_STATUSES as ReadonlyArray<string>).includes('AUHTORIZING'))
  assert.not.ok((AUTH_STATUSES as ReadonlyArray<string>).includes('AUTHORIZING'))
})

Families.run()

const OnlineAuthorized = suite('auth machine: online-authorized preference (rule 11)')

OnlineAuthorized('"The online-authorized preference is set true when authorized online"', () => {
  const { effects } = reduceAuth(aStateIn('AUHTORIZING'), { type: 'AUTHORIZATION_SUCCEEDED', user: aUser() })
  assert.equal(effects, [{ type: 'SET_ONLINE_AUTHORIZED', value: true }])
})

OnlineAuthorized('it is not set when authorized offline', () => {
  const { effects } = reduceAuth(aStateIn('AUHTORIZING', { online: false }), { type: 'AUTHORIZATION_SUCCEEDED', user: aUser() })
  assert.not.ok(effectTypes(effects).includes('SET_ONLINE_AUTHORIZED'))
})

OnlineAuthorized('"and false on logout or expiry"', () => {
  const logout = reduceAuth(aStateIn('AUTHORIZED'), { type: 'LOGOUT', suppressReload: false })
  assert.equal(logout.effects[0], { type: 'SET_ONLINE_AUTHORIZED', value: false })
  const expiry = reduceAuth(aStateIn('AUTHORIZED'), { type: 'SESSION_EXPIRED' })
  assert.equal(expiry.effects[0], { type: 'SET_ONLINE_AUTHORIZED', value: false })
})

OnlineAuthorized.run()
