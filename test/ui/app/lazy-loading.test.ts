// What the login form waits for, read from the production build's module graph (esbuild's metafile, no files
// written): the screens of the signed-in app, their DI modules, the signed-in HTTP adapters and the signed-in part of
// the dictionaries load after it, and the shell is one chunk (docs/architecture.md, "How to add a screen").
import { join } from 'node:path'
import * as esbuild from 'esbuild'
import type { Metafile } from 'esbuild'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { appBundleOptions } from '../../../scripts/app-bundle.mjs'

const ROOT = process.cwd()
const Lazy = suite('what the login form waits for')

let meta: Metafile | undefined
const metafile = async (): Promise<Metafile> => {
  meta ??= (
    await esbuild.build({
      ...appBundleOptions({ root: ROOT, outdir: join(ROOT, '.test-tmp', 'lazy-loading'), profileFile: join(ROOT, 'profiles', 'demo', 'profile.ts'), logoUrl: '/logo.svg' }),
      write: false,
    })
  ).metafile
  return meta
}

/** The outputs the page loads before the first screen: the entry, the app start, the language loader, and their static imports. */
const firstOutputs = (m: Metafile): ReadonlyArray<string> => {
  const seen = new Set<string>()
  const visit = (path: string): void => {
    if (seen.has(path)) return
    seen.add(path)
    for (const i of m.outputs[path]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path)
  }
  const entries = ['ui/main.tsx', 'ui/start-app.tsx', 'ui/i18n/load-language.ts']
  for (const [path, output] of Object.entries(m.outputs)) if (output.entryPoint !== undefined && entries.includes(output.entryPoint)) visit(path)
  return [...seen].filter((p) => p.endsWith('.js'))
}

/** The source modules in the outputs loaded before the first screen. */
const firstModules = (m: Metafile): ReadonlyArray<string> => firstOutputs(m).flatMap((p) => Object.keys(m.outputs[p]?.inputs ?? {}))

Lazy('no screen of the signed-in app, no feature DI module and no signed-in adapter loads before the login form', async () => {
  const modules = firstModules(await metafile())
  const signedIn = modules.filter(
    (p) =>
      (p.startsWith('ui/features/') && !p.startsWith('ui/features/sign-in/')) ||
      p === 'adapters/http/signed-in.http.ts' ||
      /^locales\/[a-z]+\/signed-in\.ts$/.test(p),
  )
  assert.equal(signedIn, [])
  // The check looks at the right graph: the shell and the app start are in it.
  assert.ok(modules.includes('ui/app/route-table.tsx') && modules.includes('ui/container.ts'), 'the shell loads before the first screen')
})

Lazy('not even the other sign-in screens: the login screen comes alone', async () => {
  const m = await metafile()
  const modules = firstModules(m)
  // (The login form itself is in the shell: the re-authentication overlay shows it over any screen.)
  assert.equal(modules.filter((p) => p.startsWith('ui/features/sign-in/') && p.endsWith('-screen.tsx')), [])
  const login = Object.values(m.outputs).find((o) => o.entryPoint?.endsWith('ui/features/sign-in/login-screen.tsx') === true)
  assert.ok(login !== undefined, 'the login screen is a lazy entry of its own')
  const loginModules = Object.keys(login.inputs)
  assert.not.ok(loginModules.some((p) => p.includes('server-selection-screen') || p.includes('forget-password-screen')))
})

Lazy('the shell is one chunk: at most 8 scripts before the first screen (there were 37 when it was split)', async () => {
  const outputs = firstOutputs(await metafile())
  assert.ok(outputs.length <= 8, `${outputs.length} scripts: ${outputs.join(', ')}`)
})

Lazy.run()
