#!/usr/bin/env node
// The whole test command: type check, dependency direction, decoded fields with a reader, then every uvu suite layer by layer.
// Ends with one line `N passed, N failed, N skipped` summed over every suite.
// A layer whose folder holds test files but runs zero tests counts as a failure.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const LAYERS = ['core', 'adapters', 'ui', 'server', 'mobile', 'scripts', 'e2e']
const only = process.argv.slice(2)
const stripAnsi = (s) => s.replace(/\x1b\[[0-9;]*m/g, '')

// A layer that hangs (a test awaiting something that never comes) is stopped after this long and counted as a
// failure, so a run ends with its summary line instead of running into CI's time limit. The e2e layer, the longest
// (about 11 minutes on 2 quiet cores), runs last.
const LAYER_TIMEOUT_MS = Number(process.env.TEST_LAYER_TIMEOUT_MINUTES ?? 30) * 60_000
// The whole run stays within this (CI stops a job at 90 minutes): a layer gets at most what is left of it, so that
// two slow layers cannot push the summary line past CI's limit either.
const TOTAL_TIMEOUT_MS = Number(process.env.TEST_TOTAL_TIMEOUT_MINUTES ?? 85) * 60_000
const startedAt = Date.now()

const run = (cmd, args, env = {}, timeoutMs = 0) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let timedOut = false
    const timer = timeoutMs > 0 ? setTimeout(() => { timedOut = true; child.kill('SIGKILL') }, timeoutMs) : undefined
    child.stdout.on('data', (d) => { out += d; process.stdout.write(d) })
    child.stderr.on('data', (d) => { out += d; process.stderr.write(d) })
    child.on('close', (code) => {
      if (timer !== undefined) clearTimeout(timer)
      resolve({ code: code ?? 1, out: stripAnsi(out), timedOut })
    })
  })

const hasTests = (dir) =>
  existsSync(dir) &&
  readdirSync(dir).some((n) => {
    const full = join(dir, n)
    return statSync(full).isDirectory() ? hasTests(full) : /\.test\.tsx?$/.test(n)
  })

/** uvu's failure reports in a layer's output: `suite "test": the message's first two lines` (at most 10, cut short). */
const failuresIn = (out) =>
  [...out.matchAll(/FAIL\s+(?:(.*?)\s+)?"(.+)"\n[ \t]*(.*)\n?[ \t]*(.*)/g)]
    .slice(0, 10)
    .map(([, suiteName, test, first, second]) =>
      `${suiteName === undefined ? '' : `${suiteName} `}"${test}": ${[first, second].map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('at ')).join(' / ')}`.slice(0, 400),
    )

let passed = 0
let failed = 0
let skipped = 0
const lines = []

// Panda's generated styled-system/ (gitignored) is imported by ui/ and test/ui: generate it first (about 1.5 s).
{
  const { code } = await run(process.execPath, ['node_modules/@pandacss/dev/bin.js', 'codegen', '--silent'])
  if (code !== 0) {
    failed += 1
    lines.push('panda codegen: FAILED')
  }
}

if (only.length === 0) {
  for (const [name, args] of [
    ['tsc --noEmit (whole project)', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['tsc --noEmit (core without DOM)', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.core.json']],
    ['dependency direction', ['scripts/check-deps.mjs']],
    ['every decoded field and profile option read', ['scripts/check-readers.mjs']],
  ]) {
    // Checks count only when they fail: the passed total is a count of tests.
    const { code } = await run(process.execPath, args)
    if (code !== 0) failed += 1
    lines.push(`${name}: ${code === 0 ? 'ok' : 'FAILED'}`)
  }
}

// The server suite runs a second time against a real PostgreSQL when TEST_DATABASE_URL is set (.ci/run does).
const runs = LAYERS.flatMap((layer) =>
  layer === 'server' && process.env.TEST_DATABASE_URL
    ? [{ layer, label: 'server', env: {} }, { layer, label: 'server (PostgreSQL)', env: { DATABASE_URL: process.env.TEST_DATABASE_URL } }]
    : [{ layer, label: layer, env: {} }],
)

for (const { layer, label, env } of runs) {
  if (only.length > 0 && !only.includes(layer)) continue
  const dir = join('test', layer)
  if (!hasTests(dir)) continue
  console.log(`\n== test/${label} ==`)
  const left = TOTAL_TIMEOUT_MS - (Date.now() - startedAt)
  if (left <= 0) {
    failed += 1
    lines.push(`test/${label}: not run, the whole run's ${TOTAL_TIMEOUT_MS / 60_000} minutes are used up -> counted as a failure`)
    continue
  }
  const timeoutMs = Math.min(LAYER_TIMEOUT_MS, left)
  const { code, out, timedOut } = await run(process.execPath, ['--import', 'tsx', 'node_modules/uvu/bin.js', dir, '\\.test\\.tsx?$'], {
    TZ: 'UTC',
    ...env,
  }, timeoutMs)
  if (timedOut) {
    failed += 1
    lines.push(`test/${label}: stopped after ${(timeoutMs / 60_000).toFixed(1)} minutes (a test or hook never finished) -> counted as a failure`)
    continue
  }
  const total = Number(/Total:\s+(\d+)/.exec(out)?.[1] ?? 0)
  const ok = Number(/Passed:\s+(\d+)/.exec(out)?.[1] ?? 0)
  const skip = Number(/Skipped:\s+(\d+)/.exec(out)?.[1] ?? 0)
  // uvu's Total counts the tests it ran; skipped tests are outside it, so every test of Total not passed failed.
  const bad = Math.max(total - ok, 0)
  if (total === 0) {
    failed += 1
    lines.push(`test/${label}: ran zero tests (exit ${code}) -> counted as a failure`)
    continue
  }
  // A crash after some tests ran (exit code non-zero with nothing failed) still fails the layer.
  const crash = code !== 0 && bad === 0 ? 1 : 0
  passed += ok
  failed += bad + crash
  skipped += skip
  lines.push(`test/${label}: ${ok} passed, ${bad + crash} failed, ${skip} skipped`)
  // Which tests failed and why, in the closing lines too: a CI log may keep only its end.
  lines.push(...failuresIn(out).map((f) => `  FAILED ${f}`))
}

console.log('\n' + lines.join('\n'))
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 ? 1 : 0)
