// Steps a person takes in journeys 6 to 10 (daily remarks, news, my data, notification settings, settings):
// accept the cookie banner, open a tab of the bottom navigation, move the focus with Tab alone, type a date with
// the keyboard, read a field's description, switch the language in Settings.
import type { Page } from 'playwright-core'
import { languageSaved, openTab } from './person-steps'
import { escapeRegExp, exactly, words, type Lang } from './support/words'

// The steps journeys share: one definition each, in person-steps.ts.
export {
  acceptCookies,
  collectPageErrors,
  descriptionOf,
  enter,
  languageSaved,
  mainNavigation,
  openTab,
  tabLink,
  tabTo,
  tabWithBadge,
  tabWithoutBadge,
  typeDate,
  type Tab,
} from './person-steps'

/**
 * Switches the UI language as a person does: Profile tab, then the "Language" selector of Settings (which also saves
 * it as the preferred language on the server; this waits for the server's answer). Stays on the Settings screen, now
 * titled in `to`.
 */
export const switchLanguage = async (page: Page, from: Lang, to: Lang): Promise<void> => {
  await openTab(page, 'profile', from)
  await page.getByRole('heading', { level: 1, name: exactly(words(from).settings.title) }).waitFor()
  const saved = languageSaved(page, to)
  await page.getByRole('combobox', { name: words(from).settings.language }).selectOption({ label: words(from).settings.languages[to] })
  await page.getByRole('heading', { level: 1, name: exactly(words(to).settings.title) }).waitFor()
  await saved
}

/**
 * Matches an accessible name exactly, any run of white space (the French dictionaries put a no-break space before
 * ':' and '?', which the accessible name turns into a plain space) matching any other.
 */
export const named = (text: string): RegExp => new RegExp(`^${escapeRegExp(text.trim()).replace(/\s+/g, '\\s+')}$`)
