// StrykerJS 9 over core/ (npm run mutation -- core/<folder>; docs/testing.md): mutates one core folder at a time,
// runs that folder's uvu suite (test/core/<folder>) as the command runner, and drops mutants the TypeScript checker
// rejects (tsconfig.core.json). Not part of npm test: a folder takes minutes to an hour of CPU.
import { fileURLToPath } from 'node:url'

const folder = (process.env.MUTATE_FOLDER ?? 'core/duty-limits').replace(/\/+$/, '')
if (!/^core\/[a-z-]+$/.test(folder)) throw new Error(`MUTATE_FOLDER must be a folder of core/, like core/duty-limits (got ${folder})`)
const tests = folder.replace(/^core\//, 'test/core/')
// uvu's bin by absolute path: a worktree whose node_modules is a symlink gets none in the sandbox (Stryker links only a
// real folder), and packages resolve from the sandbox's parent folders anyway.
// MUTATE_ONLY narrows a big folder to some of its files: comma-separated globs inside the folder, like
// '*.rules.ts,*.machine.ts' (the report's name then ends in -only).
const only = (process.env.MUTATE_ONLY ?? '').split(',').map((g) => g.trim()).filter((g) => g !== '')
// MUTATE_TESTS narrows the suite to the test files matching a regex (uvu's pattern), for a folder whose whole suite
// is too slow to run once per mutant: the score is then a lower bound (other tests might kill more).
const testPattern = process.env.MUTATE_TESTS ?? ''
const uvu = fileURLToPath(new URL('node_modules/uvu/bin.js', import.meta.url))

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'command',
  commandRunner: { command: `"${process.execPath}" --import tsx "${uvu}" ${tests}${testPattern === '' ? '' : ` '${testPattern}'`}` },
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.core.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate: [...(only.length > 0 ? only.map((g) => `${folder}/${g}`) : [`${folder}/**/*.ts`]), `!${folder}/**/*.test.ts`],
  // Only what the core suites need is copied into the sandbox (node_modules is linked).
  ignorePatterns: ['/*', '!/core', '!/test', '/test/*', '!/test/core', '!/tsconfig.json', '!/tsconfig.core.json', '!/package.json'],
  coverageAnalysis: 'off',
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1),
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `reports/mutation/${folder.replace(/\//g, '-')}${only.length > 0 ? '-only' : ''}.json` },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
}
