import { DEFAULT_DISPLAY_OPTIONS, DEFAULT_FEATURE_SWITCHES } from './profile-defaults'
import type { DisplayOptions, FeatureSwitches, Profile, ServerEntry } from './profile.codec'

/** What an airline profile changes relative to the defaults: any switch, any display option, its servers. */
export interface ProfileOverrides {
  readonly id?: string
  readonly name?: string
  readonly features?: Partial<FeatureSwitches>
  readonly display?: Partial<DisplayOptions>
  readonly servers?: ReadonlyArray<ServerEntry>
}

/** The demo airline with every default of SPEC section 6 ("most features on, password reset off, role editing on"). */
export const DEFAULT_PROFILE: Profile = {
  id: 'demo',
  name: 'Demo Airline',
  features: DEFAULT_FEATURE_SWITCHES,
  display: DEFAULT_DISPLAY_OPTIONS,
  servers: [],
}

/**
 * A profile built from `base` (the defaults unless given) with `overrides` applied: switches and display
 * options are merged key by key, `servers` replaces the list. Pure; validate the result with `validateProfile`.
 */
export const profileWith = (overrides: ProfileOverrides, base: Profile = DEFAULT_PROFILE): Profile => ({
  id: overrides.id ?? base.id,
  name: overrides.name ?? base.name,
  features: { ...base.features, ...overrides.features },
  display: { ...base.display, ...overrides.display },
  servers: [...(overrides.servers ?? base.servers)],
})

/** SPEC section 6, Profile overrides: "One profile turns news view, roster-tags filter and role editing off." */
export const NEWS_OFF_OVERRIDES: ProfileOverrides = {
  features: { viewNews: false, viewRosterTagsCalendarFilter: false, performRoleEditing: false },
}

/** SPEC section 6, Profile overrides: "Others turn block-month switch, check-in, filter and role editing off." */
export const CHECK_IN_OFF_OVERRIDES: ProfileOverrides = {
  features: {
    viewBlockmonthSwitchOnSummary: false,
    viewCheckIn: false,
    performCheckIn: false,
    viewRosterTagsCalendarFilter: false,
    performRoleEditing: false,
  },
}

/**
 * SPEC section 6, Profile overrides: "One turns password reset on." and "The hotel pick-up time field is
 * disabled in one profile."
 */
export const PASSWORD_RESET_OVERRIDES: ProfileOverrides = {
  features: { performPasswordReset: true },
  display: { disabledHotelFields: ['PICKUP_TIME'] },
}

/** The three override sets of SPEC section 6, by name, for `profiles/`. */
export const PROFILE_OVERRIDE_EXAMPLES: Readonly<Record<'newsOff' | 'checkInOff' | 'passwordReset', ProfileOverrides>> = {
  newsOff: NEWS_OFF_OVERRIDES,
  checkInOff: CHECK_IN_OFF_OVERRIDES,
  passwordReset: PASSWORD_RESET_OVERRIDES,
}
