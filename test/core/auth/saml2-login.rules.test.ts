import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { SsoChoice } from '../../../core/auth/auth.state'
import { htmlElementCount, idpPageLoaded, ssoLoginRequestOf } from '../../../core/auth/saml2-login.rules'

const saml2: SsoChoice = { protocol: 'SAML2', authUrl: '/rest/pems/security/saml2/login', logoutUrl: 'https://idp.example/logout' }
const oidc: SsoChoice = { protocol: 'OIDC', authUrl: 'https://login.example', clientId: 'crew-app' }

const Login = suite('ssoLoginRequestOf (server entry saml2AuthUrl, useSaml2AuthObject)')

Login('without entry settings: the security configuration’s login address, with the default auth object', () => {
  assert.equal(ssoLoginRequestOf(saml2, undefined), { choice: saml2, query: [['RelayState', '/']], returnPath: undefined })
  assert.equal(ssoLoginRequestOf(saml2, {}), { choice: saml2, query: [['RelayState', '/']], returnPath: undefined })
})

Login('saml2AuthUrl replaces the announced login address; the logout URL is kept; a blank one is ignored', () => {
  const { choice } = ssoLoginRequestOf(saml2, { saml2AuthUrl: 'https://sso.airline.example/saml/login' })
  assert.equal(choice, { ...saml2, authUrl: 'https://sso.airline.example/saml/login' })
  assert.equal(ssoLoginRequestOf(saml2, { saml2AuthUrl: '  ' }).choice, saml2)
})

Login('the auth object carries the entry’s backUrl and loginShowTimeout', () => {
  assert.equal(ssoLoginRequestOf(saml2, { backUrl: '/roster', loginShowTimeout: 8000 }).query, [
    ['RelayState', '/roster'],
    ['timeout', '8000'],
  ])
  assert.equal(ssoLoginRequestOf(saml2, { useSaml2AuthObject: true, backUrl: '/x' }).query, [['RelayState', '/x']])
})

Login('the auth object asks for the entry’s minDomElements', () => {
  assert.equal(ssoLoginRequestOf(saml2, { minDomElements: 12 }).query, [
    ['RelayState', '/'],
    ['minDomElements', '12'],
  ])
})

Login('useSaml2AuthObject false: the address exactly as written, no parameters added', () => {
  const request = ssoLoginRequestOf(saml2, { useSaml2AuthObject: false, saml2AuthUrl: 'https://idp.example/initiate?sp=crew', backUrl: '/roster', loginShowTimeout: 8000, minDomElements: 9 })
  assert.equal(request, { choice: { ...saml2, authUrl: 'https://idp.example/initiate?sp=crew' }, query: [], returnPath: undefined })
  assert.equal(ssoLoginRequestOf(saml2, { useSaml2AuthObject: false }, '/summary').query, [], 'no RelayState either')
})

Login('an OpenID Connect choice is not touched by the SAML2 settings', () => {
  assert.equal(ssoLoginRequestOf(oidc, { saml2AuthUrl: 'https://x.example', useSaml2AuthObject: true, backUrl: '/r' }), { choice: oidc, query: [], returnPath: undefined })
})

Login('the deep link: an allow-listed signed-in path the sign-on starts from is the RelayState (SAML2) and the return path (OIDC)', () => {
  assert.equal(ssoLoginRequestOf(saml2, { backUrl: '/roster' }, '/summary'), { choice: saml2, query: [['RelayState', '/summary']], returnPath: '/summary' })
  assert.equal(ssoLoginRequestOf(saml2, undefined, '/pairing/C1/P%2F1').query, [['RelayState', '/pairing/C1/P%2F1']])
  assert.equal(ssoLoginRequestOf(oidc, undefined, '/summary'), { choice: oidc, query: [], returnPath: '/summary' })
})

Login('a path not on the allow-list (the login screen, a form, another host) leaves the entry’s backUrl, or home', () => {
  for (const path of ['/login', '/daily-remarks/new', '//evil.example/summary', '/']) {
    assert.equal(ssoLoginRequestOf(saml2, { backUrl: '/roster' }, path).query, [['RelayState', '/roster']], path)
    assert.equal(ssoLoginRequestOf(saml2, undefined, path).query, [['RelayState', '/']], path)
    assert.is(ssoLoginRequestOf(oidc, undefined, path).returnPath, undefined, path)
  }
})

Login.run()

const Page = suite('idpPageLoaded (server entry minDomElements) and htmlElementCount')

Page('start tags count; end tags, comments and the doctype do not', () => {
  assert.is(htmlElementCount('<!doctype html><html><head><title>x</title></head><body><!-- <p>not</p> --><form><input name=a><input/></form></body></html>'), 7)
  assert.is(htmlElementCount('Service unavailable'), 0)
  assert.is(htmlElementCount('a < b and 3<4'), 0)
})

Page('a page with fewer elements than minDomElements is not a loaded login page; without a minimum any page is', () => {
  assert.ok(idpPageLoaded(7, 7))
  assert.not.ok(idpPageLoaded(6, 7))
  assert.ok(idpPageLoaded(0, undefined))
  assert.ok(idpPageLoaded(0, 0))
  assert.ok(idpPageLoaded(0, -3))
  assert.ok(idpPageLoaded(0, Number.NaN))
})

Page.run()
