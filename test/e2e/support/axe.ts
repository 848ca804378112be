// axe-core on the page as it is now (WCAG 2 A and AA rules), with the one-line summary the closing note of
// collects: `axe <screen> <lang>: N violations (serious/critical: M)`.
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

const SEVERE = new Set(['serious', 'critical'])

/**
 * Runs axe on `page`, prints `axe <screenName> <lang>: N violations (serious/critical: M)` (then the rule ids with
 * their impact), and returns the serious and critical violations.
 */
export const axeCheck = async (page: Page, screenName: string, lang: Lang): Promise<ReadonlyArray<AxeViolation>> => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  const all: ReadonlyArray<AxeViolation> = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    targets: v.nodes.map((n) => n.target.map(String).join(' ')),
  }))
  const severe = all.filter((v) => SEVERE.has(v.impact))
  const ids = all.map((v) => `${v.id} (${v.impact})`).join(', ')
  console.log(`axe ${screenName} ${lang}: ${all.length} violations (serious/critical: ${severe.length})${ids === '' ? '' : `: ${ids}`}`)
  return severe
}

/** `axeCheck`, failing the test with each serious or critical violation and the elements it names. */
export const assertAccessible = async (page: Page, screenName: string, lang: Lang): Promise<void> => {
  const severe = await axeCheck(page, screenName, lang)
  assert.equal(
    severe.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.targets.slice(0, 3).join(' | ')}`),
    [],
    `no serious or critical axe violation on ${screenName} (${lang})`,
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
 * summary line of each is printed, and the test fails with the serious and critical violations of both.
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
  assert.equal([...en.map(describe('en')), ...fr.map(describe('fr'))], [], `no serious or critical axe violation on ${screenName}`)
}
