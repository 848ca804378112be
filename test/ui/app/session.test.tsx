import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { aUser, fakeAuthPort, renderApp, unauthorized, valueStore } from '../app-harness'
import { act, cleanup, fire, screen, waitFor } from '../harness'
import { DEFAULT_SECURITY_CONFIG } from '../../../core/auth/security-config.codec'

const KeepAlive = suite('session keep-alive (SPEC section 4)')
KeepAlive.after.each(cleanup)

const signedIn = async (auth = fakeAuthPort({ user: aUser() })) => {
  const app = await renderApp({ path: '/', ports: { auth } })
  await waitFor(() => screen.getByRole('navigation', { name: 'Main navigation' }))
  return { app, auth }
}

KeepAlive('"validated every certValidity/3 minutes (floor)": 15 minutes → a validation after 5 minutes', async () => {
  const { app, auth } = await signedIn()
  const validations = () => auth.calls.filter((c) => c === 'prevalidate').length
  const before = validations()
  act(() => app.world.time.advance(4 * 60_000))
  assert.is(validations(), before)
  act(() => app.world.time.advance(60_000))
  assert.is(validations(), before + 1)
})

KeepAlive('"A renew is sent when user activity (click, keypress, tap) occurred"', async () => {
  const { app, auth } = await signedIn()
  act(() => app.world.activity('tap'))
  act(() => app.world.time.advance(5 * 60_000))
  assert.ok(auth.calls.includes('renew ANNA'))
})

KeepAlive('"Validation also runs on window focus"', async () => {
  const { app, auth } = await signedIn()
  const before = auth.calls.filter((c) => c === 'prevalidate').length
  act(() => app.world.focus())
  assert.is(auth.calls.filter((c) => c === 'prevalidate').length, before + 1)
})

KeepAlive('a keep-alive check answered 401 opens the re-authentication overlay', async () => {
  const auth = { ...fakeAuthPort({ user: aUser() }) }
  const { app } = await signedIn(auth)
  auth.prevalidate = () => TE.left(unauthorized())
  act(() => app.world.focus())
  await waitFor(() => screen.getByRole('dialog', { name: 'Session expired' }))
})

const Lock = suite('application lock (applicationLockTimeout 1800 s)')
Lock.after.each(cleanup)

Lock('after 1800 s without activity the app locks over the same screen; signing in again goes back to it', async () => {
  const { app } = await signedIn()
  act(() => app.world.time.advance(1799_000))
  assert.is(screen.queryByRole('dialog', { name: 'App locked' }), null)
  act(() => app.world.time.advance(1000))
  const dialog = await waitFor(() => screen.getByRole('dialog', { name: 'App locked' }))
  assert.match(dialog.textContent ?? '', 'The app locked after a period without activity.')
  assert.is(app.location(), '/')
  fire.input(screen.getByLabelText('User name'), 'anna')
  fire.input(screen.getByLabelText('Password'), 'anna-demo')
  fire.click(screen.getByRole('button', { name: 'Log in' }))
  await waitFor(() => assert.is(screen.queryByRole('dialog', { name: 'App locked' }), null))
  assert.is(app.location(), '/')
  screen.getByRole('navigation', { name: 'Main navigation' })
})

Lock('activity keeps the app unlocked', async () => {
  const { app } = await signedIn()
  act(() => app.world.time.advance(1000_000))
  act(() => app.world.activity('click'))
  act(() => app.world.time.advance(1000_000))
  assert.is(screen.queryByRole('dialog', { name: 'App locked' }), null)
})

const LogoutMethod = suite('the logout call follows the security configuration\'s logoutMethod')
LogoutMethod.after.each(cleanup)

for (const [announced, call] of [[undefined, 'logout'], ['GET', 'logout'], ['POST', 'logout POST'], ['post', 'logout POST'], ['DELETE', 'logout']] as const) {
  LogoutMethod(`logoutMethod ${String(announced)}: the app calls ${call === 'logout' ? 'GET' : 'POST'} security/logout`, async () => {
    const base = fakeAuthPort({ user: aUser() })
    const auth = {
      ...base,
      loadSecurityConfig: () => {
        base.calls.push('loadSecurityConfig')
        return TE.right({ ...DEFAULT_SECURITY_CONFIG, ...(announced === undefined ? {} : { logoutMethod: announced }) })
      },
    }
    const { app } = await signedIn(auth)
    act(() => app.auth.logout(true))
    await waitFor(() => assert.is(app.location(), '/login'))
    assert.equal(base.calls.filter((c) => c.startsWith('logout')), [call])
  })
}

const Offline = suite('offline cache login and logout (SPEC section 4)')
Offline.after.each(cleanup)

Offline('offline with nothing stored: "Not stored: there is no internet connection, so login is impossible."', async () => {
  await renderApp({ user: null, path: '/login', infra: { online: valueStore(false) } })
  fire.input(await waitFor(() => screen.getByLabelText('User name')), 'anna')
  fire.input(screen.getByLabelText('Password'), 'anna-demo')
  fire.click(screen.getByRole('button', { name: 'Log in' }))
  const alert = await waitFor(() => screen.getByRole('alert'))
  assert.is(alert.textContent, 'Not stored: there is no internet connection, so login is impossible.')
})

Offline('signed in online, then offline: the stored hash and the cached user sign in again', async () => {
  const online = valueStore(true)
  const app = await renderApp({ user: null, path: '/login', infra: { online } })
  fire.input(await waitFor(() => screen.getByLabelText('User name')), 'anna')
  fire.input(screen.getByLabelText('Password'), 'anna-demo')
  fire.click(screen.getByRole('button', { name: 'Log in' }))
  await waitFor(() => assert.is(app.location(), '/'))
  assert.is(app.world.storage.get('device:onlineAuthorized'), 'true', '"The online-authorized preference is set true when authorized online"')
  act(() => app.auth.logout(true))
  await waitFor(() => assert.is(app.location(), '/login'))
  assert.is(app.world.storage.get('device:onlineAuthorized'), 'false', '"and false on logout"')
  act(() => online.set(false))
  app.world.cache.unlocked = false
  fire.input(await waitFor(() => screen.getByLabelText('User name')), 'anna')
  fire.input(screen.getByLabelText('Password'), 'anna-demo')
  fire.click(screen.getByRole('button', { name: 'Log in' }))
  await waitFor(() => assert.is(app.location(), '/'))
})

KeepAlive.run()
Lock.run()
LogoutMethod.run()
Offline.run()
