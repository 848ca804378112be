import { Agent, request } from 'node:http'

/** What the bench asks the driver to do: GET `paths` round-robin, each with its bearer token. */
export interface LoadJob {
  readonly url: string
  readonly targets: ReadonlyArray<{ readonly path: string; readonly token: string }>
  readonly connections: number
  readonly durationMs: number
  readonly warmupMs: number
  /** Extra request headers (e.g. `Accept-Encoding`, as a browser sends it). */
  readonly headers?: Readonly<Record<string, string>>
  /** Each target once, then stop (a cold pass: nothing asked twice); `durationMs` is then only a limit. */
  readonly once?: boolean
}

/** What one scenario measured (latencies in milliseconds). */
export interface LoadResult {
  readonly requests: number
  readonly non2xx: number
  readonly errors: number
  readonly seconds: number
  readonly perSecond: number
  readonly p50: number
  readonly p90: number
  readonly p99: number
  readonly max: number
  readonly bytes: number
  /** Answers counted by status code (e.g. how many 429s a capped client got). */
  readonly statuses: Readonly<Record<string, number>>
  /** Every answer received, the warm-up's included (to divide the server's CPU time by). */
  readonly answered: number
}

const percentile = (sorted: Float64Array, p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

/**
 * A closed-loop load generator: `connections` keep-alive connections, each sending its next GET as
 * soon as the previous answer is read, round-robin over the targets. Latency is measured per request
 * with `process.hrtime`; the first `warmupMs` are not counted.
 */
export const runLoad = (job: LoadJob): Promise<LoadResult> =>
  new Promise((resolve) => {
    const base = new URL(job.url)
    const agent = new Agent({ keepAlive: true, maxSockets: job.connections })
    const latencies: number[] = []
    let non2xx = 0
    const statuses: Record<string, number> = {}
    let answered = 0
    let errors = 0
    let bytes = 0
    let next = 0
    let counting = false
    let stopping = false
    let running = job.connections
    const started = performance.now()
    let measureStart = started
    setTimeout(() => {
      counting = true
      measureStart = performance.now()
    }, job.warmupMs)
    setTimeout(() => {
      stopping = true
    }, job.warmupMs + job.durationMs)
    const finish = () => {
      const seconds = (performance.now() - measureStart) / 1000
      const sorted = Float64Array.from(latencies).sort()
      agent.destroy()
      resolve({
        requests: latencies.length,
        non2xx,
        errors,
        seconds,
        perSecond: latencies.length / seconds,
        p50: percentile(sorted, 50),
        p90: percentile(sorted, 90),
        p99: percentile(sorted, 99),
        max: sorted[sorted.length - 1] ?? 0,
        bytes,
        statuses,
        answered,
      })
    }
    const loop = () => {
      if (job.once === true && next >= job.targets.length) stopping = true
      if (stopping) {
        running -= 1
        if (running === 0) finish()
        return
      }
      const target = job.targets[next++ % job.targets.length]
      if (target === undefined) return
      const t0 = process.hrtime.bigint()
      const req = request(
        { host: base.hostname, port: base.port, path: target.path, method: 'GET', agent, headers: { ...job.headers, Authorization: `Bearer ${target.token}` } },
        (res) => {
          let size = 0
          res.on('data', (chunk: Buffer) => {
            size += chunk.length
          })
          res.on('end', () => {
            answered += 1
            if (counting && !stopping) {
              latencies.push(Number(process.hrtime.bigint() - t0) / 1e6)
              bytes += size
              const status = res.statusCode ?? 0
              statuses[status] = (statuses[status] ?? 0) + 1
              if (status < 200 || status > 299) non2xx += 1
            }
            setImmediate(loop)
          })
        },
      )
      req.on('error', () => {
        if (counting) errors += 1
        setTimeout(loop, 10)
      })
      req.end()
    }
    for (let i = 0; i < job.connections; i++) loop()
  })

// Run as a child process of the bench: one job in over IPC, one result out.
if (process.send !== undefined) {
  process.once('message', (job: LoadJob) => {
    runLoad(job).then(
      (result) => {
        process.send?.(result, () => process.exit(0))
      },
      () => process.exit(1),
    )
  })
}
