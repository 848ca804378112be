#!/usr/bin/env node
// Runs the reference server (server/main.ts) through tsx, forwarding stop signals; exits with its code.
// The environment passes through: PORT, HOST, DATA_DIR, DATABASE_URL, CREW_NOW, NODE_ENV, SEED_DEMO, ... (server/README.md).
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
// SSO_DEMO=1 starts a local OpenID provider and SAML2 identity provider beside the server (scripts/sso-demo.ts).
const entry = process.env.SSO_DEMO === '1' ? 'scripts/sso-demo.ts' : 'server/main.ts'
const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: root, stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal)
  })
}
child.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 1 : 128)))
