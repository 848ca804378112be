// Production refuses demo and unsafe settings (issue 25, item 11): `NODE_ENV=production` with SEED_DEMO, CREW_NOW,
// a short OPS_TOKEN or SAML without PUBLIC_URL exits non-zero with one line naming the variable, before it opens
// a database; a production start without them comes up. Wrong operations tokens are rate-limited.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { manualClock } from '../../server/clock'
import { OPERATIONS } from '../../server/operations/operations.routes'
import { MIN_OPS_TOKEN_LENGTH, productionRefusals } from '../../server/production-refusals'
import { client } from './check-in-fixtures'
import { ANNA, T0, startServer, tempDir, type TestServer } from './helpers'
import { startServerProcess, stopProcess } from './process.support'

const GOOD_TOKEN = 'a'.repeat(MIN_OPS_TOKEN_LENGTH)

/** `node --import tsx server/main.ts` with `env` (over a clean base): its exit code and what it wrote to stderr. */
const run = (env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> =>
  new Promise((resolve) => {
    const dir = tempDir('cdp-prod-')
    const base: Record<string, string> = {}
    for (const name of ['PATH', 'HOME', 'TZ', 'DATABASE_URL']) {
      const value = process.env[name]
      if (value !== undefined) base[name] = value
    }
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...base, PORT: '0', DATA_DIR: join(dir, 'db'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    let stdout = ''
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString()
      // A start that was not refused: it got as far as listening; stop it.
      if (/listening on/.test(stdout)) child.kill('SIGTERM')
    })
    child.once('close', (code) => {
      rmSync(dir, { recursive: true, force: true })
      resolve({ code, stderr, stdout })
    })
  })

const Refusals = suite('production refuses demo and unsafe settings')

Refusals('the rule: each unsafe setting is one reason naming its variable; outside production nothing is refused', () => {
  const prod = { NODE_ENV: 'production' }
  assert.equal(productionRefusals({ ...prod, OPS_TOKEN: GOOD_TOKEN }), [])
  assert.equal(productionRefusals({ SEED_DEMO: '1', CREW_NOW: '2026-03-15T08:00:00Z', OPS_TOKEN: 'x' }), [], 'not production')
  assert.match(productionRefusals({ ...prod, SEED_DEMO: '1' }).join(), /^SEED_DEMO /)
  assert.equal(productionRefusals({ ...prod, SEED_DEMO: '0' }), [])
  assert.match(productionRefusals({ ...prod, CREW_NOW: '2026-03-15T08:00:00Z' }).join(), /^CREW_NOW /)
  assert.match(productionRefusals({ ...prod, OPS_TOKEN: 'a'.repeat(MIN_OPS_TOKEN_LENGTH - 1) }).join(), /^OPS_TOKEN /)
  assert.match(productionRefusals({ ...prod, SAML_ENTRY_POINT: 'https://idp.example/sso' }).join(), /^PUBLIC_URL /)
  assert.equal(productionRefusals({ ...prod, SAML_ENTRY_POINT: 'https://idp.example/sso', PUBLIC_URL: 'https://crew.example' }), [])
  assert.is(productionRefusals({ ...prod, SEED_DEMO: '1', CREW_NOW: '2026-03-15T08:00:00Z', OPS_TOKEN: 'x' }).length, 3)
})

for (const [variable, env] of [
  ['SEED_DEMO', { SEED_DEMO: '1' }],
  ['CREW_NOW', { CREW_NOW: '2026-03-15T08:00:00Z' }],
  ['OPS_TOKEN', { OPS_TOKEN: 'x' }],
  ['PUBLIC_URL', { SAML_ENTRY_POINT: 'https://idp.example/sso', SAML_IDP_CERT_FILE: '/nonexistent.pem' }],
] as const) {
  Refusals(`NODE_ENV=production with ${Object.keys(env).join(' and ')}: exit 2 and one line naming ${variable}`, async () => {
    const { code, stderr, stdout } = await run({ NODE_ENV: 'production', ...env })
    assert.is(code, 2, stderr)
    assert.not.match(stdout, /listening on/)
    const lines = stderr.trim().split('\n')
    assert.is(lines.length, 1, stderr)
    const msg = (JSON.parse(lines[0] ?? '{}') as { msg?: string }).msg ?? ''
    assert.match(msg, new RegExp(`^production refuses to start: ${variable} `), msg)
  })
}

Refusals('NODE_ENV=production with safe settings starts', async () => {
  const started = await startServerProcess({ NODE_ENV: 'production', CREW_NOW: '', OPS_TOKEN: GOOD_TOKEN, DATA_DIR: join(tempDir('cdp-prod-ok-'), 'db') })
  try {
    assert.is((await fetch(`${started.url}/healthz`)).status, 200)
  } finally {
    await stopProcess(started, 'SIGTERM')
  }
})
Refusals.run()

const Token = suite('wrong operations tokens are rate-limited')
const security = manualClock(T0)
let server: TestServer
Token.before(async () => {
  server = await startServer({ operationsToken: GOOD_TOKEN, securityClock: security })
})
Token.after(() => server.close())

Token('5 wrong tokens from one address, then 429 with Retry-After (the right token too) until the lockout ends', async () => {
  const news = { id: 'N-token', kind: 'BROADCAST', sender: 'Crew control', subject: 'S', recipients: [ANNA.crmId] }
  const post = (token: string) => client(server.url, undefined).post(`${OPERATIONS}/news`, news, { Authorization: `Bearer ${token}` })
  for (let i = 0; i < 5; i += 1) assert.is((await post(`guess-${i}`)).status, 401, `guess ${i}`)
  const blocked = await post(`guess-5`)
  assert.is(blocked.status, 429)
  assert.ok(Number(blocked.headers.get('retry-after')) > 0)
  assert.is((await post(GOOD_TOKEN)).status, 429, 'no more guesses, even a right one, while locked')
  const backup = await client(server.url, undefined).post('/rest/pems/operations/backup', { file: 'x.tar.gz' }, { Authorization: 'Bearer guess' })
  assert.is(backup.status, 429, 'the backup call shares the limit')
  security.advance({ seconds: 61 })
  assert.is((await post(GOOD_TOKEN)).status, 200)
})
Token.run()
