import * as E from 'fp-ts/Either'
import type { AirportCountries, AirportTableUnavailable } from '../../core/platform/airport-countries.port'
import { loadOnce } from '../shared/load-once'

/**
 * A lookup whose adapter is made on its first call, from a module loaded then (`import()`): the HTTP lookup and its
 * codec are not fetched before the login form. A module that does not load is an `AirportTableUnavailable` for that
 * call, and the next call tries again.
 */
export const deferredAirportCountries = (load: () => Promise<AirportCountries>): AirportCountries => {
  const adapter = loadOnce(load)
  return {
    countriesOf: (airports) => () =>
      adapter().then(
        (lookup) => lookup.countriesOf(airports)(),
        (e: unknown) => E.left<AirportTableUnavailable>({ _tag: 'AirportTableUnavailable', reason: e instanceof Error ? e.message : String(e) }),
      ),
  }
}
