// Journey 4: check in for anna's upcoming duty by time window (its check-in is 90 minutes after the
// fixed clock, at CDG), see the status change; a second attempt is refused gracefully (no error dialog).
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { assertAccessibleInBothLanguages } from './support/axe'
import { expectCount } from './support/expect'
import { framesDrawn } from './support/gestures'
import type { E2e } from './support/harness'
import { signIn } from './support/sign-in'

const Journey = journey('journey 4: check-in')

const clean = (text: string): string => text.replace(/\s+/g, ' ').trim()
const checkInButton = (page: Page) => page.getByRole('button', { name: 'Check in', exact: true })
const status = (page: Page) => page.getByRole('main').getByRole('status')
const crew = async (page: Page): Promise<ReadonlyArray<string>> =>
  (await page.getByRole('list', { name: 'Crew on this duty' }).getByRole('listitem').allInnerTexts()).map(clean)
const annasRow = async (page: Page): Promise<string> => (await crew(page)).find((row) => row.includes('Anna Lindqvist')) ?? ''
const serviceError = (page: Page) => page.getByRole('alertdialog', { name: 'Service Error' }).or(page.getByRole('dialog', { name: 'Service Error' }))

/** Opens a duty of the list and follows its sub-event's "Check-in" link. */
const openCheckIn = async (page: Page, dutyName: RegExp): Promise<void> => {
  const item = page.getByRole('list', { name: 'Duty list' }).getByRole('listitem').filter({ has: page.getByRole('button', { name: dutyName }) })
  await item.getByRole('button', { name: dutyName }).click()
  await item.getByRole('link', { name: 'Check-in', exact: true }).click()
  await page.getByRole('list', { name: 'Crew on this duty' }).waitFor()
}

Journey('"The check-in button is shown only when status is expected": a duty outside its check-in window offers no check-in', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  try {
    await signIn(page, 'anna')
    await openCheckIn(page, /^Pairing: S112 CDG-LHR-CDG-LHR-CDG, 20 Mar 2026/)
    await page.getByRole('heading', { level: 2, name: 'Check-in for 20 Mar 2026 from CDG' }).waitFor()
    // Five days ahead: outside the time window, and the status says when it opens (local time, then relative).
    assert.match(clean(await status(page).innerText()), /^No check-in is expected for this duty\. Check-in opens at \d\d:\d\d LT, in [45] days\.$/)
    assert.is(await checkInButton(page).count(), 0)
  } finally {
    await context.close()
  }
})

Journey('anna checks in for the JFK duty 90 minutes ahead; the status changes; a second attempt from another tab is refused gracefully', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  try {
    await signIn(page, 'anna')
    await openCheckIn(page, /^Pairing: J406\/1 CDG-JFK-CDG, 15 Mar 2026/)
    await page.getByRole('heading', { level: 2, name: 'Check-in for 15 Mar 2026 from CDG' }).waitFor()
    const region = page.getByRole('region', { name: 'Check-in for 15 Mar 2026 from CDG' })
    assert.match(clean(await region.innerText()), /Pairing J406\/1/, 'optionally with a pairing number')
    assert.equal((await region.getByRole('time').allInnerTexts()).map(clean), ['15 Mar 10:30 LT', '15 Mar 09:30 UTC'], 'the check-in time: 90 minutes from now')
    // "Without location fencing: ... an allowed permission gives expected": the window opens 120 minutes before.
    assert.is(clean(await status(page).innerText()), 'You can check in now.')
    assert.match(await annasRow(page), /Not checked in yet/)
    await assertAccessibleInBothLanguages(page, 'check-in', (w) => page.getByRole('list', { name: w.checkIn.crew }))

    // A second tab on the same check-in, opened before checking in (its button is still there).
    const stale = await context.newPage()
    await stale.goto(page.url())
    await stale.getByRole('list', { name: 'Crew on this duty' }).waitFor()
    await checkInButton(stale).waitFor()

    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/roster/100001/checkin'))
    await checkInButton(page).click()
    assert.is((await posted).status(), 200)
    await status(page).getByText('You are checked in.').waitFor()
    await expectCount(checkInButton(page), 0, 'no check-in button once checked in')
    await page.getByRole('list', { name: 'Crew on this duty' }).getByText('Anna Lindqvist').waitFor()
    assert.match(await annasRow(page), /Checked in$/, "anna's position shows checked in")

    // "The error ERR_ALREADY_CHECKED_IN of kind APP data is treated as success and also reloads."
    const refused = stale.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/roster/100001/checkin'))
    // "... and also reloads": the check-in's state asked again after the refusal.
    const reloadedState = stale.waitForResponse((r) => r.request().method() === 'GET' && /\/roster\/100001\/checkin\/[^/]+$/.test(new URL(r.url()).pathname))
    await checkInButton(stale).click()
    const answer = await refused
    assert.is(answer.status(), 409, 'the server refuses the second check-in')
    assert.match(await answer.text(), /ERR_ALREADY_CHECKED_IN/)
    await status(stale).getByText(/checked in\./).waitFor()
    assert.match(clean(await status(stale).innerText()), /^You are (already )?checked in\.$/, 'the second tab shows checked in')
    // Signals, not a sleep: the reload has answered and two frames were drawn after it; an error dialog would be up.
    assert.is((await reloadedState).status(), 200, 'the refusal reloads the check-in state')
    await framesDrawn(stale)
    assert.is(await serviceError(stale).count(), 0, 'no error dialog')
    assert.is(await checkInButton(stale).count(), 0)
    assert.match(await annasRow(stale), /Checked in$/)
    await stale.close()

    // "Rules: 'checked in' wins": after a reload the screen says so.
    await page.reload()
    await page.getByRole('list', { name: 'Crew on this duty' }).waitFor()
    await status(page).getByText('You are already checked in.').waitFor()
    assert.is(await checkInButton(page).count(), 0)
    await assertAccessibleInBothLanguages(page, 'check-in (checked in)', (w) => page.getByRole('list', { name: w.checkIn.crew }), { backToEnglish: false })
  } finally {
    await context.close()
  }
})

Journey.run()
