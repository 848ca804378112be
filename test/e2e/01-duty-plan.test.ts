// Journey 1: sign in as anna, see the current block month and the duty list at today, move between
// block months with the arrows and by swiping, refresh; then the same with the keyboard alone.
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { assertAccessibleInBothLanguages } from './support/axe'
import { eventually, framesDrawn, isFocused, mouseSwipe, positionInScrollArea, tabTo, touchSwipe, waitForFocus } from './support/gestures'
import type { E2e } from './support/harness'
import { expectCount, expectEnabled, expectVisible, settled } from './support/expect'
import { dutyListDrawn, homeLoaded, openCalendar, signIn } from './support/sign-in'

const Journey = journey('journey 1: the duty plan')

const blockMonth = (page: Page, month: string) => page.getByRole('heading', { level: 2, name: new RegExp(`^Block month: ${month} `) })
const arrow = (page: Page, which: 'Previous' | 'Next') => page.getByRole('button', { name: `${which} block month`, exact: true })
const calendar = (page: Page) => page.getByRole('table', { name: 'Calendar' })
const dutyList = (page: Page) => page.getByRole('list', { name: 'Duty list' })
const duty = (page: Page, name: RegExp) => dutyList(page).getByRole('listitem').filter({ has: page.getByRole('button', { name }) })
/** The first duty on or after today (2026-03-15): the JFK pairing whose check-in is 90 minutes from now. */
const todaysDuty = (page: Page) => duty(page, /^Pairing: J406\/1 CDG-JFK-CDG, 15 Mar 2026/)
const yesterdaysDuty = (page: Page) => duty(page, /^Day off: Day off, 14 Mar 2026/)
const rosterLoaded = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'GET' && /\/rest\/pems\/roster\/100001\/events$/.test(new URL(r.url()).pathname) && r.ok())

const assertListAtToday = async (page: Page): Promise<void> => {
  // The rows are drawn in a background render, then the list is put at its start over a few frames.
  const seen = await settled(() => positionInScrollArea(todaysDuty(page)), (p) => Math.abs(p.offset) <= 2 && p.inView)
  assert.ok(seen.ok, `today's duty is listed${seen.ok ? '' : ` (${seen.error})`}`)
  const today = seen.value
  assert.ok(Math.abs(today.offset) <= 2 && today.inView, `the list starts at today's duty (offset ${today.offset})`)
  assert.ok(today.scrolled > 0, 'the list is scrolled (earlier duties of the roster period are above)')
  assert.is((await positionInScrollArea(yesterdaysDuty(page))).inView, false, "yesterday's duty is scrolled out of view")
}

Journey('anna signs in to March 2026 with the list at today, moves by the arrows and by swiping, refreshes and reloads', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  try {
    await page.goto(e2e.url)
    await assertAccessibleInBothLanguages(page, 'login', (w) => page.getByLabel(w.login.username, { exact: true }))
    // "The list scrolls to the first event on or after today."
    await signIn(page, 'anna')
    await blockMonth(page, 'March 2026').waitFor()
    // On a phone the demo starts with the calendar closed (home leads with the next duty): one tap opens it.
    await openCalendar(page)
    const todayCell = calendar(page).getByRole('cell', { name: 'Sunday 15 March (today)' })
    await expectVisible(todayCell, 'today is marked in the calendar')
    await expectVisible(calendar(page).getByRole('cell', { name: 'Sunday 1 March' }), 'the calendar starts with the week of 1 March')
    await expectVisible(todayCell.getByRole('button', { name: 'PAR: J406/1 CDG-JFK-CDG, 10:30' }), "today's pairing sits in today's cell at its local start")
    await assertListAtToday(page)
    await assertAccessibleInBothLanguages(page, 'home', () => homeLoaded(page))

    // "Previous/next moves one step and stops at the ends"; "The arrows are hidden when there is no previous or next block month."
    await arrow(page, 'Next').click()
    await blockMonth(page, 'April 2026').waitFor()
    await expectVisible(calendar(page).getByRole('cell', { name: 'Wednesday 15 April' }), 'the calendar shows April')
    await expectCount(arrow(page, 'Next'), 0, 'no Next arrow in the last block month')
    await arrow(page, 'Previous').click()
    await blockMonth(page, 'March 2026').waitFor()
    await arrow(page, 'Previous').click()
    await blockMonth(page, 'February 2026').waitFor()
    await expectVisible(calendar(page).getByRole('cell', { name: 'Sunday 15 February' }), 'the calendar shows February')
    await expectCount(arrow(page, 'Previous'), 0, 'no Previous arrow in the first block month')

    // "Swiping horizontally by more than 100 px moves to the previous or next block month, if allowed."
    await mouseSwipe(page, calendar(page), -160)
    await blockMonth(page, 'March 2026').waitFor()
    // A second drag the same way must work too (the text selection of the first one used to cancel it).
    await mouseSwipe(page, calendar(page), -160)
    await blockMonth(page, 'April 2026').waitFor()
    await mouseSwipe(page, calendar(page), -160)
    // Signals, not sleeps: the swipe's pointer events are handled before the next two frames are drawn; and the next
    // allowed swipe lands exactly one month back, which it would not if either refused swipe had moved.
    await framesDrawn(page)
    assert.ok(await blockMonth(page, 'April 2026').isVisible(), 'no block month after April: the swipe is not allowed')
    await mouseSwipe(page, calendar(page), 80)
    await framesDrawn(page)
    assert.ok(await blockMonth(page, 'April 2026').isVisible(), 'a swipe of 80 px (not more than 100 px) does not move')
    await touchSwipe(page, calendar(page), 160)
    await blockMonth(page, 'March 2026').waitFor()
    assert.not.ok(await blockMonth(page, 'February 2026').isVisible(), 'the refused swipes moved nothing: one month back from April is March')
    await touchSwipe(page, calendar(page), 160)
    await blockMonth(page, 'February 2026').waitFor()
    await touchSwipe(page, calendar(page), -160)
    await blockMonth(page, 'March 2026').waitFor()
    await arrow(page, 'Next').click()
    await blockMonth(page, 'April 2026').waitFor()

    // Refresh: "The active block month is kept if already set."
    const refresh = page.getByRole('button', { name: 'Refresh duties' })
    const reloaded = rosterLoaded(page)
    await refresh.click()
    await reloaded
    // The button is busy (disabled) until the reloaded duties are in place.
    await expectEnabled(refresh, 'the refresh has finished')
    await dutyListDrawn(page).waitFor()
    await expectVisible(todaysDuty(page), 'the duties are listed again')
    await expectVisible(blockMonth(page, 'April 2026'), 'still April after the refresh')

    // Reloading the page keeps the session and starts again at the current block month and today.
    await page.reload()
    await blockMonth(page, 'March 2026').waitFor()
    assert.is(await page.getByLabel('Password', { exact: true }).count(), 0, 'still signed in after reloading the page')
    await assertListAtToday(page)
  } finally {
    await context.close()
  }
})

Journey('keyboard alone: sign in with Tab and Enter, move between block months with Enter and Space, refresh, open a duty from the calendar', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  try {
    await page.goto(e2e.url)
    await tabTo(page, page.getByLabel('User name', { exact: true }))
    await page.keyboard.type('anna')
    await page.keyboard.press('Tab')
    assert.ok(await isFocused(page.getByLabel('Password', { exact: true })), 'Tab moves from the user name to the password')
    await page.keyboard.type('anna-demo')
    await page.keyboard.press('Enter')
    await blockMonth(page, 'March 2026').waitFor()
    await assertListAtToday(page)

    await tabTo(page, arrow(page, 'Next'))
    await page.keyboard.press('Enter')
    await blockMonth(page, 'April 2026').waitFor()
    assert.ok(await waitForFocus(arrow(page, 'Previous')), 'the Next arrow is gone in the last block month: the focus moves to the Previous arrow')
    await page.keyboard.press('Space')
    await blockMonth(page, 'March 2026').waitFor()
    await page.keyboard.press('Enter')
    await blockMonth(page, 'February 2026').waitFor()
    assert.ok(await waitForFocus(arrow(page, 'Next')), 'the Previous arrow is gone in the first block month: the focus moves to the Next arrow')
    await page.keyboard.press('Enter')
    await blockMonth(page, 'March 2026').waitFor()

    await tabTo(page, page.getByRole('button', { name: 'Refresh duties' }))
    const reloaded = rosterLoaded(page)
    await page.keyboard.press('Space')
    await reloaded
    await blockMonth(page, 'March 2026').waitFor()

    // The calendar starts closed on a phone: its handle opens it from the keyboard too.
    await tabTo(page, page.getByRole('button', { name: 'Expand calendar' }))
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Collapse calendar' }).waitFor()

    // "Clicking an event collapses all blocks except it and scrolls to it": Enter on a calendar tag opens that duty.
    const tag = calendar(page).getByRole('cell', { name: 'Friday 20 March' }).getByRole('button', { name: /^PAR: S112 CDG-LHR-CDG-LHR-CDG/ })
    await tabTo(page, tag, { max: 120 })
    await page.keyboard.press('Enter')
    const opened = dutyList(page).getByRole('button', { name: /^Pairing: S112 CDG-LHR-CDG-LHR-CDG, 20 Mar 2026/, expanded: true })
    await opened.waitFor()
    assert.ok(await eventually(async () => (await positionInScrollArea(opened)).inView), 'the list scrolled to the opened duty')
    await tabTo(page, dutyList(page).getByRole('link', { name: 'Pairing details' }), { max: 200 })
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'CDG 20 Mar - CDG 20 Mar' }).waitFor()
  } finally {
    await context.close()
  }
})

Journey.run()
