import * as E from 'fp-ts/Either'
import type { AirportCountries, AirportTableUnavailable } from '../../core/platform/airport-countries.port'

/**
 * A lookup whose adapter is made on its first call, from a module loaded then (`import()`): the HTTP lookup and its
 * codec are not fetched before the login form. A module that does not load is an `AirportTableUnavailable` for that
 * call, and the next call tries again.
 */
export const deferredAirportCountries = (load: () => Promise<AirportCountries>): AirportCountries => {
  let loading: Promise<AirportCountries> | undefined
  const adapter = (): Promise<AirportCountries> => {
    const pending = (loading ??= load())
    pending.catch(() => {
      if (loading === pending) loading = undefined
    })
    return pending
  }
  return {
    countriesOf: (airports) => () =>
      adapter().then(
        (lookup) => lookup.countriesOf(airports)(),
        (e: unknown) => E.left<AirportTableUnavailable>({ _tag: 'AirportTableUnavailable', reason: e instanceof Error ? e.message : String(e) }),
      ),
  }
}
