import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { authorize } from '../../../core/auth/authorize.use-case'
import { loadSecurityConfig } from '../../../core/auth/load-security-config.use-case'
import { logout } from '../../../core/auth/logout.use-case'
import { resetPassword } from '../../../core/auth/reset-password.use-case'
import { DEFAULT_SECURITY_CONFIG } from '../../../core/auth/security-config.codec'
import { aFakeAuthPort, aSecurityConfig, aUser, httpError, networkError, type Calls } from './fixtures'

const tagOf = <A>(result: E.Either<{ _tag: string }, A>): string => (E.isLeft(result) ? result.left._tag : 'Right')

const Config = suite('loadSecurityConfig use case')

Config('the server configuration is used when it loads', async () => {
  const config = aSecurityConfig({ certValidity: 30 })
  const auth = aFakeAuthPort({ log: [] }, { loadSecurityConfig: () => TE.right(config) })
  const result = await loadSecurityConfig({ auth, defaultConfig: O.some(DEFAULT_SECURITY_CONFIG) })()()
  assert.equal(result, E.right({ config, source: 'server' }))
})

Config('"On failure with a default config available, it continues with the default"', async () => {
  const auth = aFakeAuthPort({ log: [] }, { loadSecurityConfig: () => TE.left(httpError(500)) })
  const result = await loadSecurityConfig({ auth, defaultConfig: O.some(DEFAULT_SECURITY_CONFIG) })()()
  assert.equal(result, E.right({ config: DEFAULT_SECURITY_CONFIG, source: 'default' }))
})

Config('without a default the failure is "Unexpected error loading security configuration" (network: network problem)', async () => {
  const failing = aFakeAuthPort({ log: [] }, { loadSecurityConfig: () => TE.left(httpError(500)) })
  assert.is(tagOf(await loadSecurityConfig({ auth: failing, defaultConfig: O.none })()()), 'SecurityConfigLoadFailed')
  const down = aFakeAuthPort({ log: [] }, { loadSecurityConfig: () => TE.left(networkError()) })
  assert.is(tagOf(await loadSecurityConfig({ auth: down, defaultConfig: O.none })()()), 'NetworkProblem')
})

Config.run()

const Authorize = suite('authorize use case')

Authorize('returns the authorized user', async () => {
  assert.equal(await authorize({ auth: aFakeAuthPort({ log: [] }) })()(), E.right(aUser()))
})

Authorize('a 403 is "not authorized to use the application"; a 500 is "authorization failed"; 503 "service unavailable"', async () => {
  const answering = (status: number) => aFakeAuthPort({ log: [] }, { authorize: () => TE.left(httpError(status)) })
  assert.is(tagOf(await authorize({ auth: answering(403) })()()), 'NotAuthorizedToUseApplication')
  assert.is(tagOf(await authorize({ auth: answering(500) })()()), 'AuthorizationFailed')
  assert.is(tagOf(await authorize({ auth: answering(503) })()()), 'ServiceUnavailable')
})

Authorize.run()

const Logout = suite('logout use case')

Logout('calls the server logout', async () => {
  const calls: Calls = { log: [] }
  assert.equal(await logout({ auth: aFakeAuthPort(calls) })()(), E.right({ loggedOut: true }))
  assert.equal(calls.log, ['logout'])
})

Logout('a failed logout is a value (504 counts as a network problem)', async () => {
  const auth = aFakeAuthPort({ log: [] }, { logout: () => TE.left(httpError(504)) })
  assert.is(tagOf(await logout({ auth })()()), 'NetworkProblem')
})

Logout.run()

const Reset = suite('resetPassword use case')

Reset('sends the trimmed username', async () => {
  const calls: Calls = { log: [] }
  const result = await resetPassword({ auth: aFakeAuthPort(calls), passwordResetEnabled: true })('  anna ')()
  assert.equal(result, E.right({ requested: true }))
  assert.equal(calls.log, ['resetPassword(anna)'])
})

Reset('"It is available only if the password-reset feature is on": off, nothing is sent', async () => {
  const calls: Calls = { log: [] }
  assert.is(tagOf(await resetPassword({ auth: aFakeAuthPort(calls), passwordResetEnabled: false })('anna')()), 'PasswordChangeNotAllowed')
  assert.equal(calls.log, [])
})

Reset('"The reset-password button is disabled when the username is empty": an empty username is refused', async () => {
  const calls: Calls = { log: [] }
  assert.is(tagOf(await resetPassword({ auth: aFakeAuthPort(calls), passwordResetEnabled: true })(' ')()), 'UsernameRequired')
  assert.equal(calls.log, [])
})

Reset('a failed request is the "mail sending error"', async () => {
  const auth = aFakeAuthPort({ log: [] }, { resetPassword: () => TE.left(httpError(500)) })
  assert.is(tagOf(await resetPassword({ auth, passwordResetEnabled: true })('anna')()), 'MailSendingError')
})

Reset.run()
