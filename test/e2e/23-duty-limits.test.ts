// Journey 23 (duty-limit counters): anna reads her EASA counters on the summary (each with its use, its limit and
// when it next frees up, labelled as not a legal check), then opens her pending roster change and sees the counters
// before and after it. Axe on both screens in English and French.
import type { Locator, Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { assertAccessibleInBothLanguages } from './support/axe'
import type { E2e } from './support/harness'
import { signIn } from './support/sign-in'
import { escapeRegExp, exactly, words } from './support/words'

const Journey = journey('journey 23: duty-limit counters')

const w = words('en')
const L = w.dutyLimits

/** The rows of a table as the text of their cells, white space collapsed. */
const rowsOf = async (table: Locator): Promise<ReadonlyArray<ReadonlyArray<string>>> =>
  table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim())),
  )

/** "12 h 30 min" as minutes. */
const minutes = (text: string): number => {
  const m = /(\d+) h (\d+) min/.exec(text)
  assert.ok(m !== null, `hours in "${text}"`)
  return Number(m?.[1]) * 60 + Number(m?.[2])
}

const summaryCounters = (page: Page) => page.getByRole('region', { name: exactly(L.ruleSet.EASA) })

Journey('anna reads her EASA counters on the summary, then the counters before and after her pending roster change', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  try {
    await signIn(page, 'anna')
    await page.getByRole('link', { name: exactly(w.home.summaryLink) }).click()
    await page.getByRole('heading', { level: 2, name: exactly(L.title) }).waitFor()
    const counters = summaryCounters(page)
    await counters.getByText(L.notice).waitFor()
    const rows = await rowsOf(counters.locator('table'))
    assert.equal(
      rows.map((r) => [r[0], r[2]]),
      [
        [L.rule.easaDuty7d, '60 h 0 min'],
        [L.rule.easaDuty14d, '110 h 0 min'],
        [L.rule.easaDuty28d, '190 h 0 min'],
        [L.rule.easaBlock28d, '100 h 0 min'],
        [L.rule.easaBlockYear, '900 h 0 min'],
        [L.rule.easaBlock12m, '1000 h 0 min'],
      ],
      'the six EASA ORO.FTL.210 counters with their limits',
    )
    const used = rows.map((r) => minutes(r[1] ?? ''))
    assert.ok(used[0]! > 0, 'anna has duty in the last 7 days')
    assert.ok(used[0]! <= used[1]! && used[1]! <= used[2]!, 'a longer window holds at least the duty of a shorter one')
    assert.ok(used[3]! <= used[5]!, 'block time: 28 days within 12 months')
    await assertAccessibleInBothLanguages(page, 'summary (duty limits)', (lw) => page.getByRole('region', { name: exactly(lw.dutyLimits.ruleSet.EASA) }))

    await page.getByRole('link', { name: /^News/ }).click()
    await page.getByRole('button', { name: /^Your roster has changed/ }).click()
    const change = page.getByRole('region', { name: new RegExp(`^${escapeRegExp(L.changeTitle)} \\(${escapeRegExp(L.ruleSet.EASA)}\\)$`) })
    await change.waitFor()
    // The pending change turns the day off of 18 March into a home standby 06:00-14:00 (Paris, UTC+1): more duty, no
    // block time.
    // The panel shows the counters now at once and says "after" cannot be computed until the change's effects have
    // loaded; then it says up to when the counters are compared. Read the table once it does.
    const [peakBefore = '', peakAfter = ''] = L.peakUntil.split('{date}')
    await change.getByText(new RegExp(`^${escapeRegExp(peakBefore)}.+${escapeRegExp(peakAfter)}$`)).waitFor()
    await change.getByRole('cell', { name: /min$/ }).first().waitFor()
    const compared = await rowsOf(change.locator('table'))
    assert.is(await change.getByText(L.afterUnknown).count(), 0, '"after" is computed from what the change adds and removes')
    // Each counter is the highest it reaches between now and the end of the changed day, before and after.
    const [duty7, duty14, duty28] = [L.rule.easaDuty7d, L.rule.easaDuty14d, L.rule.easaDuty28d].map((name): ReadonlyArray<string> => compared.find((r) => r[0] === name) ?? [])
    for (const row of [duty7 ?? [], duty14 ?? [], duty28 ?? []]) assert.ok(minutes(row[2] ?? '') >= minutes(row[1] ?? ''), `more duty never lowers a counter: ${row.join(' | ')}`)
    assert.ok(minutes(duty14?.[2] ?? '') > minutes(duty14?.[1] ?? ''), `the standby raises duty in 14 days: ${duty14?.join(' | ')}`)
    assert.ok(minutes(duty28?.[2] ?? '') > minutes(duty28?.[1] ?? ''), `the standby raises duty in 28 days: ${duty28?.join(' | ')}`)
    for (const id of ['easaBlock28d', 'easaBlockYear', 'easaBlock12m'] as const) {
      const row = compared.find((r) => r[0] === L.rule[id]) ?? []
      assert.is(row[2], row[1], `a standby is no block time: ${row.join(' | ')}`)
    }
    await assertAccessibleInBothLanguages(page, 'roster changes (duty limits)', (lw) => page.getByRole('region', { name: new RegExp(`^${escapeRegExp(lw.dutyLimits.changeTitle)}`) }))
  } finally {
    await context.close()
  }
})

Journey.run()
