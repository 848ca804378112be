import { ContainerModule } from 'inversify'
import { loadDuties } from '../../core/roster/load-duties.use-case'
import { PORTS, provide, resolve, USE_CASES } from './tokens'

/** Binds the shared use cases of `USE_CASES` to the ports. */
export const sharedModule = new ContainerModule(({ bind }) => {
  provide(bind, USE_CASES.loadDuties).toDynamicValue((ctx) => loadDuties({ roster: resolve(ctx, PORTS.roster) }))
})
