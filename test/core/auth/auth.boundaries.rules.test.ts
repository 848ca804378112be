// Cases found by mutation testing (docs/testing.md, core/auth): each asserts a behaviour a caller sees that no
// other test pinned down (an event in the wrong phase, a default, a header or page written another way).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as O from 'fp-ts/Option'
import { Temporal } from 'temporal-polyfill'
import { APPLICATION_LOCK_STOPPED, reduceApplicationLock, type ApplicationLockState } from '../../../core/auth/application-lock.rules'
import { firstCheckMinutes } from '../../../core/auth/keep-alive.rules'
import { logoutMethodOf } from '../../../core/auth/logout-method.rules'
import { htmlElementCount } from '../../../core/auth/saml2-login.rules'
import { isHtmlLoginPage } from '../../../core/auth/session-expiry.rules'
import { ssoChoicesOf } from '../../../core/auth/sso-choices.rules'
import { isOidcCallback, saml2ReturnOf, ssoLoadTimedOut } from '../../../core/auth/sso-return.rules'
import { hashErrorCode, ssoLogoutFrameUrl } from '../../../core/auth/sso.rules'
import { aSecurityConfig } from './fixtures'

const at = (iso: string) => Temporal.Instant.from(iso)
const T0 = at('2026-03-15T08:00:00Z')

const Lock = suite('application lock: events outside their phase')

const started = reduceApplicationLock(APPLICATION_LOCK_STOPPED, { type: 'START', now: T0, timeoutSeconds: 60 }).state
const locked: ApplicationLockState = reduceApplicationLock(started, { type: 'TICK', now: at('2026-03-15T08:01:00Z') }).state

Lock('stopping a stopped lock cancels nothing; stopping a locked one leaves it stopped and unlocked', () => {
  assert.equal(reduceApplicationLock(APPLICATION_LOCK_STOPPED, { type: 'STOP' }).effects, [])
  assert.ok(locked.locked)
  assert.equal(reduceApplicationLock(locked, { type: 'STOP' }), { state: { running: false, timeoutSeconds: 0, dueAt: O.none, locked: false }, effects: [{ type: 'CANCEL_TICK' }] })
})

Lock('activity while locked does not re-arm the lock; unlocking an unlocked lock does nothing', () => {
  assert.equal(reduceApplicationLock(locked, { type: 'USER_ACTIVITY', now: at('2026-03-15T08:02:00Z') }), { state: locked, effects: [] })
  assert.equal(reduceApplicationLock(APPLICATION_LOCK_STOPPED, { type: 'USER_ACTIVITY', now: T0 }).state, APPLICATION_LOCK_STOPPED)
  assert.equal(reduceApplicationLock(started, { type: 'UNLOCKED', now: at('2026-03-15T08:00:30Z') }), { state: started, effects: [] })
})

Lock.run()

const Sso = suite('single sign-on rules: written another way')

Sso('the first keep-alive check comes a minute before the certificate ends when that is sooner', () => {
  assert.is(firstCheckMinutes(20, 10), 9)
})

Sso('the logout method: POST only when the configuration says post (any case, spaces); else GET', () => {
  assert.is(logoutMethodOf(O.some(aSecurityConfig({ logoutMethod: ' post ' }))), 'POST')
  assert.is(logoutMethodOf(O.some(aSecurityConfig({ logoutMethod: 'PUT' }))), 'GET')
  assert.is(logoutMethodOf(O.some(aSecurityConfig())), 'GET')
  assert.is(logoutMethodOf(O.none), 'GET')
})

Sso('the login screen offers OpenID Connect then SAML2, with the SAML2 logout URL only when sent', () => {
  assert.equal(ssoChoicesOf({}), [])
  assert.equal(ssoChoicesOf({ oidc: { issuer: 'https://idp', clientId: 'app' }, saml2: { authUrl: '/saml2/login', logoutUrl: 'https://idp/logout' } }), [
    { protocol: 'OIDC', authUrl: 'https://idp', clientId: 'app' },
    { protocol: 'SAML2', authUrl: '/saml2/login', logoutUrl: 'https://idp/logout' },
  ])
  assert.equal(ssoChoicesOf({ saml2: { authUrl: '/saml2/login' } }), [{ protocol: 'SAML2', authUrl: '/saml2/login' }])
})

Sso('SAML2 and OpenID returns without their leading mark; an empty matchUrl matches nothing; state alone is no callback', () => {
  assert.equal(saml2ReturnOf('saml2=ok'), O.some({ _tag: 'SignedIn' }))
  assert.equal(saml2ReturnOf('#saml2=ok', ''), O.none)
  assert.ok(isOidcCallback('code=abc&state=xyz'))
  assert.not.ok(isOidcCallback('?state=xyz'))
})

Sso('the identity provider\'s load timeout counts from when the redirect started', () => {
  assert.not.ok(ssoLoadTimedOut({ startedAtMs: 1_000_000, nowMs: 1_010_000 }))
  assert.ok(ssoLoadTimedOut({ startedAtMs: 1_000_000, nowMs: 1_015_000 }))
})

Sso('the hash error code without its mark, with spaces; an empty logout URL is none', () => {
  assert.equal(hashErrorCode('error=102'), O.some('102'))
  assert.equal(hashErrorCode('# error = 102 '), O.some('102'))
  assert.equal(ssoLogoutFrameUrl(aSecurityConfig({ useSso: true, logoutUrl: '' })), O.none)
})

Sso('element count: one-letter tags count, comments do not', () => {
  assert.is(htmlElementCount('<p>a</p><!-- <div><div> --><b>b</b>'), 2)
})

Sso('a login page: a text/html type with a leading space, spaced type = "password", a <html lang> start; not a JSON text that mentions one', () => {
  const form = '<form action="/login"><input type = "password"></form>'
  assert.ok(isHtmlLoginPage(' text/html', form))
  assert.ok(isHtmlLoginPage('text/html', '<form><input type= password></form>'))
  assert.ok(isHtmlLoginPage(undefined, `<html lang="en">${form}</html>`))
  assert.not.ok(isHtmlLoginPage('application/json', `{"help":"<html> ${form}"}`))
  assert.ok(isHtmlLoginPage(undefined, `<!DOCTYPE  html>${form}`))
  assert.not.ok(isHtmlLoginPage('application/json; profile=text/html', `{"help":"${form}"}`))
})

Sso.run()
