import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { authError } from '../../../core/auth/auth-error'
import { reduceAuth } from '../../../core/auth/auth.machine'
import type { SsoChoice } from '../../../core/auth/auth.state'
import { isOidcCallback, refreshDelayMs, refusalError, saml2ReturnOf, ssoLoadTimedOut } from '../../../core/auth/sso-return.rules'
import { aSecurityConfig, aStateIn, aUser, effectTypes, run } from './fixtures'

const OIDC: SsoChoice = { protocol: 'OIDC', authUrl: 'https://idp.example.com' }
const SAML2: SsoChoice = { protocol: 'SAML2', authUrl: '/rest/pems/security/saml2/login' }

const Choice = suite('auth machine: single sign-on chosen on the login screen')

Choice('from the login screen (VALIDATION_ERROR) SSO_LOGIN_REQUESTED goes to SAML2_LOGIN and redirects with the protocol', () => {
  const { state, effects } = reduceAuth(aStateIn('VALIDATION_ERROR'), { type: 'SSO_LOGIN_REQUESTED', sso: OIDC })
  assert.is(state.status, 'SAML2_LOGIN')
  assert.equal(state.sso, O.some(OIDC))
  assert.equal(effects, [{ type: 'REDIRECT_TO_SSO', authUrl: OIDC.authUrl, protocol: 'OIDC' }])
})

Choice('rule 9: offline before any online login the SSO login is refused with the warning', () => {
  const { state, effects } = reduceAuth(aStateIn('VALIDATION_ERROR', { online: false, alreadyLoggedIn: false }), { type: 'SSO_LOGIN_REQUESTED', sso: SAML2 })
  assert.is(state.status, 'SAML2_LOGIN_FAILED')
  assert.equal(state.error, O.some(authError('NotStored')))
  assert.equal(effectTypes(effects), ['WARN'])
})

Choice('not from a signed-in state', () => {
  const before = aStateIn('AUTHORIZED')
  assert.is(reduceAuth(before, { type: 'SSO_LOGIN_REQUESTED', sso: SAML2 }).state, before)
})

Choice('a refused return (ssoOutcome) makes the failed prevalidation show the error page, without a new redirect', () => {
  const refused = refusalError('REPLAYED')
  const { state, effects } = reduceAuth(aStateIn('PREVALIDATE', { sso: O.some(SAML2), ssoOutcome: O.some({ _tag: 'Refused', error: refused }) }), { type: 'PREVALIDATE_FAILED' })
  assert.is(state.status, 'SAML2_LOGIN_FAILED')
  assert.equal(state.error, O.some(refused))
  assert.equal(effects, [])
})

Choice('with a chosen SSO and no outcome, a failed prevalidation signs in again through the identity provider', () => {
  const { state, effects } = reduceAuth(aStateIn('PREVALIDATE', { sso: O.some(OIDC) }), { type: 'PREVALIDATE_FAILED' })
  assert.is(state.status, 'SAML2_LOGIN')
  assert.equal(effectTypes(effects), ['REDIRECT_TO_SSO'])
})

Choice('session expiry with a chosen SSO re-authenticates through it (SAML2_REAUTHENTICATE), not through the form', () => {
  const { state, effects } = run(aStateIn('AUTHORIZED', { sso: O.some(SAML2), user: O.some(aUser()) }), [{ type: 'SESSION_EXPIRED' }, { type: 'REAUTHENTICATION_STARTED' }])
  assert.is(state.status, 'SAML2_REAUTHENTICATE')
  assert.equal(effects.at(-1), { type: 'REDIRECT_TO_SSO', authUrl: SAML2.authUrl, protocol: 'SAML2' })
})

Choice('logout with a chosen SSO: LOGGING_OUT_SSO, the server logout, then LOGGED_OUT ends the identity provider session', () => {
  const { state, effects } = run(aStateIn('AUTHORIZED', { sso: O.some(OIDC), user: O.some(aUser()) }), [{ type: 'LOGOUT', suppressReload: false }])
  assert.is(state.status, 'LOGGING_OUT_SSO')
  assert.equal(effectTypes(effects), ['SET_ONLINE_AUTHORIZED', 'CALL_LOGOUT'])
  const done = reduceAuth(state, { type: 'LOGOUT_FINISHED' })
  assert.is(done.state.status, 'LOGGED_OUT')
  assert.equal(done.state.sso, O.none)
  assert.equal(done.effects, [{ type: 'CLEAR_STORED_COOKIE' }, { type: 'END_SSO_SESSION', protocol: 'OIDC' }])
})

Choice('rule 8: error 102 in the URL hash logs out silently when an SSO was chosen in this tab (the server itself uses none)', () => {
  const start = aStateIn('LOADING_CONFIG', { sso: O.some(SAML2), urlHash: '#error=102', config: O.none })
  const { state, effects } = reduceAuth(start, { type: 'CONFIG_LOADED', config: aSecurityConfig({ useSso: false }) })
  assert.is(state.status, 'LOGGING_OUT')
  assert.ok(state.silentLogout)
  assert.equal(effectTypes(effects), ['SET_ONLINE_AUTHORIZED', 'CALL_LOGOUT'])
})

const Rules = suite('sso-return rules')

Rules('saml2ReturnOf reads #saml2=ok and #saml2=failed&reason=CODE, only when the hash matches matchUrl', () => {
  assert.equal(saml2ReturnOf('#saml2=ok'), O.some({ _tag: 'SignedIn' }))
  assert.equal(saml2ReturnOf('#saml2=failed&reason=EXPIRED'), O.some({ _tag: 'Refused', error: authError('CertificateExpired') }))
  assert.equal(saml2ReturnOf('#saml2=failed&reason=BAD_SIGNATURE'), O.some({ _tag: 'Refused', error: authError('WrongSignature') }))
  assert.equal(saml2ReturnOf('#saml2=failed&reason=IDP_UNREACHABLE'), O.some({ _tag: 'Refused', error: authError('Saml2IdpUnreachable') }))
  assert.equal(saml2ReturnOf('#saml2=failed&reason=SOMETHING'), O.some({ _tag: 'Refused', error: authError('CertificateValidationFailed') }))
  assert.equal(saml2ReturnOf('#error=102'), O.none)
  assert.equal(saml2ReturnOf('#saml2=ok', 'sso-back'), O.none)
})

Rules('isOidcCallback needs state with code or error', () => {
  assert.ok(isOidcCallback('?code=abc&state=xyz'))
  assert.ok(isOidcCallback('?error=access_denied&state=xyz'))
  assert.not.ok(isOidcCallback('?code=abc'))
  assert.not.ok(isOidcCallback(''))
})

Rules('refreshDelayMs: a minute before expiry, 80 % of short lives, never under 5 s', () => {
  assert.is(refreshDelayMs(3600), 3_540_000)
  assert.is(refreshDelayMs(300), 240_000)
  assert.is(refreshDelayMs(60), 48_000)
  assert.is(refreshDelayMs(2), 5_000)
})

Rules('ssoLoadTimedOut: loginShowTimeout, 15 s by default', () => {
  assert.not.ok(ssoLoadTimedOut({ startedAtMs: 0, nowMs: 14_999 }))
  assert.ok(ssoLoadTimedOut({ startedAtMs: 0, nowMs: 15_000 }))
  assert.ok(ssoLoadTimedOut({ startedAtMs: 0, nowMs: 2_000, loginShowTimeout: 2_000 }))
})

Choice.run()
Rules.run()
