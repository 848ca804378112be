// The session runtime as the app has it: what only a signed-in crew member needs (keep-alive, auto-refresh, the duty
// plan, the outbox, geofence and check-in window) is bound only once its code has loaded, which starts when the auth
// machine heads for a signed-in state. Until then the app shows its loading state, never a blank screen or a crash
// on a binding that does not exist yet.
import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import { fakeAuthPort, renderApp, unauthorized } from '../app-harness'
import type { TransportError } from '../../../core/errors/app-error'
import { anEmptyRoster } from '../../core/shared/fixtures'
import { act, cleanup, fire, flush, screen, waitFor } from '../harness'

const Runtime = suite('the session runtime loads with the first sign-in')
Runtime.after.each(cleanup)

/** A session runtime whose code arrives when the test says so. */
const lazySession = () => {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  return { option: { release: released, loads: { count: 0 } }, release }
}

const countingRoster = () => {
  const calls: Array<string> = []
  return { calls, port: { loadDuties: (crmId: string) => (calls.push(crmId), TE.right(anEmptyRoster())) } }
}

Runtime('a signed-out visitor gets the login form and never loads the session runtime', async () => {
  const session = lazySession()
  await renderApp({ user: null, path: '/', lazySession: session.option })
  await waitFor(() => screen.getByLabelText('User name'))
  await flush()
  assert.is(session.option.loads.count, 0)
  assert.is(screen.queryByRole('navigation', { name: 'Main navigation' }), null)
})

Runtime('signed in at start: "Starting…" until the runtime is loaded, then the duty plan loads and the navigation shows', async () => {
  const session = lazySession()
  const roster = countingRoster()
  await renderApp({ path: '/', lazySession: session.option, ports: { roster: roster.port } })
  await flush()
  assert.is(session.option.loads.count, 1)
  screen.getByRole('status', { name: 'Starting…' })
  assert.is(screen.queryByRole('navigation', { name: 'Main navigation' }), null)
  assert.equal(roster.calls, [], 'no duty plan without its store')
  await act(async () => session.release())
  await waitFor(() => screen.getByRole('navigation', { name: 'Main navigation' }))
  await waitFor(() => assert.ok(roster.calls.length > 0, 'the duty plan loads once the runtime is there'))
  assert.is(screen.queryByRole('status', { name: 'Starting…' }), null)
})

Runtime('signing in from the login form starts loading the runtime with the sign-in call; the home screen follows', async () => {
  const session = lazySession()
  const roster = countingRoster()
  const app = await renderApp({ user: null, path: '/login', lazySession: session.option, ports: { roster: roster.port } })
  fire.input(await waitFor(() => screen.getByLabelText('User name')), 'anna')
  fire.input(screen.getByLabelText('Password'), 'anna-demo')
  assert.is(session.option.loads.count, 0)
  fire.click(screen.getByRole('button', { name: 'Log in' }))
  await waitFor(() => assert.is(session.option.loads.count, 1))
  await waitFor(() => screen.getByRole('status', { name: 'Starting…' }))
  await act(async () => session.release())
  await waitFor(() => screen.getByRole('navigation', { name: 'Main navigation' }))
  assert.is(app.location(), '/')
  await waitFor(() => assert.ok(roster.calls.length > 0, 'the session services run: the duty plan loads'))
  act(() => app.auth.logout(true))
  await waitFor(() => assert.is(app.location(), '/login'))
  assert.is(screen.queryByRole('navigation', { name: 'Main navigation' }), null)
  assert.is(app.world.cache.unlocked, false, 'signing out locks the cache')
})

Runtime('signing out while the runtime is still loading locks the cache all the same', async () => {
  const session = lazySession()
  const app = await renderApp({ user: null, path: '/login', lazySession: session.option })
  fire.input(await waitFor(() => screen.getByLabelText('User name')), 'anna')
  fire.input(screen.getByLabelText('Password'), 'anna-demo')
  fire.click(screen.getByRole('button', { name: 'Log in' }))
  await waitFor(() => screen.getByRole('status', { name: 'Starting…' }))
  assert.is(app.world.cache.unlocked, true, 'an online sign-in unlocks the cache')
  act(() => app.auth.logout(true))
  await waitFor(() => screen.getByLabelText('User name'))
  assert.is(app.location(), '/login')
  assert.is(app.world.cache.unlocked, false)
  await act(async () => session.release())
  await flush()
  screen.getByLabelText('User name')
})

/** An auth port whose validation answers 401 (no session on the server) when the test says so. */
const heldValidation = () => {
  let answer: () => void = () => undefined
  const auth = {
    ...fakeAuthPort(),
    prevalidate: () => () => new Promise<E.Either<TransportError, { userName: string }>>((resolve) => (answer = () => resolve(E.left(unauthorized())))),
  }
  return { auth, answer: () => answer() }
}

for (const [stored, storage] of [[true, { 'device:onlineAuthorized': 'true' }], [false, {}]] as const) {
  Runtime(
    stored
      ? 'a page opened on a stored session the server no longer knows locks the cache: the keys kept for it go (issue 27)'
      : 'a signed-out visitor (no stored session) does not touch the cache',
    async () => {
      const validation = heldValidation()
      const app = await renderApp({ user: null, path: '/', storage, ports: { auth: validation.auth } })
      // Unlocked, as the keys kept for a session leave it, until the validation answers.
      app.world.cache.unlocked = true
      await act(async () => validation.answer())
      await waitFor(() => screen.getByLabelText('User name'))
      await flush()
      assert.is(app.world.cache.unlocked, !stored)
    },
  )
}

Runtime.run()
