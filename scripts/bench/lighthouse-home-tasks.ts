import { writeFileSync } from 'node:fs'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE, startE2e } from '../../test/e2e/support/harness'
import { homeLoaded, signIn } from '../../test/e2e/support/sign-in'
import { freePort } from './lighthouse-measure'

/**
 * Where home's blocking time comes from: Lighthouse 12 (mobile preset) on home signed in as anna, as
 * scripts/bench/lighthouse-measure.ts runs it, printing the score, total-blocking-time and the details of the
 * `long-tasks`, `bootup-time` and `mainthread-work-breakdown` audits. BENCH_LHR=file also writes the whole report,
 * BENCH_TRACE=file Lighthouse's trace (read it with scripts/bench/trace-tasks.ts FILE); BENCH_PAGE=login audits the
 * login screen instead (signed out), as the bench's login row does.
 * Run: node --import tsx scripts/bench/lighthouse-home-tasks.ts
 */
type Item = Readonly<Record<string, unknown>>
const itemsOf = (details: unknown): ReadonlyArray<Item> =>
  typeof details === 'object' && details !== null && 'items' in details && Array.isArray(details.items) ? (details.items as Item[]) : []
const short = (value: unknown): string => (typeof value === 'number' ? value.toFixed(0) : typeof value === 'object' && value !== null && 'url' in value ? String(value.url) : String(value))

const main = async (): Promise<void> => {
  const e2e = await startE2e({ profile: 'demo', now: new Date().toISOString() })
  const port = await freePort()
  const context = await chromium.launchPersistentContext('', {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    viewport: PHONE,
  })
  try {
    const page = await context.newPage()
    if (process.env.BENCH_PAGE === 'login') {
      await page.goto(e2e.url)
      await page.getByRole('button', { name: 'Log in' }).waitFor()
    } else {
      await signIn(page, 'anna', { url: e2e.url })
      await homeLoaded(page).waitFor()
    }
    const result = await lighthouse(e2e.url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true, ...(process.env.BENCH_SAMPLES === '1' ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}) })
    if (result === undefined) throw new Error('no Lighthouse result')
    const { lhr } = result
    if (process.env.BENCH_LHR !== undefined) writeFileSync(process.env.BENCH_LHR, JSON.stringify(lhr))
    const artifacts = result.artifacts as unknown as { Trace?: { traceEvents: unknown[] } }
    if (process.env.BENCH_TRACE !== undefined && artifacts.Trace !== undefined) writeFileSync(process.env.BENCH_TRACE, JSON.stringify(artifacts.Trace))
    console.log(`performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}`)
    for (const id of ['total-blocking-time', 'first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'interactive', 'max-potential-fid']) {
      console.log(`${id}: ${lhr.audits[id]?.displayValue ?? '-'} (score ${lhr.audits[id]?.score ?? '-'})`)
    }
    for (const id of ['long-tasks', 'bootup-time', 'mainthread-work-breakdown']) {
      console.log(`\n${id}:`)
      for (const item of itemsOf(lhr.audits[id]?.details)) console.log('  ' + Object.entries(item).map(([k, v]) => `${k}=${short(v)}`).join(' '))
    }
  } finally {
    await context.close()
    await e2e.close()
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
