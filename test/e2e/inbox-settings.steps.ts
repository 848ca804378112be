// Steps a person takes in journeys 6 to 10 (daily remarks, news, my data, notification settings, settings):
// accept the cookie banner, open a tab of the bottom navigation, move the focus with Tab alone, type a date with
// the keyboard, read a field's description, switch the language in Settings.
import type { Locator, Page } from 'playwright-core'
import { escapeRegExp, exactly, words, type Lang } from './support/words'

/** Presses "Accept" on the cookie banner when it shows (it otherwise covers part of the screen). */
export const acceptCookies = async (page: Page, lang: Lang = 'en'): Promise<void> => {
  const accept = page.getByRole('region', { name: words(lang).global.cookieBanner.label }).getByRole('button', { name: words(lang).global.cookieBanner.accept })
  if (await accept.isVisible()) await accept.click()
}

export type Tab = 'duties' | 'dailyRemarks' | 'news' | 'profile'

/** The bottom navigation ("Main navigation"). */
export const mainNavigation = (page: Page, lang: Lang = 'en'): Locator => page.getByRole('navigation', { name: words(lang).nav.main })

/** A tab of the bottom navigation, with or without its red-dot badge (", New items" in its name). */
export const tabLink = (page: Page, tab: Tab, lang: Lang = 'en'): Locator =>
  mainNavigation(page, lang).getByRole('link', { name: new RegExp(`^${escapeRegExp(words(lang).nav[tab])}(, ${escapeRegExp(words(lang).nav.newItems)})?$`) })

/** The same tab only while it carries the red-dot badge. */
export const tabWithBadge = (page: Page, tab: Tab, lang: Lang = 'en'): Locator =>
  mainNavigation(page, lang).getByRole('link', { name: exactly(`${words(lang).nav[tab]}, ${words(lang).nav.newItems}`) })

/** The same tab only while it has no badge. */
export const tabWithoutBadge = (page: Page, tab: Tab, lang: Lang = 'en'): Locator =>
  mainNavigation(page, lang).getByRole('link', { name: exactly(words(lang).nav[tab]) })

/** Opens a tab of the bottom navigation with a click. */
export const openTab = async (page: Page, tab: Tab, lang: Lang = 'en'): Promise<void> => {
  await tabLink(page, tab, lang).click()
}

const isFocused = (target: Locator): Promise<boolean> => target.evaluate((el) => el === document.activeElement).catch(() => false)

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user does; fails after `max` presses.
 * Returns the number of presses.
 */
export const tabTo = async (page: Page, target: Locator, options: { readonly backwards?: boolean; readonly max?: number } = {}): Promise<number> => {
  const max = options.max ?? 80
  await target.waitFor()
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return presses
    await page.keyboard.press(options.backwards === true ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`the keyboard focus never reached ${String(target)} in ${max} presses of Tab`)
}

// Shared with the other journeys' steps: one definition each, in person-steps.ts.
export { collectPageErrors, descriptionOf, enter, typeDate } from './person-steps'

/**
 * Switches the UI language as a person does: Profile tab, then the "Language" selector of Settings (which also saves
 * it as the preferred language on the server). Stays on the Settings screen, now titled in `to`.
 */
export const switchLanguage = async (page: Page, from: Lang, to: Lang): Promise<void> => {
  await openTab(page, 'profile', from)
  await page.getByRole('heading', { level: 1, name: exactly(words(from).settings.title) }).waitFor()
  await page.getByRole('combobox', { name: words(from).settings.language }).selectOption({ label: words(from).settings.languages[to] })
  await page.getByRole('heading', { level: 1, name: exactly(words(to).settings.title) }).waitFor()
}

/**
 * Matches an accessible name exactly, any run of white space (the French dictionaries put a no-break space before
 * ':' and '?', which the accessible name turns into a plain space) matching any other.
 */
export const named = (text: string): RegExp => new RegExp(`^${escapeRegExp(text.trim()).replace(/\s+/g, '\\s+')}$`)
