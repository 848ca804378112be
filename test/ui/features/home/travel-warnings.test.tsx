// Travel documents against the roster on the home screen and the duty screens: the warnings of
// the loaded duty plan against the crew member's my data, with the document, the dates and a link to My data.
import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { profileWith } from '../../../../core/access/profiles.rules'
import type { BasicDataType, MyData } from '../../../../core/my-data/my-data.codec'
import { SHELL } from '../../../../ui/app/tokens'
import { LegDetailsScreen } from '../../../../ui/features/details/leg/leg-details-screen'
import { PairingDetailsScreen } from '../../../../ui/features/details/pairing/pairing-details-screen'
import { resetFetchedEvents } from '../../../../ui/features/details/shared/event.state'
import { HomeScreen } from '../../../../ui/features/home/home-screen'
import { resetHomeState } from '../../../../ui/features/home/home.state'
import { resetTravelWarnings } from '../../../../ui/features/home/travel-warnings.state'
import { currentProfile } from '../../../../ui/profile/current-profile'
import { ALL_ENABLINGS, aUser, anAirline, fromContainer, renderScreen, type AppHarnessOptions } from '../../app-harness'
import { act, cleanup, flush, screen, waitFor, within } from '../../harness'
import { aTravelDocument, aVisa, date } from '../../../core/my-data/fixtures'
import { aPairingWire } from '../details/fixtures'
import { aRoster, aWireEvent, rosterPorts } from './fixtures'

const airline = (over: { readonly on?: boolean; readonly visaCountries?: ReadonlyArray<string> } = {}) =>
  anAirline(
    profileWith(
      {
        features: { travelDocumentWarnings: over.on ?? true },
        display: { travelDocuments: { passportMarginMonths: 6, visaCountries: [...(over.visaCountries ?? ['USA', 'JPN'])] } },
      },
      currentProfile,
    ),
  )

const jfk = (id: string, arrives: string) =>
  aWireEvent({ id, logicalId: `C1001:${id}`, type: 'LEG', name: id, eventHeader: `${id} CDG-JFK`, fromAirport: 'CDG', toAirport: 'JFK', fromDateTimeUTC: arrives.replace('T18', 'T10'), toDateTimeUTC: arrives })
const nrt = (id: string, arrives: string) =>
  aWireEvent({ id, logicalId: `C1001:${id}`, type: 'LEG', name: id, eventHeader: `${id} CDG-NRT`, fromAirport: 'CDG', toAirport: 'NRT', fromDateTimeUTC: arrives.replace('T18', 'T04'), toDateTimeUTC: arrives })

/** Anna: Swedish, a passport valid for years, a US visa lapsing on 18 March 2026, no Japanese visa. */
const annasData = (over: Partial<MyData> = {}): MyData => ({
  basicInfo: { firstName: 'Anna', lastName: 'Berg', nationality: 'SWE' },
  passports: [aTravelDocument({ natKey: { number: 'SE4412876', docType: 'P', crewCode: 'ANNA' }, expiryDate: date('2031-01-01') })],
  visas: [aVisa({ number: 'US-100001', natKey: { issueDt: date('2025-03-18'), countryCode: 'USA', passportNumber: 'SE4412876', passportDocType: 'P' }, expiryDt: date('2026-03-18') })],
  ...over,
})

const myDataPort = (data: MyData | 'fails') => {
  const asked: Array<ReadonlyArray<BasicDataType>> = []
  return { asked, port: { load: (_crmId: unknown, types: ReadonlyArray<BasicDataType>) => (asked.push(types), data === 'fails' ? TE.left({ _tag: 'Offline' as const }) : TE.right(data)) } }
}

const showHome = async (events: ReadonlyArray<Record<string, unknown>>, data: MyData | 'fails', options: AppHarnessOptions = {}) => {
  const my = myDataPort(data)
  await renderScreen(<HomeScreen params={{}} />, { airline: airline(), ...options, ports: rosterPorts(aRoster(events), { myData: my.port }) })
  await waitFor(() => screen.getByRole('list', { name: options.language === 'fr' ? 'Liste des activités' : 'Duty list' }))
  await flush()
  await flush()
  return my
}

// happy-dom's media queries follow the window size: 1280 px is the wide two-column layout, where the warnings show
// in the calendar column; the phone width (the harness's) keeps them behind a header button.
const happy = (window as unknown as { happyDOM?: { setViewport(size: { width: number; height: number }): void } }).happyDOM
const narrowWidth = window.innerWidth

const Home = suite('travel-document warnings on home (wide layout)')
Home.before.each(() => happy?.setViewport({ width: 1280, height: 900 }))
Home.after.each(() => {
  cleanup()
  resetHomeState(undefined)
  resetTravelWarnings()
  happy?.setViewport({ width: narrowWidth, height: 844 })
})

Home('a visa lapsing before a rostered trip and a missing visa: the document, the country, the dates, and a link to My data', async () => {
  const my = await showHome([jfk('J1', '2026-03-20T18:00:00+00:00'), nrt('N1', '2026-04-10T18:00:00+00:00')], annasData())
  const region = await waitFor(() => screen.getByRole('region', { name: 'Travel documents' }))
  const lines = within(region).getAllByRole('listitem').map((li) => li.textContent)
  assert.equal(lines, [
    'Visa US-100001 for United States expires on 18 Mar 2026, before your trip on 20 Mar 2026.',
    'No visa for Japan on file for your trip on 10 Apr 2026.',
  ])
  assert.is(within(region).getByRole('link', { name: 'Check my travel documents' }).getAttribute('href'), '/my-data/traveldocs')
  assert.equal(my.asked, [['basicInfo', 'passports', 'visas']])
})

Home('one line per document problem: the first trip, and how many more trips it touches', async () => {
  await showHome([jfk('J1', '2026-03-20T18:00:00+00:00'), jfk('J2', '2026-03-27T18:00:00+00:00'), jfk('J3', '2026-04-03T18:00:00+00:00')], annasData())
  const region = await waitFor(() => screen.getByRole('region', { name: 'Travel documents' }))
  assert.equal(within(region).getAllByRole('listitem').map((li) => li.textContent), [
    'Visa US-100001 for United States expires on 18 Mar 2026, before your trip on 20 Mar 2026. The same applies to 2 more trips.',
  ])
})

Home('a passport too short for the margin says until when it must be valid', async () => {
  const data = annasData({ passports: [aTravelDocument({ natKey: { number: 'SE4412876', docType: 'P', crewCode: 'ANNA' }, expiryDate: date('2026-06-30') })], visas: [] })
  await showHome([aWireEvent({ id: 'L1', logicalId: 'C1001:L1', type: 'LEG', fromAirport: 'CDG', toAirport: 'LHR', fromDateTimeUTC: '2026-03-20T08:00:00+00:00', toDateTimeUTC: '2026-03-20T09:20:00+00:00' })], data)
  const region = await waitFor(() => screen.getByRole('region', { name: 'Travel documents' }))
  assert.equal(within(region).getAllByRole('listitem').map((li) => li.textContent), [
    'Passport SE4412876 expires on 30 Jun 2026: for your trip to United Kingdom on 20 Mar 2026 it must be valid until 20 Sep 2026.',
  ])
})

Home('in French', async () => {
  await showHome([jfk('J1', '2026-03-20T18:00:00+00:00')], annasData(), { language: 'fr' })
  const region = await waitFor(() => screen.getByRole('region', { name: 'Documents de voyage' }))
  const line = within(region).getByRole('listitem').textContent ?? ''
  assert.is(line, 'Le visa US-100001 (pays : États-Unis) expire le 18 mars 2026, avant votre voyage du 20 mars 2026.')
  assert.ok(within(region).getByRole('link', { name: 'Vérifier mes documents de voyage' }))
})

Home('every trip covered: no warning', async () => {
  const data = annasData({ visas: [aVisa({ number: 'US-9', natKey: { issueDt: date('2025-03-18'), countryCode: 'USA', passportNumber: 'SE4412876', passportDocType: 'P' }, expiryDt: date('2029-01-01') })] })
  const my = await showHome([jfk('J1', '2026-03-20T18:00:00+00:00')], data)
  assert.is(my.asked.length, 1, 'the check ran')
  assert.is(screen.queryByRole('region', { name: 'Travel documents' }), null)
})

Home('the profile switch off, or my data hidden from the crew member: no check, no warning', async () => {
  const off = await showHome([jfk('J1', '2026-03-20T18:00:00+00:00')], annasData(), { airline: airline({ on: false }) })
  assert.equal(off.asked, [])
  assert.is(screen.queryByRole('region', { name: 'Travel documents' }), null)
  cleanup()
  resetTravelWarnings()
  const hidden = await showHome([jfk('J1', '2026-03-20T18:00:00+00:00')], annasData(), {
    user: aUser({ configuration: { enablings: [...ALL_ENABLINGS.filter((e) => e.featureId !== 'IDP_MY_DATA'), { featureId: 'IDP_MY_DATA', value: 'NO' }], languageServiceAvailable: true } }),
  })
  assert.equal(hidden.asked, [])
  assert.is(screen.queryByRole('region', { name: 'Travel documents' }), null)
})

Home('documents that do not load: the duty plan shows, without warnings', async () => {
  const my = await showHome([jfk('J1', '2026-03-20T18:00:00+00:00')], 'fails')
  assert.is(my.asked.length, 1)
  assert.is(screen.queryByRole('region', { name: 'Travel documents' }), null)
  assert.ok(screen.getByRole('list', { name: 'Duty list' }))
})

const Narrow = suite('travel-document warnings on home (phone layout)')
Narrow.after.each(() => {
  cleanup()
  resetHomeState(undefined)
  resetTravelWarnings()
})

Narrow('the header says how many warnings there are; the button shows and hides the lines, leaving the duty list its room', async () => {
  await showHome([jfk('J1', '2026-03-20T18:00:00+00:00'), nrt('N1', '2026-04-10T18:00:00+00:00')], annasData())
  const button = await waitFor(() => screen.getByRole('button', { name: '2 warnings' }))
  assert.is(button.getAttribute('aria-expanded'), 'false')
  assert.is(screen.queryByRole('region', { name: 'Travel documents' }), null)
  await act(() => button.click())
  assert.is(button.getAttribute('aria-expanded'), 'true')
  const region = screen.getByRole('region', { name: 'Travel documents' })
  assert.is(button.getAttribute('aria-controls'), region.id)
  assert.is(within(region).getAllByRole('listitem')[0]?.textContent, 'Visa US-100001 for United States expires on 18 Mar 2026, before your trip on 20 Mar 2026.')
  await act(() => button.click())
  assert.is(screen.queryByRole('region', { name: 'Travel documents' }), null)
})

Narrow('no warning, no button', async () => {
  const data = annasData({ visas: [aVisa({ number: 'US-9', natKey: { issueDt: date('2025-03-18'), countryCode: 'USA', passportNumber: 'SE4412876', passportDocType: 'P' }, expiryDt: date('2029-01-01') })] })
  await showHome([jfk('J1', '2026-03-20T18:00:00+00:00')], data)
  assert.is(screen.queryByRole('button', { name: /warning/ }), null)
})

const Duty = suite('travel-document warnings on a duty')
Duty.before.each(resetFetchedEvents)
Duty.after.each(() => {
  cleanup()
  resetTravelWarnings()
})

const never = () => () => new Promise<never>(() => undefined)

/** A duty screen with the duty plan loaded (as after sign-in): the London pairing, Great Britain needing a visa. */
const showDuty = async (ui: React.ReactElement, path: string) => {
  const my = myDataPort(annasData({ visas: [] }))
  const roster = aRoster([{ ...aPairingWire() }])
  // The duty comes from the plan once loaded; the fetch the screen starts before that is not answered.
  const ports = { ...rosterPorts(roster, { myData: my.port }), roster: { loadDuties: () => TE.right(roster), loadEventById: never },
    // The leg screen's crew and roles are not what this test is about: they stay loading.
    crew: { loadLegCrew: never, loadCrewMemberCard: never },
    roles: { loadRoles: never } }
  const app = await renderScreen(ui, { path, airline: airline({ visaCountries: ['GBR'] }), ports })
  await act(() => fromContainer(app.di, SHELL.duties).load())
  await flush()
  await flush()
  return my
}

Duty('the pairing shows its trip\'s warning, with the link to My data', async () => {
  const logicalId = 'C1001:P123-20260316'
  await showDuty(<PairingDetailsScreen params={{ crmId: 'C1001', logicalId }} />, `/pairing/C1001/${encodeURIComponent(logicalId)}`)
  const region = await waitFor(() => screen.getByRole('region', { name: 'Travel documents' }))
  assert.equal(within(region).getAllByRole('listitem').map((li) => li.textContent), ['No visa for United Kingdom on file for your trip on 16 Mar 2026.'])
  assert.is(within(region).getByRole('link', { name: 'Check my travel documents' }).getAttribute('href'), '/my-data/traveldocs')
})

Duty('the leg entering the country shows it; the leg flying home does not', async () => {
  const out = 'C1001:AF006-20260316-CDG'
  await showDuty(<LegDetailsScreen params={{ crmId: 'C1001', logicalId: out }} />, `/leg/C1001/${encodeURIComponent(out)}`)
  const region = await waitFor(() => screen.getByRole('region', { name: 'Travel documents' }))
  assert.equal(within(region).getAllByRole('listitem').map((li) => li.textContent), ['No visa for United Kingdom on file for your trip on 16 Mar 2026.'])
  cleanup()
  resetFetchedEvents()
  const back = 'C1001:AF007-20260317-LHR'
  await showDuty(<LegDetailsScreen params={{ crmId: 'C1001', logicalId: back }} />, `/leg/C1001/${encodeURIComponent(back)}`)
  await waitFor(() => screen.getByRole('region', { name: 'Flight details' }))
  assert.is(screen.queryByRole('region', { name: 'Travel documents' }), null)
})

Home.run()
Narrow.run()
Duty.run()
