// `npm run bench:bundle` (issue 5: "The default profile's production bundle: JS and CSS loaded before the roster
// shows, minified and gzipped"): builds the app for a profile (default demo), starts the reference server with the
// demo airline, opens it in Debian's Chromium, and counts every script and stylesheet the browser fetched
//   1. until the login form shows (first screen of a signed-out visit), and
//   2. until the roster shows after signing in as anna,
// once in Chromium as it is (it has a native Temporal) and once with `globalThis.Temporal` removed before the app
// runs (a browser without Temporal, which loads the polyfill). Sizes are of the bodies the browser received,
// re-compressed here with gzip (level 9, as build.mjs precompresses) and brotli, so they do not depend on what the
// server negotiated; "sent" is what the server actually sent (its precompressed twin in the encoding Chromium
// accepted). The service worker is kept out (its background precache is not what the first screens wait for).
// Sizes are deterministic: one run is enough.
//
//   npm run bench:bundle -- [--profile demo] [--list]
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import type { Page } from 'playwright-core'
import { chromiumAvailable, PHONE, startE2e } from '../test/e2e/support/harness'
import { homeLoaded, signIn } from '../test/e2e/support/sign-in'

interface Asset {
  readonly file: string
  /** Body bytes on the wire as the server sent them (its precompressed twin when the browser accepted one). */
  readonly sent: number
  readonly raw: number
  readonly gzip: number
  readonly brotli: number
}

const args = process.argv.slice(2)
const profile = args.includes('--profile') ? (args[args.indexOf('--profile') + 1] ?? 'demo') : 'demo'
const list = args.includes('--list')

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

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`

const total = async (assets: ReadonlyArray<Promise<Asset>>): Promise<{ files: ReadonlyArray<Asset>; line: string }> => {
  const files = await Promise.all(assets)
  const sum = (key: 'raw' | 'gzip' | 'brotli' | 'sent') => files.reduce((n, a) => n + a[key], 0)
  return {
    files,
    line: `${String(files.length).padStart(3)} files  ${kb(sum('raw')).padStart(9)} raw  ${kb(sum('gzip')).padStart(8)} gzip  ${kb(sum('brotli')).padStart(8)} brotli  ${kb(sum('sent')).padStart(8)} sent`,
  }
}

const main = async (): Promise<void> => {
  if (!chromiumAvailable()) throw new Error('Chromium is missing (/usr/bin/chromium): apt-get install -y chromium')
  const e2e = await startE2e({ profile })
  const lines: string[] = [`bundle of profile '${profile}' (JS and CSS as the browser received them; gzip -9 and brotli -11 of each file, summed)`]
  try {
    for (const [label, withoutTemporal] of [
      ['Chromium (native Temporal)', false],
      ['without native Temporal (polyfill loaded)', true],
    ] as const) {
      const { context, page } = await e2e.newPage(PHONE, { serviceWorkers: 'block' })
      if (withoutTemporal) await context.addInitScript(() => Reflect.deleteProperty(globalThis, 'Temporal'))
      const assets = recordAssets(page)
      await page.goto(e2e.url)
      await page.getByRole('button', { name: 'Log in' }).waitFor()
      await page.waitForLoadState('networkidle')
      const first = await total([...assets.values()])
      await signIn(page, 'anna')
      await homeLoaded(page).waitFor()
      await page.waitForLoadState('networkidle')
      const roster = await total([...assets.values()])
      lines.push(`${label}:`, `  until the login form shows   ${first.line}`, `  until the roster shows       ${roster.line}`)
      if (list) for (const a of [...roster.files].sort((x, y) => y.gzip - x.gzip)) lines.push(`    ${a.file.padEnd(28)} ${kb(a.raw).padStart(9)} ${kb(a.gzip).padStart(8)} gzip`)
      await context.close()
    }
  } finally {
    await e2e.close()
  }
  process.stdout.write(`${lines.join('\n')}\n`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench:bundle failed: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  },
)
