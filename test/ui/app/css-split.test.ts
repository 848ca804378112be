// The two stylesheets of the build (scripts/css-split.mjs): the login sheet holds the signed-out sources' rules, the
// rest follows it once signed in, and together they give every element what the full sheet gives it.
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { parseSheet, splitStylesheet, withDarkBeforeScripts } from '../../../scripts/css-split.mjs'

const Split = suite('splitting the stylesheet')

const ORDER = '@layer reset, base, tokens, recipes, utilities;'
const TOKENS = '@layer tokens{:where(:root,:host){--colors-brand:#123}}'
const sheet = (utilities: string): string => `${ORDER}${TOKENS}@layer utilities{${utilities}}`

/** The selectors of a sheet's style rules, in order. */
const selectors = (css: string): string[] => parseSheet(css).leaves.map((l) => l.prelude)

Split('a login rule that a rest rule of its property precedes in the full sheet comes again after it in the rest', () => {
  // `.p_4` (signed-in only) before `.px_2` (login): on an element with both, padding-inline must stay 2.
  const full = sheet('.d_flex{display:flex}.p_4{padding:var(--spacing-4)}.px_2{padding-inline:var(--spacing-2)}')
  const login = sheet('.d_flex{display:flex}.px_2{padding-inline:var(--spacing-2)}')
  const { login: first, rest } = splitStylesheet(full, login)
  assert.equal(selectors(first), [':where(:root,:host)', '.d_flex', '.px_2'])
  assert.equal(selectors(rest), ['.p_4', '.px_2'])
})

Split('a login rule of another property, and layers equal in both sheets, are in the login sheet only', () => {
  const full = sheet('.p_4{padding:var(--spacing-4)}.c_red{color:red}.d_grid{display:grid}')
  const login = sheet('.c_red{color:red}')
  const { login: first, rest } = splitStylesheet(full, login)
  assert.ok(first.startsWith(ORDER) && rest.startsWith(ORDER), 'both sheets declare the layer order first')
  assert.equal(selectors(first), [':where(:root,:host)', '.c_red'])
  assert.equal(selectors(rest), ['.p_4', '.d_grid'])
})

Split('rules under a media query keep it; a selector list the minifier merged is split by sheet', () => {
  const full = sheet('.c_a,.c_b{color:blue}@media screen and (min-width:40rem){.sm\\:d_none{display:none}.sm\\:w_full{width:100%}}')
  const login = sheet('.c_b{color:blue}@media screen and (min-width:40rem){.sm\\:d_none{display:none}}')
  const { login: first, rest } = splitStylesheet(full, login)
  assert.match(first, '@media screen and (min-width:40rem){.sm\\:d_none{display:none}}')
  assert.match(first, '.c_b{color:blue}')
  assert.not.match(first, '.c_a')
  assert.match(rest, '.c_a{color:blue}@media screen and (min-width:40rem){.sm\\:w_full{width:100%}}')
  assert.not.match(rest, 'sm\\:d_none')
})

Split('a rule resetting every property goes into the login sheet rather than pulling every later rule into the rest', () => {
  const full = sheet('.all_unset{all:unset}.p_2{padding:var(--spacing-2)}.c_red{color:red}.d_flex{display:flex}')
  const login = sheet('.p_2{padding:var(--spacing-2)}.c_red{color:red}')
  const { login: first, rest } = splitStylesheet(full, login)
  assert.equal(selectors(first), [':where(:root,:host)', '.all_unset', '.p_2', '.c_red'])
  assert.equal(selectors(rest), ['.d_flex'])
})

Split('every pair of padding rules wins in the same order in the two sheets as in the full one', () => {
  const rules = ['.p_1{padding:1px}', '.px_1{padding-inline:1px}', '.pl_1{padding-left:1px}', '.p_2{padding:2px}', '.pt_2{padding-top:2px}', '.px_3{padding-inline:3px}']
  // Every subset of the six as the login rules.
  for (let mask = 0; mask < 1 << rules.length; mask++) {
    const full = sheet(rules.join(''))
    const login = sheet(rules.filter((_, i) => (mask & (1 << i)) !== 0).join(''))
    const { login: first, rest } = splitStylesheet(full, login)
    // The document order: the login sheet, then the rest; a rule's place is its last copy.
    const document = [...selectors(first), ...selectors(rest)]
    const place = (s: string): number => document.lastIndexOf(s)
    const order = rules.map((r) => r.slice(0, r.indexOf('{')))
    for (const s of order) assert.ok(place(s) >= 0, `${s} is in one of the sheets (login ${mask.toString(2)})`)
    for (let i = 1; i < order.length; i++) {
      const [a, b] = [order[i - 1] ?? '', order[i] ?? '']
      assert.ok(place(a) < place(b), `${a} before ${b} (login ${mask.toString(2)})`)
    }
  }
})

Split('token variables that neither the login rules nor the signed-out scripts use go to the rest, in every mode', () => {
  const tokens =
    '@layer tokens{:where(:root,:host){--colors-gray-1:#eee;--colors-bg:var(--colors-gray-1);--colors-duty-leg:#00f;--colors-duty-off:#ccc;--colors-gray-9:#111}' +
    '[data-color-mode=dark]{--colors-bg:var(--colors-gray-9);--colors-duty-leg:#88f;--colors-duty-off:#333}}'
  const utilities = '@layer utilities{.bg_bg{background:var(--colors-bg)}.c_duty\\.leg{color:var(--colors-duty-leg)}}'
  const full = `${ORDER}${tokens}${utilities}`
  const login = `${ORDER}${tokens}@layer utilities{.bg_bg{background:var(--colors-bg)}}`
  const { login: first, rest } = splitStylesheet(full, login, { scripts: ['const x=1'] })
  // --colors-bg and what it refers to, in light and dark, stay; the duty colours move with both their definitions.
  assert.match(first, ':where(:root,:host){--colors-gray-1:#eee;--colors-bg:var(--colors-gray-1);--colors-gray-9:#111}')
  assert.match(first, '[data-color-mode=dark]{--colors-bg:var(--colors-gray-9)}')
  assert.not.match(first, '--colors-duty')
  assert.match(rest, ':where(:root,:host){--colors-duty-leg:#00f;--colors-duty-off:#ccc}[data-color-mode=dark]{--colors-duty-leg:#88f;--colors-duty-off:#333}')
  // A script that builds a name from a part (`--colors-duty-${kind}`) keeps every variable that part begins.
  const named = splitStylesheet(full, login, { scripts: ['e.style.color=`var(--colors-duty-${k})`'] })
  assert.match(named.login, '--colors-duty-leg:#00f;--colors-duty-off:#ccc')
  assert.not.match(named.rest, '--colors-duty-off')
  // Without the scripts nothing of the tokens moves.
  assert.not.match(splitStylesheet(full, login).rest, '--colors-duty-off')
})

Split('a login sheet with a rule the full sheet lacks is refused (not from the same config)', () => {
  assert.throws(() => splitStylesheet(sheet('.c_red{color:red}'), sheet('.c_blue{color:blue}')), /not in the full sheet/)
})

Split("by selector: the full sheet's text wins, rules of the part the full sheet lacks are left aside, the order rule still holds", () => {
  // The rest after the login sheet; the part (home) was generated over more sources: a login rule the rest lacks, a
  // rule whose body Panda wrote otherwise, one the rest holds only because it follows a rest rule of its family.
  const rest = sheet('.p_4{padding:var(--spacing-4)}.sr_true{position:absolute;white-space:nowrap}.px_2{padding-inline:var(--spacing-2)}.c_red{color:red}')
  const part = sheet('.d_flex{display:flex}.sr_true{position:absolute}.px_2{padding-inline:var(--spacing-2)}.c_red{color:red}')
  const { login: home, rest: screens } = splitStylesheet(rest, part, { bySelector: true })
  assert.match(home, '.sr_true{position:absolute;white-space:nowrap}')
  assert.not.match(home, '.d_flex')
  // `.p_4` (other screens) precedes `.px_2` in the rest: `.px_2` comes again after it in the screens' sheet.
  assert.equal(selectors(home), [':where(:root,:host)', '.sr_true', '.px_2', '.c_red'])
  assert.equal(selectors(screens), ['.p_4', '.px_2'])
  assert.throws(() => splitStylesheet(rest, part), /not in the full sheet/, 'matched by text, the rule written otherwise is refused')
})

Split("by selector: the token variables the part's rules use go with it, the others to the rest, although the part defines more", () => {
  const tokens = (vars: string): string => `@layer tokens{:where(:root,:host){${vars}}}`
  const rest = `${ORDER}${tokens('--colors-duty:#111;--colors-other:#222')}@layer utilities{.c_duty{color:var(--colors-duty)}.c_other{color:var(--colors-other)}}`
  const part = `${ORDER}${tokens('--colors-brand:#123;--colors-duty:#111;--colors-other:#222')}@layer utilities{.c_duty{color:var(--colors-duty)}}`
  const { login: home, rest: screens } = splitStylesheet(rest, part, { scripts: [], bySelector: true })
  assert.match(home, ':where(:root,:host){--colors-duty:#111}')
  assert.match(screens, ':where(:root,:host){--colors-other:#222}')
  assert.not.match(home, '--colors-other')
  assert.not.match(home, '--colors-brand')
})

Split('the dark mode before any script: a copy of the dark rules for a root the app has not marked yet, in their layers', () => {
  const css = `${ORDER}@layer base{html{color-scheme:light}[data-color-mode=dark]{color-scheme:dark}}@layer tokens{:where(:root,:host){--colors-bg:#fff}[data-color-mode=dark]{--colors-bg:#000}}`
  const both = withDarkBeforeScripts(css, ['light', 'dark'])
  assert.ok(both.startsWith(css), 'the sheet itself is unchanged')
  assert.is(
    both.slice(css.length),
    '@layer base{@media (prefers-color-scheme: dark){:root:not([data-color-mode]){color-scheme:dark}}}' +
      '@layer tokens{@media (prefers-color-scheme: dark){:root:not([data-color-mode]){--colors-bg:#000}}}',
  )
  assert.is(withDarkBeforeScripts(css, ['dark']).slice(css.length), '@layer base{:root:not([data-color-mode]){color-scheme:dark}}@layer tokens{:root:not([data-color-mode]){--colors-bg:#000}}', 'dark only: always')
  assert.is(withDarkBeforeScripts(css, ['light']), css, 'light only: nothing')
})

Split.run()
