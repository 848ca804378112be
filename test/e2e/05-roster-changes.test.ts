// Journey 5: confirm a pending roster change (scrolling to the end where the profile requires it) and
// return to the duty plan with the new duty; also with the keyboard alone.
import type { Page } from 'playwright-core'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { assertAccessibleInBothLanguages } from './support/axe'
import { tabTo } from './support/gestures'
import { expectChecked, expectDisabled, expectVisible } from './support/expect'
import { startE2e, type E2e } from './support/harness'
import { failOnConsoleErrors } from './support/console-errors'
import { changesRegion, dutyOn18March, rosterChangeNews } from './roster-change-steps'
import { homeLoaded, openCalendar, signIn } from './support/sign-in'

const Journey = suite<{ e2e?: E2e; boreal?: E2e }>('journey 5: roster-change confirmation', {})
failOnConsoleErrors(Journey)

Journey.before(async (ctx) => {
  ctx.e2e = await startE2e()
})
Journey.after(async (ctx) => {
  await ctx.e2e?.close()
  await ctx.boreal?.close()
})

/** A small phone: the list of changes does not fit, so reaching its end needs a scroll. */
const SMALL_PHONE = { width: 375, height: 667 }

const clean = (text: string): string => text.replace(/\s+/g, ' ').trim()
const changes = changesRegion
const day = (page: Page, date: string) => changes(page).getByRole('article', { name: date })
const confirmSelected = (page: Page) => page.getByRole('button', { name: 'Confirm selected' })
const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Warning' })
const newsItem = rosterChangeNews
const confirmed = (page: Page, crmId: string) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/rest/pems/roster/${crmId}/notif` && r.ok())

Journey('anna opens the roster-change news, confirms the change of 18 March and finds the new standby in her duty plan', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  try {
    await signIn(page, 'anna')
    await expectVisible(dutyOn18March(page, 'Day off'), 'before: a day off on 18 March')
    await page.getByRole('link', { name: /^News/ }).click()
    await newsItem(page).waitFor()
    await assertAccessibleInBothLanguages(page, 'news', (w) => page.getByRole('list', { name: w.news.list }))
    await newsItem(page).click()
    await changes(page).waitFor()

    // "Each change shows old duty, new duty and the scheduler message."
    const change = clean(await day(page, '18 Mar 2026').innerText())
    assert.match(change, /Before OFF Day off CDG After SBY Home standby CDG 06:00-14:00 LT/i)
    assert.match(change, /Message from the scheduler: Standby added to cover a sick crew member\./i)
    assert.match(clean(await day(page, '20 Mar 2026').innerText()), /Cannot be confirmed/, 'a change that cannot be confirmed in the app')
    assert.is(await day(page, '20 Mar 2026').getByRole('checkbox').count(), 0)
    await assertAccessibleInBothLanguages(page, 'roster changes', (w) => page.getByRole('region', { name: w.rosterChanges.listLabel }))

    // "Confirm requires a selection."
    await confirmSelected(page).click()
    await warning(page).getByText('Please scroll down before confirming.').waitFor()
    await warning(page).getByRole('button', { name: 'OK' }).click()
    await warning(page).waitFor({ state: 'detached' })

    await page.getByRole('checkbox', { name: 'Select the changes of 18 Mar 2026' }).check()
    const done = confirmed(page, '100001')
    await confirmSelected(page).click()
    await done
    // "On confirm it returns to redirectTo with loadDuties": back to the news it came from.
    await newsItem(page).waitFor()
    await page.getByRole('link', { name: 'Duties' }).click()
    await homeLoaded(page).waitFor()
    await dutyOn18March(page, 'Standby').waitFor()
    assert.is(await dutyOn18March(page, 'Day off').count(), 0, 'the day off of 18 March is replaced')
    await openCalendar(page)
    await expectVisible(page.getByRole('cell', { name: 'Wednesday 18 March' }).getByRole('button', { name: /^SBY: Home standby, 06:00(,|$)/ }), 'the calendar shows it too')

    // Nothing confirmable is left: the change of 20 March, which cannot be confirmed in the app, stays listed with
    // its reason until the server drops it; the confirmed day is gone.
    await page.getByRole('link', { name: /^News/ }).click()
    await newsItem(page).click()
    await day(page, '20 Mar 2026').waitFor()
    assert.match(clean(await day(page, '20 Mar 2026').innerText()), /Cannot be confirmed/)
    assert.is(await day(page, '18 Mar 2026').count(), 0, 'the confirmed change of 18 March is gone')
    assert.is(await changes(page).getByRole('checkbox').count(), 0, 'nothing left to select')
  } finally {
    await context.close()
  }
})

Journey('keyboard alone: bruno signs in, opens the news, selects and confirms his change, returns to the duty plan', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  try {
    await page.goto(e2e.url)
    await tabTo(page, page.getByLabel('User name', { exact: true }))
    await page.keyboard.type('bruno')
    await page.keyboard.press('Tab')
    await page.keyboard.type('bruno-demo')
    await page.keyboard.press('Enter')
    await homeLoaded(page).waitFor()
    await expectVisible(dutyOn18March(page, 'Day off'), 'before: a day off on 18 March')

    await tabTo(page, page.getByRole('link', { name: /^News/ }), { max: 200 })
    await page.keyboard.press('Enter')
    await tabTo(page, newsItem(page))
    await page.keyboard.press('Enter')
    await changes(page).waitFor()
    assert.match(clean(await day(page, '18 Mar 2026').innerText()), /Before OFF Day off CDG After GROUND SEC CDG 09:00-17:00 LT/i)

    const checkbox = page.getByRole('checkbox', { name: 'Select the changes of 18 Mar 2026' })
    await tabTo(page, checkbox)
    await page.keyboard.press('Space')
    await expectChecked(checkbox, true, 'Space selects the day')
    await tabTo(page, confirmSelected(page))
    const done = confirmed(page, '200002')
    await page.keyboard.press('Enter')
    await done
    await newsItem(page).waitFor()

    await tabTo(page, page.getByRole('link', { name: 'Duties' }), { max: 60 })
    await page.keyboard.press('Enter')
    await homeLoaded(page).waitFor()
    await dutyOn18March(page, 'Ground duty').waitFor()
    assert.is(await dutyOn18March(page, 'Day off').count(), 0, 'the day off of 18 March is replaced by the security training')
  } finally {
    await context.close()
  }
})

Journey('"In full-selection mode the list must be scrolled to the end before confirming" (Boreal Wings, a small phone)', async (ctx) => {
  ctx.boreal = await startE2e({ profile: 'boreal' })
  const { context, page } = await ctx.boreal.newPage(SMALL_PHONE)
  try {
    await signIn(page, 'anna')
    await page.getByRole('link', { name: /^News/ }).click()
    await newsItem(page).click()
    await changes(page).waitFor()
    const checkbox = page.getByRole('checkbox', { name: 'Select the changes of 18 Mar 2026' })
    await expectChecked(checkbox, true, 'every confirmable day is selected')
    await expectDisabled(checkbox, 'the selection cannot be changed')
    const hint = page.getByText('Scroll to the end of the list to confirm.')
    await expectVisible(hint, 'the screen asks to scroll to the end')
    await assertAccessibleInBothLanguages(page, 'roster changes (full selection)', (w) => page.getByRole('region', { name: w.rosterChanges.listLabel }))

    // "Confirm with nothing selected or not scrolled: warning 'scroll down before confirm'."
    await confirmSelected(page).click()
    await warning(page).getByText('Please scroll down before confirming.').waitFor()
    await warning(page).getByRole('button', { name: 'OK' }).click()
    await warning(page).waitFor({ state: 'detached' })

    await changes(page).hover()
    await page.mouse.wheel(0, 2000)
    await hint.waitFor({ state: 'detached' })
    const done = confirmed(page, '100001')
    await confirmSelected(page).click()
    await done
    await newsItem(page).waitFor()
    await page.getByRole('link', { name: 'Duties' }).click()
    await homeLoaded(page).waitFor()
    await dutyOn18March(page, 'Standby').waitFor()
  } finally {
    await context.close()
  }
})

Journey.run()
