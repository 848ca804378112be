import * as E from 'fp-ts/Either'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { PublicConfiguration, SecurityConfig } from '../../core/auth/security-config.codec'
import { ServerConfigResult } from '../../core/servers/server.codec'
import { Envelope } from '../../core/shared/envelope.codec'
import { configFromEnv } from '../../server/config'
import { CONTENT_SECURITY_POLICY } from '../../server/http/security-headers'
import { ANNA, getWith, login, sessionOf, sharedServer } from './helpers'

const shared = sharedServer()

const decodeResult = async <A, O>(codec: import('io-ts').Type<A, O, unknown>, res: Response): Promise<A> => {
  const decoded = Envelope(codec).decode(await res.json())
  if (E.isLeft(decoded) || decoded.right.result === undefined) throw new Error('the answer does not decode with the core codec')
  return decoded.right.result
}

const Config = suite('GET security/config')

Config('"Defaults: certValidity 15 minutes, applicationLockTimeout 1800 s, cookieMaxAge -1" (decoded with the core SecurityConfig codec)', async () => {
  const { url } = await shared.get()
  const res = await getWith(url, '/rest/pems/security/config')
  assert.is(res.status, 200)
  const config = await decodeResult(SecurityConfig, res)
  assert.is(config.certValidity, 15)
  assert.is(config.applicationLockTimeout, 1800)
  assert.is(config.cookieMaxAge, -1)
  assert.is(config.useSso, false)
  assert.is(config.userName, undefined)
})

Config('with a session it adds userName and remainingCertValidity', async () => {
  const { url } = await shared.get()
  const cookie = await sessionOf(url, ANNA)
  const config = await decodeResult(SecurityConfig, await getWith(url, '/rest/pems/security/config', cookie))
  assert.is(config.userName, 'anna')
  assert.is(config.remainingCertValidity, 15)
})

const Bootstrap = suite('GET public/bootstrap/configuration and {base}/config')

Bootstrap('"GET public/bootstrap/configuration: result holds logLevel and customerCode"', async () => {
  const { url } = await shared.get()
  const config = await decodeResult(PublicConfiguration, await getWith(url, '/rest/pems/public/bootstrap/configuration'))
  assert.is(config.logLevel, 'INFO')
  assert.is(config.customerCode, 'CDP')
})

Bootstrap('"GET {base}/config on a candidate server ... returns useSso and authUrl": useSso false for normal login', async () => {
  const { url } = await shared.get()
  const config = await decodeResult(ServerConfigResult, await getWith(url, '/rest/pems/config'))
  assert.is(config.useSso, false)
})

const Headers = suite('security headers')

Headers('"a strict Content-Security-Policy without unsafe-inline scripts, nosniff, frame-ancestors, referrer policy" on every answer', async () => {
  const { url } = await shared.get()
  for (const res of [
    await getWith(url, '/rest/pems/security/config'),
    await getWith(url, '/rest/pems/security/authorization'),
    await getWith(url, '/rest/pems/nothing-here'),
    await getWith(url, '/some/client/route', undefined, { Accept: 'text/html' }),
  ]) {
    const csp = res.headers.get('content-security-policy') ?? ''
    assert.is(csp, CONTENT_SECURITY_POLICY)
    assert.ok(csp.includes("script-src 'self'") && !csp.includes('unsafe-inline'))
    assert.ok(csp.includes("frame-ancestors 'none'"))
    assert.is(res.headers.get('x-content-type-options'), 'nosniff')
    assert.is(res.headers.get('referrer-policy'), 'no-referrer')
    assert.is(res.headers.get('x-frame-options'), 'DENY')
  }
})

Headers('API answers are never cached', async () => {
  const { url } = await shared.get()
  const res = await getWith(url, '/rest/pems/security/config')
  assert.is(res.headers.get('cache-control'), 'no-store')
})

const Env = suite('configFromEnv')

Env('defaults: PORT 8080, DATA_DIR ./data, real clock, not production, password reset off', () => {
  const env = configFromEnv({})
  assert.ok(E.isRight(env))
  if (E.isRight(env)) {
    assert.is(env.right.port, 8080)
    assert.is(env.right.options.dataDir, './data')
    assert.is(env.right.options.databaseUrl, undefined)
    assert.is(env.right.options.production, false)
    assert.is(env.right.options.passwordResetEnabled, false)
    assert.is(env.right.options.certValidityMinutes, 15)
  }
})

Env('CREW_NOW fixes the clock; CERT_VALIDITY_MINUTES overrides certValidity; DATABASE_URL selects PostgreSQL', () => {
  const env = configFromEnv({ CREW_NOW: '2026-03-15T08:00:00Z', CERT_VALIDITY_MINUTES: '2', DATABASE_URL: 'postgres://x@localhost/db', NODE_ENV: 'production', SEED_DEMO: '1' })
  assert.ok(E.isRight(env))
  if (E.isRight(env)) {
    assert.is(env.right.options.clock?.now().toString(), '2026-03-15T08:00:00Z')
    assert.is(env.right.options.certValidityMinutes, 2)
    assert.is(env.right.options.databaseUrl, 'postgres://x@localhost/db')
    assert.is(env.right.options.production, true)
    assert.is(env.right.options.seedDemo, true)
  }
})

Env('a malformed CREW_NOW, PORT or LOG_LEVEL is a Left naming the variable', () => {
  for (const [name, env] of [
    ['CREW_NOW', { CREW_NOW: 'yesterday' }],
    ['PORT', { PORT: 'eighty' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'LOUD' }],
  ] as const) {
    const result = configFromEnv(env)
    assert.ok(E.isLeft(result) && result.left.includes(name), name)
  }
})

Env('COOKIE_MAX_AGE and APPLICATION_LOCK_TIMEOUT_S set cookieMaxAge and applicationLockTimeout; a bad one names the variable', () => {
  const env = configFromEnv({ COOKIE_MAX_AGE: '3600', APPLICATION_LOCK_TIMEOUT_S: '600' })
  assert.ok(E.isRight(env))
  if (E.isRight(env)) {
    assert.is(env.right.options.cookieMaxAge, 3600)
    assert.is(env.right.options.applicationLockTimeoutSeconds, 600)
  }
  for (const [name, bad] of [['COOKIE_MAX_AGE', { COOKIE_MAX_AGE: '-5' }], ['APPLICATION_LOCK_TIMEOUT_S', { APPLICATION_LOCK_TIMEOUT_S: 'soon' }]] as const) {
    const result = configFromEnv(bad)
    assert.ok(E.isLeft(result) && result.left.includes(name), name)
  }
})

const Configured = suite('security config set by the airline')
const configured = sharedServer({ cookieMaxAge: 3600, applicationLockTimeoutSeconds: 600 })
Configured('cookieMaxAge 3600: the config says so and the session cookie carries Max-Age=3600; the lock timeout is reported', async () => {
  const { url } = await configured.get()
  const config = await decodeResult(SecurityConfig, await getWith(url, '/rest/pems/security/config'))
  assert.is(config.cookieMaxAge, 3600)
  assert.is(config.applicationLockTimeout, 600)
  const res = await login(url, ANNA.username, ANNA.password)
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('CDP_SESSION=')) ?? ''
  assert.match(setCookie, /; Max-Age=3600(;|$)/)
})
Configured.after(configured.close)

Env.after(shared.close)

Config.run()
Bootstrap.run()
Headers.run()
Env.run()
Configured.run()
