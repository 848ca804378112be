import { suite } from 'uvu'
import * as TE from 'fp-ts/TaskEither'
import * as assert from 'uvu/assert'
import { profileWith } from '../../../../../core/access/profiles.rules'
import { setOnline } from '../../../../../ui/app/session.store'
import { SHELL } from '../../../../../ui/app/tokens'
import { SettingsScreen } from '../../../../../ui/features/communication/settings/settings-screen'
import { resetSettingsState } from '../../../../../ui/features/communication/settings/settings.state'
import { aUser, ALL_ENABLINGS, anAirline, fakeAuthPort, fromContainer, renderApp, renderScreen } from '../../../app-harness'
import { act, cleanup, fire, screen, waitFor, within } from '../../../harness'
import { fakeLanguagePort } from './fixtures'

const Settings = suite('settings (/profile)')
Settings.before.each(() => {
  resetSettingsState()
})
Settings.after.each(cleanup)

/** The settings port's language calls, and an auth port (logout goes through the shell's auth runner). */
const ports = (settings = fakeLanguagePort().port) => ({
  settings,
  auth: fakeAuthPort({ user: aUser() }),
  // The calendar-subscription section (its own test file) asks for the subscription's status when the screen opens.
  calendarSubscription: { loadStatus: () => TE.right({ active: false }) },
})
const noLanguageService = aUser({ configuration: { enablings: [...ALL_ENABLINGS], languageServiceAvailable: false } })

Settings('"User name and crew id"', async () => {
  await renderScreen(<SettingsScreen params={{}} />, { ports: ports(), path: '/profile' })
  const account = await waitFor(() => screen.getByRole('region', { name: 'Account' }))
  assert.ok(within(account).getByText('Anna Berg'))
  assert.ok(within(account).getByText('C1001'))
})

Settings('the airline code: the customer code of the server\'s public configuration (SPEC section 1), the profile\'s until it answers', async () => {
  const airline = anAirline(profileWith({ display: { customerCode: 'PRF' } }))
  await renderScreen(<SettingsScreen params={{}} />, { ports: ports(), path: '/profile', airline })
  const before = await waitFor(() => screen.getByRole('region', { name: 'Account' }))
  assert.ok(within(before).getByText('Airline code'))
  assert.ok(within(before).getByText('PRF'), 'no public configuration yet: the profile\'s code')
  cleanup()
  // Signed in through the app: the auth flow loads GET public/bootstrap/configuration (the fake answers customerCode DEMO).
  await renderApp({ ports: { auth: fakeAuthPort({ user: aUser() }), settings: fakeLanguagePort().port }, path: '/profile', airline })
  const account = await waitFor(() => screen.getByRole('region', { name: 'Account' }))
  await waitFor(() => assert.ok(within(account).getByText('DEMO')))
  assert.is(within(account).queryByText('PRF'), null)
})

Settings('"Links to /notification-settings and /my-data, each only if permitted"', async () => {
  const app = await renderScreen(<SettingsScreen params={{}} />, { ports: ports(), path: '/profile' })
  act(() => screen.getByRole('link', { name: 'News and notification settings' }).click())
  assert.is(app.location(), '/notification-settings')
  act(() => screen.getByRole('link', { name: 'My data' }).click())
  assert.is(app.location(), '/my-data')
  cleanup()
  const noMyData = aUser({ configuration: { enablings: ALL_ENABLINGS.map((e) => (e.featureId === 'IDP_MY_DATA' ? { ...e, value: 'NO' } : e)), languageServiceAvailable: true } })
  await renderScreen(<SettingsScreen params={{}} />, {
    ports: ports(),
    path: '/profile',
    user: noMyData,
    airline: anAirline(profileWith({ features: { viewNotificationSettings: false } })),
  })
  await waitFor(() => screen.getByRole('region', { name: 'Account' }))
  assert.is(screen.queryByRole('link', { name: 'News and notification settings' }), null)
  assert.is(screen.queryByRole('link', { name: 'My data' }), null)
})

Settings('"An auto-refresh switch for the duty list": the profile default first, the choice stored per crew member and given to auto-refresh', async () => {
  const app = await renderScreen(<SettingsScreen params={{}} />, { ports: ports(), path: '/profile' })
  const toggle = (await waitFor(() => screen.getByRole('switch', { name: 'Refresh duties automatically' }))) as HTMLInputElement
  assert.ok(toggle.checked, 'the demo profile refreshes automatically by default')
  const autoRefresh = fromContainer(app.di, SHELL.autoRefresh)
  act(() => toggle.click())
  assert.not.ok(toggle.checked)
  assert.is(app.world.storage.get('prefs:C1001:autoRefreshEnabled'), 'false')
  assert.not.ok(autoRefresh.state().autoRefresh)
  cleanup()
  await renderScreen(<SettingsScreen params={{}} />, { ports: ports(), path: '/profile', storage: { 'prefs:C1001:autoRefreshEnabled': 'false' } })
  const stored = (await waitFor(() => screen.getByRole('switch', { name: 'Refresh duties automatically' }))) as HTMLInputElement
  assert.not.ok(stored.checked, 'the stored choice wins over the profile default')
})

Settings('"the language selector switches the whole UI to French" and saves the preferred language', async () => {
  const language = fakeLanguagePort('en')
  await renderScreen(<SettingsScreen params={{}} />, { ports: ports(language.port), path: '/profile' })
  const select = await waitFor(() => screen.getByRole('combobox', { name: 'Language' }))
  assert.equal(within(select).getAllByRole('option').map((o) => o.textContent), ['English', 'Français'])
  fire.input(select, 'fr')
  await waitFor(() => screen.getByRole('heading', { name: 'Paramètres' }))
  assert.ok(screen.getByRole('button', { name: 'Se déconnecter' }))
  assert.ok(screen.getByRole('switch', { name: 'Actualiser automatiquement les activités' }))
  assert.ok(screen.getByRole('combobox', { name: 'Langue' }))
  assert.equal(language.saved, ['fr'])
})

Settings('"A language selector ... if the language service is available": none without it', async () => {
  await renderScreen(<SettingsScreen params={{}} />, { ports: ports(), path: '/profile', user: noLanguageService })
  await waitFor(() => screen.getByRole('region', { name: 'Preferences' }))
  assert.is(screen.queryByRole('combobox', { name: 'Language' }), null)
})

Settings('the preferred language saved on the server applies right after sign-in, on the home screen, before Settings opens', async () => {
  const language = fakeLanguagePort('fr')
  const app = await renderApp({ ports: { auth: fakeAuthPort({ user: aUser() }), settings: language.port }, path: '/' })
  await waitFor(() => screen.getByRole('navigation', { name: 'Navigation principale' }))
  assert.ok(screen.getByRole('link', { name: /Activités/ }))
  assert.is(document.documentElement.lang, 'fr')
  assert.is(app.location(), '/')
})

Settings('French saved on the server also wins over English stored on this device (local storage decides only the login screen)', async () => {
  await renderApp({ ports: { auth: fakeAuthPort({ user: aUser() }), settings: fakeLanguagePort(' FR ').port }, path: '/', language: 'en' })
  await waitFor(() => screen.getByRole('navigation', { name: 'Navigation principale' }))
})

Settings('a preferred language that is not 2 letters is rejected and logged; the shown language stays', async () => {
  const app = await renderApp({ ports: { auth: fakeAuthPort({ user: aUser() }), settings: fakeLanguagePort('french').port }, path: '/' })
  await waitFor(() => assert.ok(app.world.logged.some((l) => l.level === 'ERROR' && l.message.includes('french'))))
  assert.ok(screen.getByRole('navigation', { name: 'Main navigation' }))
})

Settings('opening Settings does not undo a choice: the server is asked once per sign-in, not per visit', async () => {
  let asked = 0
  const language = fakeLanguagePort('en')
  const settings = { ...language.port, loadPreferredLanguage: () => ((asked += 1), TE.right('en')) }
  const app = await renderApp({ ports: { auth: fakeAuthPort({ user: aUser() }), settings }, path: '/profile' })
  const select = await waitFor(() => screen.getByRole('combobox', { name: 'Language' }))
  fire.input(select, 'fr')
  await waitFor(() => screen.getByRole('heading', { name: 'Paramètres' }))
  app.navigate('/')
  app.navigate('/profile')
  await waitFor(() => screen.getByRole('heading', { name: 'Paramètres' }))
  assert.is(asked, 1)
})

Settings('"logout is disabled offline"', async () => {
  await renderScreen(<SettingsScreen params={{}} />, { ports: ports(), path: '/profile' })
  const logout = (await waitFor(() => screen.getByRole('button', { name: 'Log out' }))) as HTMLButtonElement
  assert.not.ok(logout.disabled)
  act(() => setOnline(false))
  await waitFor(() => assert.ok((screen.getByRole('button', { name: 'Log out' }) as HTMLButtonElement).disabled))
  assert.ok(screen.getByText('Logging out is possible only when online.'))
})

Settings('Log out signs the crew member out', async () => {
  const auth = fakeAuthPort({ user: aUser() })
  const app = await renderApp({ ports: { auth, settings: fakeLanguagePort().port }, path: '/profile' })
  const logout = await waitFor(() => screen.getByRole('button', { name: 'Log out' }))
  act(() => logout.click())
  await waitFor(() => assert.ok(auth.calls.includes('logout')))
  await waitFor(() => assert.is(app.auth.state().status, 'LOGGED_OUT'))
  // What the crew member sees: the sign-in form, the profile screen gone.
  await waitFor(() => assert.is(app.location(), '/login'))
  await waitFor(() => screen.getByRole('button', { name: 'Log in' }))
  assert.is(screen.queryByRole('heading', { name: 'Settings' }), null)
  assert.is(screen.queryByRole('button', { name: 'Log out' }), null)
})

Settings('"A logout button ... and a version label"', async () => {
  await renderScreen(<SettingsScreen params={{}} />, { ports: ports(), path: '/profile' })
  await waitFor(() => screen.getByText('Version v2020.2.83 (build 2021-12-22)'))
  const logout = screen.getByRole('button', { name: 'Log out' }) as HTMLButtonElement
  assert.not.ok(logout.disabled, 'online, the logout button can be pressed')
})

Settings('the version label of a real build: the date and commit index.html names (not written into the scripts)', async () => {
  const meta = document.createElement('meta')
  meta.setAttribute('name', 'build')
  meta.setAttribute('data-date', '2026-11-28')
  meta.setAttribute('data-commit', '1a2b3c4')
  document.head.append(meta)
  try {
    await renderScreen(<SettingsScreen params={{}} />, { ports: ports(), path: '/profile' })
    await waitFor(() => screen.getByText('Version v2020.2.83 (build 2026-11-28 1a2b3c4)'))
  } finally {
    meta.remove()
  }
})

Settings.run()
