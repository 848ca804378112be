// Issue 26, item 2: on a phone home leads with the next duty, the duty list gets the room, the calendar is one tap
// away (closed after sign-in in the demo profile) and shows every week whole at any width from 320 px; an opened
// duty scrolls into view. axe at the phone and desktop sizes, light and dark, English and French.
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { assertAccessible, assertAccessibleInBothLanguages } from './support/axe'
import { eventually, positionInScrollArea, shownBox } from './support/gestures'
import { DESKTOP, PHONE, type E2e } from './support/harness'
import { homeLoaded, openCalendar, signIn } from './support/sign-in'
import { loginPage, sendHtml } from '../idp/idp-pages'

const Journey = journey('journey 24: home on a phone')

const card = (page: Page) => page.locator('[data-next-duty]')
const calendarPane = (page: Page) => page.getByRole('table', { name: 'Calendar' }).locator('xpath=..')

/** How much of the calendar is cut off: its pane's hidden height and width (0 when every week shows whole). */
const calendarCut = (page: Page) =>
  calendarPane(page).evaluate((pane) => ({ height: pane.scrollHeight - pane.clientHeight, width: pane.scrollWidth - pane.clientWidth }))

Journey('anna on a 390 x 844 phone: the next duty first, the list has the room, the calendar one tap away', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage({ width: 390, height: 844 })
  try {
    await signIn(page, 'anna')
    // The next duty at 2026-03-15 08:00 UTC: the JFK pairing, check-in at 09:30 UTC (10:30 in Paris).
    await card(page).waitFor()
    const text = (await card(page).textContent()) ?? ''
    assert.match(text, /Next duty/)
    assert.match(text, /J406\/1 CDG-JFK-CDG/)
    assert.match(text, /09:30 UTC/, 'the report time in UTC')
    assert.match(text, /10:30 LT/, 'the report time, local')
    assert.match(text, /in 1 h 30 min/, 'the time until report')
    assert.match(text, /First flight/)
    assert.match(text, /Check-in open/, 'the check-in window opened at 07:30 UTC')
    assert.is(await page.getByRole('table', { name: 'Calendar' }).count(), 0, 'the demo starts with the calendar closed on a phone')
    // The list has the room: more than half of the screen (it had a strip of 1.5 rows).
    const list = await page.getByRole('list', { name: 'Duty list' }).locator('xpath=../..').boundingBox()
    assert.ok(list !== null && list.height > PHONE.height * 0.5, `the duty list is ${list?.height} px high`)
    const cardBox = await card(page).boundingBox()
    assert.ok(cardBox !== null && cardBox.y < 250, 'the card leads, near the top')

    // "Show in the list" opens the duty and scrolls it into view, details included.
    await card(page).getByRole('button', { name: 'Show in the list' }).click()
    const opened = page.getByRole('button', { name: /^Pairing: J406\/1 CDG-JFK-CDG, 15 Mar 2026/, expanded: true })
    await opened.waitFor()
    assert.ok(await eventually(async () => (await positionInScrollArea(opened)).inView), 'the opened duty is in view')
    // A duty further down the list opened by its row scrolls into view with its details.
    const later = page.getByRole('button', { name: /^Pairing: S112 CDG-LHR-CDG-LHR-CDG, 20 Mar 2026/ })
    await later.scrollIntoViewIfNeeded()
    await later.click()
    const item = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Pairing: S112/, expanded: true }) })
    // The opened duty shows as much of itself as the list can: all of it, or from its top when it is taller.
    const shown = async () => {
      const box = await item.boundingBox()
      const seen = await shownBox(item)
      if (box === null || seen === null) return false
      const topShown = Math.abs(seen.top - box.y) <= 2
      const whole = Math.abs(seen.bottom - (box.y + box.height)) <= 2
      return topShown && (whole || seen.bottom - seen.top >= 300)
    }
    assert.ok(await eventually(shown), "the opened duty is scrolled into view with its details")

    await assertAccessibleInBothLanguages(page, 'home (next duty)', (w) => page.getByRole('heading', { name: w.home.nextDuty }))
    // At this phone's own size too, light and dark.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await assertAccessible(page, 'home (next duty)', 'en')
    }
    await page.emulateMedia({ colorScheme: 'light' })

    // One tap opens the calendar; every week shows whole at every width from 320 px.
    await openCalendar(page)
    for (const width of [320, 360, 390, 600, 767, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: width >= 768 ? DESKTOP.height : PHONE.height })
      await homeLoaded(page).waitFor()
      await page.getByRole('table', { name: 'Calendar' }).waitFor()
      const cut = await calendarCut(page)
      assert.ok(cut.height <= 1 && cut.width <= 1, `no week cut off at ${width} px (${cut.height} px high, ${cut.width} px wide hidden)`)
    }
    await assertAccessible(page, 'home (calendar open)', 'en')
  } finally {
    await context.close()
  }
})

Journey('on a 1440 x 900 desktop: the next duty sits above the calendar, which starts open', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage(DESKTOP)
  try {
    await signIn(page, 'anna')
    await card(page).waitFor()
    await page.getByRole('table', { name: 'Calendar' }).waitFor()
    const cut = await calendarCut(page)
    assert.ok(cut.height <= 1, `no week cut off (${cut.height} px hidden)`)
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await assertAccessible(page, 'home (desktop, next duty)', 'en')
    }
  } finally {
    await context.close()
  }
})

Journey("the test identity providers' sign-in page fits a 320 px phone and reads cleanly (npm run start:sso)", async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage({ width: 320, height: 640 })
  try {
    let html = ''
    const res = { statusCode: 0, setHeader: () => undefined, end: (body: string) => void (html = body) }
    sendHtml(res as unknown as Parameters<typeof sendHtml>[0], 200, 'Sign in', loginPage({ title: 'Test OpenID provider', action: '/login', error: 'Wrong user name or password.' }))
    await page.setContent(html)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    assert.ok(overflow <= 0, `no sideways scrolling (${overflow} px too wide)`)
    const input = await page.getByLabel('User name').boundingBox()
    const button = await page.getByRole('button', { name: 'Sign in' }).boundingBox()
    assert.ok(input !== null && button !== null && Math.abs(input.width - button.width) <= 1, 'the inputs are as wide as the button')
    assert.ok(button !== null && button.height >= 44, 'a 44 px target')
  } finally {
    await context.close()
  }
})

Journey.run()
