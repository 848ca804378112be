// The part of the dictionary the home screen (the roster) reads: it loads with the home screen, and with every other
// signed-in screen, since any of them can be the first one opened (ui/i18n/load-language.ts). `duty` comes along with
// `home` (one file: the build cannot split a module between two chunks). signed-in.ts holds the sections of the
// screens opened later, signed-out.ts what the app shows before sign-in. A new section goes into one of the three.
// `checkIn` (the geofence's check-in offer, the check-in screen) and `outbox` (the outbox banners of home and the
// screens that queue writes) show only once signed in: the session runtime starts its runners (geofence, outbox)
// once this part is loaded (ui/app/app-runtime.ts). `dates`, `dutyKinds` and `eventTypes` name the calendar's and the
// duty list's days and duties, `nav` labels the bottom navigation (which waits for this part, ui/shell/app.tsx).
export { dates, dutyKinds, eventTypes } from './calendar-names.js'
export { checkIn } from './check-in.js'
export { duty, home } from './duties.js'
export { nav } from './nav.js'
export { outbox } from './outbox.js'
export { travelWarnings } from './travel-warnings.js'
