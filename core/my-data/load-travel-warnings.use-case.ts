import * as A from 'fp-ts/Apply'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { Temporal } from 'temporal-polyfill'
import type { AirportCountries, AirportCountriesError } from '../platform/airport-countries.port'
import type { CrmId } from '../shared/brands'
import { myDataLoadError, type MyDataError } from './my-data-error'
import type { MyDataPort } from './my-data.port'
import { rosterAirports, travelWarnings, type TravelDocumentRules, type TravelWarning, type TripEvent } from './travel-warnings.rules'

/** What the travel-document check runs over: the crew member, the loaded duty plan's events, the profile's rules and today. */
export interface LoadTravelWarningsInput {
  readonly crmId: CrmId
  readonly events: ReadonlyArray<TripEvent>
  readonly rules: TravelDocumentRules
  /** The user's current date: trips that ended before it are not checked. */
  readonly today: Temporal.PlainDate
}

/** The check could not run: the crew member's documents or the airports' countries could not be loaded. */
export type TravelWarningsError = MyDataError | AirportCountriesError

/**
 * Travel documents against the roster: loads the crew member's nationality, passports and visas
 * (`GET user/{crmId}/basicdata?types=basicInfo,passports,visas`) and the countries of the roster's airports, and
 * runs {@link travelWarnings}. A roster without a flight, positioning or ground transfer asks for nothing and
 * has no warning.
 */
export const loadTravelWarnings =
  (deps: { readonly myData: MyDataPort; readonly airports: AirportCountries }) =>
  (input: LoadTravelWarningsInput): TE.TaskEither<TravelWarningsError, ReadonlyArray<TravelWarning>> => {
    const airports = rosterAirports(input.events)
    if (airports.length === 0) return TE.right([])
    return pipe(
      A.sequenceT(TE.ApplyPar)(
        pipe(
          deps.myData.load(input.crmId, ['basicInfo', 'passports', 'visas']),
          TE.mapLeft((cause): TravelWarningsError => myDataLoadError(cause)),
        ),
        pipe(deps.airports.countriesOf(airports), TE.mapLeft((e): TravelWarningsError => e)),
      ),
      TE.map(([data, countries]) =>
        travelWarnings({
          events: input.events,
          passports: data.passports ?? [],
          visas: data.visas ?? [],
          ...(data.basicInfo?.nationality === undefined ? {} : { nationality: data.basicInfo.nationality }),
          countryOf: (airport) => countries.get(airport.trim().toUpperCase()),
          rules: input.rules,
          today: input.today,
        }),
      ),
    )
  }
