import type { ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BENCH_NOW, drive, exited, login, loginLoadCrew, runNode, startServer } from '../../server/bench/bench-process'
import type { LoadJob, LoadResult } from '../../server/bench/load-driver'
import { int, median, ms, kb, notMeasured, type BenchContext, type BenchProvider, type BenchRow } from './table'

/**
 * The reference server's duty data under load:
 * - `GET roster/{crmId}/events` over many signed-in crew (round-robin, 10 keep-alive connections, the
 *   `Accept-Encoding` Chromium sends): answers per second and p99, on the embedded database and, when
 *   `BENCH_DATABASE_URL` (or `DATABASE_URL`) is set, on PostgreSQL;
 * - fairness: bruno's update poll (one connection) while anna's one client loads her events with 10 connections.
 * The server runs in its own process with the demo clock; the load comes from separate driver processes
 * (server/bench/load-driver.ts). The database is seeded once with {@link CREW} load-test crew and kept in the
 * temp folder for the next run.
 */
const CREW = 2000
const LOGINS = 1000
const CONNECTIONS = 10
const WARMUP_MS = 1500
const MEASURE_MS = 5000
/** What Chromium sends. */
const BROWSER_ENCODINGS = { 'Accept-Encoding': 'gzip, deflate, br, zstd' }
const GOAL_RATE = 1500
const GOAL_P99 = 50

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux); undefined elsewhere. */
const cpuMsOf = (pid: number | undefined): number | undefined => {
  try {
    const fields = readFileSync(`/proc/${pid ?? 0}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    const ticks = Number(fields[11]) + Number(fields[12])
    return Number.isFinite(ticks) ? ticks * 10 : undefined
  } catch {
    return undefined
  }
}

/** A drive, with the server's CPU time per answer over it (load-independent: what one answer costs the server). */
const driveMeasured = async (job: LoadJob, server: ChildProcess): Promise<{ readonly result: LoadResult; readonly cpuMsPerAnswer: number | undefined }> => {
  const before = cpuMsOf(server.pid)
  const result = await drive(job)
  const after = cpuMsOf(server.pid)
  return { result, cpuMsPerAnswer: before === undefined || after === undefined || result.answered === 0 ? undefined : (after - before) / result.answered }
}

const ok2xx = (r: LoadResult): number => Object.entries(r.statuses).reduce((n, [status, count]) => (status.startsWith('2') ? n + count : n), 0)

interface Summary {
  readonly perSecond: number
  readonly p99: number
  readonly kbPerAnswer: number
  readonly other: string
}

const summarise = (results: ReadonlyArray<LoadResult>): Summary => {
  const statuses = new Map<string, number>()
  for (const r of results) for (const [s, n] of Object.entries(r.statuses)) if (!s.startsWith('2')) statuses.set(s, (statuses.get(s) ?? 0) + n)
  return {
    perSecond: median(results.map((r) => ok2xx(r) / r.seconds)),
    p99: median(results.map((r) => r.p99)),
    kbPerAnswer: median(results.map((r) => r.bytes / Math.max(1, r.requests))),
    other: [...statuses].map(([s, n]) => `${int(n)} x ${s}`).join(', ') + (results.some((r) => r.errors > 0) ? `, ${results.reduce((n, r) => n + r.errors, 0)} errors` : ''),
  }
}

const seed = async (env: NodeJS.ProcessEnv): Promise<void> => {
  const code = await exited(runNode(['server/seed/cli.ts', '--crew', String(CREW), '--months', '1'], { ...env, CREW_NOW: BENCH_NOW }, 'ignore'))
  if (code !== 0) throw new Error(`seeding ${CREW} crew failed (exit ${code})`)
}

/** The rows of one database. */
const benchDatabase = async (label: string, env: NodeJS.ProcessEnv, context: BenchContext): Promise<ReadonlyArray<BenchRow>> => {
  context.progress(`server (${label}): seeding ${CREW} crew (once; kept for the next run)`)
  await seed(env)
  let server = await startServer(env)
  try {
    context.progress(`server (${label}): signing ${LOGINS} crew in`)
    const crew = await loginLoadCrew(server.url, LOGINS, 8)
    const anna = { crmId: '100001', token: await login(server.url, 'anna', 'anna-demo') }
    const bruno = { crmId: '200002', token: await login(server.url, 'bruno', 'bruno-demo') }
    const job = (targets: ReadonlyArray<{ path: string; token: string }>, connections: number, once = false): LoadJob => ({
      url: server.url,
      targets,
      connections,
      durationMs: once ? 120_000 : MEASURE_MS,
      warmupMs: once ? 0 : WARMUP_MS,
      headers: BROWSER_ENCODINGS,
      once,
    })
    const events = crew.map((s) => ({ path: `/rest/pems/roster/${s.crmId}/events`, token: s.token }))
    const cold: LoadResult[] = []
    const throughput: LoadResult[] = []
    const coldCpu: number[] = []
    const warmCpu: number[] = []
    const polls: LoadResult[] = []
    const heavy: LoadResult[] = []
    for (let run = 0; run < context.runs; run++) {
      if (run > 0) {
        // A server started afresh keeps nothing in memory: the cold pass meets an empty cache every run.
        server.child.kill('SIGTERM')
        await exited(server.child)
        server = await startServer(env)
      }
      context.progress(`server (${label}): run ${run + 1} of ${context.runs}`)
      const coldRun = await driveMeasured(job(events, CONNECTIONS, true), server.child)
      cold.push(coldRun.result)
      if (coldRun.cpuMsPerAnswer !== undefined) coldCpu.push(coldRun.cpuMsPerAnswer)
      const warmRun = await driveMeasured(job(events, CONNECTIONS), server.child)
      throughput.push(warmRun.result)
      if (warmRun.cpuMsPerAnswer !== undefined) warmCpu.push(warmRun.cpuMsPerAnswer)
      const [poll, load] = await Promise.all([
        drive(job([{ path: `/rest/pems/roster/${bruno.crmId}/updates`, token: bruno.token }], 1)),
        drive(job([{ path: `/rest/pems/roster/${anna.crmId}/events`, token: anna.token }], CONNECTIONS)),
      ])
      polls.push(poll)
      heavy.push(load)
    }
    /** `server CPU 0.31 ms/answer (one core: ~3,200/s)`, the figure that does not depend on the machine's other load. */
    const cpu = (values: ReadonlyArray<number>): string =>
      values.length === 0 ? '' : `; server CPU ${ms(median(values))}/answer (one core: ~${int(1000 / median(values))}/s)`
    const c = summarise(cold)
    const t = summarise(throughput)
    const p = summarise(polls)
    const h = summarise(heavy)
    return [
      {
        area: `server, ${label}`,
        measure: `GET roster/{crmId}/events, ${int(LOGINS)} crew round-robin, ${CONNECTIONS} conn`,
        value: `${int(t.perSecond)} req/s, p99 ${ms(t.p99)}, ${kb(t.kbPerAnswer)}/answer${t.other === '' ? '' : `, ${t.other}`}${cpu(warmCpu)}`,
        goal: `>= ${int(GOAL_RATE)} req/s, p99 <= ${GOAL_P99} ms`,
        holds: t.perSecond >= GOAL_RATE && t.p99 <= GOAL_P99,
      },
      {
        area: `server, ${label}`,
        measure: `the same, cold: each of the ${int(LOGINS)} crew asks once after a restart (nothing cached)`,
        value: `${int(c.perSecond)} req/s, p99 ${ms(c.p99)}${c.other === '' ? '' : `, ${c.other}`}${cpu(coldCpu)}`,
      },
      {
        area: `server, ${label}`,
        measure: `fairness: bruno's update poll while anna's client loads events on ${CONNECTIONS} conn`,
        value: `p99 ${ms(p.p99)} (${int(p.perSecond)} polls/s); anna: ${int(h.perSecond)} events/s, p99 ${ms(h.p99)}, ${kb(h.kbPerAnswer)}/answer${h.other === '' ? '' : `, ${h.other}`}`,
        goal: `poll p99 <= ${GOAL_P99} ms`,
        holds: p.p99 <= GOAL_P99,
      },
    ]
  } finally {
    server.child.kill('SIGTERM')
    await exited(server.child)
  }
}

export const serverBench: BenchProvider = {
  name: 'server',
  rows: async (context) => {
    const { DATABASE_URL: databaseUrl, BENCH_DATABASE_URL: benchDatabaseUrl, ...withoutDb } = process.env
    const dataDir = join(tmpdir(), `cdp-bench-${CREW}-m1`, 'db')
    const rows: BenchRow[] = [...(await benchDatabase('PGlite', { ...withoutDb, DATA_DIR: dataDir }, context))]
    const postgres = benchDatabaseUrl ?? databaseUrl
    if (postgres !== undefined && postgres !== '') {
      rows.push(...(await benchDatabase('PostgreSQL', { ...withoutDb, DATABASE_URL: postgres, DATABASE_SCHEMA: `bench_${CREW}_m1` }, context)))
    } else {
      rows.push(notMeasured('server, PostgreSQL', 'GET roster/{crmId}/events', 'set BENCH_DATABASE_URL (or DATABASE_URL)'))
    }
    return rows
  },
}

