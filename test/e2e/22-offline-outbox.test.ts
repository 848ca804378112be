// Journey 22 (the offline outbox): anna, offline, confirms a roster change and writes a daily remark; both wait on
// the device ("Waiting to send"). She closes the app while still offline, opens it again once the connection is
// back (no password: the session's cache key was kept, issue 27), and finds both on the server: the confirmed day gone from the pending changes, the new standby in her duty
// plan, and the remark in the server's list.
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { E2E_TIMEOUT_MS, type E2e } from './support/harness'
import { expectConsoleErrors } from './support/console-errors'
import { expectCount, expectVisible } from './support/expect'
import { ANNA, homeLoaded, signIn } from './support/sign-in'
import { changesRegion, dutyOn18March, rosterChangeNews } from './roster-change-steps'
import { exact, navLink, openNewRemark } from './session-offline-steps'
import { words } from './support/words'

const Journey = journey('journey 22: offline outbox')

const w = words('en')
const REMARK = 'Written offline in the hotel, sent later'

/** What the server holds, read with the page's session cookie outside the app. */
const serverJson = async (page: Page, path: string): Promise<unknown> => {
  const answer = await page.request.get(new URL(path, page.url()).href, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
  assert.ok(answer.ok(), `GET ${path} answers ${answer.status()}`)
  return answer.json()
}

Journey('anna confirms a change and writes a remark offline, closes the app, reopens it online: both reach the server', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  try {
    await signIn(page, 'anna')
    await expectVisible(dutyOn18March(page, 'Day off'), 'before: a day off on 18 March')
    await page.getByRole('link', { name: /^News/ }).click()
    await rosterChangeNews(page).click()
    await changesRegion(page).waitFor()

    // The connection drops: the confirmation is kept on the device.
    expectConsoleErrors(/net::ERR_INTERNET_DISCONNECTED .*\/rest\/pems\//, 'offline on purpose: the lists the app reloads fail, and it shows what the device keeps')
    await context.setOffline(true)
    await page.getByText(exact(w.global.offline.banner)).waitFor()
    await page.getByText(exact(w.outbox.confirmationOffline)).waitFor()
    await page.getByRole('checkbox', { name: 'Select the changes of 18 Mar 2026' }).check()
    await page.getByRole('button', { name: 'Confirm selected' }).click()
    await page.getByText(exact(w.outbox.waiting)).first().waitFor()

    // A remark, offline: kept, listed under "Remarks made offline".
    await openNewRemark(page, 'en')
    await page.getByText(exact(w.outbox.remarkOffline)).waitFor()
    await page.getByLabel(w.dailyRemarks.newRemark.date, { exact: true }).fill('2026-03-19')
    await page.getByRole('combobox', { name: w.dailyRemarks.newRemark.type }).selectOption({ label: 'Request' })
    await page.getByLabel(exact(w.dailyRemarks.newRemark.comment)).fill(REMARK)
    await page.getByRole('button', { name: exact(w.dailyRemarks.newRemark.send) }).click()
    const waiting = page.getByRole('region', { name: exact(w.outbox.waitingRemarks) })
    await waiting.getByText(REMARK).waitFor()
    await waiting.getByText(exact(w.outbox.waiting)).waitFor()

    assert.is(await page.evaluate(() => navigator.onLine), false, 'still offline when the app is closed')
    await page.close()

    // Later, online again: the app opens anew.
    await context.setOffline(false)
    const reopened = await context.newPage()
    reopened.setDefaultTimeout(E2E_TIMEOUT_MS)
    // The session is still open (its cookie), and the key of the encrypted outbox was kept with it on this device
    // (issue 27, decision 2): the app reopened without the password reads the outbox and sends both at once.
    const sentConfirmation = reopened.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/rest/pems/roster/${ANNA.crmId}/notif` && r.ok())
    const sentRemark = reopened.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/rest/pems/roster/${ANNA.crmId}/details/daily_remark` && r.ok())
    await reopened.goto(e2e.url)
    await homeLoaded(reopened).waitFor()
    await Promise.all([sentConfirmation, sentRemark])
    await expectCount(reopened.getByRole('region', { name: exact(w.outbox.lockedTitle) }), 0, 'no password asked: the outbox was readable')

    // The duty plan reloads with the confirmed standby.
    await navLink(reopened, 'en', (n) => n.duties).click()
    await dutyOn18March(reopened, 'Standby').waitFor()

    // On the server: the confirmed change is no longer pending, the remark is in the list.
    const pending = JSON.stringify(await serverJson(reopened, `/rest/pems/roster/${ANNA.crmId}/notif?ltype=mobile`))
    assert.not.match(pending, /2026-03-18/, 'the change of 18 March is no longer pending on the server')
    assert.match(pending, /2026-03-20/, 'the change of 20 March, which cannot be confirmed, still is')
    const remarks = JSON.stringify(await serverJson(reopened, `/rest/pems/roster/${ANNA.crmId}/details/daily_remark?fromDtUtc=2026-03-01T00:00:00%2B00:00&toDtUtc=2026-04-01T00:00:00%2B00:00`))
    assert.ok(remarks.includes(REMARK), 'the remark written offline is on the server')

    // And the app says so: the remarks screen lists it, no longer under "Remarks made offline" as waiting.
    await navLink(reopened, 'en', (n) => n.dailyRemarks).click()
    await reopened.getByText(REMARK).first().waitFor()
    await expectCount(reopened.getByText(exact(w.outbox.waiting)), 0, 'nothing waits any more')
  } finally {
    await context.close()
  }
})

Journey.run()
