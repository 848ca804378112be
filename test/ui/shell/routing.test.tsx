import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { PROFILES } from '../../../profiles'
import { aUser, anAirline, renderApp } from '../app-harness'
import { fakeLanguagePort } from '../features/communication/settings/fixtures'
import { cleanup, fire, screen, waitFor, within } from '../harness'
import { aCrmId } from '../../core/shared/fixtures'

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

Routing('a route whose crmId is not the signed-in one redirects to /', async () => {
  const app = await renderApp({ path: '/leg/C9999/L1', user: aUser({ crmId: aCrmId('C1001') }) })
  await waitFor(() => assert.is(app.location(), '/'))
})

Routing('a daily-remarks user without the enabling: no daily-remarks tab, /daily-remarks redirects to /', async () => {
  const app = await renderApp({ path: '/daily-remarks', user: aUser({ configuration: { enablings: [{ featureId: 'IDP_NEWS', value: 'Y' }] } }) })
  await waitFor(() => assert.is(app.location(), '/'))
  const nav = screen.getByRole('navigation', { name: 'Main navigation' })
  assert.is(within(nav).queryByRole('link', { name: 'Daily remarks' }), null)
  assert.ok(within(nav).getByRole('link', { name: 'News' }))
})

Routing.run()
