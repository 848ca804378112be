import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import type * as TE from 'fp-ts/TaskEither'
import * as t from 'io-ts'
import { realClock } from '../clock/clock'
import { createAirportCountries } from '../geo/airport-countries'
import { AirportCode, AirportCodeList, AirportCountriesAnswer, CountryCode, MAX_AIRPORT_CODES_PER_LOOKUP } from '../../core/airports/airport-countries.codec'
import { normaliseAirportCode } from '../../core/airports/airport-table.rules'
import type { TransportError } from '../../core/errors/app-error'
import { countsAsOffline } from '../../core/errors/catalogue.rules'
import { readEnvelope } from '../../core/errors/envelope.rules'
import type { AirportCountries, AirportCountriesError } from '../../core/platform/airport-countries.port'
import type { Clock } from '../../core/platform/clock.port'
import type { HttpClient } from './http-client'
import type { ResponseCache } from './response-cache'

/** The encrypted cache entry of the airports looked up so far (one entry, rewritten when new codes are learnt). */
export const KNOWN_AIRPORTS_KEY = 'airport-countries'

/**
 * How long a code the lookup did not know stays unasked: a day. Airports open and tables are corrected, so an
 * unknown code is asked again on the first check after that (a known country is kept: airports do not move).
 */
export const UNKNOWN_AIRPORT_RECHECK_MS = 24 * 60 * 60 * 1000

/**
 * What the entry holds: the country of every code learnt, and the codes the lookup did not know with when that was
 * learnt (epoch milliseconds). An entry of an older shape does not decode and counts as nothing known.
 */
const KnownAirports = t.type({ countries: t.record(AirportCode, CountryCode), unknown: t.record(AirportCode, t.number) })
type KnownAirports = t.TypeOf<typeof KnownAirports>

const NOTHING_KNOWN: KnownAirports = { countries: {}, unknown: {} }
const IATA = /^[A-Z]{3}$/

/** The server has no such endpoint: an airline backend that speaks only the spec's API. */
const notOffered = (error: TransportError): boolean => error._tag === 'Http' && (error.status === 404 || error.status === 501)

/** What the lookup over HTTP needs. */
export interface AirportCountriesHttpDeps {
  readonly client: HttpClient
  /** The encrypted offline cache (its reads and writes never fail: a locked or missing cache is a miss). */
  readonly cache: ResponseCache
  /** The app's own table, loaded only when the server cannot answer; defaults to adapters/geo/airport-countries.ts's. */
  readonly fallback?: AirportCountries
  /** When an unknown code was learnt, and whether a day has passed since; defaults to the real clock. */
  readonly clock?: Clock
}

/**
 * The airports' countries asked of the server, `GET rest/pems/airports/countries?codes=` (decoded with core
 * `AirportCountriesAnswer`), for the codes not already known only. What was learnt (countries and codes the server
 * does not know) is kept in the encrypted offline cache, so the travel-document check works offline from earlier
 * lookups; a code the lookup did not know is asked again a day later ({@link UNKNOWN_AIRPORT_RECHECK_MS}). The app's own table (a lazy chunk) answers instead when the server does not offer the lookup (404 or 501;
 * remembered for that server) and, offline, for codes never looked up; when that cannot load either, the lookup is
 * `AirportTableUnavailable`. Any other failure (an error status, an answer that does not decode) is
 * `AirportLookupFailed`. No error dialog: the check is informative and tried again on the next visit.
 */
export const createAirportCountriesHttp = (deps: AirportCountriesHttpDeps): AirportCountries => {
  /** The lookup URLs of servers that answered 404/501 (a server chosen later may offer it). */
  const withoutLookup = new Set<string>()
  const fallback = deps.fallback ?? createAirportCountries()
  const clock = deps.clock ?? realClock

  const readKnown = async (): Promise<KnownAirports> => {
    const hit = await deps.cache.read(KNOWN_AIRPORTS_KEY)()
    return O.isNone(hit) ? NOTHING_KNOWN : E.getOrElse(() => NOTHING_KNOWN)(KnownAirports.decode(hit.value))
  }

  const ask = (codes: ReadonlyArray<string>): TE.TaskEither<TransportError, AirportCountriesAnswer> =>
    deps.client.request({
      method: 'GET',
      base: 'pems',
      path: 'airports/countries',
      query: { codes: AirportCodeList.encode(codes) },
      flags: { skipRepeated: true, ignoreErrors: true },
      read: readEnvelope(AirportCountriesAnswer),
    })

  /** The server's answers for `codes`, a call per {@link MAX_AIRPORT_CODES_PER_LOOKUP}; the first failure stops. */
  const askAll = async (codes: ReadonlyArray<string>): Promise<E.Either<TransportError, Readonly<Record<string, string>>>> => {
    const countries: Record<string, string> = {}
    for (let from = 0; from < codes.length; from += MAX_AIRPORT_CODES_PER_LOOKUP) {
      const answer = await ask(codes.slice(from, from + MAX_AIRPORT_CODES_PER_LOOKUP))()
      if (E.isLeft(answer)) return answer
      Object.assign(countries, answer.right.countries)
    }
    return E.right(countries)
  }

  /** `codes` looked up in the app's own table, as learnt answers. */
  const fromTable = async (codes: ReadonlyArray<string>): Promise<E.Either<AirportCountriesError, Readonly<Record<string, string>>>> =>
    E.map((found: ReadonlyMap<string, string>) => Object.fromEntries(found))(await fallback.countriesOf(codes)())

  const lookUp = async (airports: ReadonlyArray<string>): Promise<E.Either<AirportCountriesError, ReadonlyMap<string, string>>> => {
    // Codes that are not three letters are in no table: they are not asked (the server would refuse the call).
    const codes = [...new Set(airports.map(normaliseAirportCode))].filter((code) => IATA.test(code))
    let known = await readKnown()
    const now = clock.now().epochMilliseconds
    const stillUnknown = (code: string): boolean => {
      const since = known.unknown[code]
      return since !== undefined && since <= now && now - since < UNKNOWN_AIRPORT_RECHECK_MS
    }
    const missing = codes.filter((code) => known.countries[code] === undefined && !stillUnknown(code))
    if (missing.length > 0) {
      const url = deps.client.urlOf('pems', 'airports/countries')
      const asked = withoutLookup.has(url) ? undefined : await askAll(missing)
      if (asked !== undefined && E.isLeft(asked) && notOffered(asked.left)) withoutLookup.add(url)
      const learnt =
        asked === undefined || (E.isLeft(asked) && (notOffered(asked.left) || countsAsOffline(asked.left)))
          ? await fromTable(missing)
          : E.mapLeft((error: TransportError): AirportCountriesError => ({ _tag: 'AirportLookupFailed', error }))(asked)
      if (E.isLeft(learnt)) return learnt
      const countries: Record<string, string> = { ...known.countries }
      const unknown: Record<string, number> = { ...known.unknown }
      for (const code of missing) {
        const country = learnt.right[code]
        if (country === undefined) unknown[code] = now
        else {
          countries[code] = country
          delete unknown[code]
        }
      }
      known = { countries, unknown }
      await deps.cache.write(KNOWN_AIRPORTS_KEY, KnownAirports.encode(known))()
    }
    const found = new Map<string, string>()
    for (const code of codes) {
      const country = known.countries[code]
      if (country !== undefined) found.set(code, country)
    }
    return E.right(found)
  }

  return { countriesOf: (airports) => () => lookUp(airports) }
}
