// Splits Panda's stylesheet in two for build.mjs: the login sheet (the rules of the signed-out sources) and the rest,
// loaded after it when the signed-in app starts, without changing which rule wins anywhere.
//
// Both files end up in the same document, the rest after the login sheet. Within one cascade layer, of two rules
// with the same specificity the later one wins, so a rule of the rest that the full sheet puts BEFORE a login rule
// would now win over it (say `.p_4` in the rest and `.px_2` in the login sheet, both on one element: padding-inline
// must stay 2). Hence the rule: once a rule of some property family goes into the rest, every later rule of that
// family in the same layer goes there too, login rules included (they are then in both files; the copy in the rest
// is the later one, in the full sheet's order). A login rule that no rest rule of its families precedes stays only
// in the login sheet, before all of them, as in the full sheet.
//
// The parser knows what Panda writes (minified): `@layer` statements and blocks, `@media`/`@supports`/`@container`
// around style rules, and at-rules kept whole (`@keyframes`, `@font-face`, `@property`).

/** @typedef {{ context: string[], prelude: string, body: string }} Leaf */

const WHOLE = /^@(keyframes|-webkit-keyframes|font-face|property|counter-style|page|font-feature-values)\b/

/** Index of the `close` that ends the block opened just before `from` (quotes, escapes and comments skipped). */
const scan = (css, from, stopAt) => {
  let depth = 0
  for (let i = from; i < css.length; i++) {
    const c = css[i]
    if (c === '\\') {
      i++
      continue
    }
    if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === '\\') i++
      continue
    }
    if (c === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2) + 1
      if (i === 0) throw new Error('css-split: unterminated comment')
      continue
    }
    if (depth === 0 && stopAt.includes(c)) return i
    if (c === '{' || c === '(') depth++
    else if (c === '}' || c === ')') depth--
    if (depth < 0) return i
  }
  return css.length
}

/** The statements and leaves of a sheet, in order: `@layer a,b;` statements, and rules with their at-rule context. */
export const parseSheet = (css) => {
  /** @type {{ statements: string[], leaves: Leaf[] }} */
  const sheet = { statements: [], leaves: [] }
  const walk = (from, to, context) => {
    let i = from
    while (i < to) {
      while (i < to && /\s/.test(css[i])) i++
      if (i >= to) return
      if (css.startsWith('/*', i)) {
        i = css.indexOf('*/', i + 2) + 2
        continue
      }
      const end = scan(css, i, '{;')
      const prelude = css.slice(i, end).trim()
      if (css[end] === ';' || end >= to) {
        if (context.length > 0 || !prelude.startsWith('@')) throw new Error(`css-split: unexpected statement '${prelude.slice(0, 60)}'`)
        sheet.statements.push(`${prelude};`)
        i = end + 1
        continue
      }
      const close = scan(css, end + 1, '}')
      const body = css.slice(end + 1, close)
      if (prelude.startsWith('@') && !WHOLE.test(prelude)) walk(end + 1, close, [...context, prelude])
      else sheet.leaves.push({ context, prelude, body })
      i = close + 1
    }
  }
  walk(0, css.length, [])
  return sheet
}

/** Property families whose members can override one another (a shorthand and its longhands, physical and logical). */
const FAMILY_OF_SEGMENT = {
  top: 'inset', right: 'inset', bottom: 'inset', left: 'inset', inset: 'inset',
  gap: 'gap', row: 'gap', column: 'gap', columns: 'gap', grid: 'grid',
  width: 'size', height: 'size', min: 'size', max: 'size', inline: 'size', block: 'size', aspect: 'size',
  font: 'font', line: 'font',
}

/** The property names a rule's declarations set (`all` stands for every family). */
const propertiesOf = (body) => {
  const props = []
  let i = 0
  while (i < body.length) {
    const end = scan(body, i, ';')
    const declaration = body.slice(i, end)
    const colon = declaration.indexOf(':')
    if (declaration.includes('{')) throw new Error(`css-split: nested rule in '${declaration.slice(0, 60)}'`)
    if (colon > 0) props.push(declaration.slice(0, colon).trim().toLowerCase())
    i = end + 1
  }
  return props
}

/** The families of a leaf in its layer (at-rules kept whole are their own family). */
const familiesOf = (leaf) => {
  const layer = leaf.context.find((c) => c.startsWith('@layer')) ?? ''
  if (leaf.prelude.startsWith('@')) return [`${layer}|${leaf.prelude}`]
  return propertiesOf(leaf.body).map((p) => {
    if (p === 'all') return `${layer}|*`
    if (p.startsWith('--')) return `${layer}|${p}`
    const name = p.replace(/^-(webkit|moz|ms)-/, '')
    // `border` does not set the radius; `place-items` is `align-items` and `justify-items`, and so on.
    if (name.startsWith('border') && name.endsWith('radius')) return `${layer}|radius`
    const alignment = /^(align|justify|place)-(items|content|self)$/.exec(name)
    if (alignment !== null) return `${layer}|${alignment[2]}`
    const segment = name.split('-')[0]
    return `${layer}|${FAMILY_OF_SEGMENT[segment] ?? segment}`
  })
}

/** The selectors of a style rule's list (`a,b{…}` is `a{…}b{…}`: the minifier merges rules of equal bodies). */
const selectorsOf = (leaf) => {
  if (leaf.prelude.startsWith('@')) return [leaf.prelude]
  const selectors = []
  let i = 0
  while (i < leaf.prelude.length) {
    const end = scan(leaf.prelude, i, ',')
    selectors.push(leaf.prelude.slice(i, end).trim())
    i = end + 1
  }
  return selectors
}

/** One rule per selector, as a string: a rule is in both sheets when its context, selector and body are equal. */
const keysOf = (leaf) => selectorsOf(leaf).map((selector) => `${leaf.context.join('\u0000')}\u0001${selector}\u0001${leaf.body}`)

/** One key per selector without the body: a rule is in both sheets when its context and selector are equal. */
const selectorKeysOf = (leaf) => selectorsOf(leaf).map((selector) => `${leaf.context.join('\u0000')}\u0001${selector}`)

/** A sheet from statements and leaves: consecutive leaves of one context share its at-rule blocks. */
export const printSheet = (statements, leaves) => {
  let out = statements.join('')
  /** @type {string[]} */
  let open = []
  for (const leaf of leaves) {
    let common = 0
    while (common < open.length && common < leaf.context.length && open[common] === leaf.context[common]) common++
    out += '}'.repeat(open.length - common)
    for (const prelude of leaf.context.slice(common)) out += `${prelude}{`
    open = leaf.context
    out += `${leaf.prelude}{${leaf.body}}`
  }
  return out + '}'.repeat(open.length)
}

/** The declarations of a rule's body, as written. */
const declarationsOf = (body) => {
  const declarations = []
  let i = 0
  while (i < body.length) {
    const end = scan(body, i, ';')
    const declaration = body.slice(i, end).trim()
    if (declaration !== '') declarations.push(declaration)
    i = end + 1
  }
  return declarations
}

const nameOf = (declaration) => declaration.slice(0, declaration.indexOf(':')).trim()

/** A rule of the tokens layer that only defines variables (`:where(:root,:host){--colors-x:…}`, dark mode's, …). */
const isTokenRule = (leaf) =>
  leaf.context[0] === '@layer tokens' && !leaf.prelude.startsWith('@') && declarationsOf(leaf.body).every((d) => d.startsWith('--'))

/**
 * The token variables the login sheet needs: those its other rules use, the variables their values use in turn, and
 * any that the signed-out scripts name (a name the script writes in part, `--colors-duty-` + a kind, keeps every
 * variable it begins).
 */
const loginTokens = (loginSheet, scripts) => {
  const values = new Map()
  for (const leaf of loginSheet.leaves.filter(isTokenRule)) {
    for (const d of declarationsOf(leaf.body)) values.set(nameOf(d), `${values.get(nameOf(d)) ?? ''} ${d.slice(d.indexOf(':') + 1)}`)
  }
  const needed = new Set()
  const use = (text) => {
    for (const [name] of text.matchAll(/--[\w\\.-]+/g)) {
      if (needed.has(name)) continue
      needed.add(name)
      use(values.get(name) ?? '')
    }
  }
  use(loginSheet.leaves.filter((l) => !isTokenRule(l)).map((l) => `${l.prelude}{${l.body}}`).join(''))
  const named = new Set(scripts.flatMap((script) => [...script.matchAll(/--[\w-]+/g)].map((m) => m[0])))
  for (const name of values.keys()) if ([...named].some((n) => name.startsWith(n))) use(name)
  return needed
}

/** A token rule as the part the login sheet needs, then the part it does not (each left out when empty). */
const splitTokenRule = (leaf, needed) => {
  const declarations = declarationsOf(leaf.body)
  const kept = declarations.filter((d) => needed.has(nameOf(d)))
  const moved = declarations.filter((d) => !needed.has(nameOf(d)))
  return {
    kept: kept.length > 0 ? [{ ...leaf, body: kept.join(';'), tokens: 'kept' }] : [],
    moved: moved.length > 0 ? [{ ...leaf, body: moved.join(';'), tokens: 'moved' }] : [],
  }
}

/**
 * `full` (every screen) and `login` (the signed-out sources, a part of it) → the login sheet (login's rules in the
 * full sheet's order) and the rest, which loaded after the login sheet gives every element the styles the full
 * sheet gives it. Throws when the login sheet has a rule the full one lacks (they would not come from one config).
 *
 * With `scripts` (the text of the signed-out app's scripts), the token variables that neither the login sheet nor
 * those scripts use (the duty colours, say) go to the rest too: each one with every rule that defines it, in order.
 *
 * With `bySelector`, a rule of `full` goes to the first sheet when `login` has a rule of the same context and
 * selector, whatever their bodies (Panda's cssgen over a set of files can write a rule slightly otherwise than over
 * all of them: the full sheet's text wins), and `login` may hold rules `full` lacks. build.mjs splits the rest once
 * more that way: the home screen's part (the rules of the sources a signed-in first view runs) and the other screens'.
 */
export const splitStylesheet = (full, login, { scripts, bySelector = false } = {}) => {
  const fullSheet = parseSheet(full)
  const loginSheet = parseSheet(login)
  if (scripts !== undefined) {
    const needed = loginTokens(loginSheet, scripts)
    loginSheet.leaves = loginSheet.leaves.flatMap((leaf) => (isTokenRule(leaf) ? splitTokenRule(leaf, needed).kept : [leaf]))
    fullSheet.leaves = fullSheet.leaves.flatMap((leaf) => {
      if (!isTokenRule(leaf)) return [leaf]
      const { kept, moved } = splitTokenRule(leaf, needed)
      return [...kept, ...moved]
    })
  }
  // By selector, a token rule's two parts (the variables the first sheet needs, the others) share a selector: each
  // is told by which part it is, not by its body (the rest holds fewer variables than `login`).
  const keyOf = bySelector ? (leaf) => selectorKeysOf(leaf).map((key) => (leaf.tokens === undefined ? key : `${key}\u0001${leaf.tokens}`)) : keysOf
  const loginKeys = new Set(loginSheet.leaves.flatMap(keyOf))
  const fullKeys = new Set(fullSheet.leaves.flatMap(keyOf))
  if (!bySelector) for (const key of loginKeys) if (!fullKeys.has(key)) throw new Error(`css-split: a login rule is not in the full sheet: ${key.replace(/[\u0000\u0001]/g, ' ').slice(0, 120)}`)
  const tainted = new Set()
  const loginLeaves = []
  const restLeaves = []
  for (const leaf of fullSheet.leaves) {
    const families = familiesOf(leaf)
    const layer = leaf.context.find((c) => c.startsWith('@layer')) ?? ''
    const selectors = selectorsOf(leaf)
    const keys = keyOf(leaf)
    const ofLogin = selectors.filter((_, i) => loginKeys.has(keys[i]))
    const follows = families.some((f) => tainted.has(f) || (f.endsWith('|*') ? [...tainted].some((t) => t.startsWith(`${layer}|`)) : tainted.has(`${layer}|*`)))
    // A rule that resets every property (`all: unset`) and follows no rest rule goes into the login sheet instead:
    // in the rest it would push every later rule of its layer into the rest too.
    const resetsAll = !follows && families.some((f) => f.endsWith('|*'))
    const ofRest = follows ? selectors : resetsAll ? [] : selectors.filter((_, i) => !loginKeys.has(keys[i]))
    if (resetsAll) loginLeaves.push(leaf)
    else if (ofLogin.length > 0) loginLeaves.push({ ...leaf, prelude: ofLogin.join(',') })
    if (ofRest.length > 0) {
      restLeaves.push({ ...leaf, prelude: ofRest.join(',') })
      for (const f of families) tainted.add(f)
    }
  }
  return { login: printSheet(fullSheet.statements, loginLeaves), rest: printSheet(fullSheet.statements, restLeaves) }
}

/** The selector of the dark colour mode (panda.config.ts `dark` condition and its global `color-scheme` rule). */
const DARK_MODE = '[data-color-mode=dark]'

/**
 * The dark colour mode before any script (issue 27, decision 3: the prerendered login page). The app sets
 * `data-color-mode` on `<html>` when it starts (ui/design/color-mode.ts); until then nothing would select the dark
 * rules. This appends, in the same layers, a copy of every rule whose selector is `[data-color-mode=dark]` (the token
 * variables, `color-scheme`) for `:root` without the attribute: under `prefers-color-scheme: dark` when the profile
 * offers both modes, always when it offers dark only (ui `colorModeFor`), never for a light-only profile. Once the
 * app sets the attribute, the copy no longer applies.
 */
export const withDarkBeforeScripts = (css, themes) => {
  if (!themes.includes('dark')) return css
  const media = themes.includes('light') ? ['@media (prefers-color-scheme: dark)'] : []
  const copies = parseSheet(css)
    .leaves.filter((leaf) => leaf.prelude === DARK_MODE && leaf.context.every((c) => c.startsWith('@layer')))
    .map((leaf) => ({ context: [...leaf.context, ...media], prelude: `:root:not([data-color-mode])`, body: leaf.body }))
  return copies.length === 0 ? css : css + printSheet([], copies)
}
