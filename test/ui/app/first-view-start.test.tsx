// The start of a returning crew member's first view, shortened without changing the auth flow's order (SPEC section
// 4): the validation is asked beside the security configuration, and its answer counts only once a configuration is
// in use (rule 2); the flow starts once however often it is started; with a session stored on the device (the
// onlineAuthorized preference) the session runtime loads at start, so the duty plan is asked as soon as authorization
// answers; a stale hint shows the login form and asks nothing personal.
import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { SecurityConfig } from '../../../core/auth/security-config.codec'
import { DEFAULT_SECURITY_CONFIG } from '../../../core/auth/security-config.codec'
import type { TransportError } from '../../../core/errors/app-error'
import { SHELL, resolve } from '../../../ui/app/tokens'
import { aUser, aWorld, fakeAuthPort, testContainer } from '../app-fakes'
import { renderApp } from '../app-harness'
import { anEmptyRoster } from '../../core/shared/fixtures'
import { act, cleanup, flush, screen, waitFor } from '../harness'

const Start = suite('the start of the first view')
Start.after.each(cleanup)

/** An auth port whose security configuration answers when the test says so. */
const heldConfig = (session: 'valid' | 'none' = 'valid') => {
  const port = fakeAuthPort({ user: session === 'valid' ? aUser() : undefined })
  let answer: (config: E.Either<TransportError, SecurityConfig>) => void = () => undefined
  const held = new Promise<E.Either<TransportError, SecurityConfig>>((resolve) => (answer = resolve))
  const auth = {
    ...port,
    loadSecurityConfig: () => {
      port.calls.push('loadSecurityConfig')
      return () => held
    },
  }
  return { auth, calls: port.calls, answer: (config = DEFAULT_SECURITY_CONFIG) => answer(E.right(config)) }
}

const runnerOf = (auth: ReturnType<typeof heldConfig>['auth'], online = true) => {
  const world = aWorld()
  world.online.set(online)
  return resolve(testContainer({ ports: { auth } }, world), SHELL.auth)
}

Start('the validation is asked while the security configuration loads; the flow moves on only once the configuration is in use', async () => {
  const held = heldConfig()
  const auth = runnerOf(held.auth)
  auth.start()
  await flush()
  assert.ok(held.calls.includes('prevalidate'), `validate asked beside the configuration (${held.calls.join(', ')})`)
  assert.is(auth.state().status, 'LOADING_CONFIG', 'its answer waits for the configuration (rule 2)')
  assert.not.ok(held.calls.includes('authorize'), 'nothing personal before the configuration and the validation')
  held.answer()
  await waitFor(() => assert.is(auth.state().status, 'AUTHORIZED'))
  assert.equal(held.calls.filter((c) => c === 'prevalidate'), ['prevalidate'], 'the early answer is the one used: asked once')
  assert.ok(held.calls.indexOf('authorize') > held.calls.indexOf('prevalidate'))
})

Start('no session: the early validation\'s 401 leads to the login form as before, and no authorization is asked', async () => {
  const held = heldConfig('none')
  const auth = runnerOf(held.auth)
  auth.start()
  await flush()
  held.answer()
  await waitFor(() => assert.is(auth.state().status, 'VALIDATION_ERROR'))
  assert.equal(held.calls.filter((c) => c === 'prevalidate' || c === 'authorize'), ['prevalidate'])
})

Start('offline at start: no validation is asked', async () => {
  const held = heldConfig()
  const auth = runnerOf(held.auth, false)
  auth.start()
  held.answer()
  await waitFor(() => assert.is(auth.state().status, 'CONFIG_LOAD_SUCCESS'))
  await flush()
  assert.not.ok(held.calls.includes('prevalidate'))
})

Start('started twice (before the first render, then by the mounted app), the flow starts once', async () => {
  const held = heldConfig()
  const auth = runnerOf(held.auth)
  auth.start()
  auth.start()
  await flush()
  held.answer()
  await waitFor(() => assert.is(auth.state().status, 'AUTHORIZED'))
  for (const call of ['loadSecurityConfig', 'prevalidate', 'authorize']) assert.is(held.calls.filter((c) => c === call).length, 1, call)
})

/** A session runtime whose code arrives when the test says so. */
const lazySession = () => {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  return { option: { release: released, loads: { count: 0 } }, release }
}

Start('a session stored on the device: the session runtime loads at start, and the duty plan is asked as soon as authorization answers', async () => {
  const session = lazySession()
  const held = heldConfig()
  const roster: string[] = []
  const rosterPort = { loadDuties: (crmId: string) => (roster.push(crmId), TE.right(anEmptyRoster())) }
  await renderApp({ path: '/', lazySession: session.option, storage: { 'device:onlineAuthorized': 'true' }, ports: { auth: held.auth, roster: rosterPort } })
  assert.is(session.option.loads.count, 1, 'loading while the configuration is asked')
  assert.not.ok(held.calls.includes('authorize'))
  await act(async () => session.release())
  await flush()
  assert.equal(roster, [], 'nothing personal before authorization')
  held.answer()
  await waitFor(() => assert.equal(roster, [aUser().crmId]))
  await waitFor(() => screen.getByRole('navigation', { name: 'Main navigation' }))
})

const mainNavigation = () => screen.queryByRole('navigation', { name: 'Main navigation' })

Start('a session left open on this device: the navigation bar keeps its place, empty, from the first render until its tabs come', async () => {
  const session = lazySession()
  const held = heldConfig()
  await renderApp({ path: '/', lazySession: session.option, sessionOnDevice: true, storage: { 'device:onlineAuthorized': 'true' }, ports: { auth: held.auth } })
  assert.ok(mainNavigation() !== null, 'held before the session runtime is there (as in the signed-in frame)')
  assert.equal(screen.queryAllByRole('link', { name: 'Duties' }), [], 'no tab before the enablings are known')
  await act(async () => session.release())
  await flush()
  assert.ok(mainNavigation() !== null, 'still held with the session runtime, before the authorization')
  held.answer()
  await waitFor(() => screen.getByRole('link', { name: 'Duties' }))
  assert.is(screen.getAllByRole('navigation', { name: 'Main navigation' }).length, 1, 'the tabs in its place, one bar')
})

Start('authorized before the footer\'s code is there: the place stays held until the tabs come', async () => {
  const session = lazySession()
  const held = heldConfig()
  const app = await renderApp({ path: '/', lazySession: session.option, sessionOnDevice: true, storage: { 'device:onlineAuthorized': 'true' }, ports: { auth: held.auth } })
  held.answer()
  await waitFor(() => assert.is(app.auth.state().status, 'AUTHORIZED'))
  await flush()
  assert.ok(mainNavigation() !== null, 'held while the session runtime loads after the authorization')
  await act(async () => session.release())
  await waitFor(() => screen.getByRole('link', { name: 'Duties' }))
})

Start('without a session on this device, no navigation bar while the flow starts (signed out, SPEC section 2)', async () => {
  const held = heldConfig()
  await renderApp({ path: '/', ports: { auth: held.auth } })
  assert.is(mainNavigation(), null)
})

Start('a stale hint (the session ended on the server): the login form, and no duty plan asked', async () => {
  const session = lazySession()
  const roster: string[] = []
  const rosterPort = { loadDuties: (crmId: string) => (roster.push(crmId), TE.right(anEmptyRoster())) }
  await renderApp({ user: null, path: '/', lazySession: session.option, sessionOnDevice: true, storage: { 'device:onlineAuthorized': 'true' }, ports: { roster: rosterPort } })
  await act(async () => session.release())
  await waitFor(() => screen.getByLabelText('User name'))
  await flush()
  assert.equal(roster, [])
  assert.is(mainNavigation(), null, 'the held bar goes with the login form')
})

Start.run()
