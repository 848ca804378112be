// Journey 7: news. anna opens an unread broadcast (it becomes read, also after a reload), opens an
// expired one (the info dialog), deletes one with the Delete button and one by swiping (each fades for 300 ms
// before it goes), and after a reload both are gone. Axe on every screen in English and French.
import type { Locator, Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { acceptCookies, collectPageErrors, mainNavigation, openTab, tabWithBadge, tabWithoutBadge } from './inbox-settings.steps'
import { AXE_PHONE, assertAccessible, saveServerLanguage, showIn } from './support/axe'
import { overlaps, shownBox } from './support/gestures'
import { expectCount } from './support/expect'
import type { E2e } from './support/harness'
import { homeLoaded, signIn } from './support/sign-in'
import { escapeRegExp, exactly, fill, words, type Lang } from './support/words'

const J7 = journey('journey 7: news')

const e2eOf = (ctx: { e2e?: E2e }): E2e => {
  if (ctx.e2e === undefined) throw new Error('the harness did not start')
  return ctx.e2e
}

/** Broadcasts of the demo seed (server/README.md: one unread to all crew, a read and an expired one per member). */
const UNREAD = 'Winter operations briefing'
const READ = 'New crew rest facility at CDG'
const EXPIRED = 'Winter roster requests'

const W = words('en')
const newsList = (page: Page, lang: Lang = 'en') => page.getByRole('list', { name: words(lang).news.list })
/** The button that opens an item: its name starts with the title; `mark` is how it ends ("Unread", "Expired"). */
const openButton = (page: Page, title: string, mark?: string, lang: Lang = 'en') =>
  newsList(page, lang).getByRole('button', { name: new RegExp(`^${escapeRegExp(title)} .*${mark === undefined ? '' : ` ${escapeRegExp(mark)}`}$`) })
const deleteButton = (page: Page, title: string, lang: Lang = 'en') => newsList(page, lang).getByRole('button', { name: fill(words(lang).news.delete, { title }) })
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name: exactly(name) })

/**
 * Starts recording, in the page, what the news row around `deleteButton` shows until it goes: whether its Delete
 * button and its open button (the row's first button) were disabled at some moment. Read with `rowSeen`.
 */
const watchRow = (deleteButton: Locator): Promise<void> =>
  deleteButton.evaluate((del) => {
    let row: HTMLElement | null = del.parentElement
    while (row !== null && row.querySelectorAll('button').length < 2) row = row.parentElement
    const open = row?.querySelector('button') ?? null
    const seen = { deleteDisabled: false, openDisabled: false }
    Reflect.set(window, 'e2eRowSeen', seen)
    if (row === null || open === null || !(del instanceof HTMLButtonElement)) return
    new MutationObserver(() => {
      if (del.disabled) seen.deleteDisabled = true
      if (open.disabled) seen.openDisabled = true
    }).observe(row, { attributes: true, subtree: true })
  })

const rowSeen = (page: Page): Promise<{ readonly deleteDisabled: boolean; readonly openDisabled: boolean }> =>
  page.evaluate(() => Reflect.get(window, 'e2eRowSeen') ?? { deleteDisabled: false, openDisabled: false })

// First: it reads the seed as it is, and the journey after it deletes items.
J7('axe in French: the news list, a broadcast and the expired dialog have no axe violation (WCAG 2.2 AA)', async (ctx) => {
  const e2e = e2eOf(ctx)
  const { page, context } = await e2e.newPage(undefined, { language: 'fr' })
  const F = words('fr')
  await signIn(page, 'anna')
  // A French-speaking crew member: French is her preferred language on the server, which applies after sign-in.
  await showIn(page, 'fr', () => homeLoaded(page))
  await acceptCookies(page, 'fr')
  await openTab(page, 'news', 'fr')
  await heading(page, F.news.title).waitFor()
  await openButton(page, READ, undefined, 'fr').waitFor()
  await assertAccessible(page, 'news', 'fr')

  // The broadcast already read (so that the English journey still finds the unread one unread).
  await openButton(page, READ, undefined, 'fr').click()
  await heading(page, F.news.broadcast.title).waitFor()
  await page.getByRole('heading', { level: 2, name: READ }).waitFor()
  await assertAccessible(page, 'news-item', 'fr')
  await page.getByRole('button', { name: F.news.backToList }).click()

  // The French list ends the expired item's name with the French "Expired".
  await openButton(page, EXPIRED, F.news.expired, 'fr').click()
  await page.getByRole('alertdialog', { name: F.news.expiredDialog.title }).getByText(F.news.expiredDialog.message).waitFor()
  await assertAccessible(page, 'news (expired dialog)', 'fr')
  // Back to English on the server for the journeys after this one.
  await saveServerLanguage(page, 'en')
  await context.close()
})

// The list of the seed (five items) is longer than a small phone's screen: its last rows meet the bottom navigation.
J7('on a 360 x 800 phone no Delete button of the news list is under the bottom navigation, scrolled or not', async (ctx) => {
  const { page, context } = await e2eOf(ctx).newPage(AXE_PHONE)
  await signIn(page, 'anna')
  await acceptCookies(page)
  await openTab(page, 'news')
  await heading(page, W.news.title).waitFor()
  // Every item's Delete button: its name is the dictionary's text around the item's title.
  const [before = '', after = ''] = W.news.delete.split('{title}')
  const deletes = newsList(page).getByRole('button', { name: new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`) })
  await deletes.first().waitFor()
  const nav = await shownBox(mainNavigation(page))
  assert.ok(nav !== null, 'the bottom navigation shows')
  const count = await deletes.count()
  assert.ok(count >= 5, `the seed's five items are listed (${count})`)
  // As the list opens: what shows of each Delete button is clear of the navigation (a part under it is a smaller target).
  for (let i = 0; i < count; i += 1) {
    const name = await deletes.nth(i).getAttribute('aria-label')
    assert.not.ok(overlaps(await shownBox(deletes.nth(i)), nav), `"${name}" is partly under the bottom navigation as the list opens`)
  }
  // Scrolled into view, the last one shows whole, above the navigation.
  const last = deletes.last()
  await last.scrollIntoViewIfNeeded()
  const shown = await shownBox(last)
  const box = await last.boundingBox()
  assert.ok(shown !== null && box !== null, 'the last Delete button shows once scrolled to')
  assert.not.ok(overlaps(shown, nav), 'scrolled into view, the last Delete button is not under the bottom navigation')
  assert.ok(Math.abs(shown.bottom - shown.top - box.height) < 1, `scrolled into view, the last Delete button shows whole (${Math.round(shown.bottom - shown.top)} of ${Math.round(box.height)} px)`)
  await context.close()
})

J7('"Unread becomes read by status update when an unread, non-expired broadcast is opened"; "Deleting shows the fade for 300 ms before the delete call"', async (ctx) => {
  const e2e = e2eOf(ctx)
  const { page, context } = await e2e.newPage()
  const problems = collectPageErrors(page)
  await signIn(page, 'anna')
  await acceptCookies(page)

  await tabWithBadge(page, 'news').waitFor()
  await openTab(page, 'news')
  await heading(page, W.news.title).waitFor()
  await tabWithoutBadge(page, 'news').waitFor()
  await openButton(page, UNREAD, W.news.unread).waitFor()
  await expectCount(openButton(page, READ), 1, 'the read broadcast is listed')
  await expectCount(openButton(page, READ, W.news.unread), 0, 'the read broadcast is not marked unread')
  await assertAccessible(page, 'news', 'en')

  // Opening the unread broadcast shows it in full and marks it read.
  await openButton(page, UNREAD, W.news.unread).click()
  await heading(page, W.news.broadcast.title).waitFor()
  await page.getByRole('heading', { level: 2, name: UNREAD }).waitFor()
  await page.getByText('De-icing procedures at CDG change from next week: read the updated briefing before your next duty.').waitFor()
  assert.match(page.url(), /\/news\/[^/]+$/)
  await assertAccessible(page, 'news-item', 'en')
  await page.getByRole('button', { name: W.news.backToList }).click()
  await heading(page, W.news.title).waitFor()
  await openButton(page, UNREAD).waitFor()
  await expectCount(openButton(page, UNREAD, W.news.unread), 0, 'the opened broadcast is no longer marked unread')

  // "Opening an expired item shows an info dialog."
  await openButton(page, EXPIRED, W.news.expired).click()
  const dialog = page.getByRole('alertdialog', { name: W.news.expiredDialog.title })
  await dialog.getByText(W.news.expiredDialog.message).waitFor()
  await assertAccessible(page, 'news (expired dialog)', 'en')
  await dialog.getByRole('button', { name: W.common.ok }).click()
  await dialog.waitFor({ state: 'detached' })

  // Delete with the button: the row fades (busy, its controls disabled) for 300 ms, then goes. What the row shows
  // while it fades is recorded in the page as it happens: read afterwards, a busy state this short could be gone.
  await watchRow(deleteButton(page, READ))
  const started = Date.now()
  await deleteButton(page, READ).click()
  await deleteButton(page, READ).waitFor({ state: 'detached' })
  const faded = Date.now() - started
  const seen = await rowSeen(page)
  assert.ok(seen.deleteDisabled, 'the fading row is busy: its Delete button is disabled')
  assert.ok(seen.openDisabled, 'the fading row is busy: it cannot be opened')
  assert.ok(faded >= 300, `the row faded for at least 300 ms before it went (${faded} ms)`)

  // Delete by swiping the row sideways more than 100 px.
  const row = openButton(page, EXPIRED, W.news.expired)
  const box = await row.boundingBox()
  if (box === null) throw new Error('the expired news item is not visible')
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + 40, y)
  await page.mouse.down()
  await page.mouse.move(box.x + 200, y, { steps: 8 })
  await page.mouse.up()
  assert.is(await page.getByRole('alertdialog').count(), 0, 'a swipe does not open the item')
  await deleteButton(page, EXPIRED).waitFor({ state: 'detached' })

  // Gone on the server: a reload shows neither, and the opened broadcast stays read.
  await page.reload()
  await heading(page, W.news.title).waitFor()
  await openButton(page, UNREAD).waitFor()
  await expectCount(deleteButton(page, READ), 0, `"${READ}" is gone after a reload`)
  await expectCount(deleteButton(page, EXPIRED), 0, `"${EXPIRED}" is gone after a reload`)
  await expectCount(openButton(page, UNREAD, W.news.unread), 0, 'the opened broadcast is still read after a reload')
  assert.equal(problems, [])
  await context.close()
})

J7.run()
