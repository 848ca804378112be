import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// Builds core/index.ts to dist/core, then runs a Node script in a folder OUTSIDE the repository that
// imports the package by name (through package.json "exports"), as another airline tool would.
const repo = process.cwd()
const PublicApi = suite('public core API')

PublicApi('"A Node script outside the repository can import the public API" and run block-month selection and check-in status', () => {
  const build = spawnSync(process.execPath, [join(repo, 'scripts', 'build-core.mjs')], { encoding: 'utf8' })
  assert.is(build.status, 0, build.stderr + build.stdout)

  const outside = mkdtempSync(join(tmpdir(), 'airline-tool-'))
  try {
    mkdirSync(join(outside, 'node_modules'))
    symlinkSync(repo, join(outside, 'node_modules', 'crew-duty-plan'), 'dir')
    writeFileSync(join(outside, 'package.json'), JSON.stringify({ name: 'airline-tool', type: 'module', private: true }))
    writeFileSync(
      join(outside, 'tool.mjs'),
      `
import { BlockMonth, sortBlockMonths, selectBlockMonth, checkInStatus, RosterData, decodeWith, constants } from 'crew-duty-plan'
import { Temporal } from 'temporal-polyfill'
import * as O from 'fp-ts/lib/Option.js'
const wire = [
  { id: 'APR', name: 'April', from: '2026-04-01T00:00:00+00:00', to: '2026-04-30T00:00:00+00:00' },
  { id: 'MAR', name: 'March', from: '2026-03-01T00:00:00+00:00', to: '2026-03-31T00:00:00+00:00' },
]
const months = wire.map((w) => BlockMonth.decode(w).right)
const active = selectBlockMonth(sortBlockMonths(months), O.none, Temporal.Instant.from('2026-03-15T08:00:00Z'))
const status = checkInStatus({ checkedIn: false, locationFencing: false, locationDenied: false, checkInPermission: 'CHECK_IN_ALLOWED', logicalId: 'L1', fencedEventLogicalId: null })
const bad = decodeWith(RosterData)({ events: 'nope' })
console.log(JSON.stringify({ active: active.value.id, status, badPaths: bad.left.issues.map((i) => i.path), poll: constants.UPDATE_POLL_INTERVAL_MS }))
`,
    )
    // The tool's own dependencies (it builds Temporal and Option values itself), as its npm install would provide.
    for (const pkg of ['temporal-polyfill', 'fp-ts']) symlinkSync(join(repo, 'node_modules', pkg), join(outside, 'node_modules', pkg), 'dir')
    const run = spawnSync(process.execPath, ['tool.mjs'], { cwd: outside, encoding: 'utf8' })
    assert.is(run.status, 0, run.stderr)
    const out = JSON.parse(run.stdout.trim()) as { active: string; status: string; badPaths: string[]; poll: number }
    assert.is(out.active, 'MAR')
    assert.is(out.status, 'EXPECTED_TO_CHECKIN')
    assert.ok(out.badPaths.includes('events'))
    assert.is(out.poll, 15000)
  } finally {
    rmSync(outside, { recursive: true, force: true })
  }
})

PublicApi.run()
