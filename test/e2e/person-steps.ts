// Steps a person takes in the app, shared by the journeys: the cookie banner, the bottom navigation (with and
// without its red-dot badge), moving the keyboard focus with Tab, typing a date, reading a field's description.
// (Restored from the compiled copy after an accidental overwrite; comments are new, the code is the same.)
import type { Locator, Page } from 'playwright-core'
import { escapeRegExp, exactly, words, type Lang } from './support/words'

/** A tab of the bottom navigation (SPEC section 2: duties, daily remarks, news and profile). */
export type Tab = 'duties' | 'dailyRemarks' | 'news' | 'profile'

/** Accepts the cookie banner when it is shown. */
export const acceptCookies = async (page: Page, lang: Lang = 'en'): Promise<void> => {
  const accept = page
    .getByRole('region', { name: words(lang).global.cookieBanner.label })
    .getByRole('button', { name: words(lang).global.cookieBanner.accept })
  if (await accept.isVisible()) await accept.click()
}

/** The bottom navigation. */
export const mainNavigation = (page: Page, lang: Lang = 'en'): Locator => page.getByRole('navigation', { name: words(lang).nav.main })

/** A tab's link, with or without the "New items" badge. */
export const tabLink = (page: Page, tab: Tab, lang: Lang = 'en'): Locator =>
  mainNavigation(page, lang).getByRole('link', {
    name: new RegExp(`^${escapeRegExp(words(lang).nav[tab])}(, ${escapeRegExp(words(lang).nav.newItems)})?$`),
  })

/** A tab's link that carries the "New items" badge. */
export const tabWithBadge = (page: Page, tab: Tab, lang: Lang = 'en'): Locator =>
  mainNavigation(page, lang).getByRole('link', { name: exactly(`${words(lang).nav[tab]}, ${words(lang).nav.newItems}`) })

/** A tab's link without the badge. */
export const tabWithoutBadge = (page: Page, tab: Tab, lang: Lang = 'en'): Locator =>
  mainNavigation(page, lang).getByRole('link', { name: exactly(words(lang).nav[tab]) })

/** Opens a tab of the bottom navigation. */
export const openTab = async (page: Page, tab: Tab, lang: Lang = 'en'): Promise<void> => {
  await tabLink(page, tab, lang).click()
}

const isFocused = (target: Locator): Promise<boolean> => target.evaluate((el) => el === document.activeElement).catch(() => false)

/** Presses Tab (or Shift+Tab) until `target` has the focus; the number of presses. Fails after `max` presses. */
export const tabTo = async (page: Page, target: Locator, options: { readonly max?: number; readonly backwards?: boolean } = {}): Promise<number> => {
  const max = options.max ?? 80
  await target.waitFor()
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return presses
    await page.keyboard.press(options.backwards === true ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`the keyboard focus never reached ${String(target)} in ${max} presses of Tab`)
}

/**
 * The server's answer to the app saving `lang` as the crew member's preferred language (`PUT preferredLanguage/{lang}`,
 * sent after the screen has already switched). Wait for it before anything that reads the server's language: a
 * reload, a sign-in on another device, or closing the page (which would cut the call).
 */
export const languageSaved = (page: Page, lang: Lang) =>
  page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.endsWith(`/preferredLanguage/${lang}`))

/** Uncaught errors of the page, collected as they happen. */
export const collectPageErrors = (page: Page): string[] => {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

/**
 * Types `isoDate` (yyyy-MM-dd) into the focused date field with the keyboard, in the field's own order of day and
 * month (found by typing 01 02 first and reading the value back).
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

/** The text of the elements that describe a field (`aria-describedby`): hints and error messages. */
export const descriptionOf = (field: Locator): Promise<string> =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((id) => id !== '')
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter((text) => text !== '')
      .join(' '),
  )

/** Fills a field and leaves it with Tab (the value is then checked, as when a person moves on). */
export const enter = async (field: Locator, value: string): Promise<void> => {
  await field.fill(value)
  await field.press('Tab')
}
