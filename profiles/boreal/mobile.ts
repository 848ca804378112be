import type { MobileIdentity } from '../mobile-identity'

/** The phone app of this airline (`npm run build:mobile` with `PROFILE=boreal`). */
export const mobile: MobileIdentity = { appId: 'com.crewdutyplan.boreal' }
