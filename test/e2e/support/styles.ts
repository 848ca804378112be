// Whether what a page shows is styled: every class on it has a rule in the page's stylesheets, and every theme token
// those rules use is defined (the login page loads only the login stylesheet; signed-in screens wait for the rest).
import type { Page } from 'playwright-core'

/**
 * The class names on the page that no rule of its stylesheets names (every class the app sets is Panda's: one
 * missing means an element is drawn without its style).
 */
export const unstyledClasses = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    // No named function in here: the test runner's transform would wrap it in a helper the page does not have.
    const selectors: string[] = []
    const groups: CSSRuleList[] = Array.from(document.styleSheets).map((sheet) => sheet.cssRules)
    for (let rules = groups.pop(); rules !== undefined; rules = groups.pop()) {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText)
        else if ('cssRules' in rule) groups.push((rule as CSSGroupingRule).cssRules)
      }
    }
    const text = selectors.join('\n')
    const classes = new Set(Array.from(document.querySelectorAll('[class]')).flatMap((e) => Array.from(e.classList)))
    // `.name` as a whole class in a selector: not followed by more of an identifier (a letter, `-`, `_` or an escape).
    return [...classes]
      .filter((c) => {
        const needle = `.${CSS.escape(c)}`
        for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
          if (!/[\\\w-]/.test(text.charAt(at + needle.length))) return false
        }
        return true
      })
      .sort()
  })

/**
 * The theme's token variables (`var(--colors-…)`, `var(--spacing-…)`, …) that a rule of the page's stylesheets uses
 * and the page's root does not define (the colour palette's, set by a class on the element, excepted).
 */
export const undefinedTokens = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const texts: string[] = []
    const groups: CSSRuleList[] = Array.from(document.styleSheets).map((sheet) => sheet.cssRules)
    for (let rules = groups.pop(); rules !== undefined; rules = groups.pop()) {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) texts.push(rule.style.cssText)
        else if ('cssRules' in rule) groups.push((rule as CSSGroupingRule).cssRules)
      }
    }
    const token = /var\((--(?:colors|spacing|sizes|radii|fonts|font-sizes|font-weights|line-heights|shadows|durations|easings|z-index)-[\w\\.-]+)/g
    const used = new Set(texts.flatMap((t) => [...t.matchAll(token)].map((m) => m[1] ?? '')))
    const root = getComputedStyle(document.documentElement)
    return [...used].filter((name) => !name.startsWith('--colors-color-palette-') && root.getPropertyValue(name.replace(/\\(.)/g, '$1')).trim() === '').sort()
  })
