import type { ContainerModule } from 'inversify'
import { sharedModule } from './shared.module'
import { shellModule } from './shell.module'
import { communicationModule } from '../features/communication/communication.module'
import { myDataModule } from '../features/my-data/my-data.module'
import { detailsModule } from '../features/details/details.module'

/**
 * Every feature's `ContainerModule` (`ui/features/<area>/<area>.module.ts`), loaded by `createAppContainer`
 * (ui/container.ts, `container.load(...FEATURE_MODULES)`) and by the test harness after the ports and INFRA are bound.
 */
export const FEATURE_MODULES: ReadonlyArray<ContainerModule> = [
  sharedModule,
  shellModule,
  communicationModule,
  myDataModule,
  detailsModule,
]
