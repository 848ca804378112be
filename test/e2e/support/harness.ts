// End-to-end harness: builds the web app for a profile, starts the REAL reference server on a free port with
// a fixed clock and a fresh embedded database, and drives Debian's Chromium through playwright-core.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { Temporal } from 'temporal-polyfill'
import { createServer, type CrewServer } from '../../../server/app'
import { fixedClock } from '../../../server/clock'

/** The instant every end-to-end test lives at (server and browser agree). */
export const E2E_NOW = '2026-03-15T08:00:00Z'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const ROOT = process.cwd()
const builtApps = new Map<string, string>()

/** Builds the app for `profile` once per test process, into a folder of its own. */
export const buildApp = (profile: string): string => {
  const cached = builtApps.get(profile)
  if (cached !== undefined) return cached
  const outdir = join(ROOT, '.test-tmp', `app-${profile}`)
  mkdirSync(join(ROOT, '.test-tmp'), { recursive: true })
  const result = spawnSync(process.execPath, ['build.mjs', '--profile', profile, '--outdir', outdir], { cwd: ROOT, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`build of profile ${profile} failed:\n${result.stdout}\n${result.stderr}`)
  builtApps.set(profile, outdir)
  return outdir
}

export interface E2eOptions {
  readonly profile?: string
  readonly now?: string
  readonly certValidityMinutes?: number
}

export interface E2e {
  readonly url: string
  readonly server: CrewServer
  readonly browser: Browser
  /** A fresh browser context (own cookies and storage) with the fixed clock; phone or desktop size. */
  readonly newPage: (viewport?: { width: number; height: number }) => Promise<{ context: BrowserContext; page: Page }>
  readonly close: () => Promise<void>
}

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1440, height: 900 }

/** Whether Chromium is installed (the suite says so plainly when it is not, rather than passing silently). */
export const chromiumAvailable = (): boolean => existsSync(CHROMIUM_PATH)

export const startE2e = async (options: E2eOptions = {}): Promise<E2e> => {
  const staticDir = buildApp(options.profile ?? 'demo')
  const dataDir = mkdtempSync(join(tmpdir(), 'cdp-e2e-'))
  const now = Temporal.Instant.from(options.now ?? E2E_NOW)
  const server = await createServer({
    dataDir: join(dataDir, 'db'),
    clock: fixedClock(now),
    staticDir,
    logger: { info: () => undefined, warn: () => undefined, error: (message, cause) => console.error(message, cause) },
    ...(options.certValidityMinutes !== undefined ? { certValidityMinutes: options.certValidityMinutes } : {}),
  })
  const url = await server.listen(0)
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
  const newPage = async (viewport = PHONE) => {
    const context = await browser.newContext({ viewport, locale: 'en-GB', timezoneId: 'Europe/Paris' })
    await context.clock.setFixedTime(new Date(now.epochMilliseconds))
    const page = await context.newPage()
    page.setDefaultTimeout(10_000)
    return { context, page }
  }
  return {
    url,
    server,
    browser,
    newPage,
    close: async () => {
      await browser.close()
      await server.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
