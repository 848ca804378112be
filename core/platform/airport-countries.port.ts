import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'

/** The airport table could not be had (its chunk did not load: offline before it was ever fetched). */
export interface AirportTableUnavailable {
  readonly _tag: 'AirportTableUnavailable'
  readonly reason: string
}

/**
 * The server's airport lookup (`GET rest/pems/airports/countries`) failed otherwise than by not offering it or by
 * the network being down: an error status, or an answer that does not decode (`error` says which).
 */
export interface AirportLookupFailed {
  readonly _tag: 'AirportLookupFailed'
  readonly error: TransportError
}

/** Every way a lookup can fail. */
export type AirportCountriesError = AirportTableUnavailable | AirportLookupFailed

/**
 * Which country an airport is in (travel documents against the roster): reference data (IATA code to
 * ISO 3166-1 alpha-2), asked of the server for the roster's airports only and kept for offline use, or read from the
 * app's own table when the server does not offer the lookup; never part of the sign-in download.
 */
export interface AirportCountries {
  /** The country (alpha-2, upper case) of each of `airports` (IATA, any case) that is known; unknown codes are left out. */
  readonly countriesOf: (airports: ReadonlyArray<string>) => TE.TaskEither<AirportCountriesError, ReadonlyMap<string, string>>
}
