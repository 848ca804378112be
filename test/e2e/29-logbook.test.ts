// Journey 29 (pilot's logbook): anna opens Settings → Logbook, marks two sectors as flown by her ("I flew"), sees
// their night time and her recency, downloads the CSV (parsed here and checked against the screen) and finds the
// disclaimer that she remains responsible for her official logbook. Axe on the logbook in English and French.
import { readFile } from 'node:fs/promises'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { acceptCookies, openTab } from './person-steps'
import { named } from './inbox-settings.steps'
import { assertAccessibleInBothLanguages } from './support/axe'
import { failOnConsoleErrors } from './support/console-errors'
import { startE2e, type E2e } from './support/harness'
import { signIn } from './support/sign-in'
import { words } from './support/words'

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

    await assertAccessibleInBothLanguages(page, 'logbook', (w) => page.getByRole('heading', { level: 1, name: named(w.logbook.title) }))
  } finally {
    await context.close()
  }
})

J29.run()
