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

/** The check passes on `files`. */
const passes = (files: Record<string, string>): void => {
  const { code, out } = check(files)
  assert.is(code, 0, out)
}

/** The check fails on `files`, and its report names each of `findings`. */
const refuses = (files: Record<string, string>, ...findings: ReadonlyArray<string>): void => {
  const { code, out } = check(files)
  assert.is(code, 1, out)
  for (const finding of findings) assert.match(out, finding)
}

const Deps = suite('dependency direction')

Deps('"core imports only fp-ts, io-ts, temporal-polyfill and itself": a clean tree passes', () => {
  passes({
    'core/roster/a.ts': "import * as E from 'fp-ts/Either'\nimport { Temporal } from 'temporal-polyfill'\nimport { x } from '../shared/y'\n",
    'core/shared/y.ts': "import * as t from 'io-ts'\nexport const x = 1\n",
  })
})

Deps('core importing react is refused', () => {
  refuses({ 'core/roster/a.ts': "import { useState } from 'react'\n" }, "core imports 'react'")
})

Deps('"core features import each other only through core/shared, core/errors, core/access"', () => {
  refuses({ 'core/roster/a.ts': "import { b } from '../check-in/b'\n", 'core/check-in/b.ts': 'export const b = 1\n' }, "feature 'roster' imports feature 'check-in'")
  passes({ 'core/roster/a.ts': "import { b } from '../access/b'\nimport { e } from '../errors/e'\n", 'core/access/b.ts': '', 'core/errors/e.ts': '' })
})

Deps('core touching a browser global (fetch, localStorage) is refused', () => {
  refuses({ 'core/auth/a.ts': "export const f = () => fetch('/x')\n" }, 'browser global')
})

Deps('only ui/container.ts imports adapters; adapters never import ui', () => {
  refuses(
    {
      'ui/home.tsx': "import { http } from '../adapters/http'\n",
      'adapters/http.ts': "import { x } from '../ui/x'\n",
      'ui/x.ts': '',
    },
    'only ui/container.ts may import adapters',
    'adapters import ui',
  )
  passes({ 'ui/container.ts': "import { http } from '../adapters/http'\n", 'adapters/http.ts': '' })
})

Deps('an import cycle anywhere fails the check, even through type-only imports; the loop is named', () => {
  refuses(
    {
      'ui/app/route-table.tsx': "import { HomeScreen } from '../home/home-screen'\nexport interface ScreenProps { readonly id: string }\n",
      'ui/home/home-screen.tsx': "import type { ScreenProps } from '../app/route-table'\nexport const HomeScreen = (p: ScreenProps) => p.id\n",
      'server/a.ts': "export { b } from './b'\n",
      'server/b.ts': "import { c } from './c'\nexport const b = c\n",
      'server/c.ts': "import { a } from './a.js'\nexport const c = 1\n",
    },
    'import cycle through 2 files: ui/app/route-table.tsx -> ui/home/home-screen.tsx -> ui/app/route-table.tsx',
    'import cycle through 3 files: server/a.ts -> server/b.ts -> server/c.ts -> server/a.ts',
  )
})

Deps('the same files without the loop pass: a shared module both import is no cycle', () => {
  passes({
    'ui/app/screen-props.ts': 'export interface ScreenProps { readonly id: string }\n',
    'ui/app/route-table.tsx': "import { HomeScreen } from '../home/home-screen'\nimport type { ScreenProps } from './screen-props'\n",
    'ui/home/home-screen.tsx': "import type { ScreenProps } from '../app/screen-props'\nexport const HomeScreen = (p: ScreenProps) => p.id\n",
  })
})

Deps('a port is declared once, in core: a copy in ui or adapters, or a *Service / *Port declared there, is refused', () => {
  const core = {
    'core/platform/scheduler.port.ts': 'export interface Scheduler { readonly setTimeout: (ms: number, f: () => void) => () => void }\n',
    'core/roster/roster.port.ts': 'export interface RosterPort { readonly load: () => void }\n',
  }
  refuses(
    {
      ...core,
      'ui/app/infra.types.ts': 'export interface Scheduler { readonly setTimeout: (ms: number, f: () => void) => () => void }\n',
      'adapters/http/roster.http.ts': 'export type RosterPort = { readonly load: () => void }\n',
      'adapters/geo/geolocation.ts': 'export interface GeolocationService { readonly current: () => void }\n',
    },
    "ui/app/infra.types.ts: declares 'Scheduler' again (the port is declared in core/platform/scheduler.port.ts",
    "adapters/http/roster.http.ts: declares 'RosterPort' again (the port is declared in core/roster/roster.port.ts",
    "adapters/geo/geolocation.ts: declares the port-shaped 'GeolocationService' outside core",
  )
  passes({
    ...core,
    'adapters/clock/scheduler.ts': "import type { Scheduler } from '../../core/platform/scheduler.port'\nexport const realScheduler: Scheduler = { setTimeout: () => () => undefined }\n",
    'ui/app/tokens.ts': "import type { Scheduler } from '../../core/platform/scheduler.port'\nexport interface Token { readonly s?: Scheduler }\n",
  })
})

Deps('core/platform may name the features it runs (a geofence port names the check-in machine), and any feature may use it', () => {
  passes({
    'core/check-in/geofence.machine.ts': 'export interface GeofenceState { readonly on: boolean }\n',
    'core/platform/geofence.port.ts': "import type { GeofenceState } from '../check-in/geofence.machine'\nexport interface GeofenceRunner { readonly state: () => GeofenceState }\n",
    'core/roster/clock-user.ts': "import type { GeofenceRunner } from '../platform/geofence.port'\nexport const f = (r: GeofenceRunner) => r.state()\n",
  })
})

Deps('profiles are data: they import core and themselves, never ui or adapters', () => {
  refuses({ 'profiles/demo/theme.ts': "import type { AirlineTheme } from '../../ui/design/theme.types'\n", 'ui/design/theme.types.ts': '' }, "profiles/demo/theme.ts: profiles import ui ('../../ui/design/theme.types')")
  passes({
    'profiles/demo/theme.ts': "import type { AirlineTheme } from '../theme.types'\n",
    'profiles/theme.types.ts': '',
    'profiles/demo/profile.ts': "import { profileWith } from '../../core/access/profiles.rules'\n",
    'core/access/profiles.rules.ts': '',
  })
})

Deps.run()
