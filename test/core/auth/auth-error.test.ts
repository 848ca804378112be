import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  AUTH_ERROR_TAGS,
  SECURITY_MESSAGE_KEYS,
  authError,
  fromTransportError,
  tagOfErrorId,
} from '../../../core/auth/auth-error'
import { isMessageKey } from '../../../core/errors/message-keys'
import { httpError, networkError, serviceError } from './fixtures'

const Keys = suite('security messages')

Keys('every security message of SPEC section 8 is a tag with a catalogue key the UI can translate', () => {
  assert.is(AUTH_ERROR_TAGS.length, 36)
  for (const tag of AUTH_ERROR_TAGS) assert.ok(isMessageKey(SECURITY_MESSAGE_KEYS[tag]), tag)
  assert.equal(authError('AuthenticationFailed'), { _tag: 'AuthenticationFailed', messageKey: 'authenticationFailed' })
})

Keys('"Not stored (no internet, so login is impossible); authentication failed (cache mismatch)" are distinct messages', () => {
  assert.is.not(SECURITY_MESSAGE_KEYS.NotStored, SECURITY_MESSAGE_KEYS.CacheMismatch)
  assert.is.not(SECURITY_MESSAGE_KEYS.CacheMismatch, SECURITY_MESSAGE_KEYS.AuthenticationFailed)
})

Keys.run()

const Mapping = suite('fromTransportError')
const toAuth = fromTransportError('AuthenticationFailed')

Mapping('"Failed calls with status 503, 504 or no status count as offline": network and 504 are a network problem', () => {
  assert.is(toAuth(networkError())._tag, 'NetworkProblem')
  assert.is(toAuth({ _tag: 'Offline' })._tag, 'NetworkProblem')
  assert.is(toAuth(httpError(504))._tag, 'NetworkProblem')
})

Mapping('503 is "service unavailable"', () => {
  assert.is(toAuth(httpError(503))._tag, 'ServiceUnavailable')
})

Mapping('"Error ids map to messages": a known security error id gives its message; an unknown one the fallback', () => {
  assert.is(toAuth(serviceError('ERR_CERT_EXPIRED'))._tag, 'CertificateExpired')
  assert.is(toAuth(serviceError('ERR_PASSWORD_WEAK'))._tag, 'PasswordWeak')
  assert.is(toAuth(serviceError('ERR_SOMETHING_ELSE'))._tag, 'AuthenticationFailed')
  assert.is(tagOfErrorId('ERR_LAST_ENTRY'), undefined)
})

Mapping('other failures become the fallback and keep their cause', () => {
  const cause = httpError(401)
  assert.equal(toAuth(cause), { _tag: 'AuthenticationFailed', messageKey: 'authenticationFailed', cause })
  assert.is(toAuth({ _tag: 'Decode', issues: [] })._tag, 'AuthenticationFailed')
})

Mapping.run()
