// A past leg links to its row of the logbook (issue 29): "In your logbook" on a leg the crew member operated and that
// has ended (core `isLoggedLeg`, the logbook's own selection); none on a future or a positioning leg, nor when the
// airline has the logbook off. The logbook opened at that row shows it focused.
import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { profileWith } from '../../../../core/access/profiles.rules'
import type { DutyEvent } from '../../../../core/roster/event.codec'
import { SHELL } from '../../../../ui/app/tokens'
import { LogbookScreen } from '../../../../ui/features/communication/logbook/logbook-screen'
import { LegDetailsScreen } from '../../../../ui/features/details/leg/leg-details-screen'
import { resetLegState } from '../../../../ui/features/details/leg/leg.state'
import { resetFetchedEvents } from '../../../../ui/features/details/shared/event.state'
import { currentProfile } from '../../../../ui/profile/current-profile'
import { anAirline, fromContainer, renderScreen } from '../../app-harness'
import { act, cleanup, flush, screen, waitFor } from '../../harness'
import { aRoster, aWireEvent, rosterPorts } from '../home/fixtures'
import { aLeg, aLegCrew, aRole, right } from './fixtures'

// The clock is 2026-03-15T08:00Z: 14 Mar is flown, 16 Mar (the fixture's) to come.
const PAST = { id: 'AF006-20260314-CDG', eventId: 'AF006-20260314-CDG', logicalId: 'C1001:AF006-20260314-CDG', fromDateTimeUTC: '2026-03-14T08:30:00+00:00', toDateTimeUTC: '2026-03-14T09:45:00+00:00', fromDateTimeLtAtAirport: '2026-03-14T09:30:00+01:00', toDateTimeLtAtAirport: '2026-03-14T09:45:00+00:00', roles: [{ id: 6, name: 'Co-pilot' }] }

const showLeg = async (event: DutyEvent, logbook = true) => {
  await renderScreen(<LegDetailsScreen params={{ crmId: 'C1001', logicalId: event.logicalId }} />, {
    path: `/leg/C1001/${encodeURIComponent(event.logicalId)}`,
    airline: anAirline(profileWith({ features: { logbook } }, currentProfile)),
    ports: {
      roster: { loadEventById: () => right(event) },
      roles: { loadRoles: () => right([aRole()]) },
      crew: { loadLegCrew: () => right(aLegCrew()), loadCrewMemberCard: () => TE.left({ _tag: 'Offline' as const }) },
    },
  })
  await waitFor(() => screen.getByRole('region', { name: 'Flight details' }))
  await flush()
}

const Link = suite('leg details: "In your logbook"')
Link.before.each(() => {
  resetFetchedEvents()
  resetLegState()
})
Link.after.each(cleanup)

Link('a past leg she operated links to its row', async () => {
  await showLeg(aLeg(PAST))
  assert.is(screen.getByRole('link', { name: 'In your logbook' }).getAttribute('href'), '/profile/logbook?sector=AF006-20260314-CDG')
})

Link('no link on a future leg, a positioning leg, or with the logbook off', async () => {
  await showLeg(aLeg({ roles: [{ id: 6, name: 'Co-pilot' }] }))
  assert.is(screen.queryByRole('link', { name: 'In your logbook' }), null)
  cleanup()
  resetFetchedEvents()
  await showLeg(aLeg({ ...PAST, roles: [{ id: 30, name: 'Deadhead' }] }))
  assert.is(screen.queryByRole('link', { name: 'In your logbook' }), null)
  cleanup()
  resetFetchedEvents()
  await showLeg(aLeg(PAST), false)
  assert.is(screen.queryByRole('link', { name: 'In your logbook' }), null)
})

Link('the logbook opened at a row: that row is focused and marked as the one shown', async () => {
  const leg = (id: string, off: string, on: string, flight: string) =>
    aWireEvent({ id, logicalId: `C1001:${id}`, type: 'LEG', name: flight, fromDateTimeUTC: off, toDateTimeUTC: on, departure: { airportCode: 'CDG' }, arrival: { airportCode: 'LHR' }, eventDescription: { flightNumber: flight, aircraftTypeCode: '320' }, roles: [{ id: 6, name: 'Co-pilot' }] })
  const roster = aRoster([leg('L1', '2026-03-10T08:00:00+00:00', '2026-03-10T09:15:00+00:00', 'AF1680'), leg('L2', '2026-03-12T08:00:00+00:00', '2026-03-12T09:15:00+00:00', 'AF1681')])
  const app = await renderScreen(<LogbookScreen params={{}} />, {
    path: '/profile/logbook?sector=L1',
    ports: { ...rosterPorts(roster), logbook: { loadMarks: () => TE.right([]), saveMark: () => TE.right([]) } },
  })
  await act(() => fromContainer(app.di, SHELL.duties).load())
  const row = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[data-sector="L1"]')
    if (found === null) throw new Error('no row L1 yet')
    return found
  }, 8000)
  await waitFor(() => assert.is(document.activeElement, row))
  assert.is(row.getAttribute('aria-current'), 'true')
  assert.is(document.querySelector('[data-sector="L2"]')?.getAttribute('aria-current'), null)
})

Link.run()
