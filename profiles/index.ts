import type { AirlineTheme } from './theme.types'
import type { ProfileExtras } from './profile-extras'
import * as alpine from './alpine/profile'
import * as boreal from './boreal/profile'
import * as demo from './demo/profile'
import * as showcase from './showcase/profile'
import { THEMES } from './themes'
import type { Profile } from '../core/access/profile.codec'

/** One airline as the build and the tests see it: its profile data, UI extras and theme. */
export interface AirlineProfile {
  readonly profile: Profile
  readonly extras: ProfileExtras
  readonly theme: AirlineTheme | undefined
}

const entry = (m: { readonly profile: Profile; readonly extras: ProfileExtras }): AirlineProfile => ({
  profile: m.profile,
  extras: m.extras,
  theme: THEMES[m.profile.id],
})

/** Every airline profile by id (the folder name); `demo` is the default (ARCHITECTURE.md section 1). */
export const PROFILES: Readonly<Record<string, AirlineProfile>> = {
  demo: entry(demo),
  alpine: entry(alpine),
  boreal: entry(boreal),
  showcase: entry(showcase),
}

/** The profile used when the build is given no `--profile`. */
export const DEFAULT_PROFILE_ID = 'demo'
