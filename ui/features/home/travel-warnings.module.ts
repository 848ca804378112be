import { ContainerModule } from 'inversify'
import { loadTravelWarnings } from '../../../core/my-data/load-travel-warnings.use-case'
import { INFRA, PORTS, provide, resolve } from '../../app/tokens'
import { TRAVEL_WARNINGS } from './travel-warnings.tokens'

/**
 * Binds the travel-document check to the my-data port and the airport table. Loaded by `useTravelWarnings` (home and
 * the duty screens, each a lazy chunk), so neither the rule nor the table is part of the sign-in download.
 */
export const travelWarningsModule = new ContainerModule(({ bind }) => {
  provide(bind, TRAVEL_WARNINGS.load).toDynamicValue((ctx) => loadTravelWarnings({ myData: resolve(ctx, PORTS.myData), airports: resolve(ctx, INFRA.airportCountries) }))
})
