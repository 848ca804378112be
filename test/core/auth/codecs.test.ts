import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import {
  DEFAULT_SECURITY_CONFIG,
  PublicConfiguration,
  SecurityConfig,
} from '../../../core/auth/security-config.codec'
import { LogoutResult, ResetPasswordResult, SessionInfo } from '../../../core/auth/session.codec'
import { AuthUser } from '../../../core/auth/user.codec'
import { decodeWith } from '../../../core/shared/decode'
import { wireDateTime } from '../shared/arbitraries'
import { corrupted, notABoolean, notANumber, notAString } from './arbitraries'
import { aSecurityConfigWire, aUserWire } from './fixtures'
import { rejects, roundTrips } from '../shared/codec-laws'

// ---- arbitraries of valid wire payloads ----
const int = fc.integer({ min: -1_000_000, max: 1_000_000 })
const securityConfigArb = fc.record(
  {
    useSso: fc.boolean(),
    certValidity: int,
    applicationLockTimeout: int,
    cookieMaxAge: int,
    authUrl: fc.webUrl(),
    logoutUrl: fc.webUrl(),
    logoutMethod: fc.constantFrom('GET', 'POST'),
    useSsoLogoutUrl: fc.boolean(),
    ssoLogoutUrl: fc.webUrl(),
    remainingCertValidity: int,
    userName: fc.string(),
  },
  { requiredKeys: ['useSso', 'certValidity', 'applicationLockTimeout', 'cookieMaxAge'], noNullPrototype: true },
)
const publicConfigArb = fc.record(
  { logLevel: fc.constantFrom('DEBUG', 'INFO', 'WARNING', 'ERROR', 'OFF'), customerCode: fc.string() },
  { noNullPrototype: true },
)
const enablingArb = fc.record({ featureId: fc.string(), value: fc.string() }, { noNullPrototype: true })
const userArb = fc.record(
  {
    crmId: fc.stringMatching(/^[A-Za-z0-9._-]{1,64}$/),
    userName: fc.string(),
    firstName: fc.string(),
    lastName: fc.string(),
    credentials: fc.record({ userId: fc.string() }, { noNullPrototype: true }),
    refTimestamp: wireDateTime,
    refTimestampLtAtHb: wireDateTime,
    configuration: fc.record(
      { enablings: fc.array(enablingArb, { maxLength: 4 }), languageServiceAvailable: fc.boolean() },
      { requiredKeys: ['enablings'], noNullPrototype: true },
    ),
  },
  { requiredKeys: ['crmId', 'userName'], noNullPrototype: true },
)
const sessionArb = fc.record({ userName: fc.string(), remainingCertValidity: int }, { requiredKeys: ['userName'], noNullPrototype: true })

const Security = suite('SecurityConfig and PublicConfiguration codecs')

Security('decodes the security config of SPEC section 3 with its optional fields', () => {
  const decoded = decodeWith(SecurityConfig)(aSecurityConfigWire({ useSso: true, authUrl: 'https://idp/login', remainingCertValidity: 7 }))
  assert.ok(E.isRight(decoded))
  if (E.isRight(decoded)) {
    assert.is(decoded.right.authUrl, 'https://idp/login')
    assert.is(decoded.right.remainingCertValidity, 7)
  }
})

Security('"Defaults: certValidity 15 minutes, applicationLockTimeout 1800 s, cookieMaxAge -1"', () => {
  assert.is(DEFAULT_SECURITY_CONFIG.certValidity, 15)
  assert.is(DEFAULT_SECURITY_CONFIG.applicationLockTimeout, 1800)
  assert.is(DEFAULT_SECURITY_CONFIG.cookieMaxAge, -1)
  assert.ok(E.isRight(SecurityConfig.decode(DEFAULT_SECURITY_CONFIG)))
})

Security('a wrong field is a decode error naming its path', () => {
  const decoded = decodeWith(SecurityConfig)(aSecurityConfigWire({ certValidity: '15' }))
  assert.ok(E.isLeft(decoded))
  if (E.isLeft(decoded)) assert.equal(decoded.left.issues.map((i) => i.path), ['certValidity'])
})

Security('"Levels are DEBUG, INFO, WARNING, ERROR, OFF": another log level is refused', () => {
  assert.ok(E.isRight(PublicConfiguration.decode({ logLevel: 'WARNING', customerCode: 'CDP' })))
  assert.ok(E.isLeft(PublicConfiguration.decode({ logLevel: 'WARN', customerCode: 'CDP' })))
  assert.ok(E.isLeft(PublicConfiguration.decode({ logLevel: 'INFO' })))
})

Security('property: valid security configs and public configurations decode and re-encode unchanged', () => {
  roundTrips(SecurityConfig, securityConfigArb)
  roundTrips(PublicConfiguration, publicConfigArb)
})

Security('property: invalid security configs and public configurations are decode errors, never throws', () => {
  rejects(
    SecurityConfig,
    corrupted(
      securityConfigArb,
      { useSso: notABoolean, certValidity: notANumber, cookieMaxAge: notANumber, authUrl: notAString, useSsoLogoutUrl: notABoolean },
      ['useSso', 'certValidity', 'applicationLockTimeout', 'cookieMaxAge'],
    ),
  )
  rejects(
    PublicConfiguration,
    corrupted(publicConfigArb, { logLevel: fc.string().filter((s) => !['DEBUG', 'INFO', 'WARNING', 'ERROR', 'OFF'].includes(s)), customerCode: notAString }, [
      'logLevel',
      'customerCode',
    ]),
  )
})

Security.run()

const User = suite('AuthUser codec')

User('decodes refTimestamp and refTimestampLtAtHb to zoned date-times keeping the offset', () => {
  const decoded = AuthUser.decode(aUserWire())
  assert.ok(E.isRight(decoded))
  if (E.isRight(decoded)) {
    assert.is(decoded.right.refTimestampLtAtHb?.offset, '+01:00')
    assert.ok(decoded.right.refTimestamp?.toInstant().equals(decoded.right.refTimestampLtAtHb!.toInstant()))
    assert.equal(decoded.right.configuration?.enablings, [{ featureId: 'IDP_MY_DATA', value: 'WRITE' }])
  }
})

User('across a DST change the home-base time keeps its own offset (Paris, 29 March 2026)', () => {
  const decoded = AuthUser.decode(aUserWire({ refTimestamp: '2026-03-29T01:30:00+00:00', refTimestampLtAtHb: '2026-03-29T03:30:00+02:00' }))
  assert.ok(E.isRight(decoded))
  if (E.isRight(decoded)) {
    const { refTimestamp, refTimestampLtAtHb } = decoded.right
    assert.ok(refTimestamp !== undefined && refTimestampLtAtHb !== undefined && refTimestamp.toInstant().equals(refTimestampLtAtHb.toInstant()))
    assert.is(refTimestampLtAtHb?.withTimeZone('Europe/Paris').hour, 3)
  }
})

User('a reference time exactly at midnight keeps its wall-clock 00:00:00 and its own day', () => {
  const decoded = AuthUser.decode(aUserWire({ refTimestampLtAtHb: '2026-03-16T00:00:00+01:00' }))
  assert.ok(E.isRight(decoded))
  if (E.isRight(decoded)) {
    const midnight = decoded.right.refTimestampLtAtHb
    assert.is(midnight?.toPlainDate().toString(), '2026-03-16')
    assert.is(midnight?.toPlainTime().toString(), '00:00:00')
    assert.is(midnight !== undefined ? AuthUser.encode(decoded.right).refTimestampLtAtHb : '', '2026-03-16T00:00:00+01:00')
  }
})

User('a crmId that is not URL-safe, a missing userName or a date without offset is refused with its path', () => {
  const paths = (u: unknown) => {
    const d = decodeWith(AuthUser)(u)
    return E.isLeft(d) ? d.left.issues.map((i) => i.path) : []
  }
  assert.equal(paths(aUserWire({ crmId: 'a/b' })), ['crmId'])
  assert.equal(paths(aUserWire({ refTimestamp: '2026-03-15T08:00:00' })), ['refTimestamp'])
  assert.equal(paths({ crmId: 'X1' }), ['userName'])
})

User('property: valid users decode and re-encode unchanged', () => roundTrips(AuthUser, userArb))

User('property: invalid users are decode errors, never throws', () =>
  rejects(
    AuthUser,
    corrupted(
      userArb,
      {
        crmId: fc.oneof(notAString, fc.constantFrom('', 'a b', 'x/y')),
        userName: notAString,
        refTimestamp: fc.oneof(notAString, fc.constantFrom('2026-03-15', '2026-03-15T08:00:00', 'yesterday')),
        configuration: fc.oneof(notAString, fc.constant({ enablings: [{ featureId: 1, value: 'NO' }] })),
        credentials: fc.oneof(fc.constant({}), notAString),
      },
      ['crmId', 'userName'],
    ),
  ),
)

User.run()

const Session = suite('SessionInfo, LogoutResult and ResetPasswordResult codecs')

Session('property: valid session, logout and reset-password results decode and re-encode unchanged', () => {
  roundTrips(SessionInfo, sessionArb)
  roundTrips(LogoutResult, fc.record({ loggedOut: fc.boolean() }, { noNullPrototype: true }))
  roundTrips(ResetPasswordResult, fc.record({ requested: fc.boolean() }, { noNullPrototype: true }))
})

Session('property: invalid session, logout and reset-password results are decode errors, never throws', () => {
  rejects(SessionInfo, corrupted(sessionArb, { userName: notAString, remainingCertValidity: notANumber }, ['userName']))
  rejects(LogoutResult, corrupted(fc.record({ loggedOut: fc.boolean() }, { noNullPrototype: true }), { loggedOut: notABoolean }, ['loggedOut']))
  rejects(ResetPasswordResult, corrupted(fc.record({ requested: fc.boolean() }, { noNullPrototype: true }), { requested: notABoolean }, ['requested']))
})

Session.run()
