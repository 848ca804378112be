import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { AirportCountriesAnswer, MAX_AIRPORT_CODES_PER_LOOKUP } from '../../core/airports/airport-countries.codec'
import { AIRPORTS_BY_COUNTRY } from '../../core/airports/airport-countries.data'
import { parseAirportTable } from '../../core/airports/airport-table.rules'
import { client, okResult } from './check-in-fixtures'
import { ANNA, errIdOf, jsonOf, sessionOf, sharedServer } from './helpers'

const shared = sharedServer()
const LOOKUP = '/rest/pems/airports/countries'

const annaClient = async () => {
  const { url } = await shared.get()
  return client(url, await sessionOf(url, ANNA))
}

const Lookup = suite('GET rest/pems/airports/countries (travel-document warnings)')

Lookup('answers the country of each code asked, upper-cased, from the generated table; repeats once', async () => {
  const anna = await annaClient()
  const res = await anna.get(`${LOOKUP}?codes=CDG,jfk,NRT,LHR,CDG`)
  assert.is(res.headers.get('cache-control'), 'no-store')
  const answer = await okResult(res, AirportCountriesAnswer)
  assert.equal(answer.countries, { CDG: 'FR', JFK: 'US', NRT: 'JP', LHR: 'GB' })
})

Lookup('a code the table does not know is left out; none known is an empty answer', async () => {
  const anna = await annaClient()
  assert.equal((await okResult(await anna.get(`${LOOKUP}?codes=CDG,QQQ`), AirportCountriesAnswer)).countries, { CDG: 'FR' })
  assert.equal((await okResult(await anna.get(`${LOOKUP}?codes=QQQ,ZZX`), AirportCountriesAnswer)).countries, {})
})

Lookup(`${MAX_AIRPORT_CODES_PER_LOOKUP} codes in one call are answered, each with the table's country`, async () => {
  const anna = await annaClient()
  const table = [...parseAirportTable(AIRPORTS_BY_COUNTRY)].slice(0, MAX_AIRPORT_CODES_PER_LOOKUP)
  const answer = await okResult(await anna.get(`${LOOKUP}?codes=${table.map(([code]) => code).join(',')}`), AirportCountriesAnswer)
  assert.equal(answer.countries, Object.fromEntries(table))
})

Lookup('without a session the lookup is 401 and says nothing', async () => {
  const { url } = await shared.get()
  const res = await client(url, undefined).get(`${LOOKUP}?codes=CDG`)
  assert.is(res.status, 401)
  assert.not.match(await res.text(), /"FR"/)
})

Lookup('codes missing, empty, not three letters, too many, repeated or another parameter: 400 ERR_INVALID_QUERY', async () => {
  const anna = await annaClient()
  const tooMany = Array.from({ length: MAX_AIRPORT_CODES_PER_LOOKUP + 1 }, () => 'CDG').join(',')
  for (const query of ['', '?codes=', '?codes=CD', '?codes=CDGX', '?codes=CDG,,JFK', '?codes=C1G', '?codes=CDG&codes=JFK', '?codes=CDG&country=FR', `?codes=${tooMany}`]) {
    const res = await anna.get(`${LOOKUP}${query}`)
    assert.is(res.status, 400, query)
    assert.is(errIdOf(await jsonOf(res)), 'ERR_INVALID_QUERY', query)
  }
})

Lookup.after(() => shared.close())
Lookup.run()
