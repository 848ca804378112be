import type { Container, ContainerModule } from 'inversify'
import { shellModule } from './shell.module'

/**
 * The modules ui/container.ts loads at start: the auth flow. The signed-in services come with the session runtime
 * (ui/app/session-modules.ts, loaded lazily once someone signs in). A feature's own
 * module (`ui/features/<area>/<area>.module.ts`) is loaded with its screens (ui/app/signed-in-screens.tsx), so its use
 * cases and the core code behind them are not fetched before the login form.
 */
export const SHELL_MODULES: ReadonlyArray<ContainerModule> = [shellModule]

const loaded = new WeakMap<Container, WeakSet<ContainerModule>>()

/** Loads each module into `container` unless this function loaded it there before (a module's bindings exist once). */
export const loadModules = (container: Container, ...modules: ReadonlyArray<ContainerModule>): void => {
  let done = loaded.get(container)
  if (done === undefined) {
    done = new WeakSet()
    loaded.set(container, done)
  }
  const fresh = modules.filter((m) => !done.has(m))
  for (const m of fresh) done.add(m)
  if (fresh.length > 0) container.load(...fresh)
}
