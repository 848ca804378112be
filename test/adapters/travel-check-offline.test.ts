import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import nock from 'nock'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createAirportCountriesHttp } from '../../adapters/http/airport-countries.http'
import { createMyDataHttp } from '../../adapters/http/my-data.http'
import { createOnlineStore } from '../../adapters/http/online.store'
import { loadTravelWarnings } from '../../core/my-data/load-travel-warnings.use-case'
import { MyData } from '../../core/my-data/my-data.codec'
import type { AirportCountries } from '../../core/platform/airport-countries.port'
import { aTravelDocument, aVisa, date, leg } from '../core/my-data/fixtures'
import { aClient, api, CRM_ID, memoryCache, ok } from './http-fixtures'

const input = {
  crmId: CRM_ID,
  events: [leg('L1', 'CDG', 'JFK', '2026-04-02T18:00:00Z')],
  rules: { passportMarginMonths: 6, visaCountries: ['USA'] },
  today: date('2026-03-15'),
}
const documents: MyData = {
  basicInfo: { firstName: 'Anna', lastName: 'Berg', nationality: 'SWE' },
  passports: [aTravelDocument({ expiryDate: date('2030-01-01') })],
  visas: [aVisa({ number: 'US-1', natKey: { issueDt: date('2025-01-10'), countryCode: 'USA', passportNumber: 'P1234567', passportDocType: 'P' }, expiryDt: date('2026-03-25') })],
}
/** The app's table when its chunk cannot load (offline before it was ever fetched). */
const noTable: AirportCountries = { countriesOf: () => TE.left({ _tag: 'AirportTableUnavailable', reason: 'Failed to fetch dynamically imported module' }) }

/** No network: every call fails as fetch does without a connection, and is counted. */
const noNetwork = () => {
  const calls: string[] = []
  const fetch: typeof globalThis.fetch = (input) => {
    calls.push(String(input))
    return Promise.reject(new TypeError('Failed to fetch'))
  }
  return { fetch, calls }
}

/** One app session: the real my-data and airport adapters on a client with the encrypted cache (here in memory). */
const session = (cache: ReturnType<typeof memoryCache>, network?: ReturnType<typeof noNetwork>) => {
  const { client } = aClient({ cache, online: createOnlineStore(network === undefined), ...(network === undefined ? {} : { fetch: network.fetch }) })
  return loadTravelWarnings({ myData: createMyDataHttp(client), airports: createAirportCountriesHttp({ client, cache, fallback: noTable }) })
}
const summary = (result: E.Either<unknown, ReadonlyArray<{ readonly _tag: string; readonly country: string }>>) =>
  E.map((ws: ReadonlyArray<{ readonly _tag: string; readonly country: string }>) => ws.map((w) => [w._tag, w.country]))(result)

const Offline = suite('the travel-document check offline (my data and airports from the encrypted cache)')
Offline.after.each(() => {
  nock.cleanAll()
})

Offline('checked once online, the check gives the same warnings in a later session without a connection', async () => {
  const cache = memoryCache()
  api().get(`/rest/pems/user/${CRM_ID}/basicdata`).query(true).reply(200, ok(MyData.encode(documents)))
  api().get('/rest/pems/airports/countries').query({ codes: 'CDG,JFK' }).reply(200, ok({ countries: { CDG: 'FR', JFK: 'US' } }))
  const online = await session(cache)(input)()
  assert.equal(summary(online), E.right([['VisaExpiresBeforeTrip', 'USA']]))

  const offline = noNetwork()
  assert.equal(summary(await session(cache, offline)(input)()), E.right([['VisaExpiresBeforeTrip', 'USA']]))
  assert.equal(offline.calls, [], 'everything came from the cache')
})

Offline('never checked on this device: offline, the check fails as a value (the screens keep what they showed)', async () => {
  const result = await session(memoryCache(), noNetwork())(input)()
  assert.ok(E.isLeft(result), JSON.stringify(result))
})

Offline.run()
