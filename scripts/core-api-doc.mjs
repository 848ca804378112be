#!/usr/bin/env node
// The API reference of the core library (@crew-duty-plan/core), generated from the JSDoc of core/index.ts's
// exports by TypeDoc into dist/core/api (HTML; api/index.html). scripts/build-core.mjs runs it after the build,
// so the reference ships in the package; it is not committed (it follows the code on every build).
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, 'dist', 'core', 'api')
const typedoc = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules', 'typedoc', 'bin', 'typedoc'),
    '--entryPoints', join(root, 'core', 'index.ts'),
    '--tsconfig', join(root, 'tsconfig.core.json'),
    '--out', out,
    '--name', '@crew-duty-plan/core',
    '--readme', join(root, 'scripts', 'core-package', 'README.md'),
    '--excludePrivate',
    '--excludeInternal',
    '--disableSources',
    '--hideGenerator',
    '--logLevel', 'Error',
    '--treatWarningsAsErrors', 'false',
  ],
  { cwd: root, stdio: 'inherit' },
)
if (typedoc.status !== 0) process.exit(typedoc.status ?? 1)
console.log(`core API reference written to ${out}`)
