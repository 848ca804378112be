import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { profileWith } from '../../../../core/access/profiles.rules'
import { resetLegState } from '../../../../ui/features/details/leg/leg.state'
import { resetFetchedEvents } from '../../../../ui/features/details/shared/event.state'
import { anAirline, renderApp } from '../../app-harness'
import { cleanup, screen, waitFor } from '../../harness'
import { aCard, aLeg, aLegCrew, aLegWire, aRole, aRosterChange, right } from './fixtures'
import { anEmptyRoster } from '../../../core/shared/fixtures'

const LEG = `/leg/C1001/${encodeURIComponent('C1001:AF006-20260316-CDG')}`
const roster = { loadDuties: () => TE.right(anEmptyRoster()), loadEventById: () => right(aLeg()) }
const ports = {
  roster,
  roles: { loadRoles: () => right([aRole()]) },
  crew: { loadLegCrew: () => right(aLegCrew()), loadCrewMemberCard: () => right(aCard()) },
}

const Routes = suite('detail routes in the running app')
Routes.before.each(() => {
  resetFetchedEvents()
  resetLegState()
})
Routes.after.each(cleanup)

Routes('/leg/{crmId}/{logicalId} (URL-encoded logicalId) shows leg details with its title in the header', async () => {
  await renderApp({ path: LEG, ports })
  const title = await waitFor(() => screen.getByRole('heading', { name: '16 Mar 2026 AF006 CDG' }))
  assert.is(title.closest('header')?.tagName, 'HEADER')
  assert.is(screen.queryByRole('heading', { name: 'Crew Duty Plan' }), null)
  assert.ok(screen.getByRole('navigation', { name: 'Main navigation' }))
})

Routes('role editing: "The footer is hidden while editing"', async () => {
  await renderApp({ path: `${LEG}/edit-roles`, ports })
  await waitFor(() => screen.getByRole('heading', { name: 'Editing roles' }))
  await waitFor(() => assert.is(screen.queryByRole('navigation', { name: 'Main navigation' }), null))
})

Routes('/leg/…/edit-roles "(needs the role-editing feature)": without it the route redirects to /', async () => {
  const app = await renderApp({ path: `${LEG}/edit-roles`, ports, airline: anAirline(profileWith({ features: { performRoleEditing: false } })) })
  await waitFor(() => assert.is(app.location(), '/'))
})

Routes('/event/{crmId}/{eventId} with the event in the navigation state shows its remark', async () => {
  await renderApp({ path: '/event/C1001/AF006-20260316-CDG', navigationState: { event: aLegWire() }, ports })
  await waitFor(() => screen.getByText('Catering loaded at CDG.'))
})

Routes('/event/{crmId}/{eventId} "with no event passed it redirects to /"', async () => {
  const app = await renderApp({ path: '/event/C1001/AF006-20260316-CDG', ports })
  await waitFor(() => assert.is(app.location(), '/'))
})

Routes('/notifications/{crmId} shows the roster changes to confirm', async () => {
  await renderApp({
    path: '/notifications/C1001',
    navigationState: { fromDateTimeUTC: '2026-03-16T00:00:00+00:00', toDateTimeUTC: '2026-03-18T00:00:00+00:00', redirectTo: '/' },
    ports: { ...ports, rosterChanges: { fetchRosterChanges: () => right(aRosterChange()) } },
  })
  await waitFor(() => screen.getByRole('checkbox', { name: 'Select the changes of 16 Mar 2026' }))
})

Routes.run()
