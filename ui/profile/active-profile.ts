/**
 * The airline profile compiled into the app. `build.mjs --profile NAME` replaces this module with one
 * that re-exports `profiles/NAME/profile.ts` and the hashed logo URL; the type checker, the tests and
 * an unbundled run see the demo airline.
 */
export { profile as activeProfile, extras as activeExtras } from '../../profiles/demo/profile'

/** URL of the active profile's logo (the build copies `profiles/NAME/logo.svg` to a hashed asset). */
export const activeLogoUrl: string = '/assets/logo.svg'
