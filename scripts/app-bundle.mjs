// The esbuild options of the web app, shared by build.mjs (the real build) and the bundle benchmark (which builds
// the same app again with one dependency left out to weigh it).
import { execFileSync } from 'node:child_process'
import { join, relative } from 'node:path'
import { pandaStaticPlugin } from './panda-static.mjs'

/** Browsers the build is written for (syntax newer than these is lowered). */
export const BROWSER_TARGET = ['es2022', 'chrome100', 'safari15', 'firefox100']

/** The module that replaces ui/profile/active-profile.ts in the bundle. */
export const activeProfilePlugin = (root, profileFile, logoUrl) => ({
  name: 'active-profile',
  setup(build) {
    build.onResolve({ filter: /\/active-profile$/ }, (a) =>
      a.importer.endsWith(join('ui', 'profile', 'current-profile.ts')) ? { path: 'active-profile', namespace: 'cdp-profile' } : undefined,
    )
    build.onLoad({ filter: /.*/, namespace: 'cdp-profile' }, () => ({
      contents:
        `export { profile as activeProfile, extras as activeExtras } from ${JSON.stringify(profileFile)}\n` +
        `export const activeLogoUrl = ${JSON.stringify(logoUrl)}\n`,
      resolveDir: root,
      loader: 'ts',
    }))
  },
})

/**
 * `temporal-polyfill` read as `globalThis.Temporal`: ui/main.tsx installs `temporal-polyfill/global` before the app
 * where the browser has no Temporal, so a browser with a native one never downloads the polyfill (19 KB gzip).
 * Only the bare specifier is replaced; `temporal-polyfill/global` is bundled as the lazy chunk that installs it.
 */
export const nativeTemporalPlugin = {
  name: 'native-temporal',
  setup(build) {
    build.onResolve({ filter: /^temporal-polyfill$/ }, () => ({ path: 'temporal', namespace: 'cdp-temporal' }))
    build.onLoad({ filter: /.*/, namespace: 'cdp-temporal' }, () => ({
      contents: 'export const Temporal = globalThis.Temporal\n',
      loader: 'js',
    }))
  },
}

/**
 * `reflect-metadata/lite` (imported by inversify) replaced with ui/reflect-metadata-lite.ts: the few metadata
 * functions inversify calls, for 8 KB less before the login form.
 */
export const reflectMetadataPlugin = (root) => ({
  name: 'reflect-metadata-lite',
  setup(build) {
    build.onResolve({ filter: /^reflect-metadata\/lite$/ }, () => ({ path: join(root, 'ui', 'reflect-metadata-lite.ts') }))
  },
})

/**
 * Lazily imported modules of the signed-out app (sign-in screens, native adapters, the flows of a single sign-on
 * and the auth runner's redirect to its provider): they never wait for the signed-in part.
 */
export const SIGNED_OUT_MODULE = /(^|\/|:)(ui\/features\/sign-in\/|adapters\/native\/|adapters\/sso\/(oidc|sso)-flows\.ts$|ui\/app\/sso-redirect\.ts$)/

/**
 * What the roster needs first once someone is signed in, each loaded lazily: the home screen and the session runtime
 * (ui/container.ts `bindSession`: its adapters, which carry the signed-in HTTP adapters and the offline storage too,
 * and its container modules, which bind the session shell). build.mjs names their chunks in index.html so that a
 * stored session fetches them at start.
 */
export const SIGNED_IN_FIRST = [
  'ui/features/home/home-screen.tsx',
  'adapters/session/session-adapters.ts',
  // With the session modules: the signed-in routes and screens' table, the shell's signed-in parts (session-shell.tsx).
  'ui/app/session-modules.ts',
]

/**
 * What index.html names for the first view, read from esbuild's metafile (paths as its outputs name them), or a
 * message saying which chunk is missing:
 * - `preload`: what the entry (ui/main.tsx) runs before the first screen, the app start (ui/start-app.tsx) and the
 *   language loader with every chunk the three import statically, less the entry itself; largest first (the browser
 *   fetches them in this order, a few at a time); the Temporal polyfill is not in it (most browsers never need it);
 * - `signedIn`: the chunks of a signed-in first view (the lazy modules of SIGNED_IN_FIRST and every chunk they import
 *   statically), less those of `preload`; largest first;
 * - `dictionaries`: the signed-out and home parts of each language's dictionary (`locales/<language>/signed-out.ts`,
 *   `signed-in-home.ts`), `fallbackLanguage`'s first, the signed-out part before the home one.
 */
export const firstViewChunks = (metafile, root, fallbackLanguage) => {
  const outputs = Object.entries(metafile.outputs)
  const pathOf = (entryPoint) => outputs.find(([, meta]) => meta.entryPoint === entryPoint)?.[0]
  const staticClosure = (path, seen) => {
    if (seen.has(path)) return seen
    seen.add(path)
    for (const i of metafile.outputs[path]?.imports ?? []) if (i.kind === 'import-statement') staticClosure(i.path, seen)
    return seen
  }
  const bySize = (a, b) => metafile.outputs[b].bytes - metafile.outputs[a].bytes
  const firstEntries = ['ui/main.tsx', 'ui/start-app.tsx', 'ui/i18n/load-language.ts']
  const signedInEntries = SIGNED_IN_FIRST.map((f) => `cdp-lazy:${f}`)
  const missing = [...firstEntries, ...signedInEntries].find((e) => pathOf(e) === undefined)
  if (missing !== undefined) return `esbuild produced no chunk for ${missing}`
  const entry = pathOf('ui/main.tsx')
  const first = firstEntries.reduce((seen, e) => staticClosure(pathOf(e), seen), new Set())
  const signedIn = signedInEntries.reduce((seen, e) => staticClosure(pathOf(e), seen), new Set(first))
  const dictionaries = outputs
    .flatMap(([path, meta]) => {
      const found = /^locales\/([a-z]+)\/(signed-out|signed-in-home)\.ts$/.exec(meta.entryPoint ?? '')
      return found === null ? [] : [{ language: found[1], part: found[2], path }]
    })
    .sort((a, b) => Number(b.language === fallbackLanguage) - Number(a.language === fallbackLanguage) || a.language.localeCompare(b.language) || b.part.localeCompare(a.part))
  if (!dictionaries.some((d) => d.language === fallbackLanguage && d.part === 'signed-out')) return `esbuild produced no chunk for locales/${fallbackLanguage}/signed-out.ts`
  return {
    preload: [...first].filter((p) => p !== entry).sort(bySize),
    signedIn: [...signedIn].filter((p) => !first.has(p)).sort(bySize),
    dictionaries,
  }
}

/**
 * Every module the app imports lazily (`import('./x')` from app code, except from ui/main.tsx, and the dictionaries)
 * also imports ui/start-app.tsx, which is loaded before any of them anyway. esbuild puts a module in a chunk by the
 * set of entry points that reach it; with the shell reached from every lazy entry as well, the whole shell (React,
 * inversify, the composition root, the design system) is one chunk instead of some thirty chunks split by which
 * screens happen to share a module. Each file is compressed on its own, so fewer and larger files are smaller on
 * the wire. The lazy entry is a wrapper `import START_APP; export * from './x'`, in its own namespace.
 *
 * The same holds one step later: every lazy module of the signed-in app (all but the signed-out screens and the
 * native adapters) also imports the home screen, the signed-in HTTP adapters and the session runtime (its adapters
 * and container modules), which the roster loads first, so what the screens share with them is one chunk too.
 */
export const shellChunkPlugin = (root) => ({
  name: 'shell-chunk',
  setup(build) {
    const startApp = join(root, 'ui', 'start-app.tsx')
    const outside = (importer) => importer.includes('node_modules') || importer.startsWith(join(root, 'locales')) || importer === join(root, 'ui', 'main.tsx')
    build.onResolve({ filter: /^\./ }, async (a) => {
      if (a.kind !== 'dynamic-import' || a.namespace !== 'file' || outside(a.importer)) return undefined
      const resolved = await build.resolve(a.path, { resolveDir: a.resolveDir, kind: 'import-statement', importer: a.importer })
      if (resolved.errors.length > 0) return { errors: resolved.errors }
      // The dictionaries load beside the shell (ui/main.tsx starts the one of the stored language), not after it.
      if (resolved.path.startsWith(join(root, 'locales'))) return { path: resolved.path }
      // Named relative to the root: esbuild hashes the paths of other namespaces as they are, and an absolute path
      // would make the chunk names (and so the bytes) depend on where the checkout lies.
      return { path: relative(root, resolved.path), namespace: 'cdp-lazy' }
    })
    const signedInFirst = SIGNED_IN_FIRST.map((f) => join(root, f))
    const loadedBefore = (path) => [startApp, ...(SIGNED_OUT_MODULE.test(path) ? [] : signedInFirst.filter((p) => p !== path))]
    const specifier = (path) => JSON.stringify(`./${relative(root, path)}`)
    build.onLoad({ filter: /.*/, namespace: 'cdp-lazy' }, (a) => {
      const path = join(root, a.path)
      return {
        contents: `${loadedBefore(path).map((p) => `import ${specifier(p)}\n`).join('')}export * from ${specifier(path)}\n`,
        resolveDir: root,
        loader: 'js',
      }
    })
  },
})

/**
 * What the build knows of itself (the settings screen's version label, issue 26): the date and short hash of the
 * commit it is built from, from git; empty outside a git checkout (the label then falls back to SPEC's). build.mjs
 * writes them into index.html (`<meta name="build">`), which ui/app/build-facts.ts reads.
 */
export const buildFacts = (root) => {
  try {
    const [date, commit] = execFileSync('git', ['log', '-1', '--format=%cs %h'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim().split(' ')
    return { date: date ?? '', commit: commit ?? '' }
  } catch {
    return { date: '', commit: '' }
  }
}

/**
 * The options of the app bundle: ui/main.tsx split into lazy chunks, minified for production.
 * `extraPlugins` run before the app's own (the benchmark uses one to leave a dependency out).
 */
export const appBundleOptions = ({ root, outdir, profileFile, logoUrl, extraPlugins = [] }) => ({
  absWorkingDir: root,
  entryPoints: { main: 'ui/main.tsx' },
  outdir,
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: BROWSER_TARGET,
  minify: true,
  legalComments: 'none',
  jsx: 'automatic',
  resolveExtensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
  // The build's own facts (`buildFacts`) are in index.html, not here: a commit that changes no source keeps every
  // file's bytes and name (returning devices keep what they hold; the bytes caps do not move with the hash).
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  logLevel: 'silent',
  plugins: [...extraPlugins, pandaStaticPlugin(root), activeProfilePlugin(root, profileFile, logoUrl), nativeTemporalPlugin, reflectMetadataPlugin(root), shellChunkPlugin(root)],
})
