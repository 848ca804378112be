import type { ContainerModule } from 'inversify'
import { communicationModule } from '../features/communication/communication.module'
import { detailsModule } from '../features/details/details.module'
import { myDataModule } from '../features/my-data/my-data.module'
import { travelWarningsModule } from '../features/home/travel-warnings.module'
import { SESSION_MODULES } from './session-modules'
import { SHELL_MODULES } from './shell-modules'

/**
 * Every `ContainerModule`: the shell's (ui/app/shell-modules.ts), the session runtime's (ui/app/session-modules.ts)
 * and each feature's (`ui/features/<area>/<area>.module.ts`). The test harness loads them all at once
 * (`loadModules`); the app loads the shell's at start, the session runtime's once someone signs in, and a feature's
 * with its screens (ui/app/signed-in-screens.tsx).
 */
export const FEATURE_MODULES: ReadonlyArray<ContainerModule> = [...SHELL_MODULES, ...SESSION_MODULES, communicationModule, myDataModule, detailsModule, travelWarningsModule]
