import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { PROFILES } from '../../../profiles'
import { aUser, anAirline, renderApp } from '../app-harness'
import { fakeLanguagePort } from '../features/communication/settings/fixtures'
import { cleanup, fire, screen, waitFor, within } from '../harness'
import type { TransportError } from '../../../core/errors/app-error'
import { aCrmId, anEmptyRoster } from '../../core/shared/fixtures'

const alpine = PROFILES['alpine']
if (alpine === undefined) throw new Error('alpine profile missing')

const Routing = suite('routes and guards (SPEC section 2)')
Routing.after.each(cleanup)

Routing('"/ : server selection. It redirects to /login when one or fewer servers are configured"', async () => {
  const app = await renderApp({ user: null, path: '/' })
  await waitFor(() => assert.is(app.location(), '/login'))
  await waitFor(() => screen.getByRole('button', { name: 'Log in' }))
})

Routing('"When logged out an empty footer shows"', async () => {
  await renderApp({ user: null, path: '/login' })
  await waitFor(() => screen.getByRole('button', { name: 'Log in' }))
  assert.is(screen.queryByRole('navigation', { name: 'Main navigation' }), null)
})

Routing('signed out, "Any other route redirects to /" (and / on to /login)', async () => {
  const app = await renderApp({ user: null, path: '/leg/C1001/L1' })
  await waitFor(() => assert.is(app.location(), '/login'))
})

Routing('"Bottom navigation appears only when logged in: duties, daily remarks, news and profile"', async () => {
  await renderApp({ path: '/' })
  const nav = await waitFor(() => screen.getByRole('navigation', { name: 'Main navigation' }))
  const names = within(nav).getAllByRole('link').map((a) => a.getAttribute('aria-label'))
  assert.equal(names, ['Duties', 'Daily remarks', 'News', 'Profile'])
})

Routing('the title takes the focus only when it was lost: a bottom-navigation tab that stays on the page keeps it', async () => {
  const app = await renderApp({ path: '/', ports: { settings: fakeLanguagePort().port } })
  const nav = await waitFor(() => screen.getByRole('navigation', { name: 'Main navigation' }))
  const profileTab = within(nav).getByRole('link', { name: 'Profile' })
  profileTab.focus()
  fire.click(profileTab)
  await waitFor(() => assert.is(app.location(), '/profile'))
  await waitFor(() => screen.getByRole('heading', { name: 'Settings' }))
  assert.ok(document.activeElement === profileTab, `the focus is on ${document.activeElement?.textContent ?? 'nothing'}`)
})

Routing('a profile without news has no news tab and /news redirects to /', async () => {
  const app = await renderApp({ path: '/news', airline: anAirline(alpine.profile) })
  await waitFor(() => assert.is(app.location(), '/'))
  const nav = screen.getByRole('navigation', { name: 'Main navigation' })
  assert.is(within(nav).queryByRole('link', { name: 'News' }), null)
})

Routing('"Unknown routes redirect to /" when signed in', async () => {
  const app = await renderApp({ path: '/no/such/page' })
  await waitFor(() => assert.is(app.location(), '/'))
})

/** Ports that note the crmId of every call (`name:crmId`) and answer like quiet ports. */
const recordingPorts = () => {
  const calls: string[] = []
  const note = <A,>(name: string, answer: () => A) => (crmId: string) => (calls.push(`${name}:${crmId}`), answer())
  const offline = () => TE.left<TransportError, never>({ _tag: 'Offline' })
  const ports = {
    roster: { loadDuties: note('loadDuties', () => TE.right(anEmptyRoster())), loadEventById: note('loadEventById', offline) },
    refresh: { loadUpdates: note('loadUpdates', () => TE.right({})) },
    checkIn: { loadConfiguration: note('loadConfiguration', offline), loadCheckIn: note('loadCheckIn', offline), checkIn: note('checkIn', offline), confirmCheckIn: note('confirmCheckIn', offline) },
    crew: { loadLegCrew: note('loadLegCrew', offline) },
    roles: { loadRoles: note('loadRoles', offline) },
    hotel: { loadHotel: note('loadHotel', offline) },
    rosterChanges: { fetchRosterChanges: note('fetchRosterChanges', offline) },
  }
  return { calls, ports }
}

Routing('a check-in URL with another crew member\'s crmId: a message, no call for that crmId (no events GET), a way back to the own duties', async () => {
  const { calls, ports } = recordingPorts()
  const app = await renderApp({ path: `/check-in/C9999/${encodeURIComponent('C9999:P123-CI')}`, user: aUser({ crmId: aCrmId('C1001') }), ports })
  const heading = await waitFor(() => screen.getByRole('heading', { name: 'Not your duty plan' }))
  assert.is(heading.tagName, 'H1', 'the page title says it')
  assert.ok(screen.getByText('This link is for another crew member. You can only open your own duties.'))
  assert.ok(calls.includes('loadDuties:C1001'), `the own duty plan loads as usual: ${calls.join(', ')}`)
  assert.equal(calls.filter((call) => call.endsWith(':C9999')), [], 'nothing for the foreign crmId')
  assert.equal(calls.filter((call) => /^(loadCheckIn|loadConfiguration|checkIn|loadEventById):/.test(call)), [], 'the check-in screen was not opened')
  assert.is(app.location(), `/check-in/C9999/${encodeURIComponent('C9999:P123-CI')}`, 'the address stays as typed')
  fire.click(screen.getByRole('button', { name: 'Back to my duties' }))
  await waitFor(() => assert.is(app.location(), '/'))
  assert.equal(calls.filter((call) => call.endsWith(':C9999')), [])
})

Routing('every crmId route refuses another crew member\'s crmId the same way (fr)', async () => {
  for (const path of ['/leg/C9999/L1', '/pairing/C9999/L1', '/hotel/C9999/H1', '/notifications/C9999']) {
    const { calls, ports } = recordingPorts()
    await renderApp({ path, user: aUser({ crmId: aCrmId('C1001') }), ports, language: 'fr' })
    await waitFor(() => screen.getByRole('heading', { name: "Ce planning n'est pas le vôtre" }))
    assert.ok(screen.getByText("Ce lien concerne un autre membre d'équipage. Vous ne pouvez ouvrir que vos propres activités."), path)
    assert.equal(calls.filter((call) => call.endsWith(':C9999')), [], path)
    cleanup()
  }
})

Routing('a daily-remarks user without the enabling: no daily-remarks tab, /daily-remarks redirects to /', async () => {
  const app = await renderApp({ path: '/daily-remarks', user: aUser({ configuration: { enablings: [{ featureId: 'IDP_NEWS', value: 'Y' }] } }) })
  await waitFor(() => assert.is(app.location(), '/'))
  const nav = screen.getByRole('navigation', { name: 'Main navigation' })
  assert.is(within(nav).queryByRole('link', { name: 'Daily remarks' }), null)
  assert.ok(within(nav).getByRole('link', { name: 'News' }))
})

Routing.run()
