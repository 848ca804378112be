import * as O from 'fp-ts/Option'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { SIGNED_IN_ROUTES } from '../../../core/access/signed-in-paths'
import { SSO_RETURN_ROUTES, ssoReturnPathOf } from '../../../core/access/sso-return-paths.rules'

const Return = suite('ssoReturnPathOf: the allow-listed signed-in paths a single sign-on comes back to')

Return('each allow-listed pattern is a signed-in route of the same id', () => {
  const signedIn = new Map(SIGNED_IN_ROUTES.map(([id, pattern]) => [id, pattern]))
  for (const [id, pattern] of SSO_RETURN_ROUTES) assert.is(signedIn.get(id), pattern, id)
})

Return('a screen that shows something comes back: summary, a pairing, a leg with an encoded logicalId, my data', () => {
  for (const path of ['/summary', '/pairing/C1/P%2F12', '/leg/C1/2026-11-28%20AF12', '/hotel/C1/E9', '/my-data/traveldocs', '/profile', '/news/7', '/notification-settings']) {
    assert.equal(ssoReturnPathOf(path), O.some(path), path)
  }
})

Return('forms and unknown paths do not: the caller’s default is used', () => {
  for (const path of ['/daily-remarks/new', '/leg/C1/L1/edit-roles', '/my-data/contacts/PHONE', '/my-data/addresses/details', '/my-data/traveldocs/PASSPORT/3', '/login', '/forget-password', '/nowhere']) {
    assert.equal(ssoReturnPathOf(path), O.none, path)
  }
})

Return('home and nothing are none (home is the default already)', () => {
  assert.equal(ssoReturnPathOf('/'), O.none)
  assert.equal(ssoReturnPathOf(''), O.none)
  assert.equal(ssoReturnPathOf(undefined), O.none)
})

Return('only a path of this app: no other host, scheme, backslash, query or fragment', () => {
  for (const path of ['//evil.example/summary', 'https://evil.example/summary', '/\\evil.example', 'summary', '/summary?x=1', '/summary#saml2=ok', '/summary/../login', '/leg/C1/..']) {
    assert.equal(ssoReturnPathOf(path), O.none, path)
  }
})

Return.run()
