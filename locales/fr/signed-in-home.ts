// The part of the dictionary the home screen (the roster) reads: it loads with the home screen, and with every other
// signed-in screen, since any of them can be the first one opened (ui/i18n/load-language.ts). `duty` comes along with
// `home` (one file: the build cannot split a module between two chunks). signed-in.ts holds the sections of the
// screens opened later, signed-out.ts what the app shows before sign-in. A new section goes into one of the three.
export { duty, home } from './duties.js'
export { travelWarnings } from './travel-warnings.js'
