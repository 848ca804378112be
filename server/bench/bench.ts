import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BENCH_NOW, drive, exited, loginLoadCrew, runNode, startServer } from './bench-process'
import type { LoadJob, LoadResult } from './load-driver'

/**
 * `npm run bench:server`: seeds (once, then reused) a database with N load-test crew, starts
 * the server in its own process with a fixed clock, logs many crew in (bearer tokens), then drives
 * `GET roster/{crmId}/updates` and `GET roster/{crmId}/events` from a separate load-driver process and
 * prints throughput and p50/p90/p99 latency. Embedded PGlite in `--data-dir` (default under the temp
 * folder); with DATABASE_URL, PostgreSQL in the schema `bench_<crew>_m<months>` as well.
 *
 *   npm run bench:server -- [--crew 20000] [--months 1] [--logins 2000] [--connections 32] [--seconds 10]
 */

interface Options {
  readonly crew: number
  readonly months: number
  readonly logins: number
  readonly connections: number
  readonly seconds: number
  readonly dataDir: string
}

const optionsOf = (argv: ReadonlyArray<string>): Options => {
  const value = (name: string, fallback: number): number => {
    const i = argv.indexOf(`--${name}`)
    const n = i < 0 ? fallback : Number(argv[i + 1])
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`)
    return n
  }
  const crew = value('crew', 20_000)
  const months = value('months', 1)
  const dir = argv.indexOf('--data-dir')
  return {
    crew,
    months,
    logins: Math.min(crew, value('logins', 2000)),
    connections: value('connections', 32),
    seconds: value('seconds', 10),
    dataDir: dir >= 0 ? (argv[dir + 1] ?? '') : join(tmpdir(), `cdp-bench-${crew}-m${months}`, 'db'),
  }
}

const line = (label: string, r: LoadResult): string =>
  `${label.padEnd(34)} ${r.perSecond.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(7)} ms   p90 ${r.p90.toFixed(2).padStart(7)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms   max ${r.max.toFixed(1).padStart(7)} ms   ${r.requests} requests, ${r.non2xx} non-2xx, ${r.errors} errors, ${(r.bytes / Math.max(1, r.requests) / 1024).toFixed(1)} KiB/answer`

const benchOne = async (label: string, env: NodeJS.ProcessEnv, options: Options): Promise<ReadonlyArray<string>> => {
  const seedStart = performance.now()
  const seed = runNode(['server/seed/cli.ts', '--crew', String(options.crew), '--months', String(options.months)], { ...env, CREW_NOW: BENCH_NOW }, 'inherit')
  if ((await exited(seed)) !== 0) throw new Error('seeding failed')
  const seedSeconds = (performance.now() - seedStart) / 1000
  const { url, child } = await startServer(env)
  try {
    const loginStart = performance.now()
    const sessions = await loginLoadCrew(url, options.logins, 16)
    const loginSeconds = (performance.now() - loginStart) / 1000
    const job = (path: (crmId: string) => string, connections: number): LoadJob => ({
      url,
      targets: sessions.map((s) => ({ path: path(s.crmId), token: s.token })),
      connections,
      durationMs: options.seconds * 1000,
      warmupMs: 2000,
    })
    const lines = [`${label}: ${options.crew} crew (${options.months} month rosters), seed step ${seedSeconds.toFixed(1)} s, ${sessions.length} logins in ${loginSeconds.toFixed(1)} s, ${options.connections} connections, ${options.seconds} s per run`]
    for (const [name, path, connections] of [
      ['GET roster/{crmId}/updates', (c: string) => `/rest/pems/roster/${c}/updates`, options.connections],
      ['GET roster/{crmId}/updates (8 conn)', (c: string) => `/rest/pems/roster/${c}/updates`, 8],
      ['GET roster/{crmId}/events', (c: string) => `/rest/pems/roster/${c}/events`, options.connections],
      ['GET roster/{crmId}/events (4 conn)', (c: string) => `/rest/pems/roster/${c}/events`, 4],
    ] as const) {
      const result = await drive(job(path, connections))
      lines.push(line(name, result))
      process.stdout.write(`${lines[lines.length - 1] ?? ''}\n`)
    }
    return lines
  } finally {
    child.kill('SIGTERM')
    await exited(child)
  }
}

const main = async (): Promise<void> => {
  const options = optionsOf(process.argv.slice(2))
  const report: string[] = []
  const { DATABASE_URL: databaseUrl, ...withoutDb } = process.env
  report.push(...(await benchOne('embedded PGlite', { ...withoutDb, DATA_DIR: options.dataDir }, options)))
  if (databaseUrl !== undefined && databaseUrl !== '') {
    report.push(...(await benchOne('PostgreSQL', { ...withoutDb, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: `bench_${options.crew}_m${options.months}` }, options)))
  }
  process.stdout.write(`\n${report.join('\n')}\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
