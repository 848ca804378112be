import { type ChildProcess, fork, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { LOAD_PASSWORD, loadCrmId, loadUsername } from '../seed/load-airline'
import type { LoadJob, LoadResult } from './load-driver'

/**
 * The processes of a server benchmark, shared by `npm run bench:server` (server/bench/bench.ts) and the server
 * provider of `npm run bench` (scripts/bench/server.bench.ts): the server and the seed run in their own processes,
 * the load comes from a separate load-driver process, so the measuring process never competes with either.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** The demo clock the benchmarks run the server and the seed with. */
export const BENCH_NOW = '2026-03-15T08:00:00Z'

/** A TypeScript entry of the repo run with tsx; its stdout piped (to read), inherited (to show) or ignored. */
export const runNode = (args: ReadonlyArray<string>, env: NodeJS.ProcessEnv, stdout: 'pipe' | 'inherit' | 'ignore'): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, env, stdio: ['ignore', stdout, 'inherit'] })

/** The exit code of a child process, at once when it has already exited. */
export const exited = (child: ChildProcess): Promise<number> =>
  child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)))

/**
 * Starts `server/main.ts` (with exactly `env` and the demo clock) on `port` (0: any free one) and resolves to its URL,
 * read from the start log.
 */
export const startServer = (env: NodeJS.ProcessEnv, port = 0): Promise<{ readonly url: string; readonly child: ChildProcess }> =>
  new Promise((resolve, reject) => {
    const child = runNode(['server/main.ts'], { ...env, PORT: String(port), HOST: '127.0.0.1', CREW_NOW: BENCH_NOW }, 'pipe')
    let log = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString('utf8')
      const m = /listening on (http:\/\/[^\s]+)/.exec(log)
      if (m?.[1] !== undefined) resolve({ url: m[1], child })
    })
    child.once('exit', (code) => reject(new Error(`the server exited with ${code ?? '?'} before listening`)))
  })

/** A signed-in crew member: the session token is used as a bearer token by the load driver. */
export interface SignedIn {
  readonly crmId: string
  readonly token: string
}

/** Signs one user in with the password login and answers the session token. */
export const login = async (url: string, username: string, password: string): Promise<string> => {
  const res = await fetch(`${url}/rest/pems/security/authentication/${username}`, {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` },
  })
  const token = /CDP_SESSION=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]
  await res.arrayBuffer()
  if (res.status !== 200 || token === undefined) throw new Error(`login of ${username} failed: ${res.status}`)
  return token
}

/** Signs the first `count` load-test crew in, `parallel` at a time. */
export const loginLoadCrew = async (url: string, count: number, parallel: number): Promise<ReadonlyArray<SignedIn>> => {
  const sessions: SignedIn[] = []
  let next = 0
  const worker = async () => {
    while (next < count) {
      const crmId = loadCrmId(next++)
      sessions.push({ crmId, token: await login(url, loadUsername(crmId), LOAD_PASSWORD) })
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  return sessions
}

/** Runs one load job in a load-driver process and answers its result. */
export const drive = (job: LoadJob): Promise<LoadResult> =>
  new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./load-driver.ts', import.meta.url)), [], { cwd: ROOT, execArgv: ['--import', 'tsx'] })
    child.once('message', (result) => resolve(result as LoadResult))
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load driver exited with ${code ?? '?'}`))))
    child.send(job)
  })
