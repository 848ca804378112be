import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { DEBUG_SERVER_VARIABLE, type DebugServer } from './debug-server'
import type { ResolvedIdentity } from './identity'

/**
 * The environment capacitor.config.ts reads: the airline's values for this sync, and the laptop's server of a debug
 * build (scripts/mobile/debug-server.ts); without one the variable is emptied, so a value left in the shell does not
 * leak into a build that did not ask for it.
 */
export const capacitorEnv = (id: ResolvedIdentity, webDir: string, debugServer?: DebugServer): Record<string, string> => ({
  CDP_MOBILE_APP_ID: id.appId,
  CDP_MOBILE_APP_NAME: id.appName,
  CDP_MOBILE_BACKGROUND: id.background,
  CDP_MOBILE_WEB_DIR: webDir,
  [DEBUG_SERVER_VARIABLE]: debugServer?.url ?? '',
})

/**
 * `cap sync` in `root`: copies the built web app (`webDir`, relative to root) into both native projects,
 * writes capacitor.config.json with the airline's values, and registers the plugins found in
 * node_modules. CocoaPods and Xcode are used when present and skipped (with Capacitor's warning) when not.
 * Resolves with the CLI's output; rejects with it when the CLI fails.
 */
export const capSync = (root: string, id: ResolvedIdentity, webDir: string, debugServer?: DebugServer): Promise<string> =>
  new Promise((resolve, reject) => {
    const cli = join(root, 'node_modules', '@capacitor', 'cli', 'bin', 'capacitor')
    const child = spawn(process.execPath, [cli, 'sync'], {
      cwd: root,
      env: { ...process.env, ...capacitorEnv(id, webDir, debugServer), CI: '1', CAPACITOR_TELEMETRY: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (d) => (out += String(d)))
    child.stderr.on('data', (d) => (out += String(d)))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`cap sync failed (exit ${code}):\n${out}`))))
  })
