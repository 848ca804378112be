import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// The core library as other airline tools get it (issue 31 item 14): `npm run build:core` writes dist/core as a
// package of its own, `npm pack` makes its tarball, `npm install` puts the tarball (no link to this repository) into
// an empty folder outside it, and the README's worked examples run there on the machine's Node 20 (the package says
// engines node >= 20) and on the project's Node 24.
const repo = process.cwd()
const dist = join(repo, 'dist', 'core')
const PublicApi = suite('public core API: the @crew-duty-plan/core package')

// Plain output: the test runner's FORCE_COLOR would colour the numbers the examples print.
const { FORCE_COLOR: _colour, ...plainEnv } = process.env
const run = (command: string, args: ReadonlyArray<string>, cwd: string) => {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...plainEnv, NO_COLOR: '1', npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' } })
  return { status: result.status, out: result.stdout ?? '', err: `${result.stderr ?? ''}${result.error?.message ?? ''}` }
}

/** The machine's Node 20 (not node_modules/.bin/node, which is Node 24): the first `node` on the usual paths that says v20. */
const node20 = (): string | undefined => {
  const candidates = ['/usr/local/bin/node', '/usr/bin/node', ...run('which', ['-a', 'node'], repo).out.split('\n').map((l) => l.trim())]
  return candidates.filter((path) => path !== '' && existsSync(path)).find((path) => /^v20\./.test(run(path, ['--version'], repo).out.trim()))
}

/** The README's ```js blocks, each with the lines it says it prints (`// → ...`). */
const examples = (readme: string): ReadonlyArray<{ readonly code: string; readonly prints: ReadonlyArray<string> }> =>
  [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => {
    const code = m[1] ?? ''
    return { code, prints: [...code.matchAll(/^\/\/ → (.*)$/gm)].map((p) => p[1] ?? '') }
  })

let tarball = ''
let installed = ''

PublicApi.before(() => {
  const build = run(process.execPath, [join(repo, 'scripts', 'build-core.mjs')], repo)
  assert.is(build.status, 0, build.err + build.out)
})

PublicApi.after(() => {
  if (installed !== '') rmSync(installed, { recursive: true, force: true })
  if (tarball !== '') rmSync(tarball, { force: true })
})

PublicApi('dist/core/package.json: a scoped name, a semver version, exports with types, only fp-ts, io-ts and temporal-polyfill, engines node >= 20', () => {
  const manifest = JSON.parse(readFileSync(join(dist, 'package.json'), 'utf8')) as Record<string, unknown>
  assert.is(manifest['name'], '@crew-duty-plan/core')
  assert.match(String(manifest['version']), /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?$/)
  assert.is(manifest['private'], undefined)
  assert.equal(manifest['exports'], { '.': { types: './index.d.ts', import: './index.js', default: './index.js' }, './package.json': './package.json' })
  assert.equal(Object.keys(manifest['dependencies'] as object).sort(), ['fp-ts', 'io-ts', 'temporal-polyfill'])
  assert.equal(manifest['engines'], { node: '>=20' })
  assert.is(manifest['devDependencies'], undefined)
  assert.ok(existsSync(join(dist, 'index.d.ts')) && existsSync(join(dist, 'index.js')))
  assert.ok(existsSync(join(dist, 'api', 'index.html')), 'the API reference generated from the JSDoc (scripts/core-api-doc.mjs)')
  assert.match(readFileSync(join(dist, 'api', 'index.html'), 'utf8'), /@crew-duty-plan\/core/)
})

PublicApi('npm pack, then npm install of the tarball into an empty folder (no link): the package and nothing of the app', () => {
  const pack = run('npm', ['pack', '--json', '--pack-destination', tmpdir()], dist)
  assert.is(pack.status, 0, pack.err)
  const packed = JSON.parse(pack.out) as ReadonlyArray<{ filename: string; files: ReadonlyArray<{ path: string }> }>
  tarball = join(tmpdir(), packed[0]?.filename ?? '')
  const files = (packed[0]?.files ?? []).map((f) => f.path)
  assert.ok(files.includes('README.md') && files.includes('index.js') && files.includes('index.d.ts') && files.includes('api/index.html'), files.slice(0, 20).join(', '))
  assert.not.ok(files.some((f) => /^(ui|server|adapters|mobile|node_modules)\//.test(f)), 'only the core library')

  installed = mkdtempSync(join(tmpdir(), 'airline-tool-'))
  writeFileSync(join(installed, 'package.json'), JSON.stringify({ name: 'airline-tool', version: '1.0.0', type: 'module', private: true }))
  const app = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
  // As the README says: the package, plus fp-ts and temporal-polyfill the tool builds values with. From the registry,
  // or the npm cache when offline.
  const install = run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball, `fp-ts@${app.dependencies['fp-ts']}`, `temporal-polyfill@${app.dependencies['temporal-polyfill']}`], installed)
  assert.is(install.status, 0, install.err)
  const scope = join(installed, 'node_modules', '@crew-duty-plan')
  assert.equal(readdirSync(scope), ['core'])
  assert.not.ok(existsSync(join(installed, 'node_modules', 'react')), 'none of the app\'s dependencies')
  assert.not.ok(existsSync(join(installed, 'node_modules', 'crew-duty-plan')))
})

for (const [label, nodeOf] of [
  ['Node 20 (the machine\'s)', node20],
  ['Node 24 (the project\'s)', () => process.execPath],
] as const) {
  PublicApi(`the README's three worked examples run from the installed tarball on ${label}, printing what the README says`, () => {
    assert.ok(installed !== '', 'installed by the test before')
    const node = nodeOf()
    assert.ok(node !== undefined, 'a Node 20 on this machine (which -a node)')
    const version = run(node as string, ['--version'], installed).out.trim()
    assert.match(version, label.startsWith('Node 20') ? /^v20\./ : /^v24\./)
    const blocks = examples(readFileSync(join(installed, 'node_modules', '@crew-duty-plan', 'core', 'README.md'), 'utf8'))
    assert.is(blocks.length, 3)
    blocks.forEach((block, i) => {
      assert.ok(block.prints.length > 0, `example ${i + 1} says what it prints`)
      const file = join(installed, `example-${i + 1}.mjs`)
      writeFileSync(file, block.code)
      const result = run(node as string, [file], installed)
      assert.is(result.status, 0, `example ${i + 1} on ${version}: ${result.err}`)
      assert.equal(result.out.trim().split('\n'), block.prints, `example ${i + 1} on ${version}`)
    })
  })
}

PublicApi.run()
