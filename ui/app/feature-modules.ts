import type { ContainerModule } from 'inversify'
import { sharedModule } from './shared.module'
import { shellModule } from './shell.module'
import { communicationModule } from '../features/communication/communication.module'
import { myDataModule } from '../features/my-data/my-data.module'
import { detailsModule } from '../features/details/details.module'

/**
 * Every feature's `ContainerModule`, loaded by `createAppContainer` (ui/container.ts, `container.load(...FEATURE_MODULES)`) and by the test
 * harness after the ports and INFRA are bound.
 *
 * UI helpers: append ONE line for your module (`ui/features/<area>/<area>.module.ts`), for example
 *   import { remarksModule } from '../features/remarks/remarks.module'
 * at the top and `remarksModule,` at the end of the array. Do not reorder or remove others' lines.
 */
export const FEATURE_MODULES: ReadonlyArray<ContainerModule> = [
  sharedModule,
  shellModule,
  communicationModule,
  myDataModule,
  detailsModule,
]
