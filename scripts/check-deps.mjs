#!/usr/bin/env node
// Dependency direction (ARCHITECTURE.md section 6, rule 1):
//  - core imports only fp-ts, io-ts, temporal-polyfill and itself, and touches no browser global;
//  - a core feature imports another feature only through core/shared, core/errors, core/access or core/platform
//    (core/platform declares the platform ports, which name the machines' states and events of the features);
//  - every port is declared once, in core: outside core, no exported interface or type may take the name of a core
//    port declaration (core/**/*.port.ts, core/platform/), and none may be named *Port or *Service;
//  - adapters never import ui; only ui/container.ts imports adapters from ui;
//  - profiles (airline data) import only core and themselves, never ui or adapters;
//  - no import cycle anywhere in the source (type-only imports and re-exports count too).
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
const SHARED_FEATURES = new Set(['shared', 'errors', 'access', 'platform'])
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
    if (from !== to && !SHARED_FEATURES.has(to) && from !== 'index.ts' && from !== 'platform') violations.push(`${rel}: feature '${from}' imports feature '${to}' (only shared, errors, access, platform)`)
  }
})
check('adapters', (file) => {
  for (const spec of importsOf(file)) {
    if (spec.startsWith('.') && layerOf(resolve(dirname(file), spec)) === 'ui') violations.push(`${relative(root, file)}: adapters import ui ('${spec}')`)
    if (/^(react|react-dom|wouter|valtio|inversify)(\/|$)/.test(spec)) violations.push(`${relative(root, file)}: adapters import '${spec}'`)
  }
})
check('profiles', (file) => {
  for (const spec of importsOf(file)) {
    if (!spec.startsWith('.')) continue
    const layer = layerOf(resolve(dirname(file), spec))
    if (layer === 'ui' || layer === 'adapters') violations.push(`${relative(root, file)}: profiles import ${layer} ('${spec}'); profiles are data: their types live in profiles/ or core/`)
  }
})
check('ui', (file) => {
  const rel = relative(root, file)
  if (rel === join('ui', 'container.ts')) return
  for (const spec of importsOf(file)) {
    if (spec.startsWith('.') && layerOf(resolve(dirname(file), spec)) === 'adapters') violations.push(`${rel}: only ui/container.ts may import adapters ('${spec}')`)
  }
})

// Ports declared once: the names core's port files declare, and the names no adapter or ui file may declare again.
const DECLARED = /^export\s+(?:declare\s+)?(?:interface|type)\s+([A-Za-z_$][\w$]*)/gm
const declaredIn = (file) => [...readFileSync(file, 'utf8').matchAll(DECLARED)].map((m) => m[1])
const isPortFile = (file) => /\.port\.ts$/.test(file) || relative(join(root, 'core'), file).split(sep)[0] === 'platform'
const corePortNames = new Map()
if (exists(join(root, 'core'))) {
  for (const file of walk(join(root, 'core')).filter(isPortFile)) {
    for (const name of declaredIn(file)) corePortNames.set(name, relative(root, file))
  }
}
for (const dir of ['adapters', 'ui']) {
  if (!exists(join(root, dir))) continue
  for (const file of walk(join(root, dir))) {
    for (const name of declaredIn(file)) {
      const rel = relative(root, file)
      if (corePortNames.has(name)) violations.push(`${rel}: declares '${name}' again (the port is declared in ${corePortNames.get(name)}; import it from there)`)
      else if (/(Port|Service)$/.test(name)) violations.push(`${rel}: declares the port-shaped '${name}' outside core (declare ports in core/<feature>/*.port.ts or core/platform/)`)
    }
  }
}

// Import cycles: every relative import (value, type-only, re-export, dynamic) between the project's own source files.
const SOURCE_DIRS = ['core', 'adapters', 'ui', 'server', 'profiles', 'locales', 'scripts', 'test']
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx']
const resolveFile = (from, spec) => {
  const base = resolve(dirname(from), spec.replace(/\.(m?js)$/, ''))
  for (const ext of EXTENSIONS) {
    const candidate = base + ext
    if (exists(candidate) && statSync(candidate).isFile() && /\.(ts|tsx|mts)$/.test(candidate)) return candidate
  }
  return undefined
}
const graph = new Map()
for (const dir of SOURCE_DIRS) {
  if (!exists(join(root, dir))) continue
  for (const file of walk(join(root, dir))) {
    const targets = importsOf(file).filter((s) => s.startsWith('.')).map((s) => resolveFile(file, s)).filter(Boolean)
    graph.set(file, [...new Set(targets)])
  }
}
// Tarjan's strongly connected components; a component of two or more files (or a file importing itself) is a cycle.
const index = new Map(), low = new Map(), onStack = new Set(), stack = [], cycles = []
let counter = 0
const connect = (v) => {
  index.set(v, counter); low.set(v, counter); counter += 1
  stack.push(v); onStack.add(v)
  for (const w of graph.get(v) ?? []) {
    if (!graph.has(w)) continue
    if (!index.has(w)) { connect(w); low.set(v, Math.min(low.get(v), low.get(w))) }
    else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)))
  }
  if (low.get(v) !== index.get(v)) return
  const component = []
  for (let w; w !== v; ) { w = stack.pop(); onStack.delete(w); component.push(w) }
  if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component)
}
for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v)
// One concrete loop per component, for the message: follow imports inside the component back to its first file.
const loopThrough = (component) => {
  const members = new Set(component)
  const start = [...component].sort()[0]
  const previous = new Map([[start, undefined]])
  const queue = [start]
  while (queue.length > 0) {
    const v = queue.shift()
    for (const w of graph.get(v) ?? []) {
      if (w === start) {
        const path = [v]
        for (let p = previous.get(v); p !== undefined; p = previous.get(p)) path.unshift(p)
        return [...path, start]
      }
      if (members.has(w) && !previous.has(w)) { previous.set(w, v); queue.push(w) }
    }
  }
  return [start, start]
}
for (const component of cycles) {
  const loop = loopThrough(component).map((f) => relative(root, f)).join(' -> ')
  violations.push(`import cycle through ${component.length} file${component.length === 1 ? '' : 's'}: ${loop}`)
}

if (violations.length > 0) {
  for (const v of violations) console.log(`dependency violation: ${v}`)
  process.exit(1)
}
console.log('dependency direction: ok')
