import type * as TE from 'fp-ts/TaskEither'

/** The airport table could not be had (its chunk did not load: offline before it was ever fetched). */
export interface AirportTableUnavailable {
  readonly _tag: 'AirportTableUnavailable'
  readonly reason: string
}

/**
 * Which country an airport is in (travel documents against the roster). The table behind it is
 * reference data (IATA code to ISO 3166-1 alpha-2), loaded on first use so it is not part of the sign-in download.
 */
export interface AirportCountries {
  /** The country (alpha-2, upper case) of each of `airports` (IATA, any case) the table knows; unknown codes are left out. */
  readonly countriesOf: (airports: ReadonlyArray<string>) => TE.TaskEither<AirportTableUnavailable, ReadonlyMap<string, string>>
}
