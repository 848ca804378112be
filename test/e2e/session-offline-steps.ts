// Steps a person takes in the app, shared by journeys 11 to 14 and scripts/screenshots.ts (owned by that helper): the
// bottom navigation, the language switch in Settings, and the way to today's flight through the duty list.
import type { Page } from 'playwright-core'
import { languageSaved } from './person-steps'
import { exactly, inEither, words, type Lang, type Words } from './support/words'

/**
 * `exactly` of a dictionary text as the browser names it: Playwright collapses white space in accessible names and
 * text, so the French no-break spaces (before ':' and '?') become plain spaces.
 */
export const exact = (text: string): RegExp => exactly(text.replace(/\s+/g, ' '))

/** A link of the bottom navigation ("Duties", "Daily remarks", "News", "Profile"; a badge may follow the name). */
export const navLink = (page: Page, lang: Lang, pick: (n: Words['nav']) => string) =>
  page.getByRole('navigation', { name: exact(words(lang).nav.main) }).getByRole('link', { name: new RegExp(`^${pick(words(lang).nav)}`) })

/**
 * Profile → Language → the wanted language, as a person switches it (the choice is saved on the server too, so the
 * server's preferred language, applied when Settings opens, agrees). Call it on a page that shows English, right
 * after signing in; 'en' leaves the page as it is.
 */
export const chooseLanguage = async (page: Page, lang: Lang): Promise<void> => {
  if (lang === 'en') return
  await navLink(page, 'en', (n) => n.profile).click()
  const language = page.getByRole('combobox', { name: inEither((w) => w.settings.language) })
  const saved = languageSaved(page, lang)
  await language.selectOption({ label: words(lang).settings.languages[lang] })
  await page.getByRole('heading', { level: 1, name: exact(words(lang).settings.title) }).waitFor()
  await saved
}

/** The duty-list row of today's pairing J406/1 CDG-JFK-CDG (15 March 2026 in the demo seed). */
export const todaysPairingRow = (page: Page) => page.getByRole('button', { name: /J406\/1 CDG-JFK-CDG, 15 (Mar|mars) 2026/ })

/** Duties → today's pairing in the duty list (opened) → its first flight, AF006 CDG-JFK. */
export const openTodaysLeg = async (page: Page, lang: Lang): Promise<void> => {
  await navLink(page, lang, (n) => n.duties).click()
  const pairing = todaysPairingRow(page)
  if ((await pairing.getAttribute('aria-expanded')) !== 'true') await pairing.click()
  await page.getByRole('link', { name: exact(words(lang).home.openLeg) }).first().click()
  await page.getByRole('heading', { level: 1, name: /AF006 CDG/ }).waitFor()
}

/** Profile → My data → Contact information. */
export const openContacts = async (page: Page, lang: Lang): Promise<void> => {
  const w = words(lang)
  await navLink(page, lang, (n) => n.profile).click()
  await page.getByRole('link', { name: exact(w.settings.myData) }).click()
  await page.getByRole('link', { name: new RegExp(`^${w.myData.hub.contacts}`) }).click()
  await page.getByRole('heading', { level: 1, name: exact(w.myData.contacts.title) }).waitFor()
}

/** Daily remarks → New remark, with its remark types listed. */
export const openNewRemark = async (page: Page, lang: Lang): Promise<void> => {
  const w = words(lang)
  await navLink(page, lang, (n) => n.dailyRemarks).click()
  await page.getByRole('link', { name: exact(w.dailyRemarks.createNew) }).click()
  await page.getByRole('heading', { level: 1, name: exact(w.dailyRemarks.newRemark.title) }).waitFor()
  await page.getByRole('option', { name: exact(w.dailyRemarks.newRemark.selectType) }).waitFor({ state: 'attached' })
}
