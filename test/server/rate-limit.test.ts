import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ANNA, BRUNO, errIdOf, jsonOf, login, sharedServer } from './helpers'

// trustProxy: each test speaks from its own client address through X-Forwarded-For.
const shared = sharedServer({ trustProxy: true })
const from = (address: string) => ({ 'X-Forwarded-For': address })

const PerUser = suite('login failures per user')

PerUser('"Login failures are rate-limited per user": after 5 failures even the right password is 429 with Retry-After', async () => {
  const { url } = await shared.get()
  for (let i = 0; i < 5; i++) assert.is((await login(url, ANNA.username, 'wrong', from(`10.0.1.${i}`))).status, 401)
  const res = await login(url, ANNA.username, ANNA.password, from('10.0.1.99'))
  assert.is(res.status, 429)
  assert.is(errIdOf(await jsonOf(res)), 'ERR_TOO_MANY_ATTEMPTS')
  assert.ok(Number(res.headers.get('retry-after')) > 0)
  assert.is(res.headers.get('www-authenticate'), null)
})

PerUser('another user is not blocked by those failures', async () => {
  const { url } = await shared.get()
  assert.is((await login(url, BRUNO.username, BRUNO.password, from('10.0.1.98'))).status, 200)
})

PerUser('the block ends when the 15-minute window has passed', async () => {
  const { url, clock } = await shared.get()
  clock.advance({ minutes: 15, seconds: 1 })
  assert.is((await login(url, ANNA.username, ANNA.password, from('10.0.1.97'))).status, 200)
})

PerUser('a successful login starts the count again', async () => {
  const { url } = await shared.get()
  for (let i = 0; i < 4; i++) await login(url, BRUNO.username, 'wrong', from('10.0.2.1'))
  assert.is((await login(url, BRUNO.username, BRUNO.password, from('10.0.2.1'))).status, 200)
  for (let i = 0; i < 4; i++) await login(url, BRUNO.username, 'wrong', from('10.0.2.1'))
  assert.is((await login(url, BRUNO.username, BRUNO.password, from('10.0.2.1'))).status, 200)
})

PerUser('an unknown user name is limited alike (the limit does not reveal existence)', async () => {
  const { url } = await shared.get()
  for (let i = 0; i < 5; i++) assert.is((await login(url, 'ghost', 'x', from(`10.0.3.${i}`))).status, 401)
  assert.is((await login(url, 'ghost', 'x', from('10.0.3.9'))).status, 429)
})

const PerAddress = suite('login failures per client address')

PerAddress('"... and per client address": after 20 failures from one address every login from it is 429, others go on', async () => {
  const { url } = await shared.get()
  for (let i = 0; i < 20; i++) assert.is((await login(url, `user-${i % 4}`, 'wrong', from('10.9.9.9'))).status, 401)
  const blocked = await login(url, BRUNO.username, BRUNO.password, from('10.9.9.9'))
  assert.is(blocked.status, 429)
  assert.is(errIdOf(await jsonOf(blocked)), 'ERR_TOO_MANY_ATTEMPTS')
  assert.is((await login(url, BRUNO.username, BRUNO.password, from('10.9.9.10'))).status, 200)
})

PerAddress.after(shared.close)

PerUser.run()
PerAddress.run()
