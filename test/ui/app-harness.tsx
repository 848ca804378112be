// Renders a screen (or the whole app) as the running app would: i18n, an airline profile, an inversify
// container whose ports are FAKES given by the test (a port not given throws when called, naming the
// call), a signed-in session (or signed out), and a wouter memory router at a given path.
import './setup'
import * as TE from 'fp-ts/TaskEither'
import type { Container } from 'inversify'
import type { ReactElement, ReactNode } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { Language } from '../../core/shared/constants'
import type { AuthRunner } from '../../ui/app/auth.runner'
import { ContainerProvider } from '../../ui/app/container-context'
import { NavigationStateProvider } from '../../ui/app/navigation-state'
import { resetSession } from '../../ui/app/session.store'
import { resolve, SHELL, type Token } from '../../ui/app/tokens'
import { guardLocationHook } from '../../ui/app/unsaved-changes'
import { I18nProvider } from '../../ui/i18n/i18n-provider'
import { ProfileProvider, type ActiveAirline } from '../../ui/profile/profile-context'
import { App } from '../../ui/shell/app'
import { act, flush, render } from './harness'
import { loadDictionaries, memoryStorage } from './providers'
import { aUser, aWorld, anAirline, applySession, fakeAuthPort, fakeOfflineCredentials, quietPorts, resetShellState, testContainer, type AppHarnessOptions, type FakePorts, type FakeWorld } from './app-fakes'

export * from './app-fakes'

interface Harnessed {
  readonly container: HTMLElement
  readonly di: Container
  readonly world: FakeWorld
  /** The memory router's current path. */
  readonly location: () => string
  /** Every path the memory router visited. */
  readonly history: ReadonlyArray<string>
  readonly navigate: (to: string, options?: { state?: unknown; replace?: boolean }) => void
  readonly rerender: (next: ReactElement) => void
  readonly unmount: () => void
}

const guarded = new WeakMap<object, ReturnType<typeof guardLocationHook>>()
const guardedHook = (hook: ReturnType<typeof memoryLocation>['hook']) => {
  const found = guarded.get(hook) ?? guardLocationHook(hook)
  guarded.set(hook, found)
  return found
}

/** The providers of {@link renderScreen} around `children` (for tests that build their own tree). */
export const AppProviders = (props: {
  readonly di: Container
  readonly airline: ActiveAirline
  readonly language: Language
  readonly router: ReturnType<typeof memoryLocation>
  readonly children: ReactNode
}) => (
  <ProfileProvider airline={props.airline}>
    <I18nProvider language={props.language} storage={memoryStorage()}>
      <ContainerProvider container={props.di}>
        <Router hook={guardedHook(props.router.hook)} searchHook={props.router.searchHook}>
          <NavigationStateProvider read={() => props.router.state}>{props.children}</NavigationStateProvider>
        </Router>
      </ContainerProvider>
    </I18nProvider>
  </ProfileProvider>
)

/**
 * Renders `ui` (a screen with its props) inside the providers: i18n (both dictionaries loaded), the
 * airline, a container with the given fake ports, the session (signed in as {@link aUser} unless
 * `user: null`) and a memory router at `path`.
 */
export const renderScreen = async (ui: ReactElement, options: AppHarnessOptions = {}): Promise<Harnessed> => {
  await loadDictionaries()
  const world = aWorld(options.storage)
  world.cache.unlocked = options.cacheUnlocked ?? false
  // The roster-change screen's best-effort call for the counters after the change answers offline unless a test
  // fakes it (then "after" is not computable, as with a server that does not send it).
  const quietEffects: FakePorts = { changeEffects: { loadChangeEffects: () => TE.left({ _tag: 'Offline' }) } }
  const di = testContainer({ ...options, ports: { ...quietEffects, ...options.ports } }, world)
  applySession(options)
  const router = memoryLocation({ path: options.path ?? '/', record: true, state: options.navigationState })
  const airline = options.airline ?? anAirline()
  const wrap = (node: ReactElement) => (
    <AppProviders di={di} airline={airline} language={options.language ?? 'en'} router={router}>
      {node}
    </AppProviders>
  )
  const rendered = render(wrap(ui))
  return {
    container: rendered.container,
    di,
    world,
    location: () => router.history[router.history.length - 1] ?? '/',
    history: router.history,
    navigate: (to, opts) => router.navigate(to, opts),
    rerender: (next) => rendered.rerender(wrap(next)),
    unmount: rendered.unmount,
  }
}

/** Reads a bound value of a harnessed container (a use case, a port fake). */
export const fromContainer = <A,>(di: Container, id: Token<A>): A => resolve(di, id)

export const renderApp = async (options: AppHarnessOptions = {}): Promise<Harnessed & { readonly auth: AuthRunner }> => {
  await loadDictionaries()
  const world = aWorld(options.storage)
  const user = options.user === null ? undefined : (options.user ?? aUser())
  const ports: FakePorts = { ...quietPorts(), auth: fakeAuthPort({ user }), offlineCredentials: fakeOfflineCredentials(world), ...options.ports }
  const di = testContainer({ ...options, ports }, world)
  const airline = options.airline ?? anAirline()
  resetShellState()
  resetSession(airline.profile.features, true, options.sessionOnDevice ?? false)
  const router = memoryLocation({ path: options.path ?? '/', record: true, state: options.navigationState })
  const rendered = render(
    <AppProviders di={di} airline={airline} language={options.language ?? 'en'} router={router}>
      <App />
    </AppProviders>,
  )
  await flush()
  await flush()
  return {
    container: rendered.container,
    di,
    world,
    auth: resolve(di, SHELL.auth),
    location: () => router.history[router.history.length - 1] ?? '/',
    history: router.history,
    navigate: (to, opts) => act(() => router.navigate(to, opts)),
    rerender: rendered.rerender,
    unmount: rendered.unmount,
  }
}
