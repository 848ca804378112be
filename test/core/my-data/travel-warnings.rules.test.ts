import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import {
  rosterAirports,
  toAlpha2,
  toAlpha3,
  travelWarnings,
  travelWarningsOf,
  type PassportFacts,
  type TravelWarningInput,
  type TripEvent,
  type VisaFacts,
} from '../../../core/my-data/travel-warnings.rules'

const day = (s: string) => Temporal.PlainDate.from(s)
const COUNTRIES: Readonly<Record<string, string>> = { CDG: 'FR', ORY: 'FR', JFK: 'US', NRT: 'JP', LHR: 'GB' }
const countryOf = (airport: string): string | undefined => COUNTRIES[airport]

const leg = (logicalId: string, from: string, to: string, arrives: string, type = 'LEG'): TripEvent => ({
  logicalId,
  type,
  fromAirport: from,
  toAirport: to,
  toDateTimeUTC: Temporal.ZonedDateTime.from(`${arrives}[UTC]`),
})
const pairing = (logicalId: string, legs: ReadonlyArray<TripEvent>): TripEvent => ({
  logicalId,
  type: 'PAR',
  toDateTimeUTC: legs[legs.length - 1]!.toDateTimeUTC,
  events: legs,
})
const passport = (number: string, expiry: string, docType = 'P'): PassportFacts => ({ natKey: { number, docType }, expiryDate: day(expiry) })
const visa = (number: string, countryCode: string, expiry: string | undefined, docExists = true): VisaFacts => ({
  number,
  natKey: { countryCode },
  docExists,
  ...(expiry === undefined ? {} : { expiryDt: day(expiry) }),
})

const input = (over: Partial<TravelWarningInput>): TravelWarningInput => ({
  events: [],
  passports: [passport('P1', '2030-01-01')],
  visas: [],
  countryOf,
  rules: { passportMarginMonths: 6, visaCountries: ['USA', 'JPN'] },
  today: day('2026-03-15'),
  ...over,
})

const Passport = suite('travelWarnings: passport')

Passport('a passport valid beyond the trip plus the margin gives no warning', () => {
  assert.equal(travelWarnings(input({ events: [leg('L1', 'CDG', 'LHR', '2026-03-20T10:00:00Z')] })), [])
})

Passport('a passport expiring before the trip names the passport, its expiry and the trip', () => {
  const warnings = travelWarnings(input({ events: [leg('L1', 'CDG', 'LHR', '2026-04-02T10:00:00Z')], passports: [passport('P1', '2026-04-01')] }))
  assert.equal(warnings.map((w) => w._tag), ['PassportExpiresBeforeTrip'])
  const w = warnings[0]!
  assert.ok(w._tag === 'PassportExpiresBeforeTrip')
  assert.is(w.number, 'P1')
  assert.is(w.expiryDate.toString(), '2026-04-01')
  assert.is(w.tripDate.toString(), '2026-04-02')
  assert.is(w.country, 'GBR')
  assert.is(w.eventId, 'L1')
  assert.is(w.tripEventId, 'L1')
})

Passport('a passport expiring within the margin after the trip warns with the date it is needed until', () => {
  const warnings = travelWarnings(input({ events: [leg('L1', 'CDG', 'LHR', '2026-04-02T10:00:00Z')], passports: [passport('P1', '2026-10-01')] }))
  assert.equal(warnings.map((w) => w._tag), ['PassportWithinMargin'])
  const w = warnings[0]!
  assert.ok(w._tag === 'PassportWithinMargin')
  assert.is(w.neededUntil.toString(), '2026-10-02')
})

Passport('the margin is the profile\'s: with 3 months the same passport is fine', () => {
  const events = [leg('L1', 'CDG', 'LHR', '2026-04-02T10:00:00Z')]
  assert.equal(travelWarnings(input({ events, passports: [passport('P1', '2026-10-01')], rules: { passportMarginMonths: 3, visaCountries: [] } })), [])
})

Passport('the expiry day itself is valid; the day before the trip is not', () => {
  const events = [leg('L1', 'CDG', 'LHR', '2026-04-02T10:00:00Z')]
  const rules = { passportMarginMonths: 0, visaCountries: [] }
  assert.equal(travelWarnings(input({ events, rules, passports: [passport('P1', '2026-04-02')] })), [])
  assert.equal(travelWarnings(input({ events, rules, passports: [passport('P1', '2026-04-01')] })).map((w) => w._tag), ['PassportExpiresBeforeTrip'])
})

Passport('the passport with the latest expiry counts; identity cards and licences are not passports', () => {
  const events = [leg('L1', 'CDG', 'LHR', '2026-04-02T10:00:00Z')]
  assert.equal(travelWarnings(input({ events, passports: [passport('OLD', '2026-04-01'), passport('NEW', '2031-01-01')] })), [])
  const onlyId = travelWarnings(input({ events, passports: [passport('ID1', '2031-01-01', 'I'), passport('DL', '2031-01-01', 'D')] }))
  assert.equal(onlyId.map((w) => w._tag), ['PassportMissing'])
})

Passport('no warning for a domestic leg, a trip into the crew member\'s own country, or a past trip', () => {
  const passports = [passport('P1', '2026-03-01')]
  assert.equal(travelWarnings(input({ passports, events: [leg('L1', 'CDG', 'ORY', '2026-04-02T10:00:00Z')] })), [])
  assert.equal(travelWarnings(input({ passports, nationality: 'FRA', events: [leg('L1', 'LHR', 'CDG', '2026-04-02T10:00:00Z')] })), [])
  assert.equal(travelWarnings(input({ passports, nationality: 'FR', events: [leg('L1', 'LHR', 'CDG', '2026-04-02T10:00:00Z')] })), [])
  assert.equal(travelWarnings(input({ passports, events: [leg('L1', 'CDG', 'LHR', '2026-03-14T10:00:00Z')] })), [])
})

Passport('an airport of unknown country is not checked; other event types are not trips', () => {
  const passports = [passport('P1', '2026-03-01')]
  assert.equal(travelWarnings(input({ passports, events: [leg('L1', 'CDG', 'XXX', '2026-04-02T10:00:00Z')] })), [])
  assert.equal(travelWarnings(input({ passports, events: [leg('S1', 'CDG', 'LHR', '2026-04-02T10:00:00Z', 'SBY')] })), [])
  assert.equal(travelWarnings(input({ passports, events: [leg('F1', 'CDG', 'LHR', '2026-04-02T10:00:00Z', 'FPR')] })).length, 1)
})

const Visas = suite('travelWarnings: visa')

Visas('a country that needs a visa and none is held: visa missing', () => {
  const warnings = travelWarnings(input({ events: [leg('L1', 'CDG', 'NRT', '2026-04-02T10:00:00Z')] }))
  assert.equal(warnings.map((w) => [w._tag, w.country]), [['VisaMissing', 'JPN']])
})

Visas('a visa expiring before the trip names the visa and its expiry', () => {
  const warnings = travelWarnings(input({ events: [leg('L1', 'CDG', 'NRT', '2026-04-02T10:00:00Z')], visas: [visa('V-JP', 'JPN', '2026-03-30')] }))
  assert.equal(warnings.map((w) => w._tag), ['VisaExpiresBeforeTrip'])
  const w = warnings[0]!
  assert.ok(w._tag === 'VisaExpiresBeforeTrip')
  assert.is(w.number, 'V-JP')
  assert.is(w.expiryDate.toString(), '2026-03-30')
})

Visas('a valid visa, one without expiry, or one given with an alpha-2 country is fine', () => {
  const events = [leg('L1', 'CDG', 'NRT', '2026-04-02T10:00:00Z')]
  assert.equal(travelWarnings(input({ events, visas: [visa('V', 'JPN', '2026-04-02')] })), [])
  assert.equal(travelWarnings(input({ events, visas: [visa('V', 'JPN', undefined)] })), [])
  assert.equal(travelWarnings(input({ events, visas: [visa('V', 'jp', '2027-01-01')] })), [])
})

Visas('a visa of another country, or one whose document does not exist, does not count', () => {
  const events = [leg('L1', 'CDG', 'NRT', '2026-04-02T10:00:00Z')]
  assert.equal(travelWarnings(input({ events, visas: [visa('V', 'USA', '2027-01-01')] })).map((w) => w._tag), ['VisaMissing'])
  assert.equal(travelWarnings(input({ events, visas: [visa('V', 'JPN', '2027-01-01', false)] })).map((w) => w._tag), ['VisaMissing'])
})

Visas('a country the profile does not list needs no visa', () => {
  assert.equal(travelWarnings(input({ events: [leg('L1', 'CDG', 'LHR', '2026-04-02T10:00:00Z')] })), [])
})

const Pairings = suite('travelWarnings: pairings')

Pairings('a pairing\'s legs are searched; the warning belongs to the pairing and is given once per country', () => {
  const trip = pairing('PAR1', [
    leg('L1', 'CDG', 'NRT', '2026-04-02T10:00:00Z'),
    leg('L2', 'NRT', 'CDG', '2026-04-05T10:00:00Z'),
    leg('L3', 'CDG', 'NRT', '2026-04-06T10:00:00Z'),
  ])
  const warnings = travelWarnings(input({ events: [trip], passports: [passport('P1', '2026-09-01')] }))
  assert.equal(
    warnings.map((w) => [w._tag, w.eventId, w.country, w.tripDate.toString()]),
    [
      ['PassportWithinMargin', 'PAR1', 'JPN', '2026-04-02'],
      ['VisaMissing', 'PAR1', 'JPN', '2026-04-02'],
      ['PassportWithinMargin', 'PAR1', 'FRA', '2026-04-05'],
    ],
  )
  assert.equal(travelWarningsOf(warnings, 'PAR1').length, 3)
  // A leg's own screen shows the warnings of the entry it makes; the pairing's second entry into Japan gives none.
  assert.equal(travelWarningsOf(warnings, 'L1').map((w) => [w._tag, w.tripEventId]), [['PassportWithinMargin', 'L1'], ['VisaMissing', 'L1']])
  assert.equal(travelWarningsOf(warnings, 'L2').map((w) => [w._tag, w.country]), [['PassportWithinMargin', 'FRA']])
  assert.equal(travelWarningsOf(warnings, 'L3'), [])
  assert.equal(travelWarningsOf(warnings, 'PAR2'), [])
})

Pairings('rosterAirports lists every departure and arrival once, nested legs included', () => {
  const trip = pairing('PAR1', [leg('L1', 'CDG', 'nrt', '2026-04-02T10:00:00Z'), leg('L2', 'NRT', 'CDG', '2026-04-05T10:00:00Z')])
  assert.equal(rosterAirports([trip, leg('L9', 'CDG', 'LHR', '2026-04-09T10:00:00Z')]), ['CDG', 'LHR', 'NRT'])
})

Pairings('toAlpha2 gives the alpha-2 of an alpha-3 code (for the country\'s name), keeps alpha-2 and knows no other text', () => {
  assert.equal(['JPN', 'usa', 'GB', 'XYZ'].map(toAlpha2), ['JP', 'US', 'GB', undefined])
})

Pairings('toAlpha3 reads alpha-2 through the country table and keeps alpha-3', () => {
  assert.is(toAlpha3('fr'), 'FRA')
  assert.is(toAlpha3('JPN'), 'JPN')
})

const Properties = suite('travelWarnings: properties')

const dateArb = fc.integer({ min: 0, max: 800 }).map((n) => day('2026-01-01').add({ days: n }))

Properties('a later-expiring passport never adds a passport warning', () => {
  fc.assert(
    fc.property(dateArb, dateArb, fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 12 }), (trip, expiry, extra, margin) => {
      const events = [leg('L1', 'CDG', 'LHR', `${trip.toString()}T10:00:00Z`)]
      const rules = { passportMarginMonths: margin, visaCountries: [] }
      const count = (e: Temporal.PlainDate) =>
        travelWarnings(input({ events, rules, today: day('2026-01-01'), passports: [passport('P', e.toString())] })).length
      return count(expiry.add({ days: extra })) <= count(expiry)
    }),
  )
})

Properties('adding a visa never adds a warning; the warnings are those of each event on its own', () => {
  fc.assert(
    fc.property(dateArb, fc.option(dateArb, { nil: undefined }), fc.constantFrom('CDG', 'JFK', 'NRT', 'LHR'), (trip, visaExpiry, to) => {
      const events = [leg('L1', 'ORY', to, `${trip.toString()}T10:00:00Z`), leg('L2', 'CDG', 'NRT', `${trip.toString()}T12:00:00Z`)]
      const base = input({ events, today: day('2026-01-01') })
      const withVisa = { ...base, visas: [visa('V', to === 'JFK' ? 'USA' : 'JPN', visaExpiry?.toString())] }
      const each = events.flatMap((e) => travelWarnings({ ...base, events: [e] }))
      return travelWarnings(withVisa).length <= travelWarnings(base).length && travelWarnings(base).length === each.length
    }),
  )
})

Passport.run()
Visas.run()
Pairings.run()
Properties.run()

const Home = suite('travelWarnings: the way home, and a trip today')

Home('a return to the home base\'s country never warns (pairing homebase CDG, a Swedish crew member): only the trip abroad does', () => {
  const trip: TripEvent = {
    ...pairing('P1', [leg('L1', 'CDG', 'LHR', '2026-04-02T10:00:00Z'), leg('L2', 'LHR', 'CDG', '2026-04-03T10:00:00Z')]),
    fromAirport: 'CDG',
    eventDescription: { homebase: 'CDG' },
  }
  const warnings = travelWarnings(input({ events: [trip], passports: [passport('SE1', '2026-04-01')], nationality: 'SWE' }))
  assert.equal(warnings.map((w) => `${w._tag} ${w.country} ${w.tripEventId}`), ['PassportExpiresBeforeTrip GBR L1'])
})

Home('without a homebase field, the airport the pairing starts from is the home base', () => {
  const trip: TripEvent = { ...pairing('P1', [leg('L1', 'CDG', 'JFK', '2026-04-02T10:00:00Z'), leg('L2', 'JFK', 'CDG', '2026-04-03T10:00:00Z')]), fromAirport: 'CDG' }
  const warnings = travelWarnings(input({ events: [trip], passports: [passport('SE1', '2026-04-01')], visas: [visa('V1', 'USA', '2030-01-01')], nationality: 'SWE' }))
  assert.equal(warnings.map((w) => `${w._tag} ${w.country}`), ['PassportExpiresBeforeTrip USA'])
  assert.ok(rosterAirports([trip]).includes('CDG'))
})

Home('a return to the nationality\'s country never warns either (a French crew member based in London)', () => {
  const trip: TripEvent = { ...pairing('P1', [leg('L1', 'LHR', 'CDG', '2026-04-02T10:00:00Z'), leg('L2', 'CDG', 'LHR', '2026-04-03T10:00:00Z')]), fromAirport: 'LHR' }
  assert.equal(travelWarnings(input({ events: [trip], passports: [passport('FR1', '2026-04-01')], nationality: 'FRA' })), [])
})

Home('a trip today (arriving later today, UTC) is checked, not dropped', () => {
  const warnings = travelWarnings(input({ events: [leg('L1', 'CDG', 'LHR', '2026-03-15T23:30:00Z')], passports: [passport('P1', '2026-03-14')], today: day('2026-03-15') }))
  assert.equal(warnings.map((w) => `${w._tag} ${w.tripDate}`), ['PassportExpiresBeforeTrip 2026-03-15'])
  assert.equal(travelWarnings(input({ events: [leg('L1', 'CDG', 'LHR', '2026-03-14T23:30:00Z')], passports: [passport('P1', '2026-03-13')], today: day('2026-03-15') })), [], 'yesterday\'s trip is over')
})

Home.run()
