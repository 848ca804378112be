import { readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE, startE2e } from '../../test/e2e/support/harness'
import { homeLoaded, signIn } from '../../test/e2e/support/sign-in'

/**
 * Where a page's blocking time comes from, task by task. `node --import tsx scripts/bench/trace-tasks.ts FILE` reads
 * a DevTools trace (Lighthouse's, from `BENCH_TRACE=FILE node --import tsx scripts/bench/lighthouse-home-tasks.ts`);
 * without FILE it records one: home opened (from about:blank) signed in as anna, CPU throttled THROTTLE times
 * (default 4), with the JS sampling profiler on.
 *
 * For every main-thread task after the first contentful paint of at least MIN_MS (default 8) ms of thread time: its
 * thread time, what it is made of (script, style, layout, ...), the JS function that started it and, when the trace
 * has CPU samples, the functions on the stack most often (inclusive, React's own left out). The total is Lighthouse's
 * simulated total blocking time estimated from thread time, which a busy machine disturbs far less than wall time:
 * each task counts 4x (2x when it did a layout), less 50 ms.
 */
interface TraceEvent {
  readonly name: string
  readonly ph: string
  readonly ts: number
  readonly dur?: number
  readonly tdur?: number
  readonly pid: number
  readonly tid: number
  readonly id?: string
  readonly args?: { readonly name?: string; readonly data?: Record<string, unknown> }
}
interface ProfileNode {
  readonly id: number
  readonly parent?: number
  readonly callFrame: { readonly functionName: string; readonly url?: string }
}
interface ProfileData {
  readonly startTime?: number
  readonly cpuProfile?: { readonly nodes?: ReadonlyArray<ProfileNode>; readonly samples?: ReadonlyArray<number> }
  readonly timeDeltas?: ReadonlyArray<number>
}

const MIN_US = Number(process.env.MIN_MS ?? 8) * 1000
const REACT_INTERNAL = /^(recursively|commit|perform|render|begin|complete|update|mount|finish|flush|workLoop|reconcile|run|call|process|dispatch|schedule|batched)/
const ms = (us: number): string => (us / 1000).toFixed(0)

export const analyze = (events: ReadonlyArray<TraceEvent>): void => {
  // The page's main thread: the renderer main thread with the most task time.
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`)
  const taskTime = new Map<string, number>()
  for (const e of events) if (e.name === 'RunTask' && mains.includes(`${e.pid}:${e.tid}`)) taskTime.set(`${e.pid}:${e.tid}`, (taskTime.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0))
  const thread = [...taskTime.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
  const onThread = (e: TraceEvent): boolean => `${e.pid}:${e.tid}` === thread
  const mainEvents = events.filter((e) => onThread(e) && e.ph === 'X')
  const tasks = mainEvents.filter((e) => e.name === 'RunTask')
  const origin = Math.min(...tasks.map((t) => t.ts))
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? origin

  // CPU samples of the main thread's profile (one clock per profile id).
  const nodes = new Map<number, { readonly fn: string; readonly parent?: number; readonly internal: boolean }>()
  const samples: Array<{ ts: number; node: number }> = []
  const profiles = new Set(events.filter((e) => e.name === 'Profile' && onThread(e)).map((e) => `${e.pid}:${e.id}`))
  const clocks = new Map<string, number>()
  for (const e of events) {
    const key = `${e.pid}:${e.id}`
    if ((e.name !== 'Profile' && e.name !== 'ProfileChunk') || !profiles.has(key)) continue
    const data = e.args?.data as ProfileData | undefined
    if (data?.startTime !== undefined) clocks.set(key, data.startTime)
    for (const n of data?.cpuProfile?.nodes ?? []) {
      const fn = n.callFrame.functionName
      nodes.set(n.id, { fn, ...(n.parent === undefined ? {} : { parent: n.parent }), internal: fn === '' || (n.callFrame.url ?? '') === '' || REACT_INTERNAL.test(fn) })
    }
    let clock = clocks.get(key) ?? 0
    ;(data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      clock += data?.timeDeltas?.[i] ?? 0
      samples.push({ ts: clock, node })
    })
    clocks.set(key, clock)
  }

  let blocking = 0
  console.log(`first contentful paint at ${ms(fcp - origin)} ms; tasks after it of at least ${ms(MIN_US)} ms thread time:`)
  for (const task of tasks.filter((t) => t.ts >= fcp && (t.tdur ?? 0) >= MIN_US)) {
    const end = task.ts + (task.dur ?? 0)
    const inside = mainEvents.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
    const multiplier = inside.some((e) => e.name === 'Layout') ? 2 : 4
    const counted = Math.max(0, ((task.tdur ?? 0) / 1000) * multiplier - 50)
    blocking += counted
    const kinds = new Map<string, number>()
    for (const e of inside) if (e.name !== 'RunTask') kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0))
    const parts = [...kinds.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k} ${ms(v)}`)
    const call = inside.find((e) => e.name === 'FunctionCall')?.args?.data
    const caller = call === undefined ? '' : ` ${String(call.functionName) || '(anonymous)'}@${String(call.url).replace(/.*\//, '')}:${String(call.lineNumber)}:${String(call.columnNumber)}`
    console.log(`\n  at ${ms(task.ts - origin)} ms: thread ${ms(task.tdur ?? 0)} ms (wall ${ms(task.dur ?? 0)}), x${multiplier} -> ${counted.toFixed(0)} ms blocking;${caller}`)
    console.log(`    ${parts.join(', ')}`)
    const within = samples.filter((s) => s.ts >= task.ts && s.ts <= end)
    if (within.length === 0) continue
    const inclusive = new Map<string, number>()
    for (const s of within) {
      const seen = new Set<string>()
      for (let id: number | undefined = s.node; id !== undefined; id = nodes.get(id)?.parent) {
        const n = nodes.get(id)
        if (n === undefined || n.internal || seen.has(n.fn)) continue
        seen.add(n.fn)
        inclusive.set(n.fn, (inclusive.get(n.fn) ?? 0) + 1)
      }
    }
    const top = [...inclusive.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20)
    console.log(`    of ${within.length} samples: ${top.map(([k, v]) => `${k} ${v}`).join(', ')}`)
  }
  console.log(`\nLighthouse-style total blocking time from thread time: ${blocking.toFixed(0)} ms`)
}

const record = async (): Promise<ReadonlyArray<TraceEvent>> => {
  const e2e = await startE2e({ profile: 'demo', now: new Date().toISOString() })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
  try {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' })
    const page = await context.newPage()
    await signIn(page, 'anna', { url: e2e.url })
    await homeLoaded(page).waitFor()
    await page.goto('about:blank')
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.THROTTLE ?? 4) })
    const events: TraceEvent[] = []
    cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])))
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
    const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading']
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories } })
    await page.goto(e2e.url)
    await homeLoaded(page).waitFor()
    await page.waitForTimeout(5000)
    await cdp.send('Tracing.end')
    await done
    return events
  } finally {
    await browser.close()
    await e2e.close()
  }
}

const file = process.argv[2]
const run = async (): Promise<void> => {
  if (file === undefined) return analyze(await record())
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[]
  analyze(Array.isArray(raw) ? raw : (raw.traceEvents ?? []))
}
run().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
