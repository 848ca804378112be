// Issue 32: Settings offers "Install the app on this device" where the browser fired `beforeinstallprompt`, from the
// crew member's second sign-in on this device; never in the native wrapper, never on the roster. happy-dom has no
// install prompt: the tests dispatch a fake `beforeinstallprompt` event (with `prompt()` and `userChoice`) on the
// window, which the real adapter (adapters/install/app-install.browser.ts) keeps.
import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createAppInstall } from '../../../../../adapters/install/app-install.browser'
import { SettingsScreen } from '../../../../../ui/features/communication/settings/settings-screen'
import { resetSettingsState } from '../../../../../ui/features/communication/settings/settings.state'
import { aUser, fakeAuthPort, memoryPreferences, renderApp, renderScreen } from '../../../app-harness'
import { act, cleanup, screen, waitFor } from '../../../harness'
import { fakeLanguagePort } from './fixtures'

const Install = suite('settings: install the app (issue 32)')
Install.before.each(() => {
  resetSettingsState()
})
Install.after.each(cleanup)

const ports = () => ({
  settings: fakeLanguagePort().port,
  auth: fakeAuthPort({ user: aUser() }),
  calendarSubscription: { loadStatus: () => TE.right({ active: false }) },
})
/** Local storage after `count` sign-ins of aUser (C1001) on this device. */
const signedIn = (count: number): Record<string, string> => ({ 'prefs:C1001:signInCount': JSON.stringify(count) })

/** A `beforeinstallprompt` as Chromium fires it: cancelable, with `prompt()` and the user's choice. */
const fireInstallPrompt = (outcome: 'accepted' | 'dismissed' = 'accepted') => {
  const calls = { prompted: 0 }
  const event = new Event('beforeinstallprompt', { cancelable: true })
  Object.assign(event, {
    prompt: () => {
      calls.prompted += 1
      return Promise.resolve()
    },
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  })
  act(() => {
    window.dispatchEvent(event)
  })
  return { event, calls }
}

const installButton = (name = 'Install the app on this device') => screen.queryByRole('button', { name })

Install('signed in twice, the browser offers the install: Settings shows the button; it asks the browser, and says the outcome', async () => {
  await renderScreen(<SettingsScreen params={{}} />, { ports: ports(), path: '/profile', storage: signedIn(2) })
  await waitFor(() => screen.getByRole('region', { name: 'Account' }))
  assert.is(installButton(), null, 'no offer before the browser makes one')
  const { event, calls } = fireInstallPrompt('accepted')
  assert.ok(event.defaultPrevented, "the browser's own mini-infobar (a banner over the roster) is suppressed")
  const button = await waitFor(() => {
    const found = installButton()
    if (found === null) throw new Error('no install button')
    return found
  })
  assert.ok(screen.getByRole('region', { name: 'App' }))
  act(() => button.click())
  await waitFor(() => screen.getByText('The app is being installed on this device.'))
  assert.is(calls.prompted, 1)
  assert.is(installButton(), null, 'an offer is used once')
})

Install('a dismissed install says how to install later', async () => {
  await renderScreen(<SettingsScreen params={{}} />, { ports: ports(), path: '/profile', storage: signedIn(3) })
  await waitFor(() => screen.getByRole('region', { name: 'Account' }))
  fireInstallPrompt('dismissed')
  const button = await waitFor(() => installButton() ?? (() => { throw new Error('no install button') })())
  act(() => button.click())
  await waitFor(() => screen.getByText(/Not installed\. You can install it later/))
})

Install('after a first sign-in only, there is no offer even when the browser makes one', async () => {
  await renderScreen(<SettingsScreen params={{}} />, { ports: ports(), path: '/profile', storage: signedIn(1) })
  await waitFor(() => screen.getByRole('region', { name: 'Account' }))
  fireInstallPrompt()
  await act(async () => undefined)
  assert.is(installButton(), null)
  assert.is(screen.queryByRole('region', { name: 'App' }), null)
})

Install('inside the native wrapper the offer is never shown (the adapter does not even listen)', async () => {
  const storage = new Map(Object.entries(signedIn(5)))
  const appInstall = createAppInstall({ win: window, preferences: memoryPreferences(storage), nativeWrapper: true })
  await renderScreen(<SettingsScreen params={{}} />, { ports: ports(), path: '/profile', storage: signedIn(5), infra: { appInstall: () => Promise.resolve(appInstall) } })
  await waitFor(() => screen.getByRole('region', { name: 'Account' }))
  fireInstallPrompt()
  await act(async () => undefined)
  assert.is(installButton(), null)
})

Install('in French: "Installer l’application sur cet appareil"', async () => {
  await renderScreen(<SettingsScreen params={{}} />, { ports: ports(), path: '/profile', storage: signedIn(2), language: 'fr' })
  await waitFor(() => screen.getByRole('heading', { name: 'Paramètres' }))
  fireInstallPrompt()
  await waitFor(() => installButton('Installer l’application sur cet appareil') ?? (() => { throw new Error('no install button') })())
})

Install('a sign-in counts once per crew member on this device (the adapter the session life cycle tells)', () => {
  const storage = new Map<string, string>()
  const appInstall = createAppInstall({ win: window, preferences: memoryPreferences(storage), nativeWrapper: false })
  const anna = aUser().crmId
  const bruno = aUser({ crmId: 'C2002' as typeof anna }).crmId
  assert.is(appInstall.signIns(anna), 0)
  appInstall.recordSignIn(anna)
  appInstall.recordSignIn(anna)
  appInstall.recordSignIn(bruno)
  assert.is(appInstall.signIns(anna), 2)
  assert.is(appInstall.signIns(bruno), 1)
})

Install('the app counts the sign-in that starts a session; the roster never shows the offer (no banner over it)', async () => {
  const app = await renderApp({ path: '/', storage: signedIn(4) })
  await waitFor(() => {
    if (app.world.storage.get('prefs:C1001:signInCount') !== '5') throw new Error(`count ${app.world.storage.get('prefs:C1001:signInCount')}`)
  })
  fireInstallPrompt()
  await act(async () => undefined)
  assert.is(installButton(), null, 'not on home')
  assert.is(screen.queryByText('Install the app on this device'), null)
})

Install.run()
