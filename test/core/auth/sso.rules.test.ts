import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { hashErrorCode, mustLogOutSilently, ssoLogoutFrameUrl } from '../../../core/auth/sso.rules'
import { aSecurityConfig, anSsoConfig } from './fixtures'

const Hash = suite('hashErrorCode')

Hash('reads error, errorCode or error_code from the hash, after an optional route part', () => {
  assert.equal(hashErrorCode('#error=102'), O.some('102'))
  assert.equal(hashErrorCode('#/login?errorCode=102&x=1'), O.some('102'))
  assert.equal(hashErrorCode('state=abc&ERROR_CODE=7'), O.some('7'))
})

Hash('no code in an empty hash, a route alone or a malformed pair', () => {
  assert.equal(hashErrorCode(''), O.none)
  assert.equal(hashErrorCode('#/news/42'), O.none)
  assert.equal(hashErrorCode('#error'), O.none)
  assert.equal(hashErrorCode('#errors=102'), O.none)
})

Hash.run()

const Silent = suite('mustLogOutSilently')

Silent('"If the URL hash carries error code 102 with SSO in the browser, the user is logged out silently"', () => {
  assert.ok(mustLogOutSilently({ config: anSsoConfig(), inBrowser: true, urlHash: '#error=102' }))
  assert.not.ok(mustLogOutSilently({ config: anSsoConfig(), inBrowser: false, urlHash: '#error=102' }))
  assert.not.ok(mustLogOutSilently({ config: aSecurityConfig(), inBrowser: true, urlHash: '#error=102' }))
  assert.not.ok(mustLogOutSilently({ config: anSsoConfig(), inBrowser: true, urlHash: '#error=1020' }))
})

Silent.run()

const Frame = suite('ssoLogoutFrameUrl')

Frame('the hidden logout frame loads ssoLogoutUrl when useSsoLogoutUrl is on, else logoutUrl', () => {
  const both = { logoutUrl: 'https://a/logout', ssoLogoutUrl: 'https://idp/logout' }
  assert.equal(ssoLogoutFrameUrl(anSsoConfig({ ...both, useSsoLogoutUrl: true })), O.some('https://idp/logout'))
  assert.equal(ssoLogoutFrameUrl(anSsoConfig({ ...both, useSsoLogoutUrl: false })), O.some('https://a/logout'))
})

Frame('no frame without SSO or without any logout URL', () => {
  assert.equal(ssoLogoutFrameUrl(aSecurityConfig({ logoutUrl: 'https://a/logout' })), O.none)
  assert.equal(ssoLogoutFrameUrl(anSsoConfig({ useSsoLogoutUrl: true, ssoLogoutUrl: '' })), O.none)
})

Frame.run()
