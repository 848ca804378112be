import * as E from 'fp-ts/Either'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { authError } from '../../../core/auth/auth-error'
import { offlineLoginVerdict } from '../../../core/auth/offline-login.rules'

const Verdict = suite('offlineLoginVerdict')

Verdict('"A stored password hash must exist (otherwise error \'not stored\')"', () => {
  assert.equal(offlineLoginVerdict('not-stored'), E.left(authError('NotStored')))
})

Verdict('"and must match (otherwise error \'failed\')"', () => {
  assert.equal(offlineLoginVerdict('mismatch'), E.left(authError('CacheMismatch')))
})

Verdict('a matching stored hash lets the offline login through', () => {
  assert.equal(offlineLoginVerdict('match'), E.right(undefined))
})

Verdict.run()
