import type { Profile } from '../../core/access/profile.codec'
import { activeExtras, activeLogoUrl, activeProfile } from './active-profile'
import type { ProfileExtras } from '../../profiles/profile-extras'

/** The airline profile this build serves (validated by the `Profile` codec at build time). */
export const currentProfile: Profile = activeProfile

/** The active profile's UI-only data (agreement keywords). */
export const currentExtras: ProfileExtras = activeExtras

/** URL of the active profile's logo. */
export const currentLogoUrl: string = activeLogoUrl
