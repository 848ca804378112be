import * as TE from 'fp-ts/TaskEither'
import { normaliseAirportCode, parseAirportTable } from '../../core/airports/airport-table.rules'
import type { AirportCountries, AirportTableUnavailable } from '../../core/platform/airport-countries.port'
import { loadOnce } from '../shared/load-once'

/** The table as the generated module holds it (core/airports/airport-countries.data.ts). */
export type AirportTableSource = () => Promise<{ readonly AIRPORTS_BY_COUNTRY: string }>

/**
 * The airport -> country lookup over the generated table, for a server that does not offer the lookup
 * (adapters/http/airport-countries.http.ts falls back to it). `load` defaults to the lazy import of the table, which
 * the bundler makes its own chunk: it is fetched the first time a lookup runs here, then kept. A failed load is an
 * `AirportTableUnavailable` and is tried again on the next lookup.
 */
export const createAirportCountries = (load: AirportTableSource = () => import('../../core/airports/airport-countries.data')): AirportCountries => {
  const loaded = loadOnce(() => load().then((m) => parseAirportTable(m.AIRPORTS_BY_COUNTRY)))
  return {
    countriesOf: (airports) =>
      TE.tryCatch(
        async () => {
          const all = await loaded()
          const found = new Map<string, string>()
          for (const airport of airports) {
            const code = normaliseAirportCode(airport)
            const country = all.get(code)
            if (country !== undefined) found.set(code, country)
          }
          return found
        },
        (e): AirportTableUnavailable => ({ _tag: 'AirportTableUnavailable', reason: e instanceof Error ? e.message : String(e) }),
      ),
  }
}
