import { Temporal } from 'temporal-polyfill'
import { ALPHA2_BY_ALPHA3, ALPHA3_BY_ALPHA2 } from '../shared/validation/country-alpha-codes'

/**
 * Travel documents against the roster (feature `travelDocumentWarnings`): for each rostered
 * trip into a country, the crew member's passport must not expire before the trip nor within the profile's
 * margin after it, and where the profile says the country needs a visa, a visa for it must exist and not expire
 * before the trip. Informative: the airline's own checks decide.
 *
 * Decisions (docs/decisions.md):
 * - A trip is a LEG, FPR (positioning flight) or GPR (ground positioning) whose arrival airport is in another
 *   country than its departure airport; pairings are searched through their child events. The trip's date is
 *   the UTC date of its arrival.
 * - No warning for a trip into the crew member's own nationality (a citizen enters on any passport), nor for a
 *   return to their home base's country: the home base of the pairing (`eventDescription.homebase`, else the
 *   airport a pairing starts from), where the crew member lives and works.
 * - Passport: the passport (doc type P) with the latest expiry counts; none at all is a "missing" warning.
 * - Visa: a visa whose country is the trip's and whose `docExists` is true; the one with the latest expiry
 *   counts, and a visa without an expiry date never lapses.
 * - Countries are ISO 3166-1 alpha-3 (as my-data's `issueCountry` and visa `countryCode`); alpha-2 codes are
 *   read through the shared country table.
 */

/** The fields of a roster event the rule reads; the roster's `DutyEvent` has them. */
export interface TripEvent {
  readonly logicalId: string
  readonly type: string
  readonly fromAirport?: string
  readonly toAirport?: string
  readonly departure?: { readonly airportCode: string }
  readonly arrival?: { readonly airportCode: string }
  readonly toDateTimeUTC: Temporal.ZonedDateTime
  readonly events?: ReadonlyArray<TripEvent>
  readonly eventDescription?: { readonly homebase?: string }
}

/** The fields of a travel document the rule reads (my-data `TravelDocument`). */
export interface PassportFacts {
  readonly natKey: { readonly number: string; readonly docType: string }
  readonly expiryDate: Temporal.PlainDate
}

/** The fields of a visa the rule reads (my-data `Visa`). */
export interface VisaFacts {
  readonly number: string
  readonly natKey: { readonly countryCode: string }
  readonly docExists: boolean
  readonly expiryDt?: Temporal.PlainDate
}

/** The profile's travel-document settings (`display.travelDocuments`). */
export interface TravelDocumentRules {
  /** Months the passport must stay valid after the trip (default 6). */
  readonly passportMarginMonths: number
  /** ISO alpha-3 (or alpha-2) codes of the countries for which crew need a visa. */
  readonly visaCountries: ReadonlyArray<string>
}

/** An ISO 3166-1 alpha-3 country code, upper case. */
export type CountryCode = string

/**
 * The trip a warning is about: `eventId` is the top-level roster event (the pairing, or the leg itself),
 * `tripEventId` the leg (or positioning) that enters the country.
 */
interface TripRef {
  readonly eventId: string
  readonly tripEventId: string
  readonly country: CountryCode
  readonly tripDate: Temporal.PlainDate
}

/** One warning: which document, about which trip, and the date that matters. */
export type TravelWarning =
  | ({ readonly _tag: 'PassportMissing' } & TripRef)
  | ({
      readonly _tag: 'PassportExpiresBeforeTrip' | 'PassportWithinMargin'
      readonly number: string
      readonly expiryDate: Temporal.PlainDate
      /** The date until which the passport should be valid: the trip date plus the margin. */
      readonly neededUntil: Temporal.PlainDate
    } & TripRef)
  | ({ readonly _tag: 'VisaMissing' } & TripRef)
  | ({
      readonly _tag: 'VisaExpiresBeforeTrip'
      readonly number: string
      readonly expiryDate: Temporal.PlainDate
    } & TripRef)

/** What the rule needs besides the roster. */
export interface TravelWarningInput {
  readonly events: ReadonlyArray<TripEvent>
  readonly passports: ReadonlyArray<PassportFacts>
  readonly visas: ReadonlyArray<VisaFacts>
  /** The crew member's nationality (alpha-3 or alpha-2), when known. */
  readonly nationality?: string
  /** The country of an airport (IATA code), alpha-3 or alpha-2; `undefined` when unknown. */
  readonly countryOf: (airport: string) => string | undefined
  readonly rules: TravelDocumentRules
  /** The user's current date: trips that ended before it are not checked. */
  readonly today: Temporal.PlainDate
}

/** An alpha-2 or alpha-3 code as upper-case alpha-3; other text is kept upper-cased. */
export const toAlpha3 = (code: string): CountryCode => {
  const upper = code.trim().toUpperCase()
  return upper.length === 2 ? (ALPHA3_BY_ALPHA2.get(upper) ?? upper) : upper
}

/** The alpha-2 code of an alpha-3 (or alpha-2) country code, for the country's name in the user's language; `undefined` when unknown. */
export const toAlpha2 = (code: string): string | undefined => {
  const upper = code.trim().toUpperCase()
  return upper.length === 2 ? upper : ALPHA2_BY_ALPHA3.get(upper)
}

const TRIP_TYPES: ReadonlySet<string> = new Set(['LEG', 'FPR', 'GPR'])

const arrivalOf = (e: TripEvent): string | undefined => e.toAirport ?? e.arrival?.airportCode
const departureOf = (e: TripEvent): string | undefined => e.fromAirport ?? e.departure?.airportCode

interface Trip {
  /** The logical id of the top-level roster event the warning belongs to (the pairing, or the leg itself). */
  readonly eventId: string
  /** The logical id of the leg (or positioning) entering the country. */
  readonly tripEventId: string
  readonly country: CountryCode
  readonly date: Temporal.PlainDate
}

/** The home base airport of a top-level roster event: its `homebase`, else where a pairing starts. */
const homeBaseOf = (top: TripEvent): string | undefined =>
  top.eventDescription?.homebase ?? (top.type === 'PAR' ? departureOf(top) : undefined)

/** Whether a trip goes back to the home base's country of its roster event. */
const returnsHome = (top: TripEvent, trip: Trip, countryOf: (a: string) => string | undefined): boolean => {
  const home = homeBaseOf(top)
  const country = home === undefined ? undefined : countryOf(home)
  return country !== undefined && toAlpha3(country) === trip.country
}

const tripsOf = (top: TripEvent, e: TripEvent, countryOf: (a: string) => string | undefined): ReadonlyArray<Trip> => {
  const children = (e.events ?? []).flatMap((child) => tripsOf(top, child, countryOf))
  if (!TRIP_TYPES.has(e.type)) return children
  const to = arrivalOf(e)
  const from = departureOf(e)
  const toCountry = to === undefined ? undefined : countryOf(to)
  const fromCountry = from === undefined ? undefined : countryOf(from)
  if (toCountry === undefined) return children
  const country = toAlpha3(toCountry)
  if (fromCountry !== undefined && toAlpha3(fromCountry) === country) return children
  return [{ eventId: top.logicalId, tripEventId: e.logicalId, country, date: e.toDateTimeUTC.toInstant().toZonedDateTimeISO('UTC').toPlainDate() }, ...children]
}

const latestBy = <A>(items: ReadonlyArray<A>, dateOf: (a: A) => Temporal.PlainDate | undefined): A | undefined =>
  items.reduce<A | undefined>((best, item) => {
    if (best === undefined) return item
    const a = dateOf(item)
    const b = dateOf(best)
    if (a === undefined) return item
    if (b === undefined) return best
    return Temporal.PlainDate.compare(a, b) > 0 ? item : best
  }, undefined)

const before = (a: Temporal.PlainDate, b: Temporal.PlainDate): boolean => Temporal.PlainDate.compare(a, b) < 0

const passportWarning = (trip: Trip, passports: ReadonlyArray<PassportFacts>, marginMonths: number): TravelWarning | undefined => {
  const passport = latestBy(
    passports.filter((p) => p.natKey.docType === 'P'),
    (p) => p.expiryDate,
  )
  const base = { eventId: trip.eventId, tripEventId: trip.tripEventId, country: trip.country, tripDate: trip.date }
  if (passport === undefined) return { _tag: 'PassportMissing', ...base }
  const neededUntil = trip.date.add({ months: Math.max(0, marginMonths) })
  const facts = { ...base, number: passport.natKey.number, expiryDate: passport.expiryDate, neededUntil }
  // The expiry day itself is still valid (my-data `travelDocumentStatus`).
  if (before(passport.expiryDate, trip.date)) return { _tag: 'PassportExpiresBeforeTrip', ...facts }
  if (before(passport.expiryDate, neededUntil)) return { _tag: 'PassportWithinMargin', ...facts }
  return undefined
}

const visaWarning = (trip: Trip, visas: ReadonlyArray<VisaFacts>): TravelWarning | undefined => {
  const held = visas.filter((v) => v.docExists && toAlpha3(v.natKey.countryCode) === trip.country)
  const visa = latestBy(held, (v) => v.expiryDt)
  const base = { eventId: trip.eventId, tripEventId: trip.tripEventId, country: trip.country, tripDate: trip.date }
  if (visa === undefined) return { _tag: 'VisaMissing', ...base }
  if (visa.expiryDt !== undefined && before(visa.expiryDt, trip.date)) {
    return { _tag: 'VisaExpiresBeforeTrip', ...base, number: visa.number, expiryDate: visa.expiryDt }
  }
  return undefined
}

const sameWarning = (a: TravelWarning, b: TravelWarning): boolean => a._tag === b._tag && a.eventId === b.eventId && a.country === b.country

/**
 * The warnings of every rostered trip from `today` on, in roster order; one per event, document kind and country
 * (a pairing entering a country twice warns once, for its first entry).
 */
export const travelWarnings = (input: TravelWarningInput): ReadonlyArray<TravelWarning> => {
  const visaCountries = new Set(input.rules.visaCountries.map(toAlpha3))
  const nationality = input.nationality === undefined || input.nationality.trim() === '' ? undefined : toAlpha3(input.nationality)
  const trips = input.events
    .flatMap((e) => tripsOf(e, e, input.countryOf).filter((trip) => !returnsHome(e, trip, input.countryOf)))
    .filter((trip) => !before(trip.date, input.today) && trip.country !== nationality)
  const all = trips.flatMap((trip) => {
    const passport = passportWarning(trip, input.passports, input.rules.passportMarginMonths)
    const visa = visaCountries.has(trip.country) ? visaWarning(trip, input.visas) : undefined
    return [passport, visa].filter((w): w is TravelWarning => w !== undefined)
  })
  return all.filter((w, i) => all.findIndex((other) => sameWarning(other, w)) === i)
}

/** The warnings of one roster event (the duty details screen): a pairing's, or those of the leg entering the country. */
export const travelWarningsOf = (warnings: ReadonlyArray<TravelWarning>, eventId: string): ReadonlyArray<TravelWarning> =>
  warnings.filter((w) => w.eventId === eventId || w.tripEventId === eventId)

/** Every airport a roster names as a departure or an arrival, once each, for the country lookup. */
export const rosterAirports = (events: ReadonlyArray<TripEvent>): ReadonlyArray<string> => {
  const codes = (e: TripEvent): ReadonlyArray<string> => [
    ...(TRIP_TYPES.has(e.type) ? [departureOf(e), arrivalOf(e)].filter((c): c is string => c !== undefined) : []),
    ...(e.eventDescription?.homebase === undefined ? [] : [e.eventDescription.homebase]),
    ...(e.type === 'PAR' && departureOf(e) !== undefined ? [departureOf(e) ?? ''] : []),
    ...(e.events ?? []).flatMap(codes),
  ]
  return [...new Set(events.flatMap(codes).map((c) => c.trim().toUpperCase()))].sort()
}
