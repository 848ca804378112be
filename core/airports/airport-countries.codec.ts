import * as t from 'io-ts'

/** The most airport codes one `GET rest/pems/airports/countries` may name (a roster has a few dozen at most). */
export const MAX_AIRPORT_CODES_PER_LOOKUP = 200

const IATA = /^[A-Z]{3}$/
const ALPHA_2 = /^[A-Z]{2}$/

/** A three-letter IATA airport code, upper case (`CDG`). */
export const AirportCode = t.refinement(t.string, (s) => IATA.test(s), 'AirportCode')

/** An ISO 3166-1 alpha-2 country code, upper case (`FR`). */
export const CountryCode = t.refinement(t.string, (s) => ALPHA_2.test(s), 'CountryCode')

/**
 * The `codes` query parameter: 1 to {@link MAX_AIRPORT_CODES_PER_LOOKUP} three-letter codes separated by commas
 * (`CDG,jfk`), as the upper-cased list without repeats; encodes back to the comma list.
 */
export const AirportCodeList = new t.Type<ReadonlyArray<string>, string, unknown>(
  'AirportCodeList',
  (u): u is ReadonlyArray<string> => Array.isArray(u) && u.every((c) => typeof c === 'string' && IATA.test(c)),
  (u, c) => {
    const expected = `1 to ${MAX_AIRPORT_CODES_PER_LOOKUP} three-letter airport codes separated by commas`
    if (typeof u !== 'string') return t.failure(u, c, expected)
    const codes = u.split(',').map((code) => code.trim().toUpperCase())
    if (codes.length > MAX_AIRPORT_CODES_PER_LOOKUP || codes.some((code) => !IATA.test(code))) return t.failure(u, c, expected)
    return t.success([...new Set(codes)])
  },
  (codes) => codes.join(','),
)

/** The query of `GET rest/pems/airports/countries?codes=CDG,JFK`. */
export const AirportCountriesQuery = t.type({ codes: AirportCodeList }, 'AirportCountriesQuery')
export type AirportCountriesQuery = t.TypeOf<typeof AirportCountriesQuery>

/**
 * The answer of `GET rest/pems/airports/countries` (our extension): the country of each code asked that the server
 * knows, `{ countries: { CDG: 'FR', JFK: 'US' } }`; a code it does not know is left out.
 */
export const AirportCountriesAnswer = t.type({ countries: t.record(AirportCode, CountryCode) }, 'AirportCountriesAnswer')
export type AirportCountriesAnswer = t.TypeOf<typeof AirportCountriesAnswer>
