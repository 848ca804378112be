// Journey 6: daily remarks. anna reads the scheduler's unread remark (the tab's red dot and the
// remark's "Unread" mark go away, and stay away after a reload), writes a remark of her own and finds it under
// "From me"; an invalid comment marks the field invalid and keeps Send disabled. Then the same journey with the
// keyboard alone, and axe on every screen in English and French.
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { acceptCookies, collectPageErrors, openTab, tabLink, tabTo, tabWithBadge, typeDate, tabWithoutBadge } from './inbox-settings.steps'
import { assertAccessible, saveServerLanguage, showIn } from './support/axe'
import { expectAttribute, expectDisabled, expectEnabled } from './support/expect'
import { waitForFocus } from './support/gestures'
import type { E2e } from './support/harness'
import { homeLoaded, signIn } from './support/sign-in'
import { exactly, words, type Lang } from './support/words'

const J6 = journey('journey 6: daily remarks')

const e2eOf = (ctx: { e2e?: E2e }): E2e => {
  if (ctx.e2e === undefined) throw new Error('the harness did not start')
  return ctx.e2e
}

/** The demo seed's scheduler remarks of anna (server/README.md: two unread and one read). */
const BADGE_REMARK = '15 Mar 2026 · General Please collect your new ID badge at the crew centre before your duty.'
const TRAINING_REMARK = '20 Mar 2026 · Training Your recurrent training documents are available in the crew portal.'

const W = words('en')
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name: exactly(name) })
const schedulerList = (page: Page, lang: Lang = 'en') => page.getByRole('list', { name: words(lang).dailyRemarks.fromScheduler })
const fromMeList = (page: Page, lang: Lang = 'en') => page.getByRole('list', { name: words(lang).dailyRemarks.fromMe })
/** A remark row by its exact accessible name: `unread` adds the "Unread" mark the row carries until it is opened. */
const remarkRow = (page: Page, name: string, unread: boolean) =>
  schedulerList(page).getByRole('link', { name: exactly(unread ? `${name} ${W.dailyRemarks.unread}` : name) })
const commentField = (page: Page, lang: Lang = 'en') => page.getByRole('textbox', { name: words(lang).dailyRemarks.newRemark.comment })
const sendButton = (page: Page, lang: Lang = 'en') => page.getByRole('button', { name: exactly(words(lang).dailyRemarks.newRemark.send) })

J6('"A remark is unread until opened. Opening marks it read." and "Red-dot badges on daily remarks and news signal new items"; a new remark shows under "From me"', async (ctx) => {
  const e2e = e2eOf(ctx)
  const { page, context } = await e2e.newPage()
  const problems = collectPageErrors(page)
  await signIn(page, 'anna')
  await acceptCookies(page)

  // The tab carries the red dot until the screen is opened.
  await tabWithBadge(page, 'dailyRemarks').waitFor()
  await openTab(page, 'dailyRemarks')
  await heading(page, W.dailyRemarks.title).waitFor()
  await tabWithoutBadge(page, 'dailyRemarks').waitFor()
  await remarkRow(page, BADGE_REMARK, true).waitFor()
  await assertAccessible(page, 'daily-remarks', 'en')

  // Opening the unread remark shows it in full and marks it read.
  await remarkRow(page, BADGE_REMARK, true).click()
  await heading(page, W.dailyRemarks.remark.title).waitFor()
  const main = page.getByRole('main')
  await main.getByText('Please collect your new ID badge at the crew centre before your duty.').waitFor()
  await main.getByRole('definition').filter({ hasText: exactly(W.dailyRemarks.remark.scheduler) }).waitFor()
  await assertAccessible(page, 'daily-remark', 'en')
  await page.getByRole('button', { name: W.dailyRemarks.backToList }).click()
  await remarkRow(page, BADGE_REMARK, false).waitFor()
  await remarkRow(page, TRAINING_REMARK, true).waitFor()

  // Read on the server too: a reload keeps it read (the other unread remark stays unread).
  await page.reload()
  await heading(page, W.dailyRemarks.title).waitFor()
  await remarkRow(page, BADGE_REMARK, false).waitFor()
  await remarkRow(page, TRAINING_REMARK, true).waitFor()
  await tabWithoutBadge(page, 'dailyRemarks').waitFor()

  // A new remark: Send stays disabled until date, type and a valid comment are there.
  await page.getByRole('link', { name: W.dailyRemarks.createNew }).click()
  await heading(page, W.dailyRemarks.newRemark.title).waitFor()
  await expectDisabled(sendButton(page), 'Send is disabled on an empty form')
  await page.getByLabel(W.dailyRemarks.newRemark.date, { exact: true }).fill('2026-03-18')
  await page.getByRole('combobox', { name: W.dailyRemarks.newRemark.type }).selectOption({ label: 'Request' })

  // "The comment must pass the shared pattern check; the error wording is not shown": the field is marked invalid.
  for (const invalid of ['Please swap <b>this</b> day', 'Thanks for the day off 😀']) {
    await commentField(page).fill(invalid)
    await expectAttribute(commentField(page), 'aria-invalid', 'true', `"${invalid}" marks the comment invalid`)
    await expectDisabled(sendButton(page), `Send stays disabled with "${invalid}"`)
  }
  await assertAccessible(page, 'daily-remarks-new (invalid comment)', 'en')

  await commentField(page).fill('Please roster me on early duties, if possible.')
  await expectAttribute(commentField(page), 'aria-invalid', null, 'a valid comment is not marked invalid')
  await expectEnabled(sendButton(page), 'Send is enabled once the form is valid')
  await sendButton(page).click()

  // Back on the list, the remark is under "From me", never marked unread.
  await heading(page, W.dailyRemarks.title).waitFor()
  await fromMeList(page).getByRole('link', { name: exactly('18 Mar 2026 · Request Please roster me on early duties, if possible.') }).waitFor()
  await page.reload()
  await fromMeList(page).getByRole('link', { name: exactly('18 Mar 2026 · Request Please roster me on early duties, if possible.') }).waitFor()
  assert.equal(problems, [])
  await context.close()
})

J6('keyboard alone: "every journey above can also be done with the keyboard alone" (sign in, read a remark, send one)', async (ctx) => {
  const e2e = e2eOf(ctx)
  const { page, context } = await e2e.newPage()
  await page.goto(e2e.url)

  await tabTo(page, page.getByLabel(W.login.username, { exact: true }))
  await page.keyboard.type('anna')
  await tabTo(page, page.getByLabel(W.login.password, { exact: true }))
  await page.keyboard.type('anna-demo')
  await page.keyboard.press('Enter')
  await homeLoaded(page).waitFor()

  // Signed in, the duty plan's title holds the focus; the cookie banner sits right under the header, so Tab reaches
  // it first; the bottom navigation is at the end of the page, so Shift+Tab reaches it first.
  assert.ok(await waitForFocus(page.getByRole('heading', { level: 1 })), 'the title has the focus after signing in')
  const accept = page.getByRole('button', { name: W.global.cookieBanner.accept })
  await tabTo(page, accept)
  await page.keyboard.press('Enter')
  await accept.waitFor({ state: 'detached' })

  await tabTo(page, tabLink(page, 'dailyRemarks'), { backwards: true })
  await page.keyboard.press('Enter')
  await heading(page, W.dailyRemarks.title).waitFor()

  await tabTo(page, remarkRow(page, TRAINING_REMARK, true))
  await page.keyboard.press('Enter')
  await heading(page, W.dailyRemarks.remark.title).waitFor()
  await page.getByText('Your recurrent training documents are available in the crew portal.').waitFor()
  await tabTo(page, page.getByRole('button', { name: W.dailyRemarks.backToList }), { backwards: true })
  await page.keyboard.press('Enter')
  await remarkRow(page, TRAINING_REMARK, false).waitFor()

  await tabTo(page, page.getByRole('link', { name: W.dailyRemarks.createNew }), { backwards: true })
  await page.keyboard.press('Enter')
  await heading(page, W.dailyRemarks.newRemark.title).waitFor()

  const date = page.getByLabel(W.dailyRemarks.newRemark.date, { exact: true })
  await tabTo(page, date)
  await typeDate(page, date, '2026-03-19')
  assert.is(await date.inputValue(), '2026-03-19')
  const type = page.getByRole('combobox', { name: W.dailyRemarks.newRemark.type })
  await tabTo(page, type)
  await page.keyboard.press('ArrowDown') // General
  await page.keyboard.press('ArrowDown') // Request
  assert.is(await type.inputValue(), 'REQ')

  await tabTo(page, commentField(page))
  await page.keyboard.type('Swap <please>')
  await expectAttribute(commentField(page), 'aria-invalid', 'true', 'the comment is marked invalid')
  await expectDisabled(sendButton(page), 'Send is disabled with an invalid comment')
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('Late duties preferred on this day.')
  await expectAttribute(commentField(page), 'aria-invalid', null, 'the comment is not marked invalid')

  await tabTo(page, sendButton(page))
  await page.keyboard.press('Enter')
  await heading(page, W.dailyRemarks.title).waitFor()
  await fromMeList(page).getByRole('link', { name: exactly('19 Mar 2026 · Request Late duties preferred on this day.') }).waitFor()
  await context.close()
})

J6('axe in French: the daily-remarks list, a remark and the new-remark form have no axe violation (WCAG 2.2 AA)', async (ctx) => {
  const e2e = e2eOf(ctx)
  const { page, context } = await e2e.newPage(undefined, { language: 'fr' })
  const F = words('fr')
  await signIn(page, 'anna')
  // A French-speaking crew member: French is her preferred language on the server, which applies after sign-in.
  await showIn(page, 'fr', () => homeLoaded(page))
  await acceptCookies(page, 'fr')
  await openTab(page, 'dailyRemarks', 'fr')
  await heading(page, F.dailyRemarks.title).waitFor()
  await schedulerList(page, 'fr').getByRole('link').first().waitFor()
  await assertAccessible(page, 'daily-remarks', 'fr')

  await schedulerList(page, 'fr').getByRole('link').first().click()
  await heading(page, F.dailyRemarks.remark.title).waitFor()
  await assertAccessible(page, 'daily-remark', 'fr')

  await page.getByRole('button', { name: F.dailyRemarks.backToList }).click()
  await page.getByRole('link', { name: F.dailyRemarks.createNew }).click()
  await heading(page, F.dailyRemarks.newRemark.title).waitFor()
  await commentField(page, 'fr').fill('Pas de <balise>')
  await expectAttribute(commentField(page, 'fr'), 'aria-invalid', 'true', 'the comment is marked invalid')
  await expectDisabled(sendButton(page, 'fr'), 'Send is disabled')
  await assertAccessible(page, 'daily-remarks-new (invalid comment)', 'fr')
  // Back to English on the server for the journeys after this one.
  await saveServerLanguage(page, 'en')
  await context.close()
})

J6.run()
