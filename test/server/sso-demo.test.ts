// `SSO_DEMO=1 npm start` (`npm run start:sso`): the demo server started as its own process (scripts/serve.mjs, as
// `npm start` runs it after the build) with its local OpenID provider and SAML2 identity provider. A newcomer's
// path, walked with fetch: the login screen's security/sso call offers both, anna signs in through each provider's
// login page, and the server then answers her calls (and refuses bruno's roster).
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { autoPostOf, cookieJar, follow, oidcSignIn, submitLogin } from '../idp/login-walk'
import { ANNA, BRUNO, jsonOf, prepareDataDir, sessionCookieOf, tempDir } from './helpers'

interface Demo {
  readonly child: ChildProcess
  readonly url: string
  readonly output: () => string
  readonly exited: Promise<number | null>
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })

const withoutDatabaseUrl = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => {
  const { DATABASE_URL: _ignored, ...rest } = env
  return rest
}

/** Starts `node scripts/serve.mjs` with SSO_DEMO=1 and waits until the server lists its demo users. */
const startDemo = async (dataDir: string): Promise<Demo> => {
  const port = await freePort()
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    // The embedded database in a directory of its own, even when the suite runs against PostgreSQL.
    env: { ...withoutDatabaseUrl(process.env), SSO_DEMO: '1', PORT: String(port), HOST: '127.0.0.1', OIDC_PORT: '0', SAML_PORT: '0', DATA_DIR: dataDir, CREW_NOW: '2026-03-15T08:00:00Z' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  return new Promise<Demo>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the SSO demo did not start:\n${output}`)), 180_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/listening on http:\/\//.test(output) && output.includes('demo user: bruno')) {
        clearTimeout(timer)
        resolve({ child, url: `http://127.0.0.1:${port}`, output: () => output, exited })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`the SSO demo exited with ${String(code)}:\n${output}`))
    })
  })
}

interface Ctx {
  demo?: Demo
  dataDir?: string
}
const SsoDemo = suite<Ctx>('SSO_DEMO=1 npm start: the demo with its local OpenID provider and SAML2 identity provider', {})

SsoDemo.before(async (ctx) => {
  ctx.dataDir = tempDir('cdp-sso-demo-')
  // A copy of the suite's seeded database (what a first start seeds), so the start is not the seeding's.
  await prepareDataDir(join(ctx.dataDir, 'db'))
  ctx.demo = await startDemo(join(ctx.dataDir, 'db'))
})
SsoDemo.after(async (ctx) => {
  const demo = ctx.demo
  if (demo !== undefined && demo.child.exitCode === null && demo.child.signalCode === null) {
    demo.child.kill('SIGTERM')
    await demo.exited
  }
  if (ctx.dataDir !== undefined) rmSync(ctx.dataDir, { recursive: true, force: true })
})

interface SsoAnswer {
  readonly result?: { readonly oidc?: { readonly issuer: string; readonly clientId: string }; readonly saml2?: { readonly authUrl: string; readonly logoutUrl?: string } }
}

SsoDemo('the login screen is offered both: an OpenID provider whose discovery answers, and a SAML2 login on the server', async (ctx) => {
  const demo = ctx.demo as Demo
  const sso = ((await jsonOf(await fetch(`${demo.url}/rest/pems/security/sso`))) as SsoAnswer).result
  assert.ok(sso?.oidc !== undefined, 'OIDC offered')
  assert.ok(sso?.saml2 !== undefined, 'SAML2 offered')
  assert.match(demo.output(), new RegExp(`OpenID provider ${sso.oidc.issuer}`), 'the start log names the provider')
  const discovery = (await (await fetch(`${sso.oidc.issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>
  assert.is(discovery['issuer'], sso.oidc.issuer)
  assert.type(discovery['end_session_endpoint'], 'string')
  assert.ok((discovery['code_challenge_methods_supported'] as ReadonlyArray<string>).includes('S256'))
})

SsoDemo("OIDC: anna signs in at the demo's provider (code + PKCE, as the app's address), and her token reads her roster, not bruno's", async (ctx) => {
  const demo = ctx.demo as Demo
  const sso = ((await jsonOf(await fetch(`${demo.url}/rest/pems/security/sso`))) as SsoAnswer).result
  const oidc = sso?.oidc
  if (oidc === undefined) throw new Error('no OIDC offered')
  const tokens = await oidcSignIn({ issuer: oidc.issuer, clientId: oidc.clientId, redirectUri: `${demo.url}/`, username: ANNA.username, password: ANNA.password })
  const bearer = { Authorization: `Bearer ${tokens.accessToken}` }
  const me = (await jsonOf(await fetch(`${demo.url}/rest/pems/security/authorization`, { headers: bearer }))) as { result?: { crmId?: string } }
  assert.is(me.result?.crmId, ANNA.crmId)
  assert.is((await fetch(`${demo.url}/rest/pems/roster/${ANNA.crmId}/events`, { headers: bearer })).status, 200)
  assert.is((await fetch(`${demo.url}/rest/pems/roster/${BRUNO.crmId}/events`, { headers: bearer })).status, 403)
})

SsoDemo("SAML2: the server's login goes to the demo IdP's login page; anna signs in there and the assertion opens her session", async (ctx) => {
  const demo = ctx.demo as Demo
  const sso = ((await jsonOf(await fetch(`${demo.url}/rest/pems/security/sso`))) as SsoAnswer).result
  const saml2 = sso?.saml2
  if (saml2 === undefined) throw new Error('no SAML2 offered')
  const jar = cookieJar()
  const page = await follow(jar, `${demo.url}${saml2.authUrl}?RelayState=/`)
  assert.ok(page.res !== null && page.res.status === 200, 'the IdP login page')
  const submitted = await submitLogin(jar, page.url, await page.res.text(), ANNA.username, ANNA.password)
  const form = autoPostOf(await submitted.res.text(), submitted.url)
  assert.is(form.action, `${demo.url}/rest/pems/security/saml2/acs`)
  const consumed = await fetch(form.action, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: jar.header(form.action) }, body: new URLSearchParams(form.fields) })
  assert.is(consumed.headers.get('location'), '/#saml2=ok')
  const cookie = sessionCookieOf(consumed) ?? ''
  const me = (await jsonOf(await fetch(`${demo.url}/rest/pems/security/authorization`, { headers: { Cookie: cookie } }))) as { result?: { crmId?: string } }
  assert.is(me.result?.crmId, ANNA.crmId)
})

SsoDemo.run()
