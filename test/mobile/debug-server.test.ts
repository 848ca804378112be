// Issue 26 item 11: a debug build of the demo (or boreal) app that opens the server on the developer's laptop:
// `CDP_MOBILE_DEBUG_SERVER=http://192.168.1.20:8080 npm run build:mobile`. What the variable accepts, and the
// configuration `cap sync` generates from it in a copy of the project: the WebView's server URL with plain HTTP
// allowed (Android's usesCleartextTraffic) in that build, and neither once synced again without the variable.
import { cpSync, existsSync, mkdirSync, readFileSync, realpathSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { debugServerOf } from '../../scripts/mobile/debug-server'
import { resolveIdentity } from '../../scripts/mobile/identity'
import { injectIdentity } from '../../scripts/mobile/inject'
import { capSync } from '../../scripts/mobile/sync'
import { buildApp, runDir } from '../e2e/support/app-build'

const ROOT = process.cwd()
const NOT_COPIED = new Set(['public', 'capacitor.config.json', 'capacitor.plugins.json', 'build', '.gradle', 'capacitor-cordova-android-plugins'])

const Variable = suite('CDP_MOBILE_DEBUG_SERVER: what it accepts')

Variable('unset or blank: no debug server (a store build)', () => {
  assert.equal(debugServerOf(undefined), { ok: true, value: undefined })
  assert.equal(debugServerOf('  '), { ok: true, value: undefined })
})

Variable("the laptop's address over HTTP allows plain HTTP; over HTTPS it does not", () => {
  assert.equal(debugServerOf('http://192.168.1.20:8080'), { ok: true, value: { url: 'http://192.168.1.20:8080', cleartext: true } })
  assert.equal(debugServerOf('http://10.0.2.2:8080/'), { ok: true, value: { url: 'http://10.0.2.2:8080', cleartext: true } })
  assert.equal(debugServerOf('https://laptop.local:8443'), { ok: true, value: { url: 'https://laptop.local:8443', cleartext: false } })
})

Variable('refused with a message: not a URL, another scheme, a path, credentials', () => {
  for (const [value, says] of [
    ['192.168.1.20:8080', 'not a URL'],
    ['laptop', 'not a URL'],
    ['ftp://192.168.1.20', 'http:// or https://'],
    ['http://192.168.1.20:8080/app', 'origin only'],
    ['http://me:secret@192.168.1.20:8080', 'user or password'],
  ] as const) {
    const choice = debugServerOf(value)
    assert.ok(!choice.ok && choice.message.includes(says), `${value}: ${choice.ok ? 'accepted' : choice.message}`)
  }
})

Variable.run()

const Sync = suite('build:mobile with a debug server: the generated configuration')
const read = (...parts: string[]): string => readFileSync(join(...parts), 'utf8')
const CONFIGS = ['mobile/android/app/src/main/assets/capacitor.config.json', 'mobile/ios/App/App/capacitor.config.json']
const CORDOVA_MANIFEST = 'mobile/android/capacitor-cordova-android-plugins/src/main/AndroidManifest.xml'

Sync('the app opens the laptop with plain HTTP allowed in that build; a sync without the variable takes both out', async () => {
  const web = buildApp('demo')
  const root = join(runDir(), 'mobile-debug-server')
  mkdirSync(root, { recursive: true })
  for (const file of ['package.json', 'capacitor.config.ts']) cpSync(join(ROOT, file), join(root, file))
  cpSync(join(ROOT, 'mobile'), join(root, 'mobile'), { recursive: true, filter: (src) => !NOT_COPIED.has(src.split(/[\\/]/).pop() ?? '') })
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(root, 'node_modules'))
  const identity = await resolveIdentity(ROOT, 'demo')
  if (!identity.ok) throw new Error(identity.message)
  injectIdentity(root, identity.value)
  const laptop = debugServerOf('http://192.168.1.20:8080')
  if (!laptop.ok || laptop.value === undefined) throw new Error('the debug server was refused')

  await capSync(root, identity.value, web, laptop.value)
  for (const file of CONFIGS) {
    const config = JSON.parse(read(root, file)) as { server?: { url?: string; cleartext?: boolean } }
    assert.equal(config.server, { url: 'http://192.168.1.20:8080', cleartext: true }, file)
  }
  assert.ok(existsSync(join(root, CORDOVA_MANIFEST)), 'cap sync writes the plugin manifest')
  assert.match(read(root, CORDOVA_MANIFEST), /android:usesCleartextTraffic="true"/)
  assert.not.match(read(root, 'mobile/android/app/src/main/AndroidManifest.xml'), /usesCleartextTraffic/, "the app's own manifest never allows it")

  // A variable left in the shell does not leak into the next build that did not ask for it.
  process.env['CDP_MOBILE_DEBUG_SERVER'] = 'http://192.168.1.20:8080'
  try {
    await capSync(root, identity.value, web)
  } finally {
    delete process.env['CDP_MOBILE_DEBUG_SERVER']
  }
  for (const file of CONFIGS) assert.is((JSON.parse(read(root, file)) as { server?: unknown }).server, undefined, file)
  assert.not.match(read(root, CORDOVA_MANIFEST), /usesCleartextTraffic/)
})

Sync.run()
