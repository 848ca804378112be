import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BENCH_NOW, drive, exited, loginLoadCrew, runNode, startServer } from '../../server/bench/bench-process'
import type { LoadJob, LoadResult } from '../../server/bench/load-driver'
import { openPostgresDb } from '../../server/db/postgres.db'
import { freePort, nginxBinary, startNginx, testedNginxConfig, type RunningNginx } from '../../test/server/nginx.support'
import { int, median, ms, notMeasured, type BenchContext, type BenchProvider, type BenchRow } from './table'

/**
 * 20,000 crew at the morning peak (issue 28 item 8): three server processes behind nginx (the configuration of
 * docs/operations.md, as test/server/nginx.test.ts runs it) on one PostgreSQL seeded with
 * `npm run seed -- --crew 20000` (kept in the schema `bench_20000_m1` for the next run), against one process (the same
 * nginx configuration with its three `server` lines on that one process, and the process alone without nginx).
 * Measures, over 1,000 signed-in crew round-robin, with every process's caches warmed first (each crew member asked
 * once on each process): the duty data (`GET roster/{crmId}/events`) and the update poll (`GET roster/{crmId}/updates`).
 * Beside each figure, the CPU time the server side spent per answer (the node processes, nginx's processes and the
 * whole PostgreSQL cluster (postmaster and backends, those that exited included), from /proc): what one answer costs whatever the neighbours do, and so
 * what more cores would carry.
 */
const CREW = 20_000
const LOGINS = 1000
const CONNECTIONS = 24
const WARMUP_MS = 1500
const MEASURE_MS = 5000
const BROWSER_ENCODINGS = { 'Accept-Encoding': 'gzip, deflate, br, zstd' }

const statOf = (pid: number): ReadonlyArray<string> => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  } catch {
    return []
  }
}
/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux, 100 ticks a second); 0 when gone. */
const cpuMsOf = (pid: number): number => {
  const fields = statOf(pid)
  const ticks = Number(fields[11]) + Number(fields[12])
  return Number.isFinite(ticks) ? ticks * 10 : 0
}
/** The CPU time of its children that exited and were waited for (`cutime` + `cstime`), in ms. */
const exitedChildrenCpuMsOf = (pid: number): number => {
  const fields = statOf(pid)
  const ticks = Number(fields[13]) + Number(fields[14])
  return Number.isFinite(ticks) ? ticks * 10 : 0
}

/** The children of a process (nginx's workers, PostgreSQL's backends), from /proc. */
const childrenOf = (parent: number): ReadonlyArray<number> =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => (Number(statOf(Number(name))[1]) === parent ? [Number(name)] : []))

/**
 * The CPU time of a process tree of depth one so far: the parent, its live children, and the children that exited
 * (PostgreSQL's backends come and go with the pools' idle connections): a difference of two readings is what the
 * whole tree used in between.
 */
const treeCpuMsOf = (parent: number): number => cpuMsOf(parent) + exitedChildrenCpuMsOf(parent) + childrenOf(parent).reduce((n, pid) => n + cpuMsOf(pid), 0)

interface Side {
  readonly node: number
  readonly nginx: number
  readonly postgres: number
}
const total = (s: Side): number => s.node + s.nginx + s.postgres

interface Measured {
  readonly result: LoadResult
  /** Server-side CPU per answer, ms. */
  readonly cpu: Side
}

const ok2xx = (r: LoadResult): number => Object.entries(r.statuses).reduce((n, [status, count]) => (status.startsWith('2') ? n + count : n), 0)

interface Setup {
  readonly label: string
  readonly url: string
}

/** One figure: answers/s (2xx), p99, non-2xx and errors if any, and the server side's CPU per answer. */
const figure = (runs: ReadonlyArray<Measured>): { readonly perSecond: number; readonly text: string; readonly cpu: Side } => {
  const perSecond = median(runs.map((m) => ok2xx(m.result) / m.result.seconds))
  const p99 = median(runs.map((m) => m.result.p99))
  const bad = runs.reduce((n, m) => n + (m.result.requests - ok2xx(m.result)) + m.result.errors, 0)
  const cpu: Side = {
    node: median(runs.map((m) => m.cpu.node)),
    nginx: median(runs.map((m) => m.cpu.nginx)),
    postgres: median(runs.map((m) => m.cpu.postgres)),
  }
  return { perSecond, cpu, text: `${int(perSecond)}/s p99 ${ms(p99)}${bad > 0 ? ` (${int(bad)} not 2xx)` : ''}` }
}

const cpuText = (cpu: Side): string =>
  `${ms(total(cpu))} CPU/answer (node ${ms(cpu.node)}, nginx ${ms(cpu.nginx)}, PostgreSQL ${ms(cpu.postgres)}): ~${int(1000 / total(cpu))}/s per core`

export const processesBench: BenchProvider = {
  name: 'processes',
  rows: async (context: BenchContext): Promise<ReadonlyArray<BenchRow>> => {
    const { DATABASE_URL: databaseUrl, BENCH_DATABASE_URL: benchDatabaseUrl, ...withoutDb } = process.env
    const postgres = benchDatabaseUrl ?? databaseUrl
    const nginx = nginxBinary()
    const area = `processes, PostgreSQL, ${int(CREW)} crew`
    if (postgres === undefined || postgres === '') return [notMeasured(area, '3 processes behind nginx against 1', 'set BENCH_DATABASE_URL (or DATABASE_URL)')]
    if (nginx === undefined) return [notMeasured(area, '3 processes behind nginx against 1', 'no nginx (apt-get install nginx-light)')]
    const schema = `bench_${CREW}_m1`
    const env: NodeJS.ProcessEnv = { ...withoutDb, DATABASE_URL: postgres, DATABASE_SCHEMA: schema, TRUST_PROXY: '1' }

    context.progress(`processes: seeding ${int(CREW)} crew on PostgreSQL (once; kept in ${schema} for the next run)`)
    const seeded = await exited(runNode(['server/seed/cli.ts', '--crew', String(CREW), '--months', '1'], { ...env, CREW_NOW: BENCH_NOW }, 'ignore'))
    if (seeded !== 0) throw new Error(`seeding ${CREW} crew failed (exit ${seeded})`)

    const ports = [await freePort(), await freePort(), await freePort()]
    const servers: Array<{ readonly url: string; readonly child: ChildProcess }> = []
    const proxies: RunningNginx[] = []
    const dirs: string[] = []
    const admin = await openPostgresDb(postgres, { schema, maxConnections: 1 })
    try {
      context.progress('processes: starting three server processes and two nginx (one over the three, one over the first only)')
      for (const port of ports) servers.push(await startServer(env, port))
      const proxy = async (upstreams: ReadonlyArray<number>): Promise<RunningNginx> => {
        const dir = mkdtempSync(join(tmpdir(), 'cdp-bench-nginx-'))
        dirs.push(dir)
        const port = await freePort()
        const running = await startNginx(nginx, dir, testedNginxConfig(upstreams, port), port)
        proxies.push(running)
        return running
      }
      const [first] = ports as [number, number, number]
      const overThree = await proxy(ports)
      const overOne = await proxy([first, first, first])
      const nginxPids = proxies.flatMap((p) => (p.pid === undefined ? [] : [p.pid]))
      // The postmaster: the parent of a backend (the bench runs on the machine of its PostgreSQL).
      const [backend] = await admin.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
      const postmaster = Number(statOf(backend?.pid ?? 0)[1])
      if (!Number.isInteger(postmaster) || postmaster <= 1) throw new Error('PostgreSQL runs elsewhere: its CPU time cannot be read from /proc')
      const serverPids = servers.flatMap((s) => (s.child.pid === undefined ? [] : [s.child.pid]))

      context.progress(`processes: signing ${int(LOGINS)} crew in`)
      const crew = await loginLoadCrew(servers[0]?.url ?? '', LOGINS, 8)
      const targets = (what: 'events' | 'updates') => crew.map((s) => ({ path: `/rest/pems/roster/${s.crmId}/${what}`, token: s.token }))
      const job = (url: string, what: 'events' | 'updates', once = false): LoadJob => ({
        url,
        targets: targets(what),
        connections: CONNECTIONS,
        durationMs: once ? 300_000 : MEASURE_MS,
        warmupMs: once ? 0 : WARMUP_MS,
        headers: BROWSER_ENCODINGS,
        once,
      })
      context.progress('processes: warming every process (each crew member asked once on each)')
      for (const server of servers) for (const what of ['events', 'updates'] as const) await drive(job(server.url, what, true))

      const measure = async (url: string, what: 'events' | 'updates', label: string): Promise<Measured> => {
        const reading = () => ({
          nodes: serverPids.map(cpuMsOf),
          nginx: nginxPids.reduce((n, pid) => n + treeCpuMsOf(pid), 0),
          postgres: treeCpuMsOf(postmaster),
        })
        const before = reading()
        const result = await drive(job(url, what))
        const after = reading()
        const answered = Math.max(1, result.answered)
        const nodes = after.nodes.map((v, i) => v - (before.nodes[i] ?? 0))
        context.progress(`processes: ${what}, ${label}: ${int(result.answered)} answers; node CPU ms per process ${nodes.map((n) => int(n)).join(' / ')}`)
        return {
          result,
          cpu: {
            node: nodes.reduce((n, v) => n + v, 0) / answered,
            nginx: (after.nginx - before.nginx) / answered,
            postgres: (after.postgres - before.postgres) / answered,
          },
        }
      }
      const setups: ReadonlyArray<Setup> = [
        { label: '1 process', url: servers[0]?.url ?? '' },
        { label: 'nginx + 1', url: overOne.url },
        { label: 'nginx + 3', url: overThree.url },
      ]
      const results = new Map<string, Measured[]>()
      for (let run = 0; run < context.runs; run++) {
        context.progress(`processes: run ${run + 1} of ${context.runs}`)
        for (const what of ['events', 'updates'] as const) {
          for (const setup of setups) {
            const key = `${what} ${setup.label}`
            results.set(key, [...(results.get(key) ?? []), await measure(setup.url, what, setup.label)])
          }
        }
      }
      return (['events', 'updates'] as const).flatMap((what) => {
        const [alone, one, three] = setups.map((s) => figure(results.get(`${what} ${s.label}`) ?? []))
        const measure = (setup: string) => `GET roster/{crmId}/${what}, ${setup}: ${int(LOGINS)} crew round-robin, ${CONNECTIONS} conn, caches warm`
        const ratio = `; ${((three?.perSecond ?? 0) / (one?.perSecond ?? 1)).toFixed(2)}x nginx + 1 process`
        return [
          { area, measure: measure('1 process, no proxy'), value: alone === undefined ? '?' : `${alone.text}; ${cpuText(alone.cpu)}` },
          { area, measure: measure('nginx + 1 process'), value: one === undefined ? '?' : `${one.text}; ${cpuText(one.cpu)}` },
          { area, measure: measure('nginx + 3 processes'), value: three === undefined ? '?' : `${three.text}${ratio}; ${cpuText(three.cpu)}` },
        ]
      })
    } finally {
      await admin.close()
      for (const p of proxies) await p.stop()
      for (const s of servers) {
        s.child.kill('SIGTERM')
        await exited(s.child)
      }
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    }
  },
}
