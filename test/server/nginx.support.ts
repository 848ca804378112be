import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { userInfo } from 'node:os'
import { join } from 'node:path'

/** The nginx binary, or undefined when it is not installed (.ci/run installs nginx-light). */
export const nginxBinary = (): string | undefined =>
  ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'].find((path) => existsSync(path)) ??
  (spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim() || undefined)

/** A free TCP port on 127.0.0.1 (asked of the kernel, then released). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

/** The ```nginx block of docs/operations.md: the configuration operators are told to use. */
export const documentedNginxConfig = (): string => {
  const doc = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8')
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1]
  if (block === undefined) throw new Error('docs/operations.md has no ```nginx block')
  return block
}

/**
 * The documented configuration with its three `server` lines pointing at `upstreams` and its `listen` line at
 * `port`; nothing else of it changes.
 */
export const testedNginxConfig = (upstreams: ReadonlyArray<number>, port: number): string => {
  const documented = documentedNginxConfig()
  const servers = [...documented.matchAll(/^(\s*server )127\.0\.0\.1:\d+( [^;]*)?;$/gm)]
  if (servers.length !== upstreams.length) throw new Error(`the documented upstream has ${servers.length} servers, the test ${upstreams.length}`)
  let i = 0
  const config = documented.replace(/^(\s*server )127\.0\.0\.1:\d+((?: [^;]*)?);$/gm, (_line, head: string, tail: string) => `${head}127.0.0.1:${upstreams[i++] ?? 0}${tail};`)
  const listened = config.replace(/^(\s*listen )127\.0\.0\.1:\d+;$/m, `$1127.0.0.1:${port};`)
  if (listened === config) throw new Error('the documented server block has no `listen 127.0.0.1:<port>;` line')
  return listened
}

/** A running nginx (foreground master) with everything it writes in `dir`. */
export interface RunningNginx {
  readonly url: string
  /** The master process (its workers are its children). */
  readonly pid: number | undefined
  readonly errorLog: () => string
  readonly stop: () => Promise<void>
}

/** Starts nginx as the current user with `httpConfig` inside a minimal main configuration whose paths are all in `dir`. */
export const startNginx = async (binary: string, dir: string, httpConfig: string, port: number): Promise<RunningNginx> => {
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub), { recursive: true })
  const asRoot = process.getuid?.() === 0
  const main = [
    // Only a master started as root switches users: then it stays the current user (root), as the test runs.
    asRoot ? `user ${userInfo().username};` : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    `  access_log ${join(dir, 'access.log')};`,
    `  client_body_temp_path ${join(dir, 'body')};`,
    `  proxy_temp_path ${join(dir, 'proxy')};`,
    `  fastcgi_temp_path ${join(dir, 'fastcgi')};`,
    `  uwsgi_temp_path ${join(dir, 'uwsgi')};`,
    `  scgi_temp_path ${join(dir, 'scgi')};`,
    httpConfig,
    '}',
  ].join('\n')
  const file = join(dir, 'nginx.conf')
  writeFileSync(file, main)
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', file]
  const check = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}\n${main}`)
  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  // Ready once it answers (any status): a bounded retry, not a sleep.
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    )
    if (up) break
    if (tries > 200 || child.exitCode !== null) throw new Error(`nginx did not start:\n${stderr}\n${readIfThere(join(dir, 'error.log'))}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return {
    url,
    pid: child.pid,
    errorLog: () => readIfThere(join(dir, 'error.log')),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT')
      await exited
    },
  }
}

const readIfThere = (file: string): string => (existsSync(file) ? readFileSync(file, 'utf8') : '')
