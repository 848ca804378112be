#!/usr/bin/env node
// Dependency direction (ARCHITECTURE.md section 6, rule 1):
//  - core imports only fp-ts, io-ts, temporal-polyfill and itself, and touches no browser global;
//  - a core feature imports another feature only through core/shared, core/errors or core/features;
//  - adapters never import ui; only ui/container.ts imports adapters from ui.
// Prints one line per violation and exits 1 when there is any.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

const root = process.env.CHECK_DEPS_ROOT ?? resolve(dirname(new URL(import.meta.url).pathname), '..')
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) return walk(full)
    return /\.(ts|tsx|mts)$/.test(name) ? [full] : []
  })
const exists = (p) => { try { statSync(p); return true } catch { return false } }
const importsOf = (file) => {
  const src = readFileSync(file, 'utf8')
  const found = []
  const re = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm
  for (let m; (m = re.exec(src)); ) found.push(m[1] ?? m[2] ?? m[3])
  return found
}
const layerOf = (abs) => relative(root, abs).split(sep)[0]
const featureOf = (abs) => relative(join(root, 'core'), abs).split(sep)[0]
const SHARED_FEATURES = new Set(['shared', 'errors', 'features'])
const CORE_PACKAGES = /^(fp-ts|io-ts|temporal-polyfill)(\/|$)/
const BROWSER_GLOBAL = /\b(window|document|localStorage|sessionStorage|indexedDB|navigator)\.|\bfetch\(/

const violations = []
const check = (dir, rule) => exists(join(root, dir)) && walk(join(root, dir)).forEach(rule)

check('core', (file) => {
  const rel = relative(root, file)
  const src = readFileSync(file, 'utf8')
  const code = src.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''")
  if (BROWSER_GLOBAL.test(code)) violations.push(`${rel}: core touches a browser global`)
  for (const spec of importsOf(file)) {
    if (!spec.startsWith('.')) {
      if (!CORE_PACKAGES.test(spec)) violations.push(`${rel}: core imports '${spec}' (only fp-ts, io-ts, temporal-polyfill)`)
      continue
    }
    const target = resolve(dirname(file), spec)
    if (layerOf(target) !== 'core') { violations.push(`${rel}: core imports outside core ('${spec}')`); continue }
    const from = featureOf(file), to = featureOf(target)
    if (from !== to && !SHARED_FEATURES.has(to) && from !== 'index.ts') violations.push(`${rel}: feature '${from}' imports feature '${to}' (only shared, errors, features)`)
  }
})
check('adapters', (file) => {
  for (const spec of importsOf(file)) {
    if (spec.startsWith('.') && layerOf(resolve(dirname(file), spec)) === 'ui') violations.push(`${relative(root, file)}: adapters import ui ('${spec}')`)
    if (/^(react|react-dom|wouter|valtio|inversify)(\/|$)/.test(spec)) violations.push(`${relative(root, file)}: adapters import '${spec}'`)
  }
})
check('ui', (file) => {
  const rel = relative(root, file)
  if (rel === join('ui', 'container.ts')) return
  for (const spec of importsOf(file)) {
    if (spec.startsWith('.') && layerOf(resolve(dirname(file), spec)) === 'adapters') violations.push(`${rel}: only ui/container.ts may import adapters ('${spec}')`)
  }
})

if (violations.length > 0) {
  for (const v of violations) console.log(`dependency violation: ${v}`)
  process.exit(1)
}
console.log('dependency direction: ok')
