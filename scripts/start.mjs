#!/usr/bin/env node
// `npm start`: builds the web app for the chosen airline profile (PROFILE, default demo) into dist/app, then
// serves it with the reference server and its embedded database, seeded with the demo airline on first start.
// PORT overrides the port (8080); see server/README.md for the other variables.
// `npm run start:sso` (`--sso`, the same as SSO_DEMO=1): also starts a local OpenID provider and SAML2 identity
// provider beside the server, which then offers "Sign in with SSO" through both (scripts/sso-demo.ts).
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const profile = process.env.PROFILE ?? 'demo'
if (process.argv.includes('--sso')) process.env.SSO_DEMO = '1'
const build = spawnSync(process.execPath, ['build.mjs', '--profile', profile, '--quiet'], { cwd: root, stdio: 'inherit' })
if (build.status !== 0) {
  console.error(`Crew Duty Plan: the web app did not build for profile '${profile}' (see above); not starting the server.`)
  process.exit(build.status ?? 1)
}
await import('./serve.mjs')
