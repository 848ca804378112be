// What the first roster view waits for after sign-in, read from the production build's module graph (esbuild's
// metafile, no files written): the chunks of a signed-in first view (scripts/app-bundle.mjs SIGNED_IN_FIRST and what
// they import statically) leave out the code only other screens run, which loads when one of them needs it.
import type { Metafile } from 'esbuild'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { SIGNED_IN_FIRST } from '../../../scripts/app-bundle.mjs'
import { appMetafile, modulesIn, staticClosure } from './module-graph'

const RosterPath = suite('what the roster waits for after sign-in')

/** The source modules of the outputs a signed-in first view loads: the entry, the app start, SIGNED_IN_FIRST, and their static imports. */
const rosterModules = (m: Metafile): ReadonlySet<string> => {
  const entries = ['ui/main.tsx', 'ui/start-app.tsx', 'ui/i18n/load-language.ts', ...SIGNED_IN_FIRST.map((f) => `cdp-lazy:${f}`)]
  return new Set(modulesIn(m, staticClosure(m, (entry) => entries.includes(entry))))
}

const built = (m: Metafile): ReadonlySet<string> => new Set(Object.values(m.outputs).flatMap((o) => Object.keys(o.inputs)))

/** Adapters and codecs of calls the roster never makes (the check-in screen's, hotel, crew, news, settings, ...): signed-in-screens.http.ts. */
const OTHER_SCREENS_HTTP = [
  'adapters/http/signed-in-screens.http.ts',
  'adapters/http/check-in.http.ts',
  'core/check-in/check-in.codec.ts',
  'adapters/http/hotel.http.ts',
  'adapters/http/roles.http.ts',
  'adapters/http/crew.http.ts',
  'adapters/http/change-effects.http.ts',
  'adapters/http/news.http.ts',
  'adapters/http/summary.http.ts',
  'adapters/http/settings.http.ts',
  'adapters/http/calendar-subscription.http.ts',
  'adapters/http/change-history.http.ts',
  'core/hotel/hotel.codec.ts',
  'core/crew/crew-member.codec.ts',
  'core/news/news.codec.ts',
  'core/summary/summary.codec.ts',
  'core/settings/tag-settings.codec.ts',
  'core/history/change-history.codec.ts',
]

RosterPath('the calls only other screens make (and their codecs) load after the roster, in a module of their own', async () => {
  const m = await appMetafile()
  const roster = rosterModules(m)
  assert.equal(OTHER_SCREENS_HTTP.filter((p) => roster.has(p)), [])
  // The check looks at the right graph: the roster's own calls are in it, and the others are in the build.
  assert.ok(roster.has('adapters/http/roster.http.ts') && roster.has('adapters/http/preferred-language.http.ts') && roster.has('ui/features/home/home-screen.tsx'))
  assert.equal(OTHER_SCREENS_HTTP.filter((p) => !built(m).has(p)), [], 'every listed module is in the build')
  assert.ok(Object.values(m.outputs).some((o) => o.entryPoint?.endsWith('adapters/http/signed-in-screens.http.ts') === true), 'a lazy entry of its own')
})

/** The geofence (machine, runner, drivers) and the browser's geolocation, for check-in only, and the device record of the notification settings. */
const CHECK_IN_GEO = [
  'adapters/push/device-registration.ts',
  'adapters/geo/geofence.ts',
  'adapters/geo/geofence-runner.ts',
  'adapters/geo/native-geofence.ts',
  'adapters/geo/web-geofence.ts',
  'adapters/geo/geolocation.ts',
  'core/check-in/geofence.machine.ts',
]

RosterPath('the geofence, the geolocation and the device record load when first used, not with the roster', async () => {
  const m = await appMetafile()
  const roster = rosterModules(m)
  assert.equal(CHECK_IN_GEO.filter((p) => roster.has(p)), [])
  assert.ok(roster.has('adapters/geo/lazy-geofence-runner.ts') && roster.has('adapters/geo/check-in-window-runner.ts'))
  assert.equal(CHECK_IN_GEO.filter((p) => !built(m).has(p)), [], 'every listed module is in the build')
  for (const lazy of ['adapters/geo/geofence.ts', 'adapters/geo/geolocation.ts', 'adapters/push/device-registration.ts'])
    assert.ok(Object.values(m.outputs).some((o) => o.entryPoint?.endsWith(lazy) === true), `${lazy} is a lazy entry`)
})

RosterPath.run()
