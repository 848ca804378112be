// What the network carries before the first screens, measured in Debian's Chromium: the app of a profile is opened
// on the reference server (demo airline) and every script and stylesheet the browser fetched is counted
//   1. until the login form shows and the network is idle (first screen of a signed-out visit), and
//   2. until the roster shows after signing in as anna and the network is idle,
// once in Chromium as it is (it has a native Temporal) and once with `globalThis.Temporal` removed before the app
// runs (a browser without Temporal, which loads the polyfill). Sizes are of the bodies the browser received,
// re-compressed here with gzip -9 and brotli -11 (as build.mjs precompresses), so they do not depend on what the
// server negotiated; "sent" is what the server actually sent. The service worker is kept out (its background
// precache is not what the first screens wait for). Sizes are deterministic: one run is enough.
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import type { Page } from 'playwright-core'
import { buildApp, chromiumAvailable, PHONE, startE2e } from '../../test/e2e/support/harness'
import { homeLoaded, signIn } from '../../test/e2e/support/sign-in'
import { kb, type BenchRow } from './bench-row'

/**
 * The caps of what the network carries (as sent, Chromium with native Temporal, demo profile): issue 27 decision 5
 * made the budgets caps, not goals (time is the goal), so they cannot creep. test/e2e/bundle-caps.test.ts holds them.
 */
export const BUNDLE_BUDGET = { login: 130 * 1024, roster: 175 * 1024 } as const

export interface Asset {
  readonly file: string
  /** Body bytes on the wire as the server sent them (its precompressed twin when the browser accepted one). */
  readonly sent: number
  readonly raw: number
  readonly gzip: number
  readonly brotli: number
}

/** The files fetched until one moment. */
export interface Moment {
  readonly files: ReadonlyArray<Asset>
  readonly raw: number
  readonly gzip: number
  readonly brotli: number
  readonly sent: number
}

export interface BrowserBundle {
  readonly label: string
  readonly login: Moment
  readonly roster: Moment
}

export interface BundleMeasure {
  readonly profile: string
  /** The folder the measured build was served from (the same build the weights of bundle-weights.ts start from). */
  readonly staticDir: string
  readonly native: BrowserBundle
  readonly polyfilled: BrowserBundle
}

const sizesOf = (file: string, body: Buffer, sent: number): Asset => ({
  file,
  sent,
  raw: body.length,
  gzip: gzipSync(body, { level: 9 }).length,
  brotli: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
})

/** Records the scripts and stylesheets a page receives, by URL (a file fetched twice counts once). */
const recordAssets = (page: Page): Map<string, Promise<Asset>> => {
  const assets = new Map<string, Promise<Asset>>()
  page.on('response', (response) => {
    const type = response.request().resourceType()
    const url = response.url()
    if ((type !== 'script' && type !== 'stylesheet') || assets.has(url)) return
    assets.set(
      url,
      Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) =>
        sizesOf(new URL(url).pathname.split('/').pop() ?? url, body, sizes.responseBodySize),
      ),
    )
  })
  return assets
}

const momentOf = async (assets: ReadonlyArray<Promise<Asset>>): Promise<Moment> => {
  const files = await Promise.all(assets)
  const sum = (key: 'raw' | 'gzip' | 'brotli' | 'sent') => files.reduce((n, a) => n + a[key], 0)
  return { files, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli'), sent: sum('sent') }
}

/** Opens the app of `profile` in Chromium with and without a native Temporal and counts what it fetched. */
export const measureBundle = async (profile = 'demo', options: { readonly nativeOnly?: boolean } = {}): Promise<BundleMeasure> => {
  if (!chromiumAvailable()) throw new Error('Chromium is missing (/usr/bin/chromium): apt-get install -y chromium')
  const e2e = await startE2e({ profile })
  // The harness's build of this process (built once, then the same folder).
  const staticDir = buildApp(profile)
  try {
    const visit = async (label: string, withoutTemporal: boolean): Promise<BrowserBundle> => {
      const { context, page } = await e2e.newPage(PHONE, { serviceWorkers: 'block' })
      try {
        if (withoutTemporal) await context.addInitScript(() => Reflect.deleteProperty(globalThis, 'Temporal'))
        const assets = recordAssets(page)
        await page.goto(e2e.url)
        await page.getByRole('button', { name: 'Log in' }).waitFor()
        await page.waitForLoadState('networkidle')
        const login = await momentOf([...assets.values()])
        await signIn(page, 'anna')
        await homeLoaded(page).waitFor()
        await page.waitForLoadState('networkidle')
        const roster = await momentOf([...assets.values()])
        return { label, login, roster }
      } finally {
        await context.close()
      }
    }
    const native = await visit('Chromium (native Temporal)', false)
    // The caps' test measures the browser the caps are about only.
    const polyfilled = options.nativeOnly === true ? native : await visit('without native Temporal (polyfill loaded)', true)
    return { profile, staticDir, native, polyfilled }
  } finally {
    await e2e.close()
  }
}

const momentValue = (m: Moment): string => `${kb(m.sent)} sent (${m.files.length} files; brotli ${kb(m.brotli)}, gzip ${kb(m.gzip)})`

/** The bench rows: each moment against its budget (native Temporal) and, for reference, without Temporal. */
export const bundleBudgetRows = (measure: BundleMeasure): ReadonlyArray<BenchRow> => [
  {
    area: 'bundle',
    measure: `until the login form is usable, ${measure.native.label}`,
    value: momentValue(measure.native.login),
    goal: `≤ ${kb(BUNDLE_BUDGET.login)}`,
    holds: measure.native.login.sent <= BUNDLE_BUDGET.login,
  },
  {
    area: 'bundle',
    measure: `until the roster shows after sign-in, ${measure.native.label}`,
    value: momentValue(measure.native.roster),
    goal: `≤ ${kb(BUNDLE_BUDGET.roster)}`,
    holds: measure.native.roster.sent <= BUNDLE_BUDGET.roster,
  },
  { area: 'bundle', measure: `until the login form is usable, ${measure.polyfilled.label}`, value: momentValue(measure.polyfilled.login) },
  { area: 'bundle', measure: `until the roster shows after sign-in, ${measure.polyfilled.label}`, value: momentValue(measure.polyfilled.roster) },
]
