import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { authenticate } from '../../../core/auth/authenticate.use-case'
import { aFakeAuthPort, aFakeOfflinePort, httpError, networkError, serviceError, type Calls } from './fixtures'

const setUp = (o: { upperCaseUsername?: boolean; stored?: Record<string, string> } = {}) => {
  const calls: Calls = { log: [] }
  const stored = o.stored ?? {}
  const deps = { auth: aFakeAuthPort(calls), offline: aFakeOfflinePort(calls, stored), upperCaseUsername: o.upperCaseUsername ?? false }
  return { calls, stored, deps }
}
const tagOf = <A>(result: E.Either<{ _tag: string }, A>): string => (E.isLeft(result) ? result.left._tag : 'Right')

const Online = suite('authenticate: online')

Online('"Username and password are trimmed before sending" and the session user is returned', async () => {
  const { calls, deps } = setUp()
  const result = await authenticate(deps)({ username: ' anna ', password: ' anna-demo ', online: true })()
  assert.equal(result, E.right({ userName: 'anna', mode: 'online' }))
  assert.is(calls.log[0], 'authenticate(anna,anna-demo)')
})

Online('the username is upper-cased when the profile says so', async () => {
  const { calls, deps } = setUp({ upperCaseUsername: true })
  await authenticate(deps)({ username: 'anna', password: 'pw', online: true })()
  assert.is(calls.log[0], 'authenticate(ANNA,pw)')
})

Online('a successful online login stores the password hash for a later offline login', async () => {
  const { stored, deps } = setUp()
  await authenticate(deps)({ username: 'anna', password: 'pw', online: true })()
  assert.equal(stored, { anna: 'pw' })
})

Online('a failing hash store does not fail the login', async () => {
  const { calls, deps } = setUp()
  const offline = aFakeOfflinePort(calls, {}, { storePasswordHash: () => TE.left(networkError()) })
  const result = await authenticate({ ...deps, offline })({ username: 'anna', password: 'pw', online: true })()
  assert.ok(E.isRight(result))
})

Online('a 401 is "authentication failed (user name or password invalid)" and nothing is stored', async () => {
  const { calls, stored, deps } = setUp()
  const auth = aFakeAuthPort(calls, { authenticate: () => TE.left(httpError(401)) })
  const result = await authenticate({ ...deps, auth })({ username: 'anna', password: 'bad', online: true })()
  assert.is(tagOf(result), 'AuthenticationFailed')
  assert.equal(stored, {})
})

Online('a known server error id gives its security message (user not activated); no status gives network problem', async () => {
  const { calls, deps } = setUp()
  const notActivated = aFakeAuthPort(calls, { authenticate: () => TE.left(serviceError('ERR_USER_NOT_ACTIVATED')) })
  assert.is(tagOf(await authenticate({ ...deps, auth: notActivated })({ username: 'a', password: 'b', online: true })()), 'UserNotActivated')
  const down = aFakeAuthPort(calls, { authenticate: () => TE.left(networkError()) })
  assert.is(tagOf(await authenticate({ ...deps, auth: down })({ username: 'a', password: 'b', online: true })()), 'NetworkProblem')
})

Online('empty credentials are refused without a call', async () => {
  const { calls, deps } = setUp()
  const result = await authenticate(deps)({ username: '  ', password: 'pw', online: true })()
  assert.is(tagOf(result), 'AuthenticationFailed')
  assert.equal(calls.log, [])
})

Online.run()

const Offline = suite('authenticate: offline cache login')

Offline('"A stored password hash must exist (otherwise error \'not stored\')"', async () => {
  const { calls, deps } = setUp()
  const result = await authenticate(deps)({ username: 'anna', password: 'pw', online: false })()
  assert.is(tagOf(result), 'NotStored')
  assert.not.ok(calls.log.some((c) => c.startsWith('authenticate')))
})

Offline('"and must match (otherwise error \'failed\')"', async () => {
  const { deps } = setUp({ stored: { anna: 'pw' } })
  assert.is(tagOf(await authenticate(deps)({ username: 'anna', password: 'wrong', online: false })()), 'CacheMismatch')
})

Offline('a matching hash signs in offline, with the trimmed credentials compared', async () => {
  const { calls, deps } = setUp({ stored: { anna: 'pw' } })
  const result = await authenticate(deps)({ username: ' anna', password: 'pw ', online: false })()
  assert.equal(result, E.right({ userName: 'anna', mode: 'offline' }))
  assert.equal(calls.log, ['compare(anna)'])
})

Offline('an unreadable cache counts as nothing stored', async () => {
  const { calls, deps } = setUp()
  const offline = aFakeOfflinePort(calls, {}, { compareWithStoredHash: () => TE.left({ _tag: 'Offline' }) })
  assert.is(tagOf(await authenticate({ ...deps, offline })({ username: 'anna', password: 'pw', online: false })()), 'NotStored')
})

Offline.run()
