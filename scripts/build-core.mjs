#!/usr/bin/env node
// Builds the public core API (core/index.ts) to dist/core: one ESM bundle of our code (index.js) with
// fp-ts, io-ts and temporal-polyfill left as run-time dependencies, plus .d.ts files from tsc.
// fp-ts's extensionless sub-paths ('fp-ts/Either') do not resolve under Node's ESM loader, so they are
// rewritten to the files Node can load ('fp-ts/lib/Either.js').
import { build } from 'esbuild'
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
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
console.log(`core built to ${outdir}`)
