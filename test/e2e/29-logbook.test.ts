// Journey 29 (pilot's logbook): anna opens Settings → Logbook, marks two sectors as flown by her ("I flew"), sees
// their night time and her recency, downloads the CSV (parsed here and checked against the screen) and finds the
// disclaimer that she remains responsible for her official logbook; prints it as paper pages (page totals checked
// against the CSV, the PDF's page count); on home, reads the warning that her recency has lapsed and follows its link
// back to the logbook. Axe on the logbook in English and French.
import { mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { hoursMinutes, PAPER_ROWS_PER_PAGE } from '../../core/logbook/totals.rules'
import { acceptCookies, openTab } from './person-steps'
import { named } from './inbox-settings.steps'
import { assertAccessibleInBothLanguages } from './support/axe'
import { failOnConsoleErrors } from './support/console-errors'
import { startE2e, type E2e } from './support/harness'
import { homeLoaded, signIn } from './support/sign-in'
import { fill, words } from './support/words'

const J29 = suite<{ e2e?: E2e }>('journey 29: pilot\'s logbook', {})
failOnConsoleErrors(J29)

J29.before(async (ctx) => {
  ctx.e2e = await startE2e()
})
J29.after(async (ctx) => {
  await ctx.e2e?.close()
})

const W = words('en')
const L = W.logbook

/** RFC 4180 rows (no quoted line ends in the logbook's cells). */
const parseCsv = (text: string): ReadonlyArray<ReadonlyArray<string>> =>
  text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].map((m) => (m[1] ?? '').replace(/^"|"$/g, '').replace(/""/g, '"')).slice(0, -1))

J29('anna marks two sectors as flown by her, sees night time and recency, and the CSV says what the screen says', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  try {
    await signIn(page, 'anna')
    await acceptCookies(page)
    await openTab(page, 'profile')
    await page.getByRole('link', { name: L.link }).click()
    await page.getByRole('heading', { level: 1, name: named(L.title) }).waitFor()
    await page.getByText(/You remain responsible for your official logbook/).waitFor()
    const sectors = page.locator('[data-sector]')
    await sectors.first().waitFor()
    assert.ok((await sectors.count()) >= 2, 'anna has flown sectors before 15 March')

    // Her other sectors marked "not flown" first (through the API, as another device of hers would): the two she marks
    // below are then her only take-offs and landings in 90 days, and home warns that her recency has lapsed.
    const ids = await sectors.evaluateAll((items) => items.map((li) => li.getAttribute('data-sector') ?? ''))
    await page.evaluate(async (all) => {
      for (const eventId of all) {
        const r = await fetch('/rest/pems/logbook/100001/pilot-flying', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
          body: JSON.stringify({ eventId, pilotFlying: false }),
        })
        if (!r.ok) throw new Error(`PUT ${eventId}: ${r.status}`)
      }
    }, ids)
    await page.getByRole('button', { name: fill(W.nav.backTo, { screen: W.settings.title }) }).click()
    await page.getByRole('link', { name: L.link }).click()
    await sectors.first().waitFor()

    // Two sectors marked "I flew" (each saved on the server before the next).
    for (const i of [0, 1]) {
      const toggle = sectors.nth(i).getByRole('switch', { name: new RegExp(`^${L.iFlew}`) })
      const put = () => page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/rest/pems/logbook/100001/pilot-flying' && r.ok())
      if (await toggle.isChecked()) {
        // The roster's guess (the pilot-flying role): taken back first, so that the mark is hers.
        const off = put()
        await toggle.uncheck()
        await off
      }
      const saved = put()
      await toggle.check()
      await saved
      await page.waitForFunction((n) => (document.querySelectorAll('[data-sector]')[n]?.querySelector('[role=switch]') as HTMLInputElement | null)?.checked === true, i)
    }
    const shown = await sectors.evaluateAll((items) =>
      items.map((li) => ({ id: li.getAttribute('data-sector'), block: li.querySelector('[data-block]')?.textContent ?? '', night: li.querySelector('[data-night]')?.textContent ?? '', text: li.textContent ?? '' })),
    )
    for (const s of shown) assert.match(s.night, /^\d+:\d\d$/, `night time of ${s.id}`)
    assert.match(shown[0]?.text ?? '', /Take-off(day|night)/)
    // Recency: a line per type, day and night.
    const recency = page.locator('[data-recency]')
    await recency.first().waitFor()
    assert.match((await recency.first().textContent()) ?? '', /in the last 90 days on/)

    // The CSV: one row per sector, oldest first, the screen's block and night times.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: L.downloadCsv }).click()
    const file = await (await download).path()
    const rows = parseCsv(await readFile(file, 'utf8'))
    const header = rows[0] ?? []
    assert.is(header[0], 'Date')
    const at = (name: string) => header.indexOf(name)
    const body = rows.slice(1).filter((r) => (r[at('Departure place')] ?? '') !== '')
    assert.is(body.length, shown.length)
    const newestFirst = [...body].reverse()
    newestFirst.forEach((row, i) => {
      assert.is(row[at('Total time of flight')], shown[i]?.block, `block of row ${i}`)
      assert.is(row[at('Night time')], shown[i]?.night, `night of row ${i}`)
    })
    const flown = newestFirst.slice(0, 2).map((r) => Number(r[at('Take-offs day')]) + Number(r[at('Take-offs night')]))
    assert.equal(flown, [1, 1], 'the two sectors she flew have her take-offs')

    // The printed logbook (print media emulated): core's pages of PAPER_ROWS_PER_PAGE sectors, oldest first, each with
    // its page total, the total brought forward and the total time; checked against the CSV's rows (core's export);
    // the PDF has one A4 landscape sheet per page. Saved as docs/screenshots/logbook-print.png.
    const paper = page.locator('[data-print-logbook]')
    assert.is(await paper.count(), 0, 'on screen, no paper pages')
    await page.emulateMedia({ media: 'print' })
    await paper.waitFor()
    const expectedPages = Math.ceil(body.length / PAPER_ROWS_PER_PAGE)
    const printed = paper.locator('[data-logbook-page]')
    assert.is(await printed.count(), expectedPages, `${body.length} sectors in pages of ${PAPER_ROWS_PER_PAGE}`)
    const minutes = (hm: string): number => {
      const [h, m] = hm.split(':')
      return Number(h) * 60 + Number(m)
    }
    const sum = (rows: ReadonlyArray<ReadonlyArray<string>>, column: string): string => hoursMinutes(rows.reduce((n, r) => n + ((r[at(column)] ?? '') === '' ? 0 : minutes(r[at(column)] ?? '')), 0))
    for (let p = 0; p < expectedPages; p += 1) {
      const sheet = printed.nth(p)
      const cell = (row: string, col: string) => sheet.locator(`[data-total="${row}"] [data-col="${col}"]`).textContent()
      const onPage = body.slice(p * PAPER_ROWS_PER_PAGE, (p + 1) * PAPER_ROWS_PER_PAGE)
      assert.is(await sheet.locator('[data-paper-row]').count(), onPage.length)
      assert.is(await cell('page', 'block'), sum(onPage, 'Total time of flight'), `page ${p + 1} block total`)
      assert.is(await cell('page', 'night'), sum(onPage, 'Night time'), `page ${p + 1} night total`)
      assert.is(await cell('broughtForward', 'block'), sum(body.slice(0, p * PAPER_ROWS_PER_PAGE), 'Total time of flight'), `page ${p + 1} brought forward`)
      assert.is(await cell('carriedForward', 'block'), sum(body.slice(0, (p + 1) * PAPER_ROWS_PER_PAGE), 'Total time of flight'), `page ${p + 1} total time`)
    }
    assert.is(await page.locator('#root').isVisible(), false, 'the app is hidden on paper')
    const colours = await paper.evaluate((el) => ({ fg: getComputedStyle(el).color, bg: getComputedStyle(document.body).backgroundColor }))
    assert.equal(colours, { fg: 'rgb(0, 0, 0)', bg: 'rgb(255, 255, 255)' }, 'black on white')
    const viewport = page.viewportSize()
    // A4 landscape at 96 dpi.
    await page.setViewportSize({ width: 1123, height: 794 })
    const screenshot = join(process.cwd(), 'docs', 'screenshots', 'logbook-print.png')
    mkdirSync(join(screenshot, '..'), { recursive: true })
    await page.screenshot({ path: screenshot, fullPage: true, animations: 'disabled', caret: 'hide' })
    const pdf = (await page.pdf({ format: 'A4', landscape: true, preferCSSPageSize: true, printBackground: true })).toString('latin1')
    assert.is((pdf.match(/\/Type\s*\/Page\b/g) ?? []).length, expectedPages, 'one PDF page per logbook page')
    await page.emulateMedia({ media: 'screen' })
    if (viewport !== null) await page.setViewportSize(viewport)
    await paper.waitFor({ state: 'detached' })

    // Home: after the roster's first view (on her first key press there), the warning that her recency has lapsed,
    // with the next rostered sector that would renew it, and its link back to the logbook.
    await openTab(page, 'duties')
    await homeLoaded(page).waitFor()
    await page.keyboard.press('Shift')
    const warning = page.getByRole('region', { name: L.homeWarning.title })
    // On a phone, as the travel-document warnings: the header's button counts it and opens it (the calendar column
    // cannot grow there without hiding the duty list).
    const warningsButton = page.getByRole('button', { name: /^\d+ warnings?$/ })
    await warningsButton.waitFor()
    assert.is(await warning.count(), 0, 'behind the button until opened')
    await warningsButton.click()
    await warning.waitFor()
    // One line per aircraft type she flew or is rostered on (her two sectors may be on two types, and a type she has
    // not flown in 90 days counts 0): each lapsed, fewer than 3.
    const lines = await warning.getByRole('listitem').allTextContents()
    assert.ok(lines.length >= 1)
    for (const line of lines) {
      assert.match(
        line,
        /^Take-offs and landings in the last 90 days on \S+: [0-2] of 3 — you may not carry passengers as pilot flying; your next rostered sector, \S+ on .+, would renew it$/,
        line,
      )
    }
    await warning.getByRole('link', { name: L.homeWarning.link }).click()
    await page.getByRole('heading', { level: 1, name: named(L.title) }).waitFor()
    await sectors.first().waitFor()

    await assertAccessibleInBothLanguages(page, 'logbook', (w) => page.getByRole('heading', { level: 1, name: named(w.logbook.title) }))
  } finally {
    await context.close()
  }
})

J29.run()
