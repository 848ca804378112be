import type { MobileIdentity } from '../mobile-identity'

/** The phone app of this airline (`npm run build:mobile` with `PROFILE=alpine`). */
export const mobile: MobileIdentity = { appId: 'com.crewdutyplan.alpine' }
