import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { fixedClock, manualClock } from '../../server/clock'
import { memoryLogger } from '../../server/logger'
import { ANNA, BRUNO, T0, errIdOf, jsonOf, login, sharedServer } from './helpers'

// trustProxy: each test speaks from its own client address through X-Forwarded-For. Lockouts run on the
// security clock (real time in production), moved here by hand.
const security = manualClock(T0)
const logger = memoryLogger()
const shared = sharedServer({ trustProxy: true, securityClock: security, logger })
const from = (address: string) => ({ 'X-Forwarded-For': address })

const PerPair = suite('login failures per user and address')

PerPair('after 5 failures of one user from one address, even the right password from there is 429 with Retry-After', async () => {
  const { url } = await shared.get()
  for (let i = 0; i < 5; i++) assert.is((await login(url, ANNA.username, 'wrong', from('10.0.1.1'))).status, 401)
  const res = await login(url, ANNA.username, ANNA.password, from('10.0.1.1'))
  assert.is(res.status, 429)
  const body = await jsonOf(res)
  assert.is(errIdOf(body), 'ERR_TOO_MANY_ATTEMPTS')
  assert.match(body.error?.[0]?.errMessage ?? '', /for this user name from this address/)
  assert.is(res.headers.get('retry-after'), '60')
  assert.is(res.headers.get('www-authenticate'), null)
})

PerPair('the same user signs in from another address meanwhile: guessing elsewhere cannot lock a captain out', async () => {
  const { url } = await shared.get()
  assert.is((await login(url, ANNA.username, ANNA.password, from('10.0.1.2'))).status, 200)
})

PerPair('each lockout is logged with the address and a one-way tag of the user, never the user name', async () => {
  await shared.get()
  const lines = logger.lines.filter((l) => l.includes('login lockout'))
  assert.is(lines.length, 1)
  assert.match(lines[0] ?? '', /"address":"10\.0\.1\.1"/)
  assert.match(lines[0] ?? '', /"user":"user#[0-9a-f]{12}"/)
  assert.not.match(lines[0] ?? '', /anna/i)
})

PerPair('exponential back-off: once the lockout ends one more failure locks the pair again for twice as long', async () => {
  const { url } = await shared.get()
  security.advance({ seconds: 61 })
  assert.is((await login(url, ANNA.username, 'wrong', from('10.0.1.1'))).status, 401)
  const again = await login(url, ANNA.username, ANNA.password, from('10.0.1.1'))
  assert.is(again.status, 429)
  assert.is(again.headers.get('retry-after'), '120')
  security.advance({ seconds: 121 })
  assert.is((await login(url, ANNA.username, ANNA.password, from('10.0.1.1'))).status, 200, 'the right password after the back-off')
})

PerPair('a successful login starts the count again', async () => {
  const { url } = await shared.get()
  for (let i = 0; i < 4; i++) await login(url, BRUNO.username, 'wrong', from('10.0.2.1'))
  assert.is((await login(url, BRUNO.username, BRUNO.password, from('10.0.2.1'))).status, 200)
  for (let i = 0; i < 4; i++) await login(url, BRUNO.username, 'wrong', from('10.0.2.1'))
  assert.is((await login(url, BRUNO.username, BRUNO.password, from('10.0.2.1'))).status, 200)
})

PerPair('an unknown user name is limited alike (the limit does not reveal existence)', async () => {
  const { url } = await shared.get()
  for (let i = 0; i < 5; i++) assert.is((await login(url, 'ghost', 'x', from('10.0.3.1'))).status, 401)
  assert.is((await login(url, 'ghost', 'x', from('10.0.3.1'))).status, 429)
})

const Parallel = suite('login limits hold for guesses sent at once')

Parallel('30 wrong passwords for one user sent at once: 5 are tried (401), 25 are refused (429)', async () => {
  const { url } = await shared.get()
  const statuses = await Promise.all(Array.from({ length: 30 }, () => login(url, BRUNO.username, 'wrong', from('10.0.4.1')).then((r) => r.status)))
  assert.is(statuses.filter((s) => s === 401).length, 5)
  assert.is(statuses.filter((s) => s === 429).length, 25)
})

Parallel('60 wrong logins for 60 unknown users from one address at once: 20 are tried, 40 refused; another address goes on', async () => {
  const { url } = await shared.get()
  const statuses = await Promise.all(Array.from({ length: 60 }, (_, i) => login(url, `nobody-${i}`, 'wrong', from('10.0.5.1')).then((r) => r.status)))
  assert.is(statuses.filter((s) => s === 401).length, 20)
  assert.is(statuses.filter((s) => s === 429).length, 40)
  const blocked = await login(url, BRUNO.username, BRUNO.password, from('10.0.5.1'))
  assert.is(blocked.status, 429)
  assert.match((await jsonOf(blocked)).error?.[0]?.errMessage ?? '', /from this address/)
  assert.is((await login(url, BRUNO.username, BRUNO.password, from('10.0.5.2'))).status, 200)
})

Parallel.after(shared.close)

// CREW_NOW: the domain clock stands still; the limits count by attempt and end in real time.
const frozenSecurity = manualClock(T0)
const frozen = sharedServer({ trustProxy: true, clock: fixedClock(T0), securityClock: frozenSecurity })

const FixedClock = suite('login limits under a fixed clock (CREW_NOW)')

FixedClock('after a success at the frozen instant, 5 failures still lock the user from that address', async () => {
  const { url } = await frozen.get()
  assert.is((await login(url, ANNA.username, ANNA.password, from('10.0.6.1'))).status, 200)
  for (let i = 0; i < 5; i++) assert.is((await login(url, ANNA.username, 'wrong', from('10.0.6.1'))).status, 401)
  assert.is((await login(url, ANNA.username, ANNA.password, from('10.0.6.1'))).status, 429)
})

FixedClock('an address locked on volume is open again once its lockout has passed in real time', async () => {
  const { url } = await frozen.get()
  for (let i = 0; i < 20; i++) await login(url, `x-${i}`, 'wrong', from('10.0.7.1'))
  assert.is((await login(url, BRUNO.username, BRUNO.password, from('10.0.7.1'))).status, 429)
  frozenSecurity.advance({ minutes: 15, seconds: 1 })
  assert.is((await login(url, BRUNO.username, BRUNO.password, from('10.0.7.1'))).status, 200)
})

FixedClock.after(frozen.close)

PerPair.run()
Parallel.run()
FixedClock.run()
