import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

const script = join(process.cwd(), 'scripts', 'check-readers.mjs')

const check = (files: Record<string, string>) => {
  const root = mkdtempSync(join(tmpdir(), 'check-readers-'))
  try {
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), content)
    }
    const result = spawnSync(process.execPath, [script], { env: { ...process.env, CHECK_READERS_ROOT: root }, encoding: 'utf8' })
    return { code: result.status, out: result.stdout }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

const CODEC = "import * as t from 'io-ts'\nexport const Leg = t.intersection([t.type({ id: t.string }), t.partial({ crewBus: t.string, gate: t.string })])\n"

const Readers = suite('every decoded field and profile option has a reader')
Readers('every field read outside codecs: passes', () => {
  const { code, out } = check({
    'core/roster/leg.codec.ts': CODEC,
    'core/roster/leg.rules.ts': "export const f = (leg) => [leg.id, leg?.gate]\nexport const g = ({ crewBus }) => crewBus\n",
  })
  assert.is(code, 0, out)
})
Readers('a planted field that nothing reads fails and is named', () => {
  const { code, out } = check({
    'core/roster/leg.codec.ts': CODEC,
    'core/roster/leg.rules.ts': 'export const f = (leg) => [leg.id, leg.gate]\n',
  })
  assert.is(code, 1)
  assert.match(out, "core/roster/leg.codec.ts: 'crewBus' is decoded but nothing outside codecs and tests reads it")
})
Readers('writing a field (the demo seed, an object literal, a test) is no read', () => {
  const { code, out } = check({
    'core/roster/leg.codec.ts': CODEC,
    'core/roster/leg.rules.ts': 'export const f = (leg) => [leg.id, leg.gate]\nexport const make = () => ({ crewBus: "B1" })\n',
    'server/seed/legs.ts': 'export const seed = (leg) => leg.crewBus\n',
    'test/core/leg.test.ts': 'export const t = (leg) => leg.crewBus\n',
  })
  assert.is(code, 1)
  assert.match(out, "'crewBus'")
})
Readers('the allow-list lets a pass-through field by, but only with a reason', () => {
  const files = { 'core/roster/leg.codec.ts': CODEC, 'core/roster/leg.rules.ts': 'export const f = (leg) => [leg.id, leg.gate]\n' }
  assert.is(check({ ...files, 'scripts/check-readers.allow.json': JSON.stringify({ crewBus: 'Passed through to the airline tools that import core.' }) }).code, 0)
  const noReason = check({ ...files, 'scripts/check-readers.allow.json': JSON.stringify({ crewBus: '' }) })
  assert.is(noReason.code, 1)
  assert.match(noReason.out, "'crewBus' needs a reason")
})
Readers('profile options are fields too: an unread display option fails', () => {
  const { code, out } = check({
    'core/access/profile.codec.ts': "import * as t from 'io-ts'\nexport const DisplayOptions = t.type({ showRosterChanges: t.boolean, hideHeaderOnScroll: t.boolean })\n",
    'ui/home.tsx': 'export const x = (d) => d.showRosterChanges\n',
  })
  assert.is(code, 1)
  assert.match(out, "'hideHeaderOnScroll'")
})
Readers.run()
