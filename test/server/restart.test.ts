import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { openPostgresDb } from '../../server/db/postgres.db'
import { ANNA, getWith, prepareDataDir, sessionOf, tempDir } from './helpers'

interface Running {
  readonly child: ChildProcess
  readonly url: string
  readonly output: () => string
}

/** Starts `node --import tsx server/main.ts` as its own process and waits for its start log (URL, then the demo users). */
const startProcess = (env: Record<string, string>): Promise<Running> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: '0', CREW_NOW: '2026-03-15T08:00:00Z', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const m = /listening on (http:\/\/[^\s]+)/.exec(output)
      if (m?.[1] !== undefined && output.includes('demo user: bruno')) {
        clearTimeout(timer)
        resolve({ child, url: m[1], output: () => output })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the server exited with ${String(code)}:\n${output}`))
    })
  })

const kill9 = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    child.removeAllListeners('exit')
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })

const Restart = suite('restart')

Restart('"a restart loses nothing that was acknowledged": a session written before kill -9 is valid after restart', async () => {
  const dir = tempDir('cdp-restart-')
  const databaseUrl = process.env['DATABASE_URL']
  const schema = `restart_${Date.now().toString(36)}`
  const env: Record<string, string> =
    databaseUrl !== undefined && databaseUrl !== ''
      ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema }
      : { DATA_DIR: join(dir, 'data') }
  let running: Running | undefined
  try {
    if (env['DATA_DIR'] !== undefined) await prepareDataDir(env['DATA_DIR'])
    running = await startProcess(env)
    assert.match(running.output(), /demo user: anna \/ anna-demo/, 'the start log names the demo credentials')
    const cookie = await sessionOf(running.url, ANNA)
    await kill9(running.child)
    running = await startProcess(env)
    const res = await getWith(running.url, '/rest/pems/security/authentication/validate', cookie)
    assert.is(res.status, 200)
    assert.not.match(running.output(), /seeded the demo airline/, 'the second start does not seed again')
  } finally {
    if (running !== undefined && running.child.exitCode === null) await kill9(running.child)
    if (env['DATABASE_SCHEMA'] !== undefined && databaseUrl !== undefined) {
      const admin = await openPostgresDb(databaseUrl)
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await admin.close()
    }
    rmSync(dir, { recursive: true, force: true })
  }
})

Restart.run()
