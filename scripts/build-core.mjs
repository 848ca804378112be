#!/usr/bin/env node
// Builds the public core API (core/index.ts) to dist/core as an npm package of its own (@crew-duty-plan/core):
// one ESM bundle of our code (index.js) with fp-ts, io-ts and temporal-polyfill left as run-time dependencies,
// .d.ts files from tsc, its package.json (scripts/core-package/package.json plus exports, engines and the
// dependency ranges of the app's package.json), its README (scripts/core-package/README.md) and the API reference
// generated from the JSDoc by TypeDoc (scripts/core-api-doc.mjs, into dist/core/api). `--no-api` skips the reference.
// fp-ts's extensionless sub-paths ('fp-ts/Either') do not resolve under Node's ESM loader, so they are
// rewritten to the files Node can load ('fp-ts/lib/Either.js').
import { build } from 'esbuild'
import { spawnSync } from 'node:child_process'
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outdir = join(root, 'dist', 'core')
rmSync(outdir, { recursive: true, force: true })

const nodeEsmSubpaths = {
  name: 'node-esm-subpaths',
  setup(b) {
    b.onResolve({ filter: /^(fp-ts|io-ts)\/[A-Za-z]+$/ }, (args) => {
      const [pkg, mod] = args.path.split('/')
      return { path: `${pkg}/lib/${mod}.js`, external: true }
    })
    b.onResolve({ filter: /^(fp-ts|io-ts|temporal-polyfill)$/ }, (args) => ({ path: args.path, external: true }))
  },
}

await build({
  entryPoints: [join(root, 'core', 'index.ts')],
  outfile: join(outdir, 'index.js'),
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  sourcemap: true,
  plugins: [nodeEsmSubpaths],
  logLevel: 'warning',
})

const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.build-core.json')], {
  stdio: 'inherit',
})
if (tsc.status !== 0) process.exit(tsc.status ?? 1)

// The package's own package.json: only what other tools need to install and import it.
const app = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const template = JSON.parse(readFileSync(join(root, 'scripts', 'core-package', 'package.json'), 'utf8'))
const RUNTIME_DEPENDENCIES = ['fp-ts', 'io-ts', 'temporal-polyfill']
const manifest = {
  name: template.name,
  version: template.version,
  description: template.description,
  keywords: template.keywords,
  type: 'module',
  main: './index.js',
  types: './index.d.ts',
  exports: {
    '.': { types: './index.d.ts', import: './index.js', default: './index.js' },
    './package.json': './package.json',
  },
  sideEffects: false,
  engines: { node: '>=20' },
  dependencies: Object.fromEntries(RUNTIME_DEPENDENCIES.map((name) => [name, app.dependencies[name]])),
}
for (const [name, range] of Object.entries(manifest.dependencies)) {
  if (typeof range !== 'string') throw new Error(`build-core: ${name} is not a dependency of the app's package.json`)
}
writeFileSync(join(outdir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
copyFileSync(join(root, 'scripts', 'core-package', 'README.md'), join(outdir, 'README.md'))

if (!process.argv.includes('--no-api')) {
  const api = spawnSync(process.execPath, [join(root, 'scripts', 'core-api-doc.mjs')], { stdio: 'inherit' })
  if (api.status !== 0) process.exit(api.status ?? 1)
}
console.log(`core built to ${outdir} (${manifest.name}@${manifest.version})`)
