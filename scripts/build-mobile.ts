// PROFILE=<id> [CDP_MOBILE_DEBUG_SERVER=http://<laptop>:8080] npm run build:mobile [-- --no-web] [-- --no-icons]
// Builds the web app for one airline into dist/mobile, writes that airline's identity (app id, name,
// colours, icons from its logo) into the one native project under mobile/, and runs `cap sync`.
// Building the APK / IPA itself needs the Android SDK / Xcode: see docs/mobile.md.
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEBUG_SERVER_VARIABLE, debugServerOf } from './mobile/debug-server'
import { renderIcons } from './mobile/icons'
import { resolveIdentity } from './mobile/identity'
import { injectIdentity } from './mobile/inject'
import { capSync } from './mobile/sync'
import { wrapperBuildArgs } from './mobile/web-build'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const WEB_DIR = join('dist', 'mobile')
const args = process.argv.slice(2)
const profileId = process.env.PROFILE ?? 'demo'

const main = async (): Promise<number> => {
  const identity = await resolveIdentity(ROOT, profileId)
  if (!identity.ok) {
    console.error(`build:mobile: ${identity.message}`)
    return 2
  }
  const id = identity.value
  const debugServer = debugServerOf(process.env[DEBUG_SERVER_VARIABLE])
  if (!debugServer.ok) {
    console.error(`build:mobile: ${debugServer.message}`)
    return 2
  }
  if (!args.includes('--no-web')) {
    const web = spawnSync(process.execPath, [join(ROOT, 'build.mjs'), ...wrapperBuildArgs(profileId, WEB_DIR)], { cwd: ROOT, stdio: 'inherit' })
    if (web.status !== 0) return web.status ?? 1
  }
  injectIdentity(ROOT, id)
  if (!args.includes('--no-icons')) {
    const drawn = await renderIcons(ROOT, id)
    console.log(drawn ? 'icons and launch pictures drawn from the logo' : 'build:mobile: no Chromium (CHROMIUM_PATH): icons and launch pictures left as they were')
  }
  console.log(await capSync(ROOT, id, WEB_DIR, debugServer.value))
  console.log(`${id.appName} (${id.appId}) synced into mobile/android and mobile/ios from ${WEB_DIR}`)
  if (debugServer.value !== undefined) {
    console.log(
      `DEBUG BUILD: the app opens ${debugServer.value.url}${debugServer.value.cleartext ? ' over plain HTTP (allowed in this build only)' : ''}. ` +
        `Do not publish it: run build:mobile again without ${DEBUG_SERVER_VARIABLE} before a store build.`,
    )
  }
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`build:mobile: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
