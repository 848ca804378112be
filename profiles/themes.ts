import type { AirlineTheme } from './theme.types'
import { theme as alpine } from './alpine/theme'
import { theme as boreal } from './boreal/theme'
import { theme as demo } from './demo/theme'
import { theme as showcase } from './showcase/theme'

/**
 * Every profile's theme by profile id, for `panda.config.ts` (which must not load the profiles'
 * codecs): the build picks one with `CDP_PROFILE`.
 */
export const THEMES: Readonly<Record<string, AirlineTheme>> = { demo, alpine, boreal, showcase }
