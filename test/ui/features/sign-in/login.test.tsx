import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { DEFAULT_SECURITY_CONFIG } from '../../../../core/auth/security-config.codec'
import { PROFILES } from '../../../../profiles'
import { aUser, anAirline, fakeAuthPort, renderApp, valueStore } from '../../app-harness'
import { cleanup, fire, screen, waitFor, within } from '../../harness'
import { aCrmId } from '../../../core/shared/fixtures'

const boreal = PROFILES['boreal']
if (boreal === undefined) throw new Error('boreal profile missing')

const Login = suite('login screen')
Login.after.each(cleanup)

const atLogin = async (options: Parameters<typeof renderApp>[0] = {}) => {
  const app = await renderApp({ user: null, path: '/login', ...options })
  await waitFor(() => screen.getByRole('button', { name: 'Log in' }))
  return app
}

Login('"The login button is disabled until both fields are non-empty"', async () => {
  await atLogin()
  const button = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement
  assert.ok(button.disabled)
  fire.input(screen.getByLabelText('User name'), 'anna')
  assert.ok(button.disabled)
  fire.input(screen.getByLabelText('Password'), '   ')
  assert.ok(button.disabled, 'spaces only count as empty')
  fire.input(screen.getByLabelText('Password'), 'anna-demo')
  assert.not.ok(button.disabled)
})

Login('"Username and password are trimmed before sending": signing in lands on the duties', async () => {
  const auth = fakeAuthPort()
  const app = await atLogin({ ports: { auth } })
  fire.input(screen.getByLabelText('User name'), '  anna ')
  fire.input(screen.getByLabelText('Password'), ' anna-demo  ')
  fire.click(screen.getByRole('button', { name: 'Log in' }))
  await waitFor(() => assert.is(app.location(), '/'))
  await waitFor(() => screen.getByRole('navigation', { name: 'Main navigation' }))
  assert.ok(auth.calls.includes('authenticate anna'))
})

Login('after signing in, the duty plan\'s title holds the keyboard focus (the sign-in button is gone), so Tab continues from the top of the duties', async () => {
  const app = await atLogin({ ports: { auth: fakeAuthPort() } })
  fire.input(screen.getByLabelText('User name'), 'anna')
  fire.input(screen.getByLabelText('Password'), 'anna-demo')
  const button = screen.getByRole('button', { name: 'Log in' })
  button.focus()
  fire.click(button)
  await waitFor(() => assert.is(app.location(), '/'))
  const title = await waitFor(() => screen.getByRole('heading', { name: 'Duty plan' }))
  await waitFor(() => assert.ok(document.activeElement === title, `the focus is on ${document.activeElement?.tagName ?? 'nothing'}`))
  assert.not.ok(button.isConnected)
})

Login('a wrong password shows "Authentication failed: user name or password invalid."', async () => {
  await atLogin()
  fire.input(screen.getByLabelText('User name'), 'anna')
  fire.input(screen.getByLabelText('Password'), 'wrong')
  fire.click(screen.getByRole('button', { name: 'Log in' }))
  const alert = await waitFor(() => screen.getByRole('alert'))
  assert.is(alert.textContent, 'Authentication failed: user name or password invalid.')
})

Login('the show/hide toggle reveals and hides the password', async () => {
  await atLogin()
  const password = screen.getByLabelText('Password') as HTMLInputElement
  assert.is(password.type, 'password')
  fire.click(screen.getByRole('button', { name: 'Show password' }))
  assert.is(password.type, 'text')
  fire.click(screen.getByRole('button', { name: 'Hide password' }))
  assert.is(password.type, 'password')
})

Login('"A forgot-password link shows only when password reset is enabled"', async () => {
  await atLogin()
  assert.is(screen.queryByRole('link', { name: 'Forgot password?' }), null)
  cleanup()
  await atLogin({ airline: anAirline(boreal.profile) })
  assert.ok(screen.getByRole('link', { name: 'Forgot password?' }))
})

Login('"Offline, a warning is shown"', async () => {
  await atLogin({ infra: { online: valueStore(false) } })
  assert.ok(screen.getByText('You are offline. You can sign in only if you have signed in on this device before.'))
})

Login('"With SAML2, a login error page is shown instead" when the identity provider cannot be reached', async () => {
  const auth = { ...fakeAuthPort(), loadSecurityConfig: () => TE.right({ ...DEFAULT_SECURITY_CONFIG, useSso: true }) }
  const app = await renderApp({ user: null, path: '/login', ports: { auth } })
  await waitFor(() => screen.getByText('Sign-in failed'))
  assert.ok(screen.getByRole('button', { name: 'Try again' }))
  assert.is(app.location(), '/login')
})

Login('with SAML2 and a login page, the app leaves for the identity provider', async () => {
  const auth = { ...fakeAuthPort(), loadSecurityConfig: () => TE.right({ ...DEFAULT_SECURITY_CONFIG, useSso: true, authUrl: 'https://idp.example/login' }) }
  const app = await renderApp({ user: null, path: '/login', ports: { auth } })
  await waitFor(() => assert.equal(app.world.page.redirects, ['https://idp.example/login']))
})

const Overlay = suite('re-authentication overlay')
Overlay.after.each(cleanup)

Overlay('the session-expired overlay appears on a 401 and signing in again continues on the same screen', async () => {
  const auth = fakeAuthPort({ user: aUser(), accept: { username: 'ANNA', password: 'pw', user: aUser() } })
  const app = await renderApp({ path: '/', ports: { auth } })
  await waitFor(() => screen.getByRole('navigation', { name: 'Main navigation' }))
  app.world.events.sessionExpired.emit({ request: { method: 'GET', url: '/rest/pems/roster/C1001/events' }, status: 401 })
  const dialog = await waitFor(() => screen.getByRole('dialog', { name: 'Session expired' }))
  assert.ok(within(dialog).getByText('Your session has expired. Please log in again to continue.'))
  assert.is(within(dialog).queryByRole('link', { name: 'Forgot password?' }), null)
  assert.is((within(dialog).getByLabelText('User name') as HTMLInputElement).value, 'ANNA')
  fire.input(within(dialog).getByLabelText('Password'), 'pw')
  fire.click(within(dialog).getByRole('button', { name: 'Log in' }))
  await waitFor(() => assert.is(screen.queryByRole('dialog', { name: 'Session expired' }), null))
  assert.is(app.location(), '/')
  assert.equal(app.world.page.reloads, [])
})

Overlay('"If after reauthentication the authorized user differs from the previous one, the app reloads"', async () => {
  const other = aUser({ crmId: aCrmId('C2002'), userName: 'BRUNO' })
  const auth = fakeAuthPort({ user: aUser(), accept: { username: 'bruno', password: 'pw', user: other } })
  const app = await renderApp({ path: '/', ports: { auth } })
  await waitFor(() => screen.getByRole('navigation', { name: 'Main navigation' }))
  app.world.events.sessionExpired.emit({ request: { method: 'GET', url: '/x' }, status: 401 })
  const dialog = await waitFor(() => screen.getByRole('dialog', { name: 'Session expired' }))
  fire.input(within(dialog).getByLabelText('User name'), 'bruno')
  fire.input(within(dialog).getByLabelText('Password'), 'pw')
  fire.click(within(dialog).getByRole('button', { name: 'Log in' }))
  await waitFor(() => assert.equal(app.world.page.reloads, [false]))
})

const Forget = suite('forget password')
Forget.after.each(cleanup)

Forget('"/forget-password ... is available only if the password-reset feature is on"', async () => {
  const app = await renderApp({ user: null, path: '/forget-password' })
  await waitFor(() => assert.is(app.location(), '/login'))
})

Forget('"the reset-password button is disabled when the username is empty"; after sending it returns to /', async () => {
  const auth = fakeAuthPort()
  const app = await renderApp({ user: null, path: '/forget-password', airline: anAirline(boreal.profile), ports: { auth } })
  const button = (await waitFor(() => screen.getByRole('button', { name: 'Resend password' }))) as HTMLButtonElement
  assert.ok(button.disabled)
  fire.input(screen.getByLabelText('User name'), ' anna ')
  assert.not.ok(button.disabled)
  fire.click(button)
  await waitFor(() => assert.is(app.location(), '/'))
  assert.ok(auth.calls.includes('resetPassword anna'))
})

Login.run()
Overlay.run()
Forget.run()
