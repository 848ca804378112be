// Journey 32 (issue 32): the block month prints as one clean A4 page: the airline's name, the crew member's name and
// crew ID, the block month, the date printed, the calendar grid and the duty list with local and UTC times, black on
// white even when the screen is dark; none of the app's screen (header band, navigation, buttons). Print media is
// emulated (page.emulateMedia), the page count read from Chromium's PDF of the page. English and French. Saves the
// print view as docs/screenshots/print-month.png.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { DESKTOP } from './support/harness'
import { openTab, switchLanguage } from './inbox-settings.steps'
import { homeReady, signIn } from './support/sign-in'
import { escapeRegExp, words, type Lang } from './support/words'

const Journey = journey('journey 32: the printed block month')

const sheetOf = (page: Page) => page.locator('[data-print-month]')

/** The pages of Chromium's A4 PDF of `page` (each page object of the PDF is one `/Type /Page`). */
const pdfPages = async (page: Page): Promise<number> => {
  const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true })).toString('latin1')
  return (pdf.match(/\/Type\s*\/Page\b/g) ?? []).length
}

const checkPrint = async (page: Page, lang: Lang, screenshot?: string): Promise<void> => {
  const W = words(lang)
  const sheet = sheetOf(page)
  assert.is(await sheet.count(), 0, 'on screen, no print sheet')
  await page.emulateMedia({ media: 'print' })
  await sheet.waitFor()
  const text = (await sheet.innerText()).replace(/\s+/g, ' ')
  assert.ok(text.includes(W.printMonth.title.replace('{airline}', 'Demo Airline')), `the airline's name: ${text.slice(0, 200)}`)
  const crew = escapeRegExp(W.printMonth.crew).replace(escapeRegExp('{name}'), 'Anna [^·]+').replace(escapeRegExp('{crmId}'), '100001')
  assert.match(text, new RegExp(crew), "the crew member's name and crew ID")
  const printed = lang === 'en' ? '15 Mar 2026' : '15 mars 2026'
  assert.ok(text.includes(W.printMonth.printedOn.replace('{date}', printed)), 'the date printed (the fixed clock)')
  assert.ok(text.includes(W.printMonth.blockMonth.split('{')[0] ?? '?'), 'the block month')
  // The calendar grid: one column per weekday, whole weeks.
  const grid = sheet.locator('table').first()
  assert.is(await grid.locator('thead th').count(), 7)
  assert.ok((await grid.locator('tbody tr').count()) >= 4)
  // The duty list: local and UTC times side by side.
  const list = sheet.locator('table').nth(1)
  await list.getByRole('columnheader', { name: W.printMonth.local }).waitFor()
  await list.getByRole('columnheader', { name: W.printMonth.utc, exact: true }).waitFor()
  const rows = list.locator('tbody tr')
  assert.ok((await rows.count()) > 5, 'the duties of the block month')
  const timed = await rows.filter({ hasText: / UTC$/ }).filter({ hasText: / LT/ }).count()
  assert.ok(timed > 0, 'duties print both local (with the postfix) and UTC times')
  // Nothing of the app's screen is printed.
  assert.is(await page.locator('#root').isVisible(), false, 'the app is hidden on paper')
  assert.is(await page.getByRole('navigation').first().isVisible().catch(() => false), false, 'no navigation on paper')
  // Black on white, even with the dark theme on screen.
  const colours = await sheet.evaluate((el) => ({ fg: getComputedStyle(el).color, bg: getComputedStyle(document.body).backgroundColor }))
  assert.equal(colours, { fg: 'rgb(0, 0, 0)', bg: 'rgb(255, 255, 255)' })
  if (screenshot !== undefined) {
    // The print view as a picture (A4 width at 96 dpi), for the README and docs.
    await page.setViewportSize({ width: 794, height: 1123 })
    mkdirSync(join(screenshot, '..'), { recursive: true })
    await page.screenshot({ path: screenshot, fullPage: true, animations: 'disabled', caret: 'hide' })
  }
  assert.is(await pdfPages(page), 1, 'one page per block month')
}

Journey('English: the printed block month is one page with the airline, the crew member, the date printed, the grid and local and UTC times (dark screen, paper light)', async (ctx) => {
  const e2e = ctx.e2e
  if (e2e === undefined) throw new Error('the harness did not start')
  const { page } = await e2e.newPage(DESKTOP)
  await page.emulateMedia({ colorScheme: 'dark' })
  await signIn(page, 'anna')
  await checkPrint(page, 'en', join(process.cwd(), 'docs', 'screenshots', 'print-month.png'))
  await page.emulateMedia({ media: 'screen' })
  await sheetOf(page).waitFor({ state: 'detached' })
})

Journey('French: the same page in French', async (ctx) => {
  const e2e = ctx.e2e
  if (e2e === undefined) throw new Error('the harness did not start')
  const { page } = await e2e.newPage(DESKTOP)
  await signIn(page, 'anna')
  await switchLanguage(page, 'en', 'fr')
  await openTab(page, 'duties', 'fr')
  await homeReady(page)
  await checkPrint(page, 'fr')
  // anna's language is kept by the server: the next journey (or a run of this file alone) starts in English again.
  await page.emulateMedia({ media: 'screen' })
  await switchLanguage(page, 'fr', 'en')
})

Journey("the Print button: the browser's print starts only once the sheet's code has arrived, and what it prints is the sheet", async (ctx) => {
  const e2e = ctx.e2e
  if (e2e === undefined) throw new Error('the harness did not start')
  // No service worker: the test holds the sheet's chunks at the network, which a worker's cache would answer first.
  const { page } = await e2e.newPage(DESKTOP, { serviceWorkers: 'block' })
  await signIn(page, 'anna')
  await homeReady(page)
  // The browser's print as Chromium runs it (beforeprint, the page laid out for paper, afterprint), recording what
  // the page holds for paper at that moment.
  await page.evaluate(() => {
    const w = window as unknown as { printed: Array<string | null>; print: () => void }
    w.printed = []
    w.print = () => {
      window.dispatchEvent(new Event('beforeprint'))
      w.printed.push(document.querySelector('[data-print-month]')?.textContent ?? null)
      window.dispatchEvent(new Event('afterprint'))
    }
  })
  const printed = (): Promise<ReadonlyArray<string | null>> => page.evaluate(() => (window as unknown as { printed: Array<string | null> }).printed)
  // Every script and stylesheet asked for from now on waits for the test (the sheet's code, words and rules).
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  let asked: () => void = () => undefined
  const firstAsked = new Promise<void>((resolve) => (asked = resolve))
  const held: string[] = []
  await page.route(/\/assets\/.+\.(js|css)$/, async (route) => {
    held.push(route.request().url())
    asked()
    await released
    await route.continue()
  })
  await page.getByRole('button', { name: words('en').home.printBlockMonth }).click()
  await firstAsked
  assert.ok(held.length > 0, 'the button asked for the sheet\'s code')
  assert.equal(await printed(), [], 'no print while the sheet\'s code is on its way (the screen would print instead)')
  release()
  await page.waitForFunction(() => (window as unknown as { printed: unknown[] }).printed.length === 1)
  const [paper] = await printed()
  assert.ok(paper?.includes('Demo Airline') === true, `the sheet printed: ${String(paper).slice(0, 120)}`)
  assert.is(await sheetOf(page).count(), 0, 'after printing, no sheet on screen')
})

Journey.run()
