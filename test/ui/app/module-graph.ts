// The production build's module graph (esbuild's metafile of the demo profile's app, no files written), built once
// per test process and shared by the tests that read what loads when: test/ui/app/lazy-loading, roster-path,
// first-view-chunks and test/ui/i18n/first-screen-parts.
import { join } from 'node:path'
import * as esbuild from 'esbuild'
import type { Metafile } from 'esbuild'
import { appBundleOptions } from '../../../scripts/app-bundle.mjs'

const ROOT = process.cwd()

let built: Promise<Metafile> | undefined

/** The metafile of the demo profile's app as build.mjs bundles it. */
export const appMetafile = (): Promise<Metafile> =>
  (built ??= esbuild
    .build({
      ...appBundleOptions({ root: ROOT, outdir: join(ROOT, '.test-tmp', 'module-graph'), profileFile: join(ROOT, 'profiles', 'demo', 'profile.ts'), logoUrl: '/logo.svg' }),
      write: false,
    })
    .then((result) => result.metafile))

/**
 * The outputs of the entry points `isEntry` accepts and every output they import statically (what the browser
 * fetches once one of them runs). A lazily loaded module's entry point is named `cdp-lazy:<path from the root>`.
 */
export const staticClosure = (m: Metafile, isEntry: (entryPoint: string) => boolean): ReadonlySet<string> => {
  const seen = new Set<string>()
  const visit = (path: string): void => {
    if (seen.has(path)) return
    seen.add(path)
    for (const i of m.outputs[path]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path)
  }
  for (const [path, output] of Object.entries(m.outputs)) if (output.entryPoint !== undefined && isEntry(output.entryPoint)) visit(path)
  return seen
}

/** The source modules bundled into `outputs`. */
export const modulesIn = (m: Metafile, outputs: Iterable<string>): ReadonlyArray<string> => [...outputs].flatMap((p) => Object.keys(m.outputs[p]?.inputs ?? {}))
