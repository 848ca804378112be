// What index.html names for the first view (scripts/app-bundle.mjs `firstViewChunks`, written by build.mjs), read
// from the production build's module graph (esbuild's metafile, no files written): every chunk the entry runs
// before the first screen is preloaded with it; every chunk a signed-in first view runs is named for ui/main.tsx to
// preload when a session is stored; and nothing of the signed-in app is in the first list.
import type { Metafile } from 'esbuild'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { firstViewChunks, SIGNED_IN_FIRST } from '../../../scripts/app-bundle.mjs'
import { appMetafile } from './module-graph'
import { FALLBACK_LANGUAGE, LANGUAGES } from '../../../core/shared/constants'

const ROOT = process.cwd()
const Chunks = suite('the chunks index.html names for the first view')

interface FirstView {
  readonly preload: ReadonlyArray<string>
  readonly signedIn: ReadonlyArray<string>
  readonly dictionaries: ReadonlyArray<{ readonly language: string; readonly part: string; readonly path: string }>
}
const chunksOf = (m: Metafile): FirstView => {
  const chunks = firstViewChunks(m, ROOT, FALLBACK_LANGUAGE)
  if (typeof chunks === 'string') throw new Error(chunks)
  return chunks
}

const outputOf = (m: Metafile, entryPoint: string): string => {
  const found = Object.entries(m.outputs).find(([, o]) => o.entryPoint === entryPoint)?.[0]
  if (found === undefined) throw new Error(`no output for ${entryPoint}`)
  return found
}

/** Every output `path` imports statically, directly or not. */
const staticImports = (m: Metafile, path: string, seen = new Set<string>()): Set<string> => {
  for (const i of m.outputs[path]?.imports ?? []) {
    if (i.kind !== 'import-statement' || seen.has(i.path)) continue
    seen.add(i.path)
    staticImports(m, i.path, seen)
  }
  return seen
}

Chunks('every chunk the entry, the app start and the language loader import statically is preloaded with the entry, largest first', async () => {
  const m = await appMetafile()
  const { preload } = chunksOf(m)
  const entry = outputOf(m, 'ui/main.tsx')
  const needed = new Set([outputOf(m, 'ui/start-app.tsx'), outputOf(m, 'ui/i18n/load-language.ts')])
  for (const start of [entry, ...needed]) for (const path of staticImports(m, start)) needed.add(path)
  needed.delete(entry)
  assert.equal([...preload].sort(), [...needed].sort())
  assert.ok(needed.size >= 3, `the check looks at the app's chunks (${needed.size})`)
  const sizes = preload.map((p) => m.outputs[p]?.bytes ?? 0)
  assert.equal(sizes, [...sizes].sort((a, b) => b - a), 'largest first')
  assert.not.ok(preload.some((p) => /global\.esm/.test(p)), 'not the Temporal polyfill')
})

Chunks('every chunk of a signed-in first view (session runtime, home screen, signed-in HTTP adapters) is named, and none twice', async () => {
  const m = await appMetafile()
  const { preload, signedIn } = chunksOf(m)
  for (const file of SIGNED_IN_FIRST) {
    const lazy = outputOf(m, `cdp-lazy:${file}`)
    for (const path of [lazy, ...staticImports(m, lazy)]) assert.ok(preload.includes(path) || signedIn.includes(path), `${path} (for ${file}) is named`)
  }
  assert.equal(signedIn.filter((p) => preload.includes(p)), [], 'none is in both lists')
  // The signed-in chunks hold the session runtime: the reason they wait for a stored session.
  const modules = signedIn.flatMap((p) => Object.keys(m.outputs[p]?.inputs ?? {}))
  for (const module of ['ui/app/session-lifecycle.ts', 'ui/app/duties.store.ts', 'ui/features/home/home-screen.tsx']) assert.ok(modules.includes(module), module)
  assert.not.ok(modules.some((p) => p.startsWith('ui/features/sign-in/')), 'no sign-in screen')
})

Chunks('each language\'s signed-out and home dictionary parts, the fallback language\'s first', async () => {
  const { dictionaries } = chunksOf(await appMetafile())
  assert.equal(
    dictionaries.map((d) => `${d.language}/${d.part}`),
    [FALLBACK_LANGUAGE, ...LANGUAGES.filter((l) => l !== FALLBACK_LANGUAGE)].flatMap((l) => [`${l}/signed-out`, `${l}/signed-in-home`]),
  )
})

Chunks.run()
