import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { TransportError } from '../../../core/errors/app-error'
import { loadTravelWarnings } from '../../../core/my-data/load-travel-warnings.use-case'
import type { BasicDataType, MyData } from '../../../core/my-data/my-data.codec'
import type { MyDataPort } from '../../../core/my-data/my-data.port'
import { travelWarningGroups } from '../../../core/my-data/travel-warning-groups.rules'
import { travelWarnings, type TravelWarning, type TripEvent } from '../../../core/my-data/travel-warnings.rules'
import type { AirportCountries } from '../../../core/platform/airport-countries.port'
import type { CrmId } from '../../../core/shared/brands'
import { aTravelDocument, aVisa, date, leg } from './fixtures'

const CRM = '100001' as CrmId
const pairing = (logicalId: string, legs: ReadonlyArray<TripEvent>): TripEvent => ({ logicalId, type: 'PAR', toDateTimeUTC: legs[legs.length - 1]!.toDateTimeUTC, events: legs })
const rules = { passportMarginMonths: 6, visaCountries: ['USA', 'JPN'] }
const today = date('2026-03-15')

/** A my-data port answering `answer` to a load and recording the parts asked for. */
const myDataPort = (answer: E.Either<TransportError, MyData>) => {
  const asked: Array<ReadonlyArray<BasicDataType>> = []
  const port: MyDataPort = {
    load: (_crmId, types) => (asked.push(types), E.isLeft(answer) ? TE.left(answer.left) : TE.right(answer.right)),
    create: () => TE.right(undefined),
    update: () => TE.right(undefined),
    remove: () => TE.right(undefined),
  }
  return { port, asked }
}
const airportTable = (table: Readonly<Record<string, string>>) => {
  const asked: Array<ReadonlyArray<string>> = []
  const airports: AirportCountries = {
    countriesOf: (codes) => (asked.push(codes), TE.right(new Map(codes.flatMap((c) => (table[c] === undefined ? [] : [[c, table[c]] as const]))))),
  }
  return { airports, asked }
}
const COUNTRIES = { CDG: 'FR', JFK: 'US', NRT: 'JP', LHR: 'GB' }

const UseCase = suite('loadTravelWarnings')

UseCase('runs the rule over the roster with the crew member\'s nationality, passports and visas and the airports\' countries', async () => {
  const data: MyData = {
    basicInfo: { firstName: 'Anna', lastName: 'Berg', nationality: 'SWE' },
    passports: [aTravelDocument({ expiryDate: date('2030-01-01') })],
    visas: [aVisa({ number: 'US-1', natKey: { issueDt: date('2025-01-10'), countryCode: 'USA', passportNumber: 'P1234567', passportDocType: 'P' }, expiryDt: date('2026-03-25') })],
  }
  const my = myDataPort(E.right(data))
  const table = airportTable(COUNTRIES)
  const events = [pairing('PAR1', [leg('L1', 'CDG', 'JFK', '2026-04-02T18:00:00Z'), leg('L2', 'JFK', 'CDG', '2026-04-04T07:00:00Z')])]
  const result = await loadTravelWarnings({ myData: my.port, airports: table.airports })({ crmId: CRM, events, rules, today })()
  assert.ok(E.isRight(result))
  if (E.isLeft(result)) return
  assert.equal(result.right.map((w) => [w._tag, w.eventId, w.tripEventId, w.country, w.tripDate.toString()]), [['VisaExpiresBeforeTrip', 'PAR1', 'L1', 'USA', '2026-04-02']])
  assert.equal(my.asked, [['basicInfo', 'passports', 'visas']])
  assert.equal(table.asked, [['CDG', 'JFK']])
})

UseCase('the nationality counts: no passport warning for a trip home', async () => {
  const data: MyData = { basicInfo: { firstName: 'Bruno', lastName: 'Moreau', nationality: 'FRA' }, passports: [aTravelDocument({ expiryDate: date('2026-03-20') })], visas: [] }
  const events = [leg('L1', 'JFK', 'CDG', '2026-04-02T18:00:00Z')]
  const result = await loadTravelWarnings({ myData: myDataPort(E.right(data)).port, airports: airportTable(COUNTRIES).airports })({ crmId: CRM, events, rules, today })()
  assert.equal(result, E.right([]))
})

UseCase('a roster without trips asks for nothing', async () => {
  const my = myDataPort(E.right({}))
  const table = airportTable(COUNTRIES)
  const result = await loadTravelWarnings({ myData: my.port, airports: table.airports })({ crmId: CRM, events: [], rules, today })()
  assert.equal(result, E.right([]))
  assert.equal(my.asked, [])
  assert.equal(table.asked, [])
})

UseCase('a failed my-data load is MyDataLoadFailed; an airport table that does not load is AirportTableUnavailable', async () => {
  const events = [leg('L1', 'CDG', 'NRT', '2026-04-02T18:00:00Z')]
  const offline: TransportError = { _tag: 'Offline', request: { method: 'GET', url: '/rest/pems/user/100001/basicdata' } }
  const failedLoad = await loadTravelWarnings({ myData: myDataPort(E.left(offline)).port, airports: airportTable(COUNTRIES).airports })({ crmId: CRM, events, rules, today })()
  assert.equal(failedLoad, E.left({ _tag: 'MyDataLoadFailed', cause: offline }))
  const noTable: AirportCountries = { countriesOf: () => TE.left({ _tag: 'AirportTableUnavailable', reason: 'chunk failed' }) }
  const failedTable = await loadTravelWarnings({ myData: myDataPort(E.right({})).port, airports: noTable })({ crmId: CRM, events, rules, today })()
  assert.equal(failedTable, E.left({ _tag: 'AirportTableUnavailable', reason: 'chunk failed' }))
})

const Groups = suite('travelWarningGroups: the home screen\'s lines')

const warningsFor = (events: ReadonlyArray<TripEvent>, passportExpiry: string, visas: MyData['visas'] = []): ReadonlyArray<TravelWarning> =>
  travelWarnings({
    events,
    passports: [aTravelDocument({ expiryDate: date(passportExpiry) })],
    visas: visas ?? [],
    nationality: 'SWE',
    countryOf: (a) => (COUNTRIES as Record<string, string>)[a],
    rules,
    today,
  })

Groups('one line per document problem, with its earliest trip and the number of trips, earliest first', () => {
  const events = [
    leg('L1', 'CDG', 'LHR', '2026-03-20T10:00:00Z'),
    leg('L2', 'CDG', 'NRT', '2026-04-10T10:00:00Z'),
    leg('L3', 'CDG', 'NRT', '2026-05-10T10:00:00Z'),
    leg('L4', 'CDG', 'LHR', '2026-06-10T10:00:00Z'),
  ]
  const groups = travelWarningGroups(warningsFor(events, '2026-05-01'))
  assert.equal(
    groups.map((g) => [g.first._tag, g.first.country, g.first.tripDate.toString(), g.trips]),
    [
      ['PassportWithinMargin', 'GBR', '2026-03-20', 2],
      ['VisaMissing', 'JPN', '2026-04-10', 2],
      ['PassportExpiresBeforeTrip', 'JPN', '2026-05-10', 2],
    ],
  )
})

Groups('visa problems of different countries stay apart; no warning, no line', () => {
  const events = [leg('L1', 'CDG', 'JFK', '2026-04-10T10:00:00Z'), leg('L2', 'CDG', 'NRT', '2026-04-20T10:00:00Z')]
  const groups = travelWarningGroups(warningsFor(events, '2030-01-01'))
  assert.equal(groups.map((g) => [g.first._tag, g.first.country, g.trips]), [['VisaMissing', 'USA', 1], ['VisaMissing', 'JPN', 1]])
  assert.equal(travelWarningGroups([]), [])
})

UseCase.run()
Groups.run()
