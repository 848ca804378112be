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

/** Collects the uncaught exceptions of `page` (a journey should end with none). */
export const collectPageErrors = (page: Page): Array<string> => {
  const problems: Array<string> = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

/**
 * Types `isoDate` (yyyy-MM-dd) into the date field that has the keyboard focus (on its first part), digit by digit
 * as a keyboard user does. The order of the parts follows the browser's own locale (day or month first), so a first
 * entry of 01/02 tells which it is; Shift+Tab goes back to the first part and the date is typed in that order.
 */
export const typeDate = async (page: Page, field: Locator, isoDate: string): Promise<void> => {
  const [year, month, day] = isoDate.split('-')
  await page.keyboard.type(`0102${year}`)
  const probe = await field.inputValue()
  const monthFirst = probe === `${year}-01-02`
  if (!monthFirst && probe !== `${year}-02-01`) throw new Error(`typeDate: the date field shows '${probe}' after typing 01 02 ${year}`)
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.type(monthFirst ? `${month}${day}${year}` : `${day}${month}${year}`)
}

/**
 * What a screen reader reads after a field's name: the texts its `aria-describedby` points at (hint and error),
 * joined by a space.
 */
export const descriptionOf = (field: Locator): Promise<string> =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((id) => id !== '')
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter((text) => text !== '')
      .join(' '),
  )

/** Types `value` into a text field and leaves it (Tab), as a person moving on to the next field does. */
export const enter = async (field: Locator, value: string): Promise<void> => {
  await field.fill(value)
  await field.press('Tab')
}

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
