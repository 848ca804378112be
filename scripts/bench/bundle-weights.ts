// The marginal cost of each dependency of the web app: the bytes (brotli -11 of each file, summed, as sent) that the
// browser fetches until the login form and until the roster, with and without that dependency. "Without" is the
// same esbuild build (scripts/app-bundle.mjs) in which the app's imports of the package resolve to an empty
// CommonJS module, so everything of the package and of its own dependencies drops out, and the chunks the page
// loads are the same entry points Chromium was seen loading (bundle-budget.ts). The app does not run without the
// package; only the sizes are read.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { brotliCompressSync, constants as zlib } from 'node:zlib'
import * as esbuild from 'esbuild'
import type { Metafile, Plugin } from 'esbuild'
import { appBundleOptions } from '../app-bundle.mjs'
import { kb, type BenchRow } from './bench-row'
import type { BundleMeasure } from './bundle-budget'

const ROOT = process.cwd()

/** Dependencies weighed together: the first cannot be bundled without the others. */
const GROUPS: ReadonlyArray<{ readonly label: string; readonly specifiers: ReadonlyArray<string> }> = [
  { label: 'react + react-dom (client, production)', specifiers: ['react', 'react-dom'] },
  { label: 'Panda CSS runtime (styled-system)', specifiers: ['styled-system'] },
]

/** The package a resolved path belongs to (`@scope/name` or `name`), or undefined outside node_modules. */
const packageOf = (path: string): string | undefined => {
  const at = path.lastIndexOf('node_modules/')
  if (at === -1) return path.includes('styled-system/') ? 'styled-system' : undefined
  const parts = path.slice(at + 'node_modules/'.length).split('/')
  return parts[0]?.startsWith('@') === true ? `${parts[0]}/${parts[1] ?? ''}` : parts[0]
}

const inDependency = (path: string): boolean => path.includes('node_modules/') || path.includes('styled-system/')

/** Packages the app's own modules import (its direct dependencies in the bundle). */
const directDependencies = (meta: Metafile): ReadonlyArray<string> => {
  const found = new Set<string>()
  for (const [path, input] of Object.entries(meta.inputs)) {
    if (inDependency(path)) continue
    for (const i of input.imports) {
      const pkg = packageOf(i.path)
      if (pkg !== undefined && pkg !== 'temporal-polyfill') found.add(pkg)
    }
  }
  return [...found].sort()
}

/** Resolves every import of `specifiers` (bare, or a path into styled-system/) from app code to an empty module. */
const leaveOut = (specifiers: ReadonlyArray<string>): Plugin => ({
  name: 'leave-out',
  setup(build) {
    const matches = (path: string): boolean =>
      specifiers.some((s) => (s === 'styled-system' ? /(^|\/)styled-system(\/|$)/.test(path) : path === s || path.startsWith(`${s}/`)))
    build.onResolve({ filter: /.*/ }, (a) =>
      a.importer !== '' && !inDependency(a.importer) && matches(a.path) ? { path: a.path, namespace: 'cdp-left-out' } : undefined,
    )
    build.onLoad({ filter: /.*/, namespace: 'cdp-left-out' }, () => ({ contents: 'module.exports = {}\n', loader: 'js' }))
  },
})

const brotliCache = new Map<string, number>()
const brotliOf = (text: Uint8Array): number => {
  const key = Buffer.from(text.subarray(0, 64)).toString('base64') + text.length
  const cached = brotliCache.get(key)
  if (cached !== undefined) return cached
  const size = brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length
  brotliCache.set(key, size)
  return size
}

interface Built {
  readonly meta: Metafile
  /** Brotli bytes of each JS output, by its path in the metafile. */
  readonly brotli: ReadonlyMap<string, number>
}

/** The output of each entry point and everything it imports statically. */
const closureOf = (meta: Metafile, entryPoints: ReadonlyArray<string>): ReadonlySet<string> => {
  const seen = new Set<string>()
  const visit = (path: string): void => {
    if (seen.has(path)) return
    seen.add(path)
    for (const i of meta.outputs[path]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path)
  }
  for (const [path, output] of Object.entries(meta.outputs)) if (output.entryPoint !== undefined && entryPoints.includes(output.entryPoint)) visit(path)
  return seen
}

const sumOf = (built: Built, outputs: ReadonlySet<string>): number => [...outputs].reduce((n, p) => n + (built.brotli.get(p) ?? 0), 0)

export interface DependencyWeight {
  readonly dependency: string
  readonly login: number
  readonly roster: number
}

/** Minified bytes of the app's own code in the files fetched until one moment, by folder (`core/auth`, `ui/app`, ...). */
export interface OwnCodeWeight {
  readonly folder: string
  readonly login: number
  readonly roster: number
}

/** The folder a module of the app is counted under: its first two path segments (`ui/container.ts` stays whole). */
const folderOf = (path: string): string => path.split('/').slice(0, 2).join('/')

const ownCodeOf = (meta: Metafile, outputs: ReadonlySet<string>): ReadonlyMap<string, number> => {
  const byFolder = new Map<string, number>()
  for (const path of outputs) {
    for (const [input, { bytesInOutput }] of Object.entries(meta.outputs[path]?.inputs ?? {})) {
      if (inDependency(input) || input.includes(':') || bytesInOutput === 0) continue
      byFolder.set(folderOf(input), (byFolder.get(folderOf(input)) ?? 0) + bytesInOutput)
    }
  }
  return byFolder
}

/** The dependencies' marginal costs, and where the app's own code before each moment comes from. */
export interface BundleWeights {
  readonly dependencies: ReadonlyArray<DependencyWeight>
  /** Largest first (until the roster). */
  readonly ownCode: ReadonlyArray<OwnCodeWeight>
}

/**
 * Builds the app of `measure.profile` again once as served and once without each direct dependency; answers the
 * brotli bytes each dependency adds until the login form and until the roster (largest first), and the minified
 * bytes of the app's own code in those files by folder.
 */
export const weighDependencies = async (measure: BundleMeasure): Promise<BundleWeights> => {
  const profileFile = join(ROOT, 'profiles', measure.profile, 'profile.ts')
  const logo = readdirSync(join(measure.staticDir, 'assets')).find((f) => /^logo-.*\.svg$/.test(f))
  if (logo === undefined) throw new Error(`no logo in ${measure.staticDir}/assets`)
  const work = mkdtempSync(join(tmpdir(), 'cdp-weights-'))
  try {
    let n = 0
    const build = async (plugins: ReadonlyArray<Plugin>): Promise<Built> => {
      n += 1
      const result = await esbuild.build({
        ...appBundleOptions({ root: ROOT, outdir: join(work, String(n)), profileFile, logoUrl: `/assets/${logo}`, extraPlugins: plugins }),
        write: true,
      })
      const brotli = new Map<string, number>()
      for (const path of Object.keys(result.metafile.outputs)) if (path.endsWith('.js')) brotli.set(path, brotliOf(readFileSync(join(ROOT, path))))
      return { meta: result.metafile, brotli }
    }
    const base = await build([])
    // The entry points Chromium loaded: the outputs of the served build with the same names as this build's.
    const byName = new Map(Object.entries(base.meta.outputs).map(([path, o]) => [basename(path), { path, o }]))
    const entriesOf = (files: ReadonlyArray<{ file: string }>): ReadonlyArray<string> => {
      const js = files.filter((f) => f.file.endsWith('.js'))
      const missing = js.filter((f) => !byName.has(f.file))
      if (missing.length > 0) throw new Error(`the served build differs from this one (${missing.map((f) => f.file).join(', ')})`)
      return js.flatMap((f) => byName.get(f.file)?.o.entryPoint ?? [])
    }
    const loginEntries = entriesOf(measure.native.login.files)
    const rosterEntries = entriesOf(measure.native.roster.files)
    const loginOutputs = closureOf(base.meta, loginEntries)
    const rosterOutputs = closureOf(base.meta, rosterEntries)
    const total = { login: sumOf(base, loginOutputs), roster: sumOf(base, rosterOutputs) }
    const ownLogin = ownCodeOf(base.meta, loginOutputs)
    const ownRoster = ownCodeOf(base.meta, rosterOutputs)
    const ownCode = [...ownRoster.keys()]
      .map((folder) => ({ folder, login: ownLogin.get(folder) ?? 0, roster: ownRoster.get(folder) ?? 0 }))
      .sort((a, b) => b.roster - a.roster)
    const grouped = new Set(GROUPS.flatMap((g) => g.specifiers))
    const candidates = [
      ...GROUPS.filter((g) => g.specifiers.some((s) => directDependencies(base.meta).includes(s))),
      ...directDependencies(base.meta)
        .filter((d) => !grouped.has(d))
        .map((d) => ({ label: d, specifiers: [d] })),
    ]
    const weights: DependencyWeight[] = []
    for (const candidate of candidates) {
      const without = await build([leaveOut(candidate.specifiers)])
      weights.push({
        dependency: candidate.label,
        login: total.login - sumOf(without, closureOf(without.meta, loginEntries)),
        roster: total.roster - sumOf(without, closureOf(without.meta, rosterEntries)),
      })
    }
    return { dependencies: weights.sort((a, b) => b.roster - a.roster), ownCode }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/** How many folders of the app's own code the table lists (the largest). */
const OWN_CODE_ROWS = 12

/** One row per dependency (the brotli bytes it adds until the login form and until the roster), then the app's largest folders. */
export const dependencyRows = ({ dependencies, ownCode }: BundleWeights): ReadonlyArray<BenchRow> => [
  ...dependencies.map((w) => ({
    area: 'bundle: marginal cost',
    measure: w.dependency,
    value: `${kb(w.login)} until login, ${kb(w.roster)} until roster (brotli)`,
  })),
  ...ownCode.slice(0, OWN_CODE_ROWS).map((w) => ({
    area: 'bundle: own code',
    measure: w.folder,
    value: `${kb(w.login)} until login, ${kb(w.roster)} until roster (minified)`,
  })),
]
