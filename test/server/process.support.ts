import { spawn, type ChildProcess } from 'node:child_process'

/** A server started as its own process (`node --import tsx server/main.ts`). */
export interface ServerProcess {
  readonly child: ChildProcess
  readonly url: string
  /** Everything it wrote to stdout and stderr so far. */
  readonly output: () => string
  /** Resolves with the exit code once the process has exited. */
  readonly exited: Promise<number | null>
}

/** Starts `server/main.ts` with `env` on a free port and waits for its "listening on" log line. */
export const startServerProcess = (env: Record<string, string>): Promise<ServerProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: '0', CREW_NOW: '2026-03-15T08:00:00Z', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    let started = false
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 90_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const m = /listening on (http:\/\/[^\s"]+)/.exec(output)
      if (!started && m?.[1] !== undefined) {
        started = true
        clearTimeout(timer)
        resolve({ child, url: m[1], output: () => output, exited })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    void exited.then((code) => {
      if (started) return
      clearTimeout(timer)
      reject(new Error(`the server exited with ${String(code)}:\n${output}`))
    })
  })

/** Ends a process with `signal` (default SIGKILL) and resolves once it has exited. */
export const stopProcess = async (running: ServerProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<number | null> => {
  if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill(signal)
  return running.exited
}
