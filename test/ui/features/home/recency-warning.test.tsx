// Home's recency warning (issue 29): after the roster's first view (on the first interaction with home) a pilot whose
// take-offs and landings lapse within 14 days reads it, with the next rostered sector that would renew it and a link
// to the logbook; not when the airline has the logbook off. The real sun and airport table, as the app loads them.
import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { profileWith } from '../../../../core/access/profiles.rules'
import type { LogbookPort } from '../../../../core/logbook/logbook.port'
import { HomeScreen } from '../../../../ui/features/home/home-screen'
import { resetHomeState } from '../../../../ui/features/home/home.state'
import { currentProfile } from '../../../../ui/profile/current-profile'
import { anAirline, renderScreen } from '../../app-harness'
import { act, cleanup, flush, screen, waitFor, within } from '../../harness'
import { aRoster, aWireEvent, rosterPorts } from './fixtures'

const leg = (id: string, from: string, to: string, off: string, on: string, flight: string) =>
  aWireEvent({
    id,
    logicalId: `C1001:${id}`,
    type: 'LEG',
    name: flight,
    eventHeader: `${flight} ${from}-${to}`,
    fromDateTimeUTC: off,
    toDateTimeUTC: on,
    departure: { airportCode: from },
    arrival: { airportCode: to },
    eventDescription: { flightNumber: flight, aircraftTypeCode: '320', registration: 'F-HBNA' },
    roles: [{ id: 6, name: 'Co-pilot' }, { id: 9, name: 'Pilot flying' }],
  })

// The clock is 2026-03-15T08:00Z. Three day sectors as pilot flying (the roster's pilot-flying role): the oldest,
// 20 Dec 10:00 UTC, keeps the recency until 20 Mar 10:00 UTC, within 14 days; AF006 on 18 Mar would renew it.
const ROSTER = aRoster([
  leg('L1', 'CDG', 'LHR', '2025-12-20T10:00:00+00:00', '2025-12-20T11:15:00+00:00', 'AF1680'),
  leg('L2', 'LHR', 'CDG', '2026-02-10T10:00:00+00:00', '2026-02-10T11:10:00+00:00', 'AF1681'),
  leg('L3', 'CDG', 'LHR', '2026-03-01T10:00:00+00:00', '2026-03-01T11:15:00+00:00', 'AF1682'),
  leg('L4', 'CDG', 'LHR', '2026-03-18T10:00:00+00:00', '2026-03-18T11:15:00+00:00', 'AF006'),
])

const marks: LogbookPort = { loadMarks: () => TE.right([]), saveMark: () => TE.right([]) }

const showHome = async (options: { readonly language?: 'en' | 'fr'; readonly logbook?: boolean } = {}) => {
  await renderScreen(<HomeScreen params={{}} />, {
    airline: anAirline(profileWith({ features: { logbook: options.logbook ?? true } }, currentProfile)),
    language: options.language ?? 'en',
    ports: rosterPorts(ROSTER, { logbook: marks }),
  })
  await waitFor(() => screen.getByRole('list', { name: options.language === 'fr' ? 'Liste des activités' : 'Duty list' }))
  await flush()
}
const interact = () => act(() => void window.dispatchEvent(new Event('pointerdown')))
/** Narrow screens (these tests): the header's warnings button counts the warning and opens it, as the travel ones. */
const openWarnings = async (name: RegExp) => {
  const button = await waitFor(() => screen.getByRole('button', { name }), 8000)
  act(() => button.click())
}

const Warning = suite('recency warning on home')
Warning.after.each(() => {
  cleanup()
  resetHomeState(undefined)
})

Warning('after the first interaction: the count, the lapse date, the sector that would renew it, and a link to the logbook', async () => {
  await showHome()
  // Not part of the first view: nothing is fetched or shown before the crew member does something on home.
  assert.is(screen.queryByRole('region', { name: 'Recency' }), null)
  interact()
  await openWarnings(/^1 warning$/)
  const region = await waitFor(() => screen.getByRole('region', { name: 'Recency' }), 8000)
  assert.equal(
    within(region).getAllByRole('listitem').map((li) => li.textContent),
    ['Take-offs and landings in the last 90 days on 320: 3 of 3 — you may not carry passengers as pilot flying after 20 Mar 2026; your next rostered sector, AF006 on 18 Mar 2026, would renew it'],
  )
  assert.is(within(region).getByRole('link', { name: 'Open the logbook' }).getAttribute('href'), '/profile/logbook')
})

Warning('in French', async () => {
  await showHome({ language: 'fr' })
  interact()
  await openWarnings(/^1 avertissement$/)
  const region = await waitFor(() => screen.getByRole('region', { name: 'Expérience récente' }), 8000)
  assert.match(within(region).getByRole('listitem').textContent ?? '', /^Décollages et atterrissages sur les 90 derniers jours sur 320 : 3 sur 3 — .*après le 20 mars 2026 ; votre prochaine étape au planning, AF006 le 18 mars 2026, la renouvellerait$/)
  assert.ok(within(region).getByRole('link', { name: 'Ouvrir le carnet de vol' }))
})

Warning('wide screens: in the calendar column, after the calendar (it moves nothing above it), without a button', async () => {
  const happy = (window as unknown as { happyDOM?: { setViewport(size: { width: number; height: number }): void } }).happyDOM
  const width = window.innerWidth
  happy?.setViewport({ width: 1280, height: 900 })
  try {
    await showHome()
    interact()
    const region = await waitFor(() => screen.getByRole('region', { name: 'Recency' }), 8000)
    const follows = (a: Node, b: Node): boolean => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
    assert.ok(follows(screen.getByRole('table', { name: 'Calendar' }), region), 'after the calendar')
    assert.ok(follows(region, screen.getByRole('list', { name: 'Duty list' })), 'in the calendar column, before the duty list')
    assert.is(screen.queryByRole('button', { name: /^\d+ warnings?$/ }), null, 'no header button on a wide screen')
  } finally {
    happy?.setViewport({ width, height: 844 })
  }
})

Warning('an airline with the logbook off: no warning', async () => {
  await showHome({ logbook: false })
  interact()
  await flush()
  await new Promise<void>((resolve) => queueMicrotask(resolve))
  assert.is(screen.queryByRole('region', { name: 'Recency' }), null)
  assert.is(screen.queryByRole('button', { name: /warning/ }), null, 'nothing to count')
})

Warning.run()
