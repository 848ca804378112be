import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { ServerEntry } from '../../../core/access/profile.codec'
import { LoginMethod, ServerConfigResult, ServerStatus, loginMethodOf } from '../../../core/servers/server.codec'
import { rejects, roundTrips } from '../shared/codec-laws'

const STATUSES = ['UNKNOWN', 'PENDING', 'AVAILABLE', 'UNREACHABLE']
const configArb = fc.record({ useSso: fc.boolean(), authUrl: fc.webUrl() }, { requiredKeys: ['useSso'], noNullPrototype: true })
const notABoolean = fc.oneof(fc.string(), fc.integer(), fc.constant(null))
const notAString = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null))

const Literals = suite('ServerStatus and LoginMethod codecs')

Literals('"Its status is UNKNOWN, PENDING, AVAILABLE or UNREACHABLE"', () => {
  for (const status of STATUSES) assert.ok(E.isRight(ServerStatus.decode(status)), status)
  assert.ok(E.isLeft(ServerStatus.decode('available')))
})

Literals('"The login method is sso or normal"', () => {
  assert.ok(E.isRight(LoginMethod.decode('sso')) && E.isRight(LoginMethod.decode('normal')))
  assert.ok(E.isLeft(LoginMethod.decode('SSO')))
})

Literals('property: the literals round-trip and anything else is a decode error, never a throw', () => {
  roundTrips(ServerStatus, fc.constantFrom(...STATUSES))
  roundTrips(LoginMethod, fc.constantFrom('sso', 'normal'))
  rejects(ServerStatus, fc.anything().filter((u) => typeof u !== 'string' || !STATUSES.includes(u)))
  rejects(LoginMethod, fc.anything().filter((u) => u !== 'sso' && u !== 'normal'))
})

Literals.run()

const Config = suite('ServerConfigResult codec')

Config('"returns useSso and authUrl"; the login method follows useSso', () => {
  const decoded = ServerConfigResult.decode({ useSso: true, authUrl: 'https://idp.example.com/login' })
  assert.ok(E.isRight(decoded))
  if (E.isRight(decoded)) assert.is(loginMethodOf(decoded.right), 'sso')
  assert.is(loginMethodOf({ useSso: false }), 'normal')
})

Config('property: valid config answers decode and re-encode unchanged', () => roundTrips(ServerConfigResult, configArb))

Config('property: invalid config answers are decode errors, never throws', () => {
  const bad = fc.oneof(
    fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
    fc.tuple(configArb, notABoolean).map(([c, v]) => ({ ...c, useSso: v })),
    fc.tuple(configArb, notAString).map(([c, v]) => ({ ...c, authUrl: v })),
    fc.record({ authUrl: fc.webUrl() }),
  )
  rejects(ServerConfigResult, bad)
})

Config('server config entries reuse the profile codec (ServerEntry): name, origin, port and path required', () => {
  assert.ok(E.isRight(ServerEntry.decode({ name: 'Demo', origin: 'crew.example.com', port: 8443, path: '/crew', matchUrl: '/done' })))
  assert.ok(E.isLeft(ServerEntry.decode({ name: 'Demo', origin: 'crew.example.com', path: '/crew' })))
})

Config.run()
