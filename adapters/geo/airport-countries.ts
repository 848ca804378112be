import * as TE from 'fp-ts/TaskEither'
import type { AirportCountries, AirportTableUnavailable } from '../../core/platform/airport-countries.port'

/** The table as the generated module holds it (adapters/geo/airport-countries.data.ts). */
export type AirportTableSource = () => Promise<{ readonly AIRPORTS_BY_COUNTRY: string }>

/** `CC:AAA BBB;DD:CCC` as IATA code -> alpha-2 country. */
export const parseAirportTable = (text: string): ReadonlyMap<string, string> => {
  const table = new Map<string, string>()
  for (const group of text.split(';')) {
    const [country, codes] = group.split(':')
    if (country === undefined || codes === undefined) continue
    for (const code of codes.split(' ')) if (code !== '') table.set(code, country)
  }
  return table
}

/**
 * The airport -> country lookup over the generated table. `load` defaults to the lazy import of the table, which the
 * bundler makes its own chunk: it is fetched the first time a lookup runs (after sign-in), then kept. A failed
 * load is an `AirportTableUnavailable` and is tried again on the next lookup.
 */
export const createAirportCountries = (load: AirportTableSource = () => import('./airport-countries.data')): AirportCountries => {
  let table: Promise<ReadonlyMap<string, string>> | undefined
  const loaded = (): Promise<ReadonlyMap<string, string>> => {
    const pending = (table ??= load().then((m) => parseAirportTable(m.AIRPORTS_BY_COUNTRY)))
    pending.catch(() => {
      if (table === pending) table = undefined
    })
    return pending
  }
  return {
    countriesOf: (airports) =>
      TE.tryCatch(
        async () => {
          const all = await loaded()
          const found = new Map<string, string>()
          for (const airport of airports) {
            const code = airport.trim().toUpperCase()
            const country = all.get(code)
            if (country !== undefined) found.set(code, country)
          }
          return found
        },
        (e): AirportTableUnavailable => ({ _tag: 'AirportTableUnavailable', reason: e instanceof Error ? e.message : String(e) }),
      ),
  }
}
