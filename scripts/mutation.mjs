#!/usr/bin/env node
// npm run mutation -- core/duty-limits [core/check-in ...]: StrykerJS over each named core folder in turn (one
// folder per run: the suites are CPU-heavy). Without a folder: the five of docs/testing.md's table.
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'))
const folders = asked.length > 0 ? asked : ['core/duty-limits', 'core/check-in', 'core/my-data', 'core/auth', 'core/roster']
for (const folder of folders) {
  console.log(`\nmutation testing ${folder}`)
  const run = spawnSync(process.execPath, [join(root, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js'), 'run', join(root, 'stryker.config.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TZ: 'UTC', MUTATE_FOLDER: folder },
  })
  if (run.status !== 0) process.exit(run.status ?? 1)
}
