// The web app for the end-to-end tests: built once per profile into `.test-tmp/app-<profile>` (shared by every test
// process of this checkout, rebuilt only when a source is newer than the build), then copied into a folder of this
// process, so that another process rebuilding the shared folder never changes what a running server serves.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { wrapperBuildArgs } from '../../../scripts/mobile/web-build'

const ROOT = process.cwd()
/** Scratch space of the test run (gitignored). */
export const TEST_TMP = join(ROOT, '.test-tmp')

/** Everything the bundle is made of: a file here newer than a build makes that build stale. */
const SOURCE_DIRS = ['ui', 'core', 'adapters', 'locales', 'profiles']
const SOURCE_FILES = ['build.mjs', 'scripts/mobile/web-build.ts', 'scripts/app-bundle.mjs', 'scripts/css-split.mjs', 'panda.config.ts', 'package-lock.json']
/** Written by build.mjs itself (typesafe-i18n output): not a source. */
const GENERATED = /^i18n-(types|util|react)/
const LOCK = join(TEST_TMP, 'app-build.lock')
const LOCK_STALE_MS = 5 * 60_000
const LOCK_WAIT_MS = 10 * 60_000

let runDirPath: string | undefined

/** A folder of this process under `.test-tmp/`, removed when the process exits. */
export const runDir = (): string => {
  if (runDirPath !== undefined) return runDirPath
  const dir = join(TEST_TMP, `run-${process.pid}`)
  rmSync(dir, { recursive: true, force: true })
  // Folders of test processes that died without cleaning up (killed by a timeout, say).
  for (const entry of existsSync(TEST_TMP) ? readdirSync(TEST_TMP) : []) {
    const pid = /^run-(\d+)$/.exec(entry)?.[1]
    if (pid !== undefined && !alive(Number(pid))) rmSync(join(TEST_TMP, entry), { recursive: true, force: true })
  }
  mkdirSync(dir, { recursive: true })
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
  runDirPath = dir
  return dir
}

const newestMtime = (path: string): number => {
  const stats = statSync(path, { throwIfNoEntry: false })
  if (stats === undefined) return 0
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = stats.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.') || GENERATED.test(entry)) continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

/** The newest modification time of any file the app is built from. */
const sourcesMtime = (): number =>
  Math.max(...SOURCE_DIRS.map((d) => newestMtime(join(ROOT, d))), ...SOURCE_FILES.map((f) => newestMtime(join(ROOT, f))))

/** index.html (written last by build.mjs) and every asset it names are there. */
const isComplete = (dir: string): boolean => {
  const index = join(dir, 'index.html')
  if (!existsSync(index)) return false
  const assets = readFileSync(index, 'utf8').match(/\/assets\/[^"]+/g) ?? []
  return assets.every((a) => existsSync(join(dir, a)))
}

/** A complete build that is newer than every source. */
const isFresh = (dir: string): boolean =>
  isComplete(dir) && (statSync(join(dir, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0) > sourcesMtime()

const sleep = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const lockOwner = (): number => {
  try {
    return Number(readFileSync(join(LOCK, 'pid'), 'utf8')) || 0
  } catch {
    return 0
  }
}

/** Holds `.test-tmp/app-build.lock` (a folder: mkdir is atomic) while `work` runs; waits for another holder. */
const withBuildLock = <A>(work: () => A): A => {
  mkdirSync(TEST_TMP, { recursive: true })
  const started = Date.now()
  for (;;) {
    try {
      mkdirSync(LOCK)
      writeFileSync(join(LOCK, 'pid'), String(process.pid))
      break
    } catch {
      const owner = lockOwner()
      const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? 0)
      if ((owner > 0 && !alive(owner)) || age > LOCK_STALE_MS) rmSync(LOCK, { recursive: true, force: true })
      else if (Date.now() - started > LOCK_WAIT_MS) throw new Error(`${LOCK} is held by process ${owner}`)
      else sleep(250)
    }
  }
  try {
    return work()
  } finally {
    rmSync(LOCK, { recursive: true, force: true })
  }
}

/** Builds `profile` into `.test-tmp/app-<profile>` unless that build is fresh; swapped in by two renames. */
/** The web app as the server sends it, or as the native wrapper holds it (`npm run build:mobile`). */
export type AppBuildKind = 'web' | 'wrapper'

const folderOf = (profile: string, kind: AppBuildKind): string => (kind === 'web' ? `app-${profile}` : `app-${profile}-${kind}`)

const ensureSharedBuild = (profile: string, kind: AppBuildKind): string => {
  const shared = join(TEST_TMP, folderOf(profile, kind))
  if (isFresh(shared)) return shared
  return withBuildLock(() => {
    if (isFresh(shared)) return shared
    const startedAt = new Date()
    const fresh = join(TEST_TMP, `${folderOf(profile, kind)}.build-${process.pid}`)
    rmSync(fresh, { recursive: true, force: true })
    const args = kind === 'web' ? ['--profile', profile, '--outdir', fresh] : wrapperBuildArgs(profile, fresh)
    const result = spawnSync(process.execPath, ['build.mjs', ...args], { cwd: ROOT, encoding: 'utf8' })
    if (result.status !== 0) {
      rmSync(fresh, { recursive: true, force: true })
      throw new Error(`build of profile ${profile} failed:\n${result.stdout}\n${result.stderr}`)
    }
    // A source edited while the build ran must make this build stale: date it at the start of the build.
    utimesSync(join(fresh, 'index.html'), startedAt, startedAt)
    const old = join(TEST_TMP, `${folderOf(profile, kind)}.old-${process.pid}`)
    if (existsSync(shared)) renameSync(shared, old)
    renameSync(fresh, shared)
    rmSync(old, { recursive: true, force: true })
    return shared
  })
}

const builtApps = new Map<string, string>()

/**
 * The built web app of `profile` (`kind` 'wrapper': as build:mobile builds it for the native wrapper), once per test
 * process: the shared build of `.test-tmp/app-<profile>` (`app-<profile>-wrapper`) (made
 * again only when a file under ui/, core/, adapters/, locales/ or profiles/ is newer), copied into this process's
 * own folder so that a concurrent rebuild cannot pull assets from under a running server.
 */
export const buildApp = (profile: string, kind: AppBuildKind = 'web'): string => {
  const key = folderOf(profile, kind)
  const cached = builtApps.get(key)
  if (cached !== undefined) return cached
  const own = join(runDir(), key)
  for (let attempt = 1; ; attempt += 1) {
    const shared = ensureSharedBuild(profile, kind)
    try {
      rmSync(own, { recursive: true, force: true })
      cpSync(shared, own, { recursive: true })
      if (isComplete(own)) break
    } catch (error) {
      if (attempt >= 3) throw error
    }
    if (attempt >= 3) throw new Error(`the build of ${profile} kept changing while it was copied`)
  }
  builtApps.set(key, own)
  return own
}
