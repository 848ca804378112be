import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

const script = join(process.cwd(), 'scripts', 'check-deps.mjs')

const tree = (files: Record<string, string>): string => {
  const root = mkdtempSync(join(tmpdir(), 'check-deps-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), content)
  }
  return root
}

const check = (files: Record<string, string>) => {
  const root = tree(files)
  try {
    const result = spawnSync(process.execPath, [script], { env: { ...process.env, CHECK_DEPS_ROOT: root }, encoding: 'utf8' })
    return { code: result.status, out: result.stdout }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

const Deps = suite('dependency direction')

Deps('"core imports only fp-ts, io-ts, temporal-polyfill and itself": a clean tree passes', () => {
  const { code, out } = check({
    'core/roster/a.ts': "import * as E from 'fp-ts/Either'\nimport { Temporal } from 'temporal-polyfill'\nimport { x } from '../shared/y'\n",
    'core/shared/y.ts': "import * as t from 'io-ts'\nexport const x = 1\n",
  })
  assert.is(code, 0, out)
})

Deps('core importing react is refused', () => {
  const { code, out } = check({ 'core/roster/a.ts': "import { useState } from 'react'\n" })
  assert.is(code, 1)
  assert.match(out, "core imports 'react'")
})

Deps('"core features import each other only through core/shared, core/errors, core/access"', () => {
  const bad = check({ 'core/roster/a.ts': "import { b } from '../check-in/b'\n", 'core/check-in/b.ts': 'export const b = 1\n' })
  assert.is(bad.code, 1)
  assert.match(bad.out, "feature 'roster' imports feature 'check-in'")
  const ok = check({ 'core/roster/a.ts': "import { b } from '../access/b'\nimport { e } from '../errors/e'\n", 'core/access/b.ts': '', 'core/errors/e.ts': '' })
  assert.is(ok.code, 0, ok.out)
})

Deps('core touching a browser global (fetch, localStorage) is refused', () => {
  const { code, out } = check({ 'core/auth/a.ts': "export const f = () => fetch('/x')\n" })
  assert.is(code, 1)
  assert.match(out, 'browser global')
})

Deps('only ui/container.ts imports adapters; adapters never import ui', () => {
  const bad = check({
    'ui/home.tsx': "import { http } from '../adapters/http'\n",
    'adapters/http.ts': "import { x } from '../ui/x'\n",
    'ui/x.ts': '',
  })
  assert.is(bad.code, 1)
  assert.match(bad.out, 'only ui/container.ts may import adapters')
  assert.match(bad.out, 'adapters import ui')
  const ok = check({ 'ui/container.ts': "import { http } from '../adapters/http'\n", 'adapters/http.ts': '' })
  assert.is(ok.code, 0, ok.out)
})

Deps('an import cycle anywhere fails the check, even through type-only imports; the loop is named', () => {
  const bad = check({
    'ui/app/route-table.tsx': "import { HomeScreen } from '../home/home-screen'\nexport interface ScreenProps { readonly id: string }\n",
    'ui/home/home-screen.tsx': "import type { ScreenProps } from '../app/route-table'\nexport const HomeScreen = (p: ScreenProps) => p.id\n",
    'server/a.ts': "export { b } from './b'\n",
    'server/b.ts': "import { c } from './c'\nexport const b = c\n",
    'server/c.ts': "import { a } from './a.js'\nexport const c = 1\n",
  })
  assert.is(bad.code, 1)
  assert.match(bad.out, 'import cycle through 2 files: ui/app/route-table.tsx -> ui/home/home-screen.tsx -> ui/app/route-table.tsx')
  assert.match(bad.out, 'import cycle through 3 files: server/a.ts -> server/b.ts -> server/c.ts -> server/a.ts')
})

Deps('the same files without the loop pass: a shared module both import is no cycle', () => {
  const ok = check({
    'ui/app/screen-props.ts': 'export interface ScreenProps { readonly id: string }\n',
    'ui/app/route-table.tsx': "import { HomeScreen } from '../home/home-screen'\nimport type { ScreenProps } from './screen-props'\n",
    'ui/home/home-screen.tsx': "import type { ScreenProps } from '../app/screen-props'\nexport const HomeScreen = (p: ScreenProps) => p.id\n",
  })
  assert.is(ok.code, 0, ok.out)
})

Deps.run()
