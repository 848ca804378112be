import { createContext, useContext, type ReactNode } from 'react'
import type { Profile } from '../../core/access/profile.codec'
import { currentExtras, currentLogoUrl, currentProfile } from './current-profile'
import type { ProfileExtras } from '../../profiles/profile-extras'

/** What components read about the airline: its profile data, UI extras and logo. */
export interface ActiveAirline {
  readonly profile: Profile
  readonly extras: ProfileExtras
  readonly logoUrl: string
}

const ProfileContext = createContext<ActiveAirline>({ profile: currentProfile, extras: currentExtras, logoUrl: currentLogoUrl })

/**
 * Provides an airline profile to the tree (the build's profile by default). Tests render a screen
 * under another profile with `<ProfileProvider airline={...}>`.
 */
export const ProfileProvider = ({ airline, children }: { readonly airline: ActiveAirline; readonly children: ReactNode }) => (
  <ProfileContext.Provider value={airline}>{children}</ProfileContext.Provider>
)

/** The active airline (profile, extras, logo URL). */
export const useProfile = (): ActiveAirline => useContext(ProfileContext)
