// What the login form waits for, read from the production build's module graph (esbuild's metafile, no files
// written): the screens of the signed-in app, their DI modules, the signed-in HTTP adapters and the signed-in part of
// the dictionaries load after it, and the shell is one chunk (docs/architecture.md, "How to add a screen").
import type { Metafile } from 'esbuild'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { appMetafile, modulesIn, staticClosure } from './module-graph'

const Lazy = suite('what the login form waits for')

/** The outputs the page loads before the first screen: the entry, the app start, the language loader, and their static imports. */
const FIRST_ENTRIES = ['ui/main.tsx', 'ui/start-app.tsx', 'ui/i18n/load-language.ts']
const firstOutputs = (m: Metafile): ReadonlyArray<string> => [...staticClosure(m, (entry) => FIRST_ENTRIES.includes(entry))].filter((p) => p.endsWith('.js'))

/** The source modules in the outputs loaded before the first screen. */
const firstModules = (m: Metafile): ReadonlyArray<string> => modulesIn(m, firstOutputs(m))

Lazy('no screen of the signed-in app, no feature DI module and no signed-in adapter loads before the login form', async () => {
  const modules = firstModules(await appMetafile())
  const signedIn = modules.filter(
    (p) =>
      (p.startsWith('ui/features/') && !p.startsWith('ui/features/sign-in/')) ||
      p === 'adapters/http/signed-in.http.ts' ||
      /^locales\/[a-z]+\/signed-in\.ts$/.test(p),
  )
  assert.equal(signedIn, [])
  // The check looks at the right graph: the shell and the app start are in it.
  assert.ok(modules.includes('ui/app/route-table.tsx') && modules.includes('ui/container.ts'), 'the shell loads before the first screen')
})

/** Modules only a signed-in crew member runs: the session runtime (ui/app/session-runtime.ts) and the core behind it. */
const SESSION_RUNTIME = [
  'adapters/session/session-adapters.ts',
  'adapters/geo/geofence-runner.ts',
  'adapters/geo/check-in-window-runner.ts',
  'adapters/geo/native-geofence.ts',
  'adapters/push/device-registration.ts',
  // The push service and the push-tap handler (adapters/push/page-push.ts): a tap only acts once signed in; one that
  // comes first is held (adapters/push/early-taps.ts) and loads them at once.
  // The signed-in ports (their call lists, the lazy facades of the other screens' calls).
  'adapters/session/signed-in-ports.ts',
  'adapters/http/lazy-port.ts',
  'adapters/push/page-push.ts',
  'adapters/push/web-push.ts',
  'adapters/push/vapid-key.http.ts',
  'adapters/push/push-tap.handler.ts',
  'adapters/native/deferred.ts',
  'core/news/push-tap.machine.ts',
  'adapters/storage/outbox.storage.ts',
  'ui/app/session-modules.ts',
  'ui/app/session.module.ts',
  'ui/app/outbox.runner.ts',
  'ui/app/auto-refresh.runner.ts',
  'ui/app/keep-alive.runner.ts',
  'ui/app/application-lock.runner.ts',
  'ui/app/duties.store.ts',
  'ui/app/session-lifecycle.ts',
  'ui/shell/session-shell.tsx',
  // The signed-in stylesheets' loader: the session shell's parts and the signed-in screens wait for it.
  'ui/app/signed-in-styles.ts',
  'ui/shell/bottom-nav.tsx',
  'ui/i18n/use-signed-in-language.ts',
  // The signed-in table's route decisions and paths: bound by the session module (SHELL.signedInRoutes).
  'core/access/signed-in-routes.rules.ts',
  'core/access/signed-in-paths.ts',
  // The signed-in screens' table and the foreign-crmId message: bound by the session module (SHELL.signedInScreens).
  'ui/app/signed-in-screens.tsx',
  'ui/app/foreign-crm-id.tsx',
]
const SESSION_CORE = /^core\/(outbox|refresh|roster|check-in)\//

Lazy('the session runtime (geofence, outbox, auto-refresh, keep-alive, duty plan…) loads after the login form', async () => {
  const m = await appMetafile()
  const modules = firstModules(m)
  assert.equal(modules.filter((p) => SESSION_RUNTIME.includes(p) || SESSION_CORE.test(p)), [])
  // The check looks at modules the build has: each is in some later output.
  const built = new Set(Object.values(m.outputs).flatMap((o) => Object.keys(o.inputs)))
  assert.equal(SESSION_RUNTIME.filter((p) => !built.has(p)), [], 'every listed module is in the build')
  assert.ok([...built].some((p) => SESSION_CORE.test(p)))
})

/** The offline storage (adapters/storage/offline-storage.ts): the first call that needs it loads it (a sign-in). */
const OFFLINE_STORAGE = [
  'adapters/storage/offline-storage.ts',
  'adapters/storage/cache-store.ts',
  'adapters/storage/cache-crypto.ts',
  'adapters/storage/encrypted-cache.ts',
  'adapters/storage/offline-credentials.ts',
  'adapters/native/secure-meta.ts',
]

Lazy('the offline storage (IndexedDB store, encrypted cache, offline credentials) loads after the login form, with the session runtime a sign-in loads', async () => {
  const m = await appMetafile()
  assert.equal(firstModules(m).filter((p) => OFFLINE_STORAGE.includes(p)), [])
  // It is fetched with the session adapters (adapters/session/session-adapters.ts re-exports it; no entry of its own)
  // and its modules sit in the chunk of the session runtime (no file of their own on the way to the roster).
  assert.not.ok(Object.values(m.outputs).some((o) => o.entryPoint?.endsWith('adapters/storage/offline-storage.ts') === true), 'no chunk of its own')
  assert.ok(Object.values(m.outputs).some((o) => o.entryPoint?.endsWith('adapters/session/session-adapters.ts') === true), 'the session adapters are a lazy entry')
  const session = Object.values(m.outputs).find((o) => 'adapters/session/session-adapters.ts' in o.inputs)
  assert.ok(session !== undefined)
  assert.equal(OFFLINE_STORAGE.filter((p) => !(p in session.inputs)), [], 'all of it loads with the session runtime')
  assert.ok('adapters/storage/encrypted-cache.ts' in session.inputs)
})

Lazy('single sign-on: its flows (a provider\'s return, the redirects: sso-flows.ts; OpenID Connect: oidc-flows.ts with oauth4webapi; the runner\'s redirect) load when one starts, returns or ends, and without the signed-in app', async () => {
  const m = await appMetafile()
  const modules = firstModules(m)
  assert.ok(modules.includes('adapters/sso/sso-browser.ts'), 'the stored choice and the bearer token are in the shell')
  const lazyOnly = ['adapters/sso/sso-flows.ts', 'adapters/sso/oidc-flows.ts', 'ui/app/sso-redirect.ts', 'core/auth/sso-return.rules.ts', 'core/auth/saml2-login.rules.ts', 'core/access/sso-return-paths.rules.ts']
  assert.equal(modules.filter((p) => lazyOnly.includes(p) || p.includes('node_modules/oauth4webapi/')), [], 'nothing of a sign-on\'s flows before the login form')
  for (const file of ['adapters/sso/sso-flows.ts', 'adapters/sso/oidc-flows.ts', 'ui/app/sso-redirect.ts']) {
    const entry = Object.entries(m.outputs).find(([, o]) => o.entryPoint?.endsWith(file) === true)
    assert.ok(entry !== undefined, `${file} is a lazy entry of its own`)
    const withIt = modulesIn(m, staticClosure(m, (e) => e === entry[1].entryPoint))
    assert.not.ok(withIt.some((p) => p.startsWith('ui/features/home/') || p === 'adapters/http/signed-in.http.ts' || p === 'adapters/session/session-adapters.ts'), `${file} comes without the signed-in app`)
  }
})

Lazy('not even the other sign-in screens: the login screen comes alone', async () => {
  const m = await appMetafile()
  const modules = firstModules(m)
  // (The login form itself is in the shell: the re-authentication overlay shows it over any screen.)
  assert.equal(modules.filter((p) => p.startsWith('ui/features/sign-in/') && p.endsWith('-screen.tsx')), [])
  // Nor the new-server form's rules: only the server-selection screen's form validates a server.
  assert.not.ok(modules.includes('core/servers/server-form.rules.ts'))
  const login = Object.values(m.outputs).find((o) => o.entryPoint?.endsWith('ui/features/sign-in/login-screen.tsx') === true)
  assert.ok(login !== undefined, 'the login screen is a lazy entry of its own')
  const loginModules = Object.keys(login.inputs)
  assert.not.ok(loginModules.some((p) => p.includes('server-selection-screen') || p.includes('forget-password-screen')))
})

Lazy('of the icons, only the banners\' and the password field\'s come with the login form; the others with the screens that show them', async () => {
  const m = await appMetafile()
  const first = firstModules(m).filter((p) => p.startsWith('ui/design/icons/'))
  // (The password field's are in the shell with the login form: the re-authentication overlay shows it over any screen.)
  assert.equal(first.sort(), ['ui/design/icons/eye-icons.tsx', 'ui/design/icons/icon.tsx', 'ui/design/icons/status-icons.tsx'])
  // The check looks at icon files the build has: the bottom navigation's are in some later output.
  assert.ok(Object.values(m.outputs).some((o) => 'ui/design/icons/navigation-icons.tsx' in o.inputs))
})

Lazy('the profile\'s codecs and the time codecs are not before the login form (the build validates the profile); the profile\'s defaults, the server entry codec and the wire date-time codec are', async () => {
  const modules = firstModules(await appMetafile())
  assert.not.ok(modules.includes('core/access/profile.codec.ts'))
  assert.ok(modules.includes('core/access/profile-defaults.ts') && modules.includes('core/access/server-entry.codec.ts'))
  // Of the time codecs only the wire date-time's (the signed-in user's and the log configuration's dates).
  assert.not.ok(modules.includes('core/shared/time.codec.ts'))
  assert.ok(modules.includes('core/shared/date-time-with-offset.codec.ts'))
})

Lazy("Panda's runtime (css(), cva()) is not in the build: every call is resolved to its class string at build time", async () => {
  const m = await appMetafile()
  const built = new Set(Object.values(m.outputs).flatMap((o) => Object.keys(o.inputs)))
  assert.equal([...built].filter((p) => /^styled-system\/(css\/(css|cva|sva|conditions)\.js|helpers\.js)$/.test(p)), [])
  // The check looks at the right graph: cx, which has no build-time form, is still there.
  assert.ok(built.has('styled-system/css/cx.js'))
})

Lazy('the shell is one chunk: at most 8 scripts before the first screen (there were 37 when it was split)', async () => {
  const outputs = firstOutputs(await appMetafile())
  assert.ok(outputs.length <= 8, `${outputs.length} scripts: ${outputs.join(', ')}`)
})

Lazy.run()
