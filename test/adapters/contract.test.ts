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
import type { ServerEntry } from '../../core/access/profile.codec'
import { createServer, type CrewServer } from '../../server/app'
import { fixedClock } from '../../server/clock'
import { silentLogger } from '../../server/logger'
import { createAuthHttp } from '../../adapters/http/auth.http'
import { createServersHttp } from '../../adapters/http/servers.http'
import { createRosterHttp } from '../../adapters/http/roster.http'
import { createRefreshHttp } from '../../adapters/http/refresh.http'
import { createCheckInHttp } from '../../adapters/http/check-in.http'
import { createRosterChangesHttp } from '../../adapters/http/roster-changes.http'
import { createRemarksHttp } from '../../adapters/http/remarks.http'
import { createNewsHttp } from '../../adapters/http/news.http'
import { createMyDataHttp } from '../../adapters/http/my-data.http'
import { createSummaryHttp } from '../../adapters/http/summary.http'
import { createSettingsHttp } from '../../adapters/http/settings.http'
import { createHotelHttp } from '../../adapters/http/hotel.http'
import { createCrewHttp } from '../../adapters/http/crew.http'
import { createRolesHttp } from '../../adapters/http/roles.http'
import { createAirportCountriesHttp } from '../../adapters/http/airport-countries.http'
import type { CrmId } from '../../core/shared/brands'
import { aClient, memoryCache } from './http-fixtures'

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

/** Signed in as anna through the real login; every feature adapter on the same cookie jar. */
const asAnna = async () => {
  const setup = signedIn()
  const login = await setup.auth.authenticate('anna', 'anna-demo')()
  assert.ok(E.isRight(login), JSON.stringify(login))
  const crmId = '100001' as CrmId
  return { ...setup, crmId }
}

const right = <A>(result: E.Either<unknown, A>, what: string): A => {
  if (E.isLeft(result)) assert.unreachable(`${what} failed: ${JSON.stringify(result.left)}`)
  return (result as E.Right<A>).right
}

Contract('the main roster calls: duties, updates, event by id, hotel, leg crew and roles decode through the core codecs', async () => {
  const { client, crmId, sessionExpired } = await asAnna()
  const roster = createRosterHttp(client)
  const duties = right(await roster.loadDuties(crmId)(), 'GET roster/{crmId}/events')
  assert.ok(duties.events.length > 10, `events: ${duties.events.length}`)
  assert.is(duties.blockMonthList.length, 3)
  const updates = right(await createRefreshHttp(client).loadUpdates(crmId)(), 'GET roster/{crmId}/updates')
  assert.ok(updates.lastRosterChange !== undefined)
  const pairing = duties.events.find((event) => event.type === 'PAR' && (event.events ?? []).some((child) => child.type === 'HOT'))
  assert.ok(pairing !== undefined, 'a pairing with a hotel')
  if (pairing === undefined) return
  const byId = right(await roster.loadEventById(crmId, pairing.logicalId)(), 'POST eventById')
  assert.is(byId.logicalId, pairing.logicalId)
  const children = pairing.events ?? []
  const hotelEvent = children.find((child) => child.type === 'HOT')
  const leg = children.find((child) => child.type === 'LEG')
  if (hotelEvent !== undefined) right(await createHotelHttp(client).loadHotel(crmId, hotelEvent.eventId ?? hotelEvent.id)(), 'GET hotel')
  if (leg !== undefined) {
    const crew = right(await createCrewHttp(client).loadLegCrew(crmId, leg.eventId ?? leg.id)(), 'GET leg crew')
    assert.ok(crew.crew.length > 0)
    right(await createRolesHttp(client).loadRoles(crmId, leg.eventId ?? leg.id)(), 'GET roles')
  }
  assert.is(sessionExpired.length, 0)
})

Contract('check-in configuration, roster changes, remarks, news, summary, my data and settings decode through the core codecs', async () => {
  const { client, crmId, sessionExpired } = await asAnna()
  const config = right(await createCheckInHttp(client).loadConfiguration(crmId)(), 'GET checkin/configuration')
  assert.ok(config.ciAllowedAirports.length > 0)
  const change = right(await createRosterChangesHttp(client).fetchRosterChanges(crmId)(), 'GET notif')
  assert.ok(change.changes.length > 0, 'anna has a pending roster change')
  const now = Temporal.Instant.from('2026-03-15T08:00:00Z')
  const remarks = right(
    await createRemarksHttp(client).fetchRemarks(crmId, {
      fromDtUtc: now.subtract({ hours: 24 * 40 }).toZonedDateTimeISO('+00:00'),
      toDtUtc: now.add({ hours: 24 * 40 }).toZonedDateTimeISO('+00:00'),
    })(),
    'GET daily_remark',
  )
  assert.ok(remarks.length > 0)
  right(await createRemarksHttp(client).fetchRemarkTypes(crmId)(), 'GET daily_remark/types')
  const news = right(await createNewsHttp(client).fetchMessages('IADP')(), 'POST myInternalMessages')
  assert.ok(news.messages.length > 0)
  right(
    await createSummaryHttp(client).fetchSummary(crmId, { start: Temporal.PlainDate.from('2026-03-01'), end: Temporal.PlainDate.from('2026-03-31') })(),
    'GET summary',
  )
  const myData = right(await createMyDataHttp(client).load(crmId, ['contacts', 'addresses', 'passports', 'visas'])(), 'GET basicdata')
  assert.ok((myData.contacts ?? []).length > 0)
  right(await createSettingsHttp(client).loadContactInformation()(), 'GET contactinformation')
  right(await createSettingsHttp(client).loadMasterData('IADP')(), 'GET masterData')
  assert.is(right(await createSettingsHttp(client).loadCommunicationConfig('IADP')(), 'GET config/IADP').domain, 'IADP')
  right(await createNewsHttp(client).fetchMasterData('IADP')(), 'GET masterData (news)')
  assert.is(sessionExpired.length, 0)
})

Contract('the airports\' countries are the server\'s answer (GET airports/countries), not the app\'s table', async () => {
  const { client, sessionExpired } = await asAnna()
  let tableUsed = false
  const lookup = createAirportCountriesHttp({
    client,
    cache: memoryCache(),
    fallback: {
      countriesOf: () => () => {
        tableUsed = true
        return Promise.resolve(E.right(new Map()))
      },
    },
  })
  const countries = right(await lookup.countriesOf(['CDG', 'jfk', 'NRT', 'QQQ'])(), 'GET airports/countries')
  assert.equal(Object.fromEntries(countries), { CDG: 'FR', JFK: 'US', NRT: 'JP' })
  assert.not.ok(tableUsed)
  assert.is(sessionExpired.length, 0)
})

Contract.run()
