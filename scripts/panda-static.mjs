// Panda's `css()` and `cva()` resolved at build time. Every `css({...})` of the app whose arguments are literals
// (objects, strings, numbers, booleans) becomes the class string Panda's own runtime (styled-system/css) returns for
// them, and every literal `cva({...})` becomes a lookup table of the class strings of each combination of its
// variants. A module whose calls all resolve no longer imports the runtime, so the browser neither downloads it
// (about 15 KB minified before the login form) nor computes class names while rendering. A call with a computed
// argument keeps the runtime (`css` imported from styled-system/css/css.js): the output is the same either way.
// The stylesheets are not affected: Panda extracts them from the sources (build.mjs).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'

/** Why an argument is not a literal (the call then keeps the runtime). */
const NOT_STATIC = Symbol('not static')

/** The value of a literal expression, or NOT_STATIC. */
const literalValue = (node) => {
  switch (node.kind) {
    case ts.SyntaxKind.StringLiteral:
    case ts.SyntaxKind.NoSubstitutionTemplateLiteral:
      return node.text
    case ts.SyntaxKind.NumericLiteral:
      return Number(node.text)
    case ts.SyntaxKind.TrueKeyword:
      return true
    case ts.SyntaxKind.FalseKeyword:
      return false
    case ts.SyntaxKind.NullKeyword:
      return null
    case ts.SyntaxKind.PrefixUnaryExpression: {
      if (node.operator !== ts.SyntaxKind.MinusToken || node.operand.kind !== ts.SyntaxKind.NumericLiteral) return NOT_STATIC
      return -Number(node.operand.text)
    }
    case ts.SyntaxKind.ParenthesizedExpression:
    case ts.SyntaxKind.AsExpression:
    case ts.SyntaxKind.SatisfiesExpression:
      return literalValue(node.expression)
    case ts.SyntaxKind.ArrayLiteralExpression: {
      const items = node.elements.map(literalValue)
      return items.includes(NOT_STATIC) ? NOT_STATIC : items
    }
    case ts.SyntaxKind.ObjectLiteralExpression: {
      const object = {}
      for (const property of node.properties) {
        if (property.kind !== ts.SyntaxKind.PropertyAssignment) return NOT_STATIC
        const name = property.name
        let key
        if (name.kind === ts.SyntaxKind.Identifier || name.kind === ts.SyntaxKind.StringLiteral || name.kind === ts.SyntaxKind.NumericLiteral) key = name.text
        else return NOT_STATIC
        const value = literalValue(property.initializer)
        if (value === NOT_STATIC) return NOT_STATIC
        object[key] = value
      }
      return object
    }
    default:
      return NOT_STATIC
  }
}

/** The most variant combinations a `cva()` is turned into a table for (more keep the runtime). */
const MAX_COMBINATIONS = 512

/** A variant value as `cva()` receives it from a component: 'true'/'false' keys are booleans. */
const variantValue = (key) => (key === 'true' ? true : key === 'false' ? false : key)

/**
 * The table of a literal `cva(config)`: for each combination of its variants (each variant one of its values, or
 * unset where it has no default), the class string the runtime returns. Undefined when there are too many.
 */
const cvaTable = (runtime, config) => {
  const recipe = runtime.cva(config)
  const variants = config.variants ?? {}
  const defaults = config.defaultVariants ?? {}
  const keys = Object.keys(variants)
  const values = keys.map((k) => Object.keys(variants[k]))
  // '' is a variant without style: unset with no default, or a value the recipe does not name.
  const choices = values.map((v) => [...v, ''])
  if (choices.reduce((n, c) => n * c.length, 1) > MAX_COMBINATIONS) return undefined
  const table = {}
  const visit = (i, chosen) => {
    if (i === keys.length) {
      const props = {}
      chosen.forEach((c, j) => {
        props[keys[j]] = c === '' ? NO_STYLE : variantValue(c)
      })
      table[chosen.join('|')] = recipe(props)
      return
    }
    for (const c of choices[i]) visit(i + 1, [...chosen, c])
  }
  visit(0, [])
  return { keys, values, defaults, table, parts: factorize(values, table) }
}

/**
 * The table as a base and one part per variant value, when that is exact: every combination's classes are the base's
 * and those of its values (Panda's classes are atomic, so their order does not matter). `parts[i]` holds the classes
 * of each value of variant i, then those of '' (no style). Undefined when a combination's classes are not the sum of
 * its parts (a compound variant, or one variant overriding another's property).
 */
const factorize = (values, table) => {
  const combos = Object.entries(table).map(([key, classes]) => ({ chosen: values.length === 0 ? [] : key.split('|'), classes: new Set(classes.split(' ').filter(Boolean)) }))
  const common = (sets) => (sets.length === 0 ? new Set() : new Set([...sets[0]].filter((c) => sets.every((s) => s.has(c)))))
  const base = common(combos.map((c) => c.classes))
  const parts = values.map((vs, i) =>
    [...vs, ''].map((v) => [...common(combos.filter((c) => c.chosen[i] === v).map((c) => c.classes))].filter((c) => !base.has(c))),
  )
  const exact = combos.every(({ chosen, classes }) => {
    const sum = new Set([...base, ...chosen.flatMap((v, i) => parts[i][v === '' ? values[i].length : values[i].indexOf(v)])])
    return sum.size === classes.size && [...sum].every((c) => classes.has(c))
  })
  return exact ? { base: [...base].join(' '), parts: parts.map((p) => p.map((classes) => classes.join(' '))) } : undefined
}

/** A variant value no recipe names (the runtime then adds no style for that variant). */
const NO_STYLE = '\u0000'

/**
 * The lookup that replaces a literal `cva()`: props → the key of the table (a prop left out takes its default; a
 * value the recipe does not name adds no style, as in the runtime).
 */
const CVA_LOOKUP =
  'const __cdpCva=(k,n,d,t)=>(p={})=>t[k.map((x,i)=>{const v=p[x]===undefined?d[x]:p[x];return v!=null&&n[i].includes(String(v))?String(v):""}).join("|")]\n' +
  'const __cdpCvaParts=(k,n,d,b,s)=>(p={})=>[b,...k.map((x,i)=>{const v=p[x]===undefined?d[x]:p[x];const j=v==null?-1:n[i].indexOf(String(v));return s[i][j<0?n[i].length:j]})].filter(Boolean).join(" ")'

/**
 * `source` with its literal `css()`/`cva()` calls resolved. Returns the new source and the calls left to the runtime
 * (`line: text`), or undefined when the module imports nothing from styled-system/css.
 */
export const resolvePandaCalls = (source, fileName, runtime) => {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const imports = file.statements.filter(
    (s) => ts.isImportDeclaration(s) && ts.isStringLiteral(s.moduleSpecifier) && /(^|\/)styled-system\/css$/.test(s.moduleSpecifier.text),
  )
  if (imports.length === 0) return undefined
  /** Local name → exported name, of the value imports. */
  const names = new Map()
  for (const declaration of imports) {
    const bindings = declaration.importClause?.namedBindings
    if (declaration.importClause?.isTypeOnly || bindings === undefined || !ts.isNamedImports(bindings)) continue
    for (const element of bindings.elements) if (!element.isTypeOnly) names.set(element.name.text, (element.propertyName ?? element.name).text)
  }
  const edits = []
  const kept = []
  let usesCva = false
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['css', 'cva'].includes(names.get(node.expression.text))) {
      const kind = names.get(node.expression.text)
      const args = node.arguments.map(literalValue)
      if (!args.includes(NOT_STATIC)) {
        if (kind === 'css') {
          edits.push({ start: node.getStart(file), end: node.end, text: JSON.stringify(runtime.css(...args)) })
          return
        }
        const table = args.length === 1 ? cvaTable(runtime, args[0]) : undefined
        if (table !== undefined) {
          usesCva = true
          const [keys, values, defaults] = [table.keys, table.values, table.defaults].map((x) => JSON.stringify(x))
          const text =
            table.parts === undefined
              ? `__cdpCva(${keys},${values},${defaults},${JSON.stringify(table.table)})`
              : `__cdpCvaParts(${keys},${values},${defaults},${JSON.stringify(table.parts.base)},${JSON.stringify(table.parts.parts)})`
          edits.push({ start: node.getStart(file), end: node.end, text: `/* @__PURE__ */ ${text}` })
          return
        }
      }
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
      kept.push(`${line + 1}: ${node.getText(file).slice(0, 80).replace(/\s+/g, ' ')}`)
    }
    ts.forEachChild(node, visit)
  }
  ts.forEachChild(file, visit)
  // The names still read after the edits (outside the import declarations and the replaced calls).
  const inEdit = (pos) => edits.some((e) => pos >= e.start && pos < e.end)
  const used = new Set()
  const collect = (node) => {
    if (ts.isImportDeclaration(node)) return
    if (ts.isIdentifier(node) && names.has(node.text) && !inEdit(node.getStart(file))) {
      const parent = node.parent
      const isPropertyName = (ts.isPropertyAccessExpression(parent) && parent.name === node) || (ts.isPropertyAssignment(parent) && parent.name === node)
      if (!isPropertyName) used.add(node.text)
    }
    ts.forEachChild(node, collect)
  }
  ts.forEachChild(file, collect)
  // Each import declaration becomes one import per runtime file still needed (css.js, cva.js, cx.js, sva.js).
  for (const declaration of imports) {
    const base = declaration.moduleSpecifier.text
    const lines = [...names]
      .filter(([local]) => used.has(local))
      .map(([local, exported]) => `import { ${exported === local ? local : `${exported} as ${local}`} } from ${JSON.stringify(`${base}/${exported}.js`)}`)
    edits.push({ start: declaration.getStart(file), end: declaration.end, text: lines.join('\n') })
  }
  edits.sort((a, b) => b.start - a.start)
  let out = source
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end)
  if (usesCva) out = `${CVA_LOOKUP}\n${out}`
  return { contents: out, kept }
}

/** Panda's runtime of the generated styled-system/ (its `css` and `cva`), as the build resolves calls with it. */
export const loadPandaRuntime = (root) => import(pathToFileURL(join(root, 'styled-system', 'css', 'index.js')).href)

/** The esbuild plugin: resolves the literal Panda calls of the app's modules (ui/) as they load. */
export const pandaStaticPlugin = (root) => ({
  name: 'panda-static',
  setup(build) {
    // Loaded on first use: build.mjs generates styled-system/ before it bundles.
    let runtime
    build.onLoad({ filter: /[\\/]ui[\\/].*\.tsx?$/, namespace: 'file' }, async (a) => {
      if (a.path.includes('node_modules')) return undefined
      const source = await readFile(a.path, 'utf8')
      if (!source.includes('styled-system/css')) return undefined
      const resolved = resolvePandaCalls(source, a.path, await (runtime ??= loadPandaRuntime(root)))
      if (resolved === undefined) return undefined
      return { contents: resolved.contents, loader: a.path.endsWith('x') ? 'tsx' : 'ts' }
    })
  },
})
