// `npm run build:mobile` for the demo airline, in a copy of the project (the repository's mobile/ stays as it is):
// the built web app is synced into both native projects with every plugin registered, the Android permissions and
// iOS usage descriptions are there, and the airline's identity is what the native projects carry. No Android SDK
// or Xcode is needed for any of it (CocoaPods and xcodebuild are skipped by Capacitor when missing).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { resolveIdentity, type ResolvedIdentity } from '../../scripts/mobile/identity'
import { injectIdentity } from '../../scripts/mobile/inject'
import { capSync } from '../../scripts/mobile/sync'
import { buildApp, runDir } from '../e2e/support/app-build'

const ROOT = process.cwd()
const PLUGINS = ['@aparajita/capacitor-secure-storage', '@capacitor-community/background-geolocation', '@capacitor/app', '@capacitor/local-notifications', '@capacitor/network', '@capacitor/push-notifications']
const IOS_CLASSES = ['SecureStorage', 'BackgroundGeolocation', 'AppPlugin', 'LocalNotificationsPlugin', 'CAPNetworkPlugin', 'PushNotificationsPlugin']
const NOT_COPIED = new Set(['public', 'capacitor.config.json', 'capacitor.plugins.json', 'build', '.gradle'])

/** A copy of what `cap sync` reads and writes: package.json, capacitor.config.ts, mobile/ and node_modules (linked). */
const projectCopy = (name: string): string => {
  const root = join(runDir(), name)
  mkdirSync(root, { recursive: true })
  for (const file of ['package.json', 'capacitor.config.ts']) cpSync(join(ROOT, file), join(root, file))
  cpSync(join(ROOT, 'mobile'), join(root, 'mobile'), { recursive: true, filter: (src) => !NOT_COPIED.has(src.split(/[\\/]/).pop() ?? '') })
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(root, 'node_modules'))
  return root
}

const read = (...parts: string[]): string => readFileSync(join(...parts), 'utf8')
const must = async (profile: string): Promise<ResolvedIdentity> => {
  const id = await resolveIdentity(ROOT, profile)
  if (!id.ok) throw new Error(id.message)
  return id.value
}

/** Every file under `dir`, relative, except what sync writes. */
const filesOf = (dir: string, prefix = ''): string[] =>
  readdirSync(dir).flatMap((name) => {
    if (NOT_COPIED.has(name)) return []
    const full = join(dir, name)
    return statSync(full).isDirectory() ? filesOf(full, join(prefix, name)) : [join(prefix, name)]
  })

const demo = suite('build:mobile for the demo profile')
let root = ''
let web = ''

demo.before(async () => {
  web = buildApp('demo', 'wrapper')
  root = projectCopy('mobile-demo')
  injectIdentity(root, await must('demo'))
  await capSync(root, await must('demo'), web)
})

demo('the built web app is inside both native projects', () => {
  const index = read(web, 'index.html')
  assert.is(read(root, 'mobile/android/app/src/main/assets/public/index.html'), index)
  assert.is(read(root, 'mobile/ios/App/App/public/index.html'), index)
  for (const asset of index.match(/\/assets\/[^"]+/g) ?? []) {
    assert.ok(existsSync(join(root, 'mobile/android/app/src/main/assets/public', asset)), `android lacks ${asset}`)
    assert.ok(existsSync(join(root, 'mobile/ios/App/App/public', asset)), `ios lacks ${asset}`)
  }
})

demo('the wrapped app opens on the signed-in frame, not the login form (its WebView always loads index.html)', () => {
  for (const index of [read(root, 'mobile/android/app/src/main/assets/public/index.html'), read(root, 'mobile/ios/App/App/public/index.html')]) {
    assert.match(index, '<div id="root" data-prerendered="frame">')
    assert.match(index, 'aria-busy="true"')
    assert.not.match(index, 'autocomplete="username"')
    assert.not.match(index, 'data-prerendered="login"')
  }
  // The frame page the worker and the server pick stays the same page.
  assert.is(read(web, 'frame.html'), read(web, 'index.html'))
})

demo('every plugin is registered on Android and iOS', () => {
  const androidPlugins = JSON.parse(read(root, 'mobile/android/app/src/main/assets/capacitor.plugins.json')) as Array<{ pkg: string }>
  assert.equal(androidPlugins.map((p) => p.pkg).sort(), [...PLUGINS].sort())
  const settings = read(root, 'mobile/android/capacitor.settings.gradle')
  for (const project of [':capacitor-push-notifications', ':capacitor-local-notifications', ':capacitor-community-background-geolocation', ':aparajita-capacitor-secure-storage', ':capacitor-network', ':capacitor-app']) {
    assert.ok(settings.includes(`include '${project}'`), `gradle lacks ${project}`)
  }
  const iosConfig = JSON.parse(read(root, 'mobile/ios/App/App/capacitor.config.json')) as { packageClassList: string[] }
  assert.equal([...iosConfig.packageClassList].sort(), [...IOS_CLASSES].sort())
  const podfile = read(root, 'mobile/ios/App/Podfile')
  for (const pod of ['CapacitorPushNotifications', 'CapacitorLocalNotifications', 'CapacitorCommunityBackgroundGeolocation', 'AparajitaCapacitorSecureStorage', 'CapacitorNetwork', 'CapacitorApp']) {
    assert.ok(podfile.includes(`pod '${pod}'`), `Podfile lacks ${pod}`)
  }
})

demo('Android asks for location and notifications; iOS says why it uses the location', () => {
  const manifest = read(root, 'mobile/android/app/src/main/AndroidManifest.xml')
  for (const permission of ['ACCESS_FINE_LOCATION', 'ACCESS_COARSE_LOCATION', 'FOREGROUND_SERVICE_LOCATION', 'POST_NOTIFICATIONS', 'INTERNET']) {
    assert.ok(manifest.includes(`android:name="android.permission.${permission}"`), `manifest lacks ${permission}`)
  }
  const plist = read(root, 'mobile/ios/App/App/Info.plist')
  assert.match(plist, /<key>NSLocationWhenInUseUsageDescription<\/key>\s*<string>[^<]{20,}<\/string>/)
  assert.match(plist, /<key>NSLocationAlwaysAndWhenInUseUsageDescription<\/key>\s*<string>[^<]{20,}<\/string>/)
  assert.match(plist, /<key>UIBackgroundModes<\/key>\s*<array>\s*<string>location<\/string>\s*<string>remote-notification<\/string>/)
  assert.match(read(root, 'mobile/ios/App/App/AppDelegate.swift'), /capacitorDidRegisterForRemoteNotifications/)
})

demo('the native projects carry the demo airline identity', () => {
  for (const file of ['mobile/android/app/src/main/assets/capacitor.config.json', 'mobile/ios/App/App/capacitor.config.json']) {
    const config = JSON.parse(read(root, file)) as { appId: string; appName: string; backgroundColor: string }
    assert.equal({ appId: config.appId, appName: config.appName, backgroundColor: config.backgroundColor }, { appId: 'com.crewdutyplan.demo', appName: 'Demo Airline', backgroundColor: '#1647d6' })
  }
  assert.match(read(root, 'mobile/android/app/build.gradle'), /applicationId "com\.crewdutyplan\.demo"/)
  assert.match(read(root, 'mobile/android/app/src/main/res/values/strings.xml'), /<string name="app_name">Demo Airline<\/string>/)
  assert.match(read(root, 'mobile/ios/App/App/Info.plist'), /<key>CFBundleDisplayName<\/key>\s*<string>Demo Airline<\/string>/)
})

demo('the committed native project is the demo airline as build:mobile writes it', () => {
  const committed = join(ROOT, 'mobile')
  for (const file of filesOf(committed)) {
    if (file.endsWith('.png') || file.endsWith('capacitor.settings.gradle') || file.endsWith('Podfile')) continue
    assert.is(read(root, 'mobile', file), read(committed, file), `mobile/${file} differs from the demo sync`)
  }
})

demo.run()

const boreal = suite('build:mobile for another airline: the same native project')

boreal('Boreal Wings gets its own app id, name and launch colour at sync', async () => {
  const copy = projectCopy('mobile-boreal')
  const id = await must('boreal')
  injectIdentity(copy, id)
  // Twice: what a second build of the same airline does changes nothing more.
  injectIdentity(copy, id)
  await capSync(copy, id, web)
  const config = JSON.parse(read(copy, 'mobile/android/app/src/main/assets/capacitor.config.json')) as { appId: string; appName: string }
  assert.equal({ appId: config.appId, appName: config.appName }, { appId: 'com.crewdutyplan.boreal', appName: 'Boreal Wings' })
  assert.match(read(copy, 'mobile/android/app/build.gradle'), /applicationId "com\.crewdutyplan\.boreal"/)
  assert.match(read(copy, 'mobile/android/app/src/main/res/values/airline_colors.xml'), /<color name="airline_splash">#0e6962<\/color>/)
  assert.not.match(read(copy, 'mobile/ios/App/App.xcodeproj/project.pbxproj'), /com\.crewdutyplan\.demo/)
  assert.match(read(copy, 'mobile/ios/App/App.xcodeproj/project.pbxproj'), /PRODUCT_BUNDLE_IDENTIFIER = com\.crewdutyplan\.boreal;/)
  assert.match(read(copy, 'mobile/ios/App/App/Base.lproj/LaunchScreen.storyboard'), /red="0\.055" green="0\.412" blue="0\.384"/)
})

boreal('a profile without an app id, or with one the stores refuse, is refused with a message', async () => {
  const missing = await resolveIdentity(ROOT, 'nowhere')
  assert.ok(!missing.ok && missing.message.includes("no profile 'nowhere'"))
  const dir = join(runDir(), 'bad-profile')
  mkdirSync(join(dir, 'profiles', 'demo'), { recursive: true })
  writeFileSync(join(dir, 'profiles', 'demo', 'mobile.ts'), "export const mobile = { appId: 'not an id' }\n")
  const bad = await resolveIdentity(dir, 'demo')
  assert.ok(!bad.ok && bad.message.includes("appId 'not an id' is not reverse-DNS"))
})

boreal.run()
