import * as E from 'fp-ts/Either'
import { AirportCountriesAnswer, AirportCountriesQuery } from '../../core/airports/airport-countries.codec'
import { AIRPORTS_BY_COUNTRY } from '../../core/airports/airport-countries.data'
import { parseAirportTable } from '../../core/airports/airport-table.rules'
import { decodeQuery } from '../http/query'
import { ok } from '../http/reply'
import { sessionRoute, type RouteModule } from '../http/router'

let table: ReadonlyMap<string, string> | undefined
/** The generated table (8,409 airports) as a Map, built on the first lookup and kept for the server's life. */
const airportTable = (): ReadonlyMap<string, string> => (table ??= parseAirportTable(AIRPORTS_BY_COUNTRY))

/**
 * Ours, for the travel-document warnings: `GET rest/pems/airports/countries?codes=CDG,JFK` answers core
 * `AirportCountriesAnswer`, `{ countries: { CDG: 'FR', JFK: 'US' } }`, from the same generated table the app falls
 * back to (core/airports/airport-countries.data.ts), so the app does not download all of it for a roster's few
 * airports. `codes`: 1-200 three-letter codes, any case; anything else is 400 `ERR_INVALID_QUERY`. A code the table
 * does not know is left out of the answer. Session only; no-store like every API answer (which airports a crew
 * member asks about follows their roster; the app keeps the answers in its encrypted cache).
 */
export const airportCountriesRoutes: RouteModule = () => [
  sessionRoute('GET', '/rest/pems/airports/countries', async (ctx) => {
    const query = decodeQuery(AirportCountriesQuery, ctx.query)
    if (E.isLeft(query)) return query.left
    const known = airportTable()
    const countries: Record<string, string> = {}
    for (const code of query.right.codes) {
      const country = known.get(code)
      if (country !== undefined) countries[code] = country
    }
    return ok(AirportCountriesAnswer, { countries })
  }),
]
