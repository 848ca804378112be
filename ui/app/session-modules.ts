import type { ContainerModule } from 'inversify'
import { sessionModule } from './session.module'
import { sharedModule } from './shared.module'

/**
 * The modules of the session runtime: the shared use cases and the signed-in running services. ui/container.ts
 * imports this file lazily, when the auth machine first heads for a signed-in state, so none of it loads before the
 * login form.
 */
export const SESSION_MODULES: ReadonlyArray<ContainerModule> = [sharedModule, sessionModule]
