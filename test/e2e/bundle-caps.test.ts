// The bytes caps of issue 27, decision 5: what the network carries until the login form is usable and until the
// roster shows after signing in (JS and CSS as sent, Chromium with native Temporal, demo profile) stays under the caps
// of scripts/bench/bundle-budget.ts, login <= 130 KB and roster <= 175 KB, so the bytes cannot creep back. The same
// measure as the bench's bundle rows (`npm run bench -- --only bundle` prints the figures).
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { kb } from '../../scripts/bench/bench-row'
import { BUNDLE_BUDGET, measureBundle } from '../../scripts/bench/bundle-budget'

const Caps = suite('bytes caps (issue 27, decision 5)')

Caps('login <= 130 KB and roster <= 175 KB as sent', async () => {
  assert.equal(BUNDLE_BUDGET, { login: 130 * 1024, roster: 175 * 1024 }, 'the caps are the product decision\'s')
  const { native } = await measureBundle('demo', { nativeOnly: true })
  const files = (m: typeof native.login) => m.files.map((f) => `${f.file} ${kb(f.sent)}`).join(', ')
  assert.ok(native.login.sent > 0 && native.roster.sent > native.login.sent, 'something was measured')
  assert.ok(native.login.sent <= BUNDLE_BUDGET.login, `until the login form: ${kb(native.login.sent)} > ${kb(BUNDLE_BUDGET.login)} (${files(native.login)})`)
  assert.ok(native.roster.sent <= BUNDLE_BUDGET.roster, `until the roster: ${kb(native.roster.sent)} > ${kb(BUNDLE_BUDGET.roster)} (${files(native.roster)})`)
  console.log(`bundle caps: login ${kb(native.login.sent)} of ${kb(BUNDLE_BUDGET.login)}, roster ${kb(native.roster.sent)} of ${kb(BUNDLE_BUDGET.roster)}`)
})

Caps.run()
