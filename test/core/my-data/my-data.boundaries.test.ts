// Cases found by mutation testing (docs/testing.md, core/my-data): each asserts a behaviour a caller sees that no
// other test pinned down (a required field, a default, a tie, an order, a code with spaces).
import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { Temporal } from 'temporal-polyfill'
import { Contact } from '../../../core/my-data/contact.codec'
import { validateContactForm } from '../../../core/my-data/contact-form.rules'
import { loadTravelWarnings } from '../../../core/my-data/load-travel-warnings.use-case'
import type { MyDataPort } from '../../../core/my-data/my-data.port'
import { unchangedWhenEditing, validateTravelDocumentForm } from '../../../core/my-data/travel-document-form.rules'
import { travelWarningGroups } from '../../../core/my-data/travel-warning-groups.rules'
import { rosterAirports, toAlpha2, toAlpha3, travelWarnings, type TravelWarning, type TripEvent } from '../../../core/my-data/travel-warnings.rules'
import { validateVisaForm } from '../../../core/my-data/visa-form.rules'
import { addVisaRow, toggleVisaDeletion, visaFormValues, type VisaRow } from '../../../core/my-data/visa-rows.rules'
import type { CrmId } from '../../../core/shared/brands'
import { aContact, aTravelDocument, aVisa, contactForm, date, leg, travelDocumentForm, visaForm } from './fixtures'

const create = { mode: 'create' as const, defaultPhonePrefix: '+' }

const Forms = suite('my-data forms: required and optional fields')

Forms('a phone contact without area code is valid (area code optional); without local number it is not (required)', () => {
  assert.equal(validateContactForm(contactForm({ areaCode: '' }), create).errors, {})
  assert.equal(validateContactForm(contactForm({ areaCode: '  ' }), create).values.contact, '+3312345678')
  assert.equal(validateContactForm(contactForm({ localNo: '' }), create).errors, { localNo: { key: 'required' } })
})

Forms('travel document: "First and last name required"; visa: "Number required"', () => {
  assert.equal(validateTravelDocumentForm(travelDocumentForm({ lastName: ' ' }), { mode: 'create' }).errors, { lastName: { key: 'required' } })
  assert.equal(validateVisaForm(visaForm({ number: '' }), { mode: 'create' }).errors, { number: { key: 'required' } })
})

Forms('a fixed field refuses a change only when editing: creating, or editing with the same value, is fine', () => {
  const sameText = (a: string, b: string) => a === b
  assert.equal(unchangedWhenEditing<string>('create', 'P1', 'number', sameText)('P2'), E.right('P2'))
  assert.equal(unchangedWhenEditing<string>('edit', 'P1', 'number', sameText)('P1'), E.right('P1'))
  assert.equal(unchangedWhenEditing<string>('edit', undefined, 'number', sameText)('P2'), E.right('P2'))
  assert.equal(unchangedWhenEditing<string>('edit', 'P1', 'number', sameText)('P2'), E.left({ key: 'cannotBeChanged', params: { label: 'number' } }))
  assert.equal(validateTravelDocumentForm(travelDocumentForm({ number: 'P1234567' }), { mode: 'edit', originalNumber: 'P1234567' }).errors, {})
})

Forms.run()

const Codec = suite('my-data codecs: the phone number')

Codec('a phone number needs its local number; region and area codes, when sent, are text', () => {
  const wire = Contact.encode(aContact())
  assert.ok(E.isRight(Contact.decode(wire)))
  assert.ok(E.isLeft(Contact.decode({ ...wire, phoneNumber: { regionCode: '+33', areaCode: '6' } })))
  assert.ok(E.isLeft(Contact.decode({ ...wire, phoneNumber: { localNo: '12345678', regionCode: 33 } })))
  assert.ok(E.isLeft(Contact.decode({ ...wire, phoneNumber: { localNo: '12345678', areaCode: 6 } })))
})

Codec.run()

const Rows = suite('visa rows: new rows and the deletion mark')

const loaded = (number: string): VisaRow => {
  const original = aVisa({ number })
  return { original, values: visaFormValues(original), markedForDeletion: false }
}

Rows('a new visa row is empty, its yes/no unchosen and not marked; a loaded visa without additional info shows an empty one', () => {
  assert.equal(addVisaRow([]), [
    { values: { number: '', issuePlace: '', docExists: null, issueDt: null, countryCode: '', expiryDt: null, addInfo: '' }, markedForDeletion: false },
  ])
  assert.is(visaFormValues(aVisa()).addInfo, '')
})

Rows('marking one loaded row leaves the others; removing a new row keeps the others', () => {
  const rows = [loaded('V1'), loaded('V2')]
  assert.equal(toggleVisaDeletion(rows, 1).map((r) => r.markedForDeletion), [false, true])
  const withNew = addVisaRow(addVisaRow(rows))
  assert.equal(toggleVisaDeletion(withNew, 2).map((r) => r.original?.number ?? 'new'), ['V1', 'V2', 'new'])
})

Rows.run()

const Warnings = suite('travel warnings: documents, trip kinds and airport codes')

const COUNTRIES: Readonly<Record<string, string>> = { CDG: 'FR', ORY: 'FR', JFK: 'US', NRT: 'JP', LHR: 'GB' }
const passport = (number: string, expiry: string) => ({ natKey: { number, docType: 'P' }, expiryDate: date(expiry) })
const visa = (number: string, countryCode: string, expiry: string) => ({ number, natKey: { countryCode }, docExists: true, expiryDt: date(expiry) })
const base = {
  passports: [passport('P1', '2030-01-01')],
  visas: [],
  nationality: 'SWE',
  countryOf: (a: string): string | undefined => COUNTRIES[a],
  rules: { passportMarginMonths: 6, visaCountries: ['USA', 'JPN'] },
  today: date('2026-03-15'),
}
const at = (s: string) => Temporal.ZonedDateTime.from(`${s}[UTC]`)

Warnings('the passport and the visa with the latest expiry count, whatever their order', () => {
  const events = [leg('L1', 'CDG', 'JFK', '2026-04-02T10:00:00Z')]
  const passports = [passport('NEW', '2031-01-01'), passport('OLD', '2026-04-01')]
  const visas = [visa('V-NEW', 'USA', '2028-01-01'), visa('V-OLD', 'USA', '2026-04-01')]
  assert.equal(travelWarnings({ ...base, events, passports, visas }), [])
})

Warnings('a ground positioning (GPR) into another country is a trip', () => {
  const warnings = travelWarnings({ ...base, events: [{ ...leg('G1', 'CDG', 'LHR', '2026-04-02T10:00:00Z'), type: 'GPR' }], passports: [passport('P1', '2026-04-01')] })
  assert.equal(warnings.map((w) => `${w._tag} ${w.tripEventId}`), ['PassportExpiresBeforeTrip G1'])
})

Warnings('country codes with spaces read as the same country', () => {
  assert.is(toAlpha3(' fr '), 'FRA')
  assert.is(toAlpha2(' fra '), 'FR')
})

Warnings('rosterAirports: a pairing\'s start and homebase, a trip\'s airports, upper-cased and trimmed; not the airports of other events', () => {
  const hotel: TripEvent = { logicalId: 'H1', type: 'HOT', fromAirport: 'NRT', toAirport: 'NRT', toDateTimeUTC: at('2026-04-03T10:00:00Z') }
  const trip: TripEvent = {
    logicalId: 'PAR1',
    type: 'PAR',
    fromAirport: ' ory ',
    toDateTimeUTC: at('2026-04-05T10:00:00Z'),
    eventDescription: { homebase: 'BRU' },
    events: [leg('L1', 'CDG', 'LHR', '2026-04-02T10:00:00Z'), hotel],
  }
  assert.equal(rosterAirports([trip]), ['BRU', 'CDG', 'LHR', 'ORY'])
  assert.equal(rosterAirports([hotel]), [])
  const { toAirport: _none, ...noArrival } = leg('L2', 'NRT', 'CDG', '2026-04-06T10:00:00Z')
  assert.equal(rosterAirports([noArrival]), ['NRT'], 'a leg without its arrival airport lists its departure')
})

Warnings('loadTravelWarnings finds the country of an airport code sent with spaces', async () => {
  const port: MyDataPort = {
    load: () => TE.right({ basicInfo: { firstName: 'Anna', lastName: 'Berg', nationality: 'SWE' }, passports: [aTravelDocument({ expiryDate: date('2026-04-01') })], visas: [] }),
    create: () => TE.right(undefined),
    update: () => TE.right(undefined),
    remove: () => TE.right(undefined),
  }
  const airports = { countriesOf: (codes: ReadonlyArray<string>) => TE.right(new Map(codes.flatMap((c) => (COUNTRIES[c] === undefined ? [] : [[c, COUNTRIES[c]!] as const])))) }
  const events = [leg('L1', 'CDG', ' LHR ', '2026-04-02T10:00:00Z')]
  const result = await loadTravelWarnings({ myData: port, airports })({ crmId: '100001' as CrmId, events, rules: base.rules, today: base.today })()
  assert.equal(E.map((ws: ReadonlyArray<TravelWarning>) => ws.map((w) => `${w._tag} ${w.country}`))(result), E.right(['PassportExpiresBeforeTrip GBR']))
})

Warnings.run()

const Groups = suite('travelWarningGroups: order, ties and visa countries')

const warning = (tag: 'VisaExpiresBeforeTrip' | 'VisaMissing', eventId: string, country: string, tripDate: string): TravelWarning =>
  tag === 'VisaMissing'
    ? { _tag: tag, eventId, tripEventId: eventId, country, tripDate: date(tripDate) }
    : { _tag: tag, eventId, tripEventId: eventId, country, tripDate: date(tripDate), number: `V-${country}`, expiryDate: date('2026-01-01') }

Groups('lapsed visas of two countries are two lines', () => {
  const groups = travelWarningGroups([warning('VisaExpiresBeforeTrip', 'L1', 'USA', '2026-04-01'), warning('VisaExpiresBeforeTrip', 'L2', 'JPN', '2026-04-02')])
  assert.equal(groups.map((g) => [g.first.country, g.trips]), [['USA', 1], ['JPN', 1]])
})

Groups('lines come earliest first even when the warnings do not; of two trips on the same day, the first listed leads', () => {
  const groups = travelWarningGroups([
    warning('VisaMissing', 'L3', 'JPN', '2026-05-01'),
    warning('VisaMissing', 'L1', 'USA', '2026-04-10'),
    warning('VisaMissing', 'L2', 'USA', '2026-04-10'),
  ])
  assert.equal(groups.map((g) => [g.first.eventId, g.trips]), [['L1', 2], ['L3', 1]])
})

Groups.run()
