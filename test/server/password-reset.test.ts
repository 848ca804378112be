import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ANNA, errIdOf, getWith, jsonOf, sharedServer } from './helpers'

const off = sharedServer()
const on = sharedServer({ passwordResetEnabled: true })
const reset = (url: string, username: string) => getWith(url, `/rest/pems/security/identity/resetpassword/${encodeURIComponent(username)}`)

const Reset = suite('GET security/identity/resetpassword/{username}')

Reset('"only when the feature is on": off by default, 404 ERR_FEATURE_DISABLED', async () => {
  const { url } = await off.get()
  const res = await reset(url, ANNA.username)
  assert.is(res.status, 404)
  assert.is(errIdOf(await jsonOf(res)), 'ERR_FEATURE_DISABLED')
  await off.close()
})

Reset('"it never reveals whether a user exists": the same status and body for a known and an unknown user', async () => {
  const { url } = await on.get()
  const known = await reset(url, ANNA.username)
  const unknown = await reset(url, 'no-such-user')
  assert.is(known.status, 200)
  assert.is(unknown.status, known.status)
  const knownBody = await known.text()
  assert.is(await unknown.text(), knownBody)
  assert.equal(JSON.parse(knownBody), { success: true, result: { requested: true } })
})

Reset('it needs no session', async () => {
  const { url } = await on.get()
  assert.is((await reset(url, 'bruno')).status, 200)
})

Reset.after(on.close)
Reset.run()
