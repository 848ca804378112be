import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import nock from 'nock'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createAirportCountries } from '../../adapters/geo/airport-countries'
import { createAirportCountriesHttp, KNOWN_AIRPORTS_KEY, UNKNOWN_AIRPORT_RECHECK_MS } from '../../adapters/http/airport-countries.http'
import type { AirportCountries } from '../../core/platform/airport-countries.port'
import { fakeTime, type FakeTime } from './fake-clock'
import { aClient, api, memoryCache, ok } from './http-fixtures'

const PATH = '/rest/pems/airports/countries'

/** The app's table as the fallback, counting the lookups that reach it (and the codes they name). */
const countingTable = (text = 'FR:CDG ORY;US:JFK;JP:NRT') => {
  const asked: Array<ReadonlyArray<string>> = []
  const table = createAirportCountries(() => Promise.resolve({ AIRPORTS_BY_COUNTRY: text }))
  const fallback: AirportCountries = {
    countriesOf: (airports) => {
      asked.push(airports)
      return table.countriesOf(airports)
    },
  }
  return { fallback, asked }
}

const setUp = (cache = memoryCache(), table = countingTable(), time: FakeTime = fakeTime()) => {
  const { client, dialogs } = aClient()
  return { lookup: createAirportCountriesHttp({ client, cache, fallback: table.fallback, clock: time.clock }), cache, asked: table.asked, dialogs, time }
}

/** 2026-03-15T08:00:00Z, when fakeTime starts. */
const START_MS = Date.UTC(2026, 2, 15, 8)

const entries = (result: E.Either<unknown, ReadonlyMap<string, string>>) => E.map((m: ReadonlyMap<string, string>) => Object.fromEntries(m))(result)

const Online = suite('airport countries over HTTP: the server answers')
Online.after.each(() => {
  nock.cleanAll()
})

Online('the codes asked (upper-cased, once each) go to GET airports/countries; the decoded answer is the lookup, unknown codes left out', async () => {
  const { lookup, asked, dialogs } = setUp()
  const scope = api().get(PATH).query({ codes: 'CDG,JFK,QQQ' }).reply(200, ok({ countries: { CDG: 'FR', JFK: 'US' } }))
  const result = await lookup.countriesOf(['cdg', ' JFK', 'CDG', 'QQQ'])()
  assert.ok(scope.isDone())
  assert.equal(entries(result), E.right({ CDG: 'FR', JFK: 'US' }))
  assert.is(asked.length, 0, 'the table is not loaded')
  assert.is(dialogs.length, 0)
})

Online('only codes not already known are asked; known ones (and ones the server did not know) come from the cache', async () => {
  const { lookup, cache, asked } = setUp()
  api().get(PATH).query({ codes: 'CDG,QQQ' }).reply(200, ok({ countries: { CDG: 'FR' } }))
  await lookup.countriesOf(['CDG', 'QQQ'])()
  assert.equal(cache.entries.get(KNOWN_AIRPORTS_KEY), { countries: { CDG: 'FR' }, unknown: { QQQ: START_MS } })
  const second = api().get(PATH).query({ codes: 'NRT' }).reply(200, ok({ countries: { NRT: 'JP' } }))
  const result = await lookup.countriesOf(['QQQ', 'CDG', 'NRT'])()
  assert.ok(second.isDone())
  assert.equal(entries(result), E.right({ CDG: 'FR', NRT: 'JP' }))
  // Everything known: no call at all (a call would fail, nock knowing none, and reach the table).
  const unreachable = api().get(PATH).query(true).replyWithError('connection refused')
  assert.equal(entries(await lookup.countriesOf(['NRT', 'CDG', 'QQQ'])()), E.right({ NRT: 'JP', CDG: 'FR' }))
  assert.not.ok(unreachable.isDone())
  assert.is(asked.length, 0)
})

Online('a code the server did not know is asked again a day later (a new airport); known countries are never asked again', async () => {
  const { lookup, cache, time } = setUp()
  api().get(PATH).query({ codes: 'CDG,QQQ' }).reply(200, ok({ countries: { CDG: 'FR' } }))
  await lookup.countriesOf(['CDG', 'QQQ'])()
  time.advance(UNKNOWN_AIRPORT_RECHECK_MS - 1)
  const tooSoon = api().get(PATH).query(true).reply(200, ok({ countries: { QQQ: 'NZ' } }))
  assert.equal(entries(await lookup.countriesOf(['CDG', 'QQQ'])()), E.right({ CDG: 'FR' }))
  assert.not.ok(tooSoon.isDone(), 'within the day: not asked')
  nock.cleanAll()
  time.advance(1)
  const again = api().get(PATH).query({ codes: 'QQQ' }).reply(200, ok({ countries: { QQQ: 'NZ' } }))
  assert.equal(entries(await lookup.countriesOf(['CDG', 'QQQ'])()), E.right({ CDG: 'FR', QQQ: 'NZ' }))
  assert.ok(again.isDone(), 'a day later only the unknown code is asked')
  assert.equal(cache.entries.get(KNOWN_AIRPORTS_KEY), { countries: { CDG: 'FR', QQQ: 'NZ' }, unknown: {} })
})

Online('a code still unknown a day later is asked once more and its day starts again', async () => {
  const { lookup, cache, time } = setUp()
  api().get(PATH).query({ codes: 'QQQ' }).reply(200, ok({ countries: {} }))
  await lookup.countriesOf(['QQQ'])()
  time.advance(UNKNOWN_AIRPORT_RECHECK_MS)
  const again = api().get(PATH).query({ codes: 'QQQ' }).reply(200, ok({ countries: {} }))
  assert.equal(entries(await lookup.countriesOf(['QQQ'])()), E.right({}))
  assert.ok(again.isDone())
  assert.equal(cache.entries.get(KNOWN_AIRPORTS_KEY), { countries: {}, unknown: { QQQ: START_MS + UNKNOWN_AIRPORT_RECHECK_MS } })
})

Online('an entry learnt "in the future" (the device clock was wrong, then corrected) does not keep a code unasked', async () => {
  const cache = memoryCache()
  cache.entries.set(KNOWN_AIRPORTS_KEY, { countries: {}, unknown: { QQQ: START_MS + 7 * UNKNOWN_AIRPORT_RECHECK_MS } })
  const { lookup } = setUp(cache)
  const scope = api().get(PATH).query({ codes: 'QQQ' }).reply(200, ok({ countries: { QQQ: 'NZ' } }))
  assert.equal(entries(await lookup.countriesOf(['QQQ'])()), E.right({ QQQ: 'NZ' }))
  assert.ok(scope.isDone())
})

Online('codes that are not three letters are not asked (the server would refuse the call) and have no country', async () => {
  const { lookup } = setUp()
  const scope = api().get(PATH).query({ codes: 'CDG' }).reply(200, ok({ countries: { CDG: 'FR' } }))
  assert.equal(entries(await lookup.countriesOf(['CDG', 'XXXX', 'C1', ''])()), E.right({ CDG: 'FR' }))
  assert.ok(scope.isDone())
  assert.equal(entries(await lookup.countriesOf(['XXXX'])()), E.right({}))
})

Online('more than 200 codes are asked 200 at a time', async () => {
  const { lookup } = setUp()
  const codes = Array.from({ length: 250 }, (_, i) => `A${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`)
  const first = api().get(PATH).query({ codes: codes.slice(0, 200).join(',') }).reply(200, ok({ countries: { AAA: 'FR' } }))
  const second = api().get(PATH).query({ codes: codes.slice(200).join(',') }).reply(200, ok({ countries: { AJP: 'US' } }))
  const result = await lookup.countriesOf(codes)()
  assert.ok(first.isDone() && second.isDone())
  assert.equal(entries(result), E.right({ AAA: 'FR', AJP: 'US' }))
})

Online('an answer that does not decode is AirportLookupFailed (Decode), nothing is kept and the table is not used', async () => {
  const { lookup, cache, asked, dialogs } = setUp()
  api().get(PATH).query({ codes: 'CDG' }).reply(200, ok({ countries: { CDG: 'France' } }))
  const result = await lookup.countriesOf(['CDG'])()
  assert.ok(E.isLeft(result))
  if (E.isLeft(result)) {
    assert.is(result.left._tag, 'AirportLookupFailed')
    if (result.left._tag === 'AirportLookupFailed') assert.is(result.left.error._tag, 'Decode')
  }
  api().get(PATH).query({ codes: 'CDG' }).reply(200, ok(['CDG', 'FR']))
  const list = await lookup.countriesOf(['CDG'])()
  assert.is(E.isLeft(list) ? list.left._tag : 'Right', 'AirportLookupFailed')
  assert.is(cache.entries.size, 0)
  assert.is(asked.length, 0)
  assert.is(dialogs.length, 0)
})

Online('a server error (500) is AirportLookupFailed with its status; the next lookup asks again', async () => {
  const { lookup, asked } = setUp()
  api().get(PATH).query({ codes: 'CDG' }).reply(500, { success: false, error: [{ errId: 'ERR_INTERNAL', errMessage: 'boom' }] })
  const failed = await lookup.countriesOf(['CDG'])()
  assert.ok(E.isLeft(failed) && failed.left._tag === 'AirportLookupFailed' && failed.left.error._tag === 'Http' && failed.left.error.status === 500)
  assert.is(asked.length, 0)
  const again = api().get(PATH).query({ codes: 'CDG' }).reply(200, ok({ countries: { CDG: 'FR' } }))
  assert.equal(entries(await lookup.countriesOf(['CDG'])()), E.right({ CDG: 'FR' }))
  assert.ok(again.isDone())
})

const Fallback = suite('airport countries over HTTP: a server without the lookup, and offline')
Fallback.after.each(() => {
  nock.cleanAll()
})

for (const status of [404, 501]) {
  Fallback(`${status}: the app's table answers, and that server is not asked again`, async () => {
    const { lookup, asked, dialogs } = setUp()
    const missing = api().get(PATH).query({ codes: 'CDG,JFK' }).reply(status, { success: false, error: [{ errId: 'ERR_NOT_FOUND', errMessage: 'Not found' }] })
    assert.equal(entries(await lookup.countriesOf(['CDG', 'JFK'])()), E.right({ CDG: 'FR', JFK: 'US' }))
    assert.ok(missing.isDone())
    assert.equal(asked, [['CDG', 'JFK']])
    const notAsked = api().get(PATH).query(true).reply(200, ok({ countries: { NRT: 'JP' } }))
    assert.equal(entries(await lookup.countriesOf(['NRT'])()), E.right({ NRT: 'JP' }))
    assert.not.ok(notAsked.isDone(), 'the server was asked again')
    assert.equal(asked, [['CDG', 'JFK'], ['NRT']])
    assert.is(dialogs.length, 0)
  })
}

Fallback('offline, the airports looked up before are answered from the encrypted cache, by a new app session too', async () => {
  const cache = memoryCache()
  const first = setUp(cache)
  api().get(PATH).query({ codes: 'CDG,JFK,QQQ' }).reply(200, ok({ countries: { CDG: 'FR', JFK: 'US' } }))
  await first.lookup.countriesOf(['CDG', 'JFK', 'QQQ'])()
  const later = setUp(cache)
  const unreachable = api().get(PATH).query(true).replyWithError('connection refused')
  assert.equal(entries(await later.lookup.countriesOf(['JFK', 'CDG', 'QQQ'])()), E.right({ JFK: 'US', CDG: 'FR' }))
  assert.not.ok(unreachable.isDone(), 'nothing to ask: no call')
  assert.is(later.asked.length, 0)
})

Fallback('offline with a code never looked up: the table answers it when it loads, else AirportTableUnavailable (no partial answer)', async () => {
  const cache = memoryCache()
  cache.entries.set(KNOWN_AIRPORTS_KEY, { countries: { CDG: 'FR' }, unknown: {} })
  const withTable = setUp(cache)
  api().get(PATH).query({ codes: 'NRT' }).replyWithError('connection refused')
  assert.equal(entries(await withTable.lookup.countriesOf(['CDG', 'NRT'])()), E.right({ CDG: 'FR', NRT: 'JP' }))
  assert.equal(withTable.asked, [['NRT']])
  const noTable: AirportCountries = { countriesOf: () => TE.left({ _tag: 'AirportTableUnavailable', reason: 'Failed to fetch dynamically imported module' }) }
  const { client } = aClient()
  const lookup = createAirportCountriesHttp({ client, cache: memoryCache(), fallback: noTable })
  api().get(PATH).query({ codes: 'CDG' }).reply(503)
  assert.equal(await lookup.countriesOf(['CDG'])(), E.left({ _tag: 'AirportTableUnavailable', reason: 'Failed to fetch dynamically imported module' }))
})

Fallback('an unreadable cache entry counts as nothing known: the codes are asked again', async () => {
  const cache = memoryCache()
  cache.entries.set(KNOWN_AIRPORTS_KEY, { countries: { CDG: 7 } })
  const { lookup } = setUp(cache)
  const scope = api().get(PATH).query({ codes: 'CDG' }).reply(200, ok({ countries: { CDG: 'FR' } }))
  assert.equal(entries(await lookup.countriesOf(['CDG'])()), E.right({ CDG: 'FR' }))
  assert.ok(scope.isDone())
})

Online.run()
Fallback.run()
