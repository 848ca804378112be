import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { parseBasicAuth } from '../../server/security/basic-auth'
import { hashPassword, verifyPassword } from '../../server/security/password'
import { basic } from './helpers'

const Basic = suite('parseBasicAuth')

Basic('"base64 of UTF-8 username:password": the password may hold colons and any character', () => {
  assert.equal(parseBasicAuth(basic('anna', 'pa:ss:wörd ✈')), E.right({ username: 'anna', password: 'pa:ss:wörd ✈' }))
  assert.equal(parseBasicAuth(basic('anna', '')), E.right({ username: 'anna', password: '' }))
})

Basic('refuses missing, non-Basic, non-base64, non-UTF-8 and colon-less credentials', () => {
  for (const header of [undefined, '', 'Bearer x', 'Basic', 'Basic a', 'Basic ###', `Basic ${Buffer.from([0xff, 0x3a, 0x41]).toString('base64')}`, `Basic ${Buffer.from('anna').toString('base64')}`, `Basic ${Buffer.from(':pw').toString('base64')}`]) {
    assert.ok(E.isLeft(parseBasicAuth(header)), String(header))
  }
})

Basic('property: any user name without a colon and any password round-trip', () => {
  const username = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).filter((u) => !u.includes(':'))
  fc.assert(
    fc.property(username, fc.string({ unit: 'grapheme', maxLength: 60 }), (u, p) => {
      const parsed = parseBasicAuth(basic(u, p))
      return E.isRight(parsed) && parsed.right.username === u && parsed.right.password === p
    }),
    { numRuns: 1000 },
  )
})

Basic('property: arbitrary headers never throw', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (s) => {
      parseBasicAuth(`Basic ${s}`)
      parseBasicAuth(s)
      return true
    }),
    { numRuns: 1000 },
  )
})

const Password = suite('password hashing')
const cheap = { N: 1024, r: 8, p: 1 }

Password('"stored only as scrypt hashes": scrypt$N$r$p$salt$hash, verified with the parameters it carries', async () => {
  const hash = await hashPassword('anna-demo', cheap)
  assert.match(hash, /^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]{44}$/)
  assert.not.ok(hash.includes('anna-demo'))
  assert.is(await verifyPassword('anna-demo', hash), true)
  assert.is(await verifyPassword('anna-demO', hash), false)
  assert.is(await verifyPassword('', hash), false)
})

Password('"per-user salt": the same password hashes differently every time', async () => {
  const [a, b] = await Promise.all([hashPassword('same', cheap), hashPassword('same', cheap)])
  assert.is.not(a, b)
  assert.is(await verifyPassword('same', a), true)
  assert.is(await verifyPassword('same', b), true)
})

Password('a malformed stored hash never matches and never throws', async () => {
  for (const stored of ['', 'plain', 'scrypt$1$8$1$c2FsdA==$aGFzaA==', 'scrypt$abc$8$1$x$y', 'bcrypt$whatever']) {
    assert.is(await verifyPassword('x', stored), false, stored)
  }
})

Password('the default cost is N = 2^15, r = 8, p = 1', async () => {
  assert.match(await hashPassword('x'), /^scrypt\$32768\$8\$1\$/)
})

Basic.run()
Password.run()
