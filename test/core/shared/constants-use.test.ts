import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

// SPEC section 9's constants live in core/shared/constants.ts. Each one is either read by the app (core, adapters,
// ui, server, mobile) or says, in its own doc comment, that it is not applied and why (issue 31 item 6: the roster-tag
// clear delay and the tag alignment debounce were silent constants). This is the one place a non-use is written.
const repo = process.cwd()
const CONSTANTS = join(repo, 'core', 'shared', 'constants.ts')
const Constants = suite('constants of SPEC section 9: applied, or "Not applied" in one place')

const sources = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path)
    return /\.(ts|tsx)$/.test(name) && path !== CONSTANTS ? [path] : []
  })

/** Each exported constant with the doc comment right above it ('' without one). */
const declared = (text: string): ReadonlyArray<{ readonly name: string; readonly doc: string }> =>
  [...text.matchAll(/(?:\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*\n)?export const ([A-Z][A-Z0-9_]*)\b/g)].map((m) => ({ name: m[2] ?? '', doc: m[1] ?? '' }))

Constants('every constant is read outside constants.ts, or its doc comment says "Not applied" and why', () => {
  const app = ['core', 'adapters', 'ui', 'server', 'mobile'].flatMap((layer) => sources(join(repo, layer))).map((path) => readFileSync(path, 'utf8'))
  const constants = declared(readFileSync(CONSTANTS, 'utf8'))
  assert.ok(constants.length > 30, `the constants are found (${constants.length})`)
  const silent = constants.filter(({ name, doc }) => {
    const read = app.some((text) => new RegExp(`\\b${name}\\b`).test(text))
    const explained = /Not applied by the app: \S.{10,}/.test(doc)
    return !read && !explained
  })
  assert.equal(silent.map((c) => c.name), [], 'constants neither applied nor explained')
})

Constants('the roster-tag clear delay (1000 ms) and the tag alignment debounce (100 ms) say where the decision is', () => {
  const constants = declared(readFileSync(CONSTANTS, 'utf8'))
  for (const name of ['ROSTER_TAG_CLEAR_DELAY_MS', 'EVENT_TAG_ALIGNMENT_DEBOUNCE_MS']) {
    const found = constants.find((c) => c.name === name)
    assert.ok(found, name)
    assert.match(found?.doc ?? '', /Not applied by the app: .*docs\/decisions\.md/, name)
  }
  const decisions = readFileSync(join(repo, 'docs', 'decisions.md'), 'utf8')
  assert.match(decisions, /roster-tag clear delay \(1,000 ms\)/)
  assert.match(decisions, /Event-tag alignment debounce \(100 ms\)/)
})

Constants.run()
