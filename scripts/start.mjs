#!/usr/bin/env node
// `npm start`: builds the app and serves it with the reference server (issue 3).
// Until the server exists this says so plainly instead of pretending.
import { existsSync } from 'node:fs'
if (!existsSync(new URL('../server/main.ts', import.meta.url))) {
  console.log('Crew Duty Plan: the reference server is not built yet (issue 3). Run `npm test` to exercise the core library.')
  process.exit(0)
}
await import('./serve.mjs')
