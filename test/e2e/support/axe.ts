// axe-core on the page as it is now. Each run prints `axe <screen> <lang> [combination]: N violations`.
// Every WCAG 2.0, 2.1 and 2.2 A and AA rule, failing on ANY violation (WCAG 2.2 AA, on the phone as on the desktop).
// The first check of a screen runs at a phone viewport (360 x 800) and a desktop one, each in light and dark colour
// mode, then puts the page back as it was; later checks of the same screen run once, as the page is.
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { words, type Lang, type Words } from './words'

/** One axe violation as the tests report it. */
export interface AxeViolation {
  readonly id: string
  readonly impact: string
  readonly help: string
  readonly targets: ReadonlyArray<string>
}

/** The rule sets: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']

/** The phone viewport of the checks (a small Android phone). */
export const AXE_PHONE = { width: 360, height: 800 }
/** The desktop viewport of the checks. */
export const AXE_DESKTOP = { width: 1440, height: 900 }

type ColorScheme = 'light' | 'dark'
interface Combination {
  readonly name: string
  readonly viewport: { readonly width: number; readonly height: number }
  readonly colorScheme: ColorScheme
}
const COMBINATIONS: ReadonlyArray<Combination> = [
  { name: 'phone light', viewport: AXE_PHONE, colorScheme: 'light' },
  { name: 'phone dark', viewport: AXE_PHONE, colorScheme: 'dark' },
  { name: 'desktop light', viewport: AXE_DESKTOP, colorScheme: 'light' },
  { name: 'desktop dark', viewport: AXE_DESKTOP, colorScheme: 'dark' },
]

/** Screens already checked in every combination (per test process). */
const checkedEverywhere = new Set<string>()
/** Total time spent in axe, for the closing line of the e2e layer (`E2E_TIMING=1`). */
let axeMillis = 0

const runAxe = async (page: Page, label: string): Promise<ReadonlyArray<AxeViolation>> => {
  const started = performance.now()
  // Colours are measured as drawn: a transition still running (a button turning from its busy look, a banner
  // fading in) would be measured half-way. Finite animations end first; endless ones (spinners) are left alone.
  // At most 2 s: a paused animation never finishes.
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((done) => setTimeout(done, 2000)),
      ]),
    )
    .catch(() => undefined)
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  axeMillis += performance.now() - started
  const all: ReadonlyArray<AxeViolation> = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    targets: v.nodes.map((n) => n.target.map(String).join(' ')),
  }))
  const ids = all.map((v) => `${v.id} (${v.impact})`).join(', ')
  console.log(`axe ${label}: ${all.length} violations${ids === '' ? '' : `: ${ids}`}`)
  if (process.env.E2E_TIMING === '1') process.stderr.write(`e2e timing: axe so far ${Math.round(axeMillis)} ms\n`)
  return all.map((v) => ({ ...v, help: `${v.help} [${label}]` }))
}

/** The colour mode the page shows (the app follows the system's, also when it changes). */
const colorModeOf = async (page: Page): Promise<ColorScheme> =>
  (await page.evaluate(() => document.documentElement.dataset['colorMode'])) === 'dark' ? 'dark' : 'light'

/**
 * Runs axe on `page` and returns every violation, the first check of `screenName` running in each combination of
 * phone and desktop viewport and light and dark mode, then restoring the viewport and colour mode (later ones once).
 */
export const axeCheck = async (page: Page, screenName: string, lang: Lang): Promise<ReadonlyArray<AxeViolation>> => {
  if (checkedEverywhere.has(screenName)) return runAxe(page, `${screenName} ${lang}`)
  checkedEverywhere.add(screenName)
  const viewport = page.viewportSize()
  const before = await colorModeOf(page)
  const found: AxeViolation[] = []
  try {
    for (const combination of COMBINATIONS) {
      await page.setViewportSize(combination.viewport)
      await page.emulateMedia({ colorScheme: combination.colorScheme })
      await page.waitForFunction((mode) => document.documentElement.dataset['colorMode'] === mode || !document.documentElement.dataset['colorMode'], combination.colorScheme).catch(() => undefined)
      // Two frames: the layout of the new size and colours is drawn before axe measures it.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      found.push(...(await runAxe(page, `${screenName} ${lang} ${combination.name}`)))
    }
  } finally {
    if (viewport !== null) await page.setViewportSize(viewport)
    await page.emulateMedia({ colorScheme: before })
  }
  return found
}

/** `axeCheck`, failing the test with each violation it returns and the elements it names. */
export const assertAccessible = async (page: Page, screenName: string, lang: Lang): Promise<void> => {
  const violations = await axeCheck(page, screenName, lang)
  assert.equal(
    violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.targets.slice(0, 3).join(' | ')}`),
    [],
    `no axe violation on ${screenName} (${lang})`,
  )
}

/**
 * Saves `lang` as the signed-in crew member's preferred language on the server (`PUT preferredLanguage`), as the
 * Settings switch does; it applies after every sign-in and every reload of a session. Sent through the context's
 * cookies, outside the page (no console entry): signed out it answers 401 and changes nothing, since only the login
 * screen's language matters then.
 */
export const saveServerLanguage = async (page: Page, lang: Lang): Promise<void> => {
  await page.request.put(new URL(`/api/communication/v2/preferredLanguage/${lang}`, page.url()).href, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    failOnStatusCode: false,
  })
}

/**
 * Stores `lang` as the UI language as the Settings switch does (`localStorage.language`, and, when signed in, the
 * server's preferred language, which applies after every sign-in or reload of a session) and reloads the page.
 */
export const showIn = async (page: Page, lang: Lang, ready: (w: Words) => Locator): Promise<void> => {
  await page.evaluate((language) => window.localStorage.setItem('language', language), lang)
  await saveServerLanguage(page, lang)
  await page.reload()
  await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' })
  await ready(words(lang)).waitFor()
}

/**
 * axe on the screen as it is (English), then again in French after reloading it so, then back to English: the
 * summary line of each is printed, and the test fails with every violation of both.
 * `ready` names what shows once the screen has loaded, in the dictionary given. `backToEnglish: false` leaves the
 * page in French (a journey's last check saves a reload).
 */
export const assertAccessibleInBothLanguages = async (
  page: Page,
  screenName: string,
  ready: (w: Words) => Locator,
  options: { readonly backToEnglish?: boolean } = {},
): Promise<void> => {
  const en = await axeCheck(page, screenName, 'en')
  await showIn(page, 'fr', ready)
  const fr = await axeCheck(page, screenName, 'fr')
  if (options.backToEnglish !== false) await showIn(page, 'en', ready)
  const describe = (lang: Lang) => (v: AxeViolation) => `${lang} ${v.id} (${v.impact}): ${v.help} at ${v.targets.slice(0, 3).join(' | ')}`
  assert.equal([...en.map(describe('en')), ...fr.map(describe('fr'))], [], `no axe violation on ${screenName}`)
}
