// Panda's css()/cva() resolved at build time (scripts/panda-static.mjs): the class strings a module produces are the
// ones Panda's runtime (styled-system/css) returns, and a module whose calls are literals no longer imports it.
import { join } from 'node:path'
import * as esbuild from 'esbuild'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { loadPandaRuntime, resolvePandaCalls } from '../../../scripts/panda-static.mjs'

const ROOT = process.cwd()
const Static = suite('Panda calls resolved at build time')

interface Runtime {
  readonly css: (...styles: ReadonlyArray<object>) => string
  readonly cva: (config: object) => (props?: object) => string
}

const SOURCE = `
import { css, cva, cx } from '../../styled-system/css'
export const plain = css({ display: 'flex', gap: '2', _hover: { bg: 'bg.subtle' }, md: { px: '4' } })
export const two = cx(css({ color: 'fg.muted' }, { color: 'fg.default', mt: -1 }), 'extra')
export const button = cva({
  base: { px: '4', fontWeight: 'semibold' },
  variants: {
    tone: { brand: { colorPalette: 'brand' }, danger: { colorPalette: 'danger' } },
    size: { sm: { px: '2' }, md: { px: '3' } },
    full: { true: { w: 'full' }, false: {} },
  },
  defaultVariants: { tone: 'brand', full: false },
  compoundVariants: [{ tone: 'danger', full: true, css: { fontWeight: 'bold' } }],
})
export const chip = cva({
  base: { px: '4', borderColor: 'transparent', fontWeight: 'semibold' },
  variants: {
    tone: { brand: { colorPalette: 'brand' }, danger: { colorPalette: 'danger' } },
    variant: { solid: { bg: 'colorPalette.solid' }, outline: { borderColor: 'colorPalette.border', _hover: { bg: 'bg.subtle' } } },
    size: { sm: { px: '2' }, md: {} },
  },
  defaultVariants: { tone: 'brand', variant: 'solid' },
})
`

/** A class string as the set it stands for: Panda's classes are atomic, their order has no effect. */
const classes = (s: string): ReadonlyArray<string> => [...new Set(s.split(' ').filter(Boolean))].sort()

/** The module's exports once resolved and compiled (it imports nothing when every call resolved). */
const evaluate = async (source: string): Promise<Record<string, unknown>> => {
  const { code } = await esbuild.transform(source, { loader: 'ts', format: 'cjs' })
  const module = { exports: {} as Record<string, unknown> }
  const runtime = (await loadPandaRuntime(ROOT)) as Runtime & { cx: (...a: ReadonlyArray<unknown>) => string }
  const require = (path: string): object => {
    if (path.endsWith('/cx.js')) return { cx: runtime.cx }
    if (path.endsWith('/css.js')) return { css: runtime.css }
    throw new Error(`unexpected import ${path}`)
  }
  new Function('module', 'exports', 'require', code)(module, module.exports, require)
  return module.exports
}

Static('literal css() and cva() give the class strings of the runtime, for every variant combination', async () => {
  const runtime = (await loadPandaRuntime(ROOT)) as Runtime
  const resolved = resolvePandaCalls(SOURCE, join(ROOT, 'ui', 'design', 'sample.tsx'), runtime)
  assert.ok(resolved !== undefined)
  assert.equal(resolved.kept, [])
  assert.not.match(resolved.contents, /styled-system\/css['"/](?!cx\.js)/, 'only cx is still imported')
  const mod = await evaluate(resolved.contents)
  assert.is(mod.plain, runtime.css({ display: 'flex', gap: '2', _hover: { bg: 'bg.subtle' }, md: { px: '4' } }))
  assert.is(mod.two, `${runtime.css({ color: 'fg.muted' }, { color: 'fg.default', mt: -1 })} extra`)
  const recipe = runtime.cva({
    base: { px: '4', fontWeight: 'semibold' },
    variants: {
      tone: { brand: { colorPalette: 'brand' }, danger: { colorPalette: 'danger' } },
      size: { sm: { px: '2' }, md: { px: '3' } },
      full: { true: { w: 'full' }, false: {} },
    },
    defaultVariants: { tone: 'brand', full: false },
    compoundVariants: [{ tone: 'danger', full: true, css: { fontWeight: 'bold' } }],
  })
  const button = mod.button as (props?: object) => string
  for (const tone of [undefined, 'brand', 'danger', 'unknown'])
    for (const size of [undefined, 'sm', 'md'])
      for (const full of [undefined, true, false]) {
        const props = { tone, size, full }
        assert.equal(classes(button(props)), classes(recipe(props)), JSON.stringify(props))
      }
  assert.equal(classes(button()), classes(recipe()))
  assert.ok(button({ tone: 'danger', full: true }).includes('fw_bold'), 'the compound variant applies')
  assert.not.ok(button({ tone: 'danger', full: true }).includes('fw_semibold'), 'and overrides the base')
  // A recipe whose variants only add to the base (or override one of its properties) becomes a base and one part per value.
  assert.match(resolved.contents, /__cdpCvaParts\(/)
  assert.match(resolved.contents, /__cdpCva\(/, 'the recipe whose compound variant overrides the base keeps its table')
  const chipRecipe = runtime.cva({
    base: { px: '4', borderColor: 'transparent', fontWeight: 'semibold' },
    variants: {
      tone: { brand: { colorPalette: 'brand' }, danger: { colorPalette: 'danger' } },
      variant: { solid: { bg: 'colorPalette.solid' }, outline: { borderColor: 'colorPalette.border', _hover: { bg: 'bg.subtle' } } },
      size: { sm: { px: '2' }, md: {} },
    },
    defaultVariants: { tone: 'brand', variant: 'solid' },
  })
  const chip = mod.chip as (props?: object) => string
  for (const tone of [undefined, 'brand', 'danger', 'unknown'])
    for (const variant of [undefined, 'solid', 'outline', null])
      for (const size of [undefined, 'sm', 'md']) {
        const props = { tone, variant, size }
        assert.equal(classes(chip(props)), classes(chipRecipe(props)), JSON.stringify(props))
      }
  assert.equal(classes(chip()), classes(chipRecipe()))
})

Static('a call with a computed argument keeps the runtime and gives the same class string', async () => {
  const runtime = (await loadPandaRuntime(ROOT)) as Runtime
  const source = `import { css } from '../../styled-system/css'\nconst tone = 'fg.muted'\nexport const c = css({ color: tone })\nexport const d = css({ color: 'red' })\n`
  const resolved = resolvePandaCalls(source, join(ROOT, 'ui', 'design', 'computed.tsx'), runtime)
  assert.ok(resolved !== undefined)
  assert.is(resolved.kept.length, 1)
  assert.match(resolved.contents, /from "\.\.\/\.\.\/styled-system\/css\/css\.js"/)
  const mod = await evaluate(resolved.contents)
  assert.is(mod.c, runtime.css({ color: 'fg.muted' }))
  assert.is(mod.d, runtime.css({ color: 'red' }))
})

Static.run()
