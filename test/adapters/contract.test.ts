import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as E from 'fp-ts/Either'
import nock from 'nock'
import { Temporal } from 'temporal-polyfill'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { AuthUser } from '../../core/auth/user.codec'
import { readEnvelope } from '../../core/errors/envelope.rules'
import { createCancelSource } from '../../core/servers/servers.port'
import type { ServerEntry } from '../../core/features/profile.codec'
import { createServer, type CrewServer } from '../../server/app'
import { fixedClock } from '../../server/clock'
import { silentLogger } from '../../server/logger'
import { createAuthHttp } from '../../adapters/http/auth.http'
import { createServersHttp } from '../../adapters/http/servers.http'
import { aClient } from './http-fixtures'

/**
 * The real HTTP adapter against the real reference server (in-process, fresh embedded database,
 * fixed clock): the calls of the auth and server-selection ports, which the server serves today.
 */
const Contract = suite('contract: the HTTP adapter against the reference server')

let server: CrewServer | undefined
let dir = ''
let entry: ServerEntry = { name: 'local', origin: '', port: '', path: '' }

/** Node's fetch keeps no cookies: a one-cookie jar stands in for the browser's `credentials: 'include'`. */
const cookieJarFetch = (): typeof fetch & { readonly cookie: () => string | undefined } => {
  let cookie: string | undefined
  const jarFetch = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const headers = new Headers(init?.headers)
    if (cookie !== undefined) headers.set('cookie', cookie)
    const response = await fetch(input, { ...init, headers })
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';')
      cookie = /max-age=0/i.test(set) ? undefined : pair
    }
    return response
  }
  return Object.assign(jarFetch, { cookie: () => cookie })
}

Contract.before(async () => {
  nock.enableNetConnect(/127\.0\.0\.1/)
  dir = mkdtempSync(join(tmpdir(), 'cdp-adapters-'))
  server = await createServer({
    dataDir: join(dir, 'db'),
    logger: silentLogger,
    clock: fixedClock(Temporal.Instant.from('2026-03-15T08:00:00Z')),
    passwordHashing: { N: 1024, r: 8, p: 1 },
  })
  const url = new URL(await server.listen(0))
  entry = { name: 'local', origin: `http://${url.hostname}`, port: url.port, path: '/' }
})

Contract.after(async () => {
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
  nock.disableNetConnect()
})

const signedIn = () => {
  const jar = cookieJarFetch()
  const setup = aClient({ server: () => entry, fetch: jar })
  return { ...setup, jar, auth: createAuthHttp(setup.client) }
}

Contract('security config and public configuration decode through the core codecs', async () => {
  const { auth } = signedIn()
  const config = await auth.loadSecurityConfig()()
  assert.ok(E.isRight(config) && config.right.useSso === false && config.right.certValidity === 15, JSON.stringify(config))
  const bootstrap = await auth.loadPublicConfiguration()()
  assert.ok(E.isRight(bootstrap) && bootstrap.right.customerCode.length > 0, JSON.stringify(bootstrap))
})

Contract('"GET {base}/config on a candidate server" answers useSso', async () => {
  const { client } = signedIn()
  const result = await createServersHttp(client).checkServer(entry, createCancelSource().token)()
  assert.equal(result, E.right({ useSso: false }))
})

Contract('sign-in with HTTP Basic (and X-Requested-With), then authorization, validate, renew and logout', async () => {
  const { auth, jar, sessionExpired } = signedIn()
  const login = await auth.authenticate('anna', 'anna-demo')()
  assert.ok(E.isRight(login) && login.right.userName === 'anna', JSON.stringify(login))
  assert.ok(jar.cookie() !== undefined, 'the session cookie was set')
  const user = await auth.authorize()()
  assert.ok(E.isRight(user) && user.right.crmId === '100001', JSON.stringify(user))
  assert.ok(E.isRight(await auth.prevalidate()()))
  assert.ok(E.isRight(await auth.renew('anna')()))
  assert.equal(await auth.logout()(), E.right({ loggedOut: true }))
  const after = await auth.authorize()()
  assert.ok(E.isLeft(after) && after.left._tag === 'Http' && after.left.status === 401, 'security calls ignore session errors')
  assert.is(sessionExpired.length, 0)
})

Contract('a wrong password is a 401 value carrying the server\'s error id, not a session expiry', async () => {
  const { auth, sessionExpired } = signedIn()
  const result = await auth.authenticate('bruno', 'wrong')()
  assert.ok(E.isLeft(result) && result.left._tag === 'Http' && result.left.status === 401)
  assert.match(JSON.stringify(E.isLeft(result) ? result.left : {}), /ERR_AUTHENTICATION_FAILED/)
  assert.is(sessionExpired.length, 0)
})

Contract('a call without a session (not flagged) raises the session-expired event on the real 401', async () => {
  const { client, sessionExpired } = signedIn()
  const result = await client.request({ method: 'GET', base: 'security', path: 'authorization', read: readEnvelope(AuthUser) })()
  assert.ok(E.isLeft(result) && result.left._tag === 'SessionExpired' && result.left.status === 401)
  assert.is(sessionExpired.length, 1)
})

Contract('"Calls send a bearer token when an OIDC token exists": the server accepts it without a cookie', async () => {
  const { auth, jar } = signedIn()
  await auth.authenticate('anna', 'anna-demo')()
  const token = jar.cookie()?.split('=')[1]
  const bearer = aClient({ server: () => entry, bearerToken: () => token })
  const user = await createAuthHttp(bearer.client).authorize()()
  assert.ok(E.isRight(user) && user.right.crmId === '100001', JSON.stringify(user))
})

Contract.run()
