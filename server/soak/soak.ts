import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * `npm run soak -- [--crew 200] [--minutes 10] [--kill-at 0.5]`: seeds `--crew` load-test crew on a fresh
 * embedded database, starts `server/main.ts` as its own process, and has every crew member do what the app
 * does (sign in, the duty data of the block month, the update poll every 15 s, now and then a duty's detail
 * and a remark on it, and every 2 minutes a roster change that the soak, as the scheduler, notifies through
 * the operations calls and the crew member reads and confirms), for `--minutes`. At `--kill-at` of the run the
 * server is killed with SIGKILL and started again on the same data. Prints: errors outside the restart window,
 * acknowledged remarks lost (each crew member's last acknowledged remark read back at the end), acknowledged
 * confirmations lost (a confirmed change pending again), the server's RSS after warm-up and
 * at the end, and p50/p99 per call. Not part of `npm test`.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const NOW = '2026-03-15T08:00:00Z'
const POLL_MS = 15_000

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(name)
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`)
  return value
}

const crewCount = arg('--crew', 200)
const minutes = arg('--minutes', 10)
const killAt = arg('--kill-at', 0.5)
const dataDir = join(mkdtempSync(join(tmpdir(), 'cdp-soak-')), 'data')
/** The back office's token: the soak plays the scheduler too, notifying roster changes through `operations`. */
const OPS_TOKEN = randomBytes(24).toString('base64url')
const env = { ...process.env, DATA_DIR: dataDir, CREW_NOW: NOW, PORT: '0', ACCESS_LOG: '0', DATABASE_URL: '', OPS_TOKEN }

const startServer = (): Promise<{ child: ChildProcess; url: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let log = ''
    const onData = (chunk: Buffer) => {
      log += chunk.toString()
      const m = /listening on (http:\/\/[^\s"]+)/.exec(log)
      if (m?.[1] !== undefined) resolve({ child, url: m[1] })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`server exited ${String(code)}: ${log}`)))
  })

const rssMb = (pid: number | undefined): number => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid ?? 0}/status`, 'utf8'))
    return m?.[1] === undefined ? Number.NaN : Math.round(Number(m[1]) / 1024)
  } catch {
    return Number.NaN
  }
}

type Call = 'login' | 'events' | 'updates' | 'detail' | 'remark' | 'notify' | 'changes' | 'confirm'
const latencies: Record<Call, number[]> = { login: [], events: [], updates: [], detail: [], remark: [], notify: [], changes: [], confirm: [] }
const errors: Array<{ call: Call; at: number; what: string }> = []
let restartWindow: { from: number; to: number } | null = null
let server: { child: ChildProcess; url: string }
let stopping = false

const timed = async (call: Call, work: () => Promise<Response>): Promise<Response | null> => {
  const t0 = performance.now()
  try {
    const res = await work()
    const took = performance.now() - t0
    if (res.status >= 400) {
      errors.push({ call, at: Date.now(), what: `HTTP ${res.status}` })
      await res.arrayBuffer().catch(() => undefined)
      return null
    }
    latencies[call].push(took)
    return res
  } catch (error) {
    errors.push({ call, at: Date.now(), what: String((error as Error).cause ?? error) })
    return null
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Crew {
  readonly username: string
  readonly crmId: string
  token: string | null
  acknowledged: string | null
  eventId: string | null
  /** Roster changes whose confirmation the server acknowledged: none may be pending at the end. */
  readonly confirmed: string[]
}

const XHR = { 'X-Requested-With': 'XMLHttpRequest' }

const signIn = async (crew: Crew): Promise<void> => {
  const res = await timed('login', () =>
    fetch(`${server.url}/rest/pems/security/authentication/${crew.username}`, {
      method: 'POST',
      headers: { ...XHR, Authorization: `Basic ${Buffer.from(`${crew.username}:crew-load`).toString('base64')}` },
    }),
  )
  const cookie = res?.headers.getSetCookie().find((c) => c.startsWith('CDP_SESSION='))
  crew.token = cookie?.split(';')[0]?.slice('CDP_SESSION='.length) ?? null
  await res?.arrayBuffer()
}

const auth = (crew: Crew) => ({ Authorization: `Bearer ${crew.token ?? ''}` })

const events = async (crew: Crew): Promise<Array<Record<string, unknown>>> => {
  const res = await timed('events', () => fetch(`${server.url}/rest/pems/roster/${crew.crmId}/events`, { headers: auth(crew) }))
  if (res === null) return []
  const body = (await res.json()) as { result?: { events?: Array<Record<string, unknown>> } }
  return body.result?.events ?? []
}

/** The change of a cycle: one confirmable day, on a date of the seeded roster period. */
const changeDate = (cycle: number): string => `2026-03-${String(16 + (cycle % 12)).padStart(2, '0')}`

/**
 * A roster change the scheduler notifies (`operations/roster-changes`), which the crew member reads
 * (`GET notif`) and confirms (`POST notif?op=confirm`), as the app does on the roster-change screen.
 */
const rosterChange = async (crew: Crew, cycle: number): Promise<void> => {
  const id = `SOAK-${crew.crmId}-${cycle}`
  const date = changeDate(cycle)
  const notified = await timed('notify', () =>
    fetch(`${server.url}/rest/pems/operations/roster-changes`, {
      method: 'POST',
      headers: { ...XHR, Authorization: `Bearer ${OPS_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ crmId: crew.crmId, id, days: [{ date, confirmable: true, items: [{ old: 'Off', new: `Standby ${cycle}` }] }] }),
    }),
  )
  if (notified === null) return
  await notified.arrayBuffer()
  const pending = await timed('changes', () => fetch(`${server.url}/rest/pems/roster/${crew.crmId}/notif?ltype=mobile`, { headers: auth(crew) }))
  if (pending === null) return
  const body = (await pending.json()) as { result?: { id?: string; changes?: Array<{ date?: string; confirmable?: boolean }> } }
  const shown = body.result
  if (shown?.id === undefined) return
  const dates = (shown.changes ?? []).filter((d) => d.confirmable === true && typeof d.date === 'string').map((d) => d.date as string)
  if (dates.length === 0) return
  const confirmed = await timed('confirm', () =>
    fetch(`${server.url}/rest/pems/roster/${crew.crmId}/notif?ltype=mobile&op=confirm`, {
      method: 'POST',
      headers: { ...XHR, ...auth(crew), 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: shown.id, changes: dates }),
    }),
  )
  if (confirmed === null) return
  await confirmed.arrayBuffer()
  crew.confirmed.push(shown.id)
}

const live = async (crew: Crew, until: number): Promise<void> => {
  await sleep(Math.random() * POLL_MS)
  await signIn(crew)
  let cycle = 0
  let list = await events(crew)
  while (!stopping && Date.now() < until) {
    cycle += 1
    await timed('updates', () => fetch(`${server.url}/rest/pems/roster/${crew.crmId}/updates`, { headers: auth(crew) })).then((r) => r?.arrayBuffer())
    if (cycle % 4 === 0) {
      if (list.length === 0) list = await events(crew)
      const event = list.find((e) => e['type'] !== 'OFF') ?? list[0]
      const eventId = typeof event?.['eventId'] === 'string' ? event['eventId'] : null
      if (event !== undefined && eventId !== null) {
        await timed('detail', () =>
          fetch(`${server.url}/rest/pems/roster/${crew.crmId}/eventById`, {
            method: 'POST',
            headers: { ...XHR, ...auth(crew), 'Content-Type': 'application/json' },
            body: JSON.stringify({ logicalEventId: `${crew.crmId}:${eventId}` }),
          }),
        ).then((r) => r?.arrayBuffer())
        const remark = `soak ${crew.crmId} ${cycle}`
        const res = await timed('remark', () =>
          fetch(`${server.url}/rest/pems/roster/${crew.crmId}/events/${encodeURIComponent(eventId)}`, {
            method: 'PUT',
            headers: { ...XHR, ...auth(crew), 'Content-Type': 'application/json' },
            body: JSON.stringify({ ...event, remark }),
          }),
        )
        if (res !== null) {
          crew.acknowledged = remark
          crew.eventId = eventId
          await res.arrayBuffer()
        }
      }
    }
    if (cycle % 8 === 2) await rosterChange(crew, cycle)
    if (cycle % 40 === 0) list = await events(crew)
    await sleep(POLL_MS)
  }
}

const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

const main = async (): Promise<void> => {
  process.stdout.write(`soak: seeding ${crewCount} crew in ${dataDir}\n`)
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/seed/cli.ts', '--crew', String(crewCount)], { cwd: ROOT, env, stdio: 'inherit' })
  if (seeded.status !== 0) throw new Error('seed failed')
  server = await startServer()
  const started = Date.now()
  const until = started + minutes * 60_000
  process.stdout.write(`soak: ${crewCount} crew for ${minutes} min against ${server.url}; kill -9 at ${Math.round(killAt * 100)} %\n`)
  const crew: Crew[] = Array.from({ length: crewCount }, (_, i) => ({ username: `crew${500001 + i}`, crmId: String(500001 + i), token: null, acknowledged: null, eventId: null, confirmed: [] }))
  const rss: Array<{ at: number; mb: number }> = []
  const sampler = setInterval(() => rss.push({ at: Date.now() - started, mb: rssMb(server.child.pid) }), 10_000)
  const killer = setTimeout(async () => {
    const from = Date.now()
    restartWindow = { from, to: Number.POSITIVE_INFINITY }
    server.child.removeAllListeners('exit')
    server.child.kill('SIGKILL')
    await new Promise((resolve) => server.child.once('exit', resolve))
    server = await startServer()
    restartWindow = { from, to: Date.now() + 1000 }
    process.stdout.write(`soak: killed and restarted in ${((Date.now() - from) / 1000).toFixed(1)} s\n`)
  }, minutes * 60_000 * killAt)
  await Promise.all(crew.map((c) => live(c, until)))
  stopping = true
  clearTimeout(killer)
  clearInterval(sampler)
  let lost = 0
  let checked = 0
  for (const c of crew) {
    if (c.acknowledged === null || c.eventId === null) continue
    checked += 1
    await signIn(c)
    const list = await events(c)
    if (list.find((e) => e['eventId'] === c.eventId)?.['remark'] !== c.acknowledged) lost += 1
  }
  // Every confirmation the server acknowledged stays confirmed: the crew member's pending change is none of them.
  let confirmationsLost = 0
  let confirmations = 0
  for (const c of crew) {
    confirmations += c.confirmed.length
    if (c.confirmed.length === 0) continue
    const res = await timed('changes', () => fetch(`${server.url}/rest/pems/roster/${c.crmId}/notif?ltype=mobile`, { headers: auth(c) }))
    const body = res === null ? {} : ((await res.json()) as { result?: { id?: string } })
    if (body.result?.id !== undefined && c.confirmed.includes(body.result.id)) confirmationsLost += 1
  }
  const window = restartWindow as { from: number; to: number } | null
  const outside = errors.filter((e) => window === null || e.at < window.from || e.at > window.to)
  const inside = errors.length - outside.length
  const warm = rss.filter((r) => r.at > 60_000 && Number.isFinite(r.mb))
  server.child.kill('SIGTERM')
  const lines = [
    '',
    `| call | requests | p50 ms | p99 ms |`,
    `|---|---|---|---|`,
    ...(Object.keys(latencies) as Call[]).map((k) => `| ${k} | ${latencies[k].length} | ${percentile(latencies[k], 50).toFixed(1)} | ${percentile(latencies[k], 99).toFixed(1)} |`),
    '',
    `crew ${crewCount}, ${minutes} min, kill -9 at ${Math.round(killAt * 100)} % (restart window ${window === null ? 'none' : `${((window.to - window.from) / 1000).toFixed(1)} s`})`,
    `errors outside the restart window: ${outside.length}${outside.length > 0 ? ` (${[...new Set(outside.map((e) => `${e.call} ${e.what}`))].slice(0, 5).join('; ')})` : ''}; inside it: ${inside}`,
    `acknowledged remarks lost: ${lost} of ${checked} checked`,
    `acknowledged roster-change confirmations lost: ${confirmationsLost} (crew members checked: ${crew.filter((c) => c.confirmed.length > 0).length}; confirmations acknowledged: ${confirmations})`,
    `server RSS MB after warm-up (first, min, max, last; the restarted process after the kill): ${warm.length === 0 ? 'n/a' : `${warm[0]?.mb}, ${Math.min(...warm.map((r) => r.mb))}, ${Math.max(...warm.map((r) => r.mb))}, ${warm[warm.length - 1]?.mb}`}`,
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
  rmSync(join(dataDir, '..'), { recursive: true, force: true })
  process.exit(outside.length === 0 && lost === 0 && confirmationsLost === 0 ? 0 : 1)
}

main().catch((error: unknown) => {
  process.stderr.write(`soak failed: ${String(error)}\n`)
  server?.child.kill('SIGKILL')
  process.exit(1)
})
