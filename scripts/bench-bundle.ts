// `npm run bench:bundle`: what the network carries before the first screens (scripts/bench/bundle-budget.ts: the
// app opened in Debian's Chromium on the reference server, until the login form and until the roster after signing
// in as anna, with and without a native Temporal) against the budgets, then the marginal cost of each dependency
// (scripts/bench/bundle-weights.ts). Sizes are deterministic: one run is enough.
//
//   npm run bench:bundle -- [--profile demo] [--list]
import { kb } from './bench/bench-row'
import { bundleBudgetRows, measureBundle } from './bench/bundle-budget'
import { dependencyRows, weighDependencies } from './bench/bundle-weights'

const args = process.argv.slice(2)
const profile = args.includes('--profile') ? (args[args.indexOf('--profile') + 1] ?? 'demo') : 'demo'
const list = args.includes('--list')

const main = async (): Promise<void> => {
  const measure = await measureBundle(profile)
  const lines: string[] = [`bundle of profile '${profile}' (JS and CSS as the browser received them; brotli -11 and gzip -9 of each file, summed)`]
  for (const row of [...bundleBudgetRows(measure), ...dependencyRows(await weighDependencies(measure))]) {
    const verdict = row.goal === undefined ? '' : `  goal ${row.goal}: ${row.holds === true ? 'holds' : 'does not hold'}`
    lines.push(`  ${row.area}: ${row.measure}: ${row.value}${verdict}`)
  }
  if (list) {
    for (const browser of [measure.native, measure.polyfilled]) {
      lines.push(`files until the roster shows, ${browser.label}:`)
      for (const a of [...browser.roster.files].sort((x, y) => y.brotli - x.brotli)) {
        const atLogin = browser.login.files.some((f) => f.file === a.file) ? 'login' : 'roster'
        lines.push(`    ${a.file.padEnd(34)} ${kb(a.raw).padStart(9)} raw ${kb(a.brotli).padStart(8)} brotli  (${atLogin})`)
      }
    }
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
