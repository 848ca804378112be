// `npm run bench -- [--only server,processes,decode,bundle,browser,first-view] [--runs 3]`: every benchmark of the app in one table (see
// scripts/bench/table.ts). Each provider in scripts/bench/*.bench.ts measures and answers rows; this runner
// calls them one after the other (never at once: they would share the two cores), prints the table with each
// goal and whether it holds, and exits 0 whatever the figures (a benchmark informs; tests assert behaviour).
// A provider that fails gives a row saying so; the others still run.
import { cpus, loadavg } from 'node:os'
import { browserBench } from './bench/browser.bench'
import { bundleBench } from './bench/bundle.bench'
import { decodeBench } from './bench/decode.bench'
import { firstViewBench } from './bench/first-view.bench'
import { processesBench } from './bench/processes.bench'
import { serverBench } from './bench/server.bench'
import { formatTable, notMeasured, type BenchProvider, type BenchRow } from './bench/table'

/** In the order they run: the in-process decode first, then the ones that start servers and browsers. */
const PROVIDERS: ReadonlyArray<BenchProvider> = [decodeBench, serverBench, processesBench, bundleBench, browserBench, firstViewBench]

const args = process.argv.slice(2)
const valueOf = (name: string): string | undefined => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined)
const only = valueOf('only')?.split(',')
const runs = Number(valueOf('runs') ?? 3)

const main = async (): Promise<void> => {
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1')
  const started = performance.now()
  const progress = (line: string) => process.stderr.write(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}\n`)
  const rows: BenchRow[] = []
  for (const provider of PROVIDERS.filter((p) => only === undefined || only.includes(p.name))) {
    try {
      rows.push(...(await provider.rows({ runs, progress })))
    } catch (error) {
      rows.push(notMeasured(provider.name, 'all', error instanceof Error ? error.message : String(error)))
    }
  }
  const minutes = (performance.now() - started) / 60_000
  const load = loadavg().map((n) => n.toFixed(1)).join(' ')
  process.stdout.write(`\n${formatTable(rows)}\nnode ${process.version}, ${cpus().length} cores, load average at the end ${load}, ${runs} runs each, ${minutes.toFixed(1)} min\n`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    process.exit(1)
  },
)
