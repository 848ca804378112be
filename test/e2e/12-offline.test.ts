// Journey 12: after a first online sign-in the connection drops (Playwright's offline mode): the offline
// banner shows, the roster saved on the device stays readable, editing is disabled with the offline message (a
// new remark can be written, kept in the outbox to send later); back online the banner goes, the app checks for
// updates again and editing is possible again (SPEC sections 2 and 4).
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { assertAccessible } from './support/axe'
import { networkQuiet, type E2e } from './support/harness'
import { expectConsoleErrors } from './support/console-errors'
import { expectCount, expectDisabled, expectEnabled, expectVisible } from './support/expect'
import { ANNA, dutyListDrawn, signIn } from './support/sign-in'
import { chooseLanguage, exact, navLink, openContacts, openNewRemark, openTodaysLeg } from './session-offline-steps'
import { fill, words, type Lang } from './support/words'

const Offline = journey('journey 12: offline')

const addPhone = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: exact(fill(words(lang).myData.contacts.addOfType, { type: words(lang).myData.contacts.types.PHONE })) })

for (const lang of ['en', 'fr'] as const) {
  const w = words(lang)

  Offline(`(${lang}) "An offline banner ... appearing after a 100 ms delay"; the cached roster is readable; "Sending is disabled offline"; back online it refreshes`, async (ctx) => {
    const e2e = ctx.e2e as E2e
    const { context, page } = await e2e.newPage()
    // First, online: sign in (in the journey's language) and look at the leg, the contacts and the new-remark form.
    await signIn(page, 'anna')
    await chooseLanguage(page, lang)
    await openTodaysLeg(page, lang)
    await openContacts(page, lang)
    await expectEnabled(addPhone(page, lang), 'online, a contact can be added')
    await openNewRemark(page, lang)
    await navLink(page, lang, (n) => n.duties).click()

    // An update check may be on its way at the moment the connection drops (they run every 15 s).
    expectConsoleErrors(/net::ERR_INTERNET_DISCONNECTED .*\/rest\/pems\/roster\/\d+\/updates/, 'the connection is cut at an arbitrary moment: an update check in flight fails')
    await networkQuiet(page)
    await context.setOffline(true)
    const banner = page.getByText(exact(w.global.offline.banner))
    await banner.waitFor()
    // The duty plan saved on this device: the block month, the calendar and the duty list.
    await page.getByRole('heading', { level: 2, name: new RegExp(`^${w.home.blockMonth}: `) }).waitFor()
    await dutyListDrawn(page).waitFor()
    assert.ok((await page.getByRole('list', { name: exact(w.home.dutyList) }).getByRole('listitem').count()) > 10, 'the duty list is readable')
    await assertAccessible(page, 'home (offline)', lang)

    await openTodaysLeg(page, lang)
    await page.getByRole('listitem').filter({ hasText: 'Karim Haddad' }).first().waitFor()
    await expectDisabled(page.getByRole('button', { name: exact(w.leg.editRoles) }), '"It is disabled offline" (edit roles)')
    await page.getByText(exact(w.common.notAvailableOffline)).waitFor()
    await assertAccessible(page, 'leg (offline)', lang)

    await openContacts(page, lang)
    await page.getByText(exact(w.errors.offlineEditOnlyOnline)).waitFor()
    await expectDisabled(addPhone(page, lang), 'offline, no contact can be added')
    await expectVisible(page.getByRole('link', { name: /^\+33145678901/ }), 'the saved contacts are readable')
    await assertAccessible(page, 'contacts (offline)', lang)

    await openNewRemark(page, lang)
    // The demo profile keeps a remark written offline in the outbox (journey 22 sends one); with the profile's
    // offlineOutbox switch off the spec's "Sending is disabled offline" holds (test/ui/app/offline-outbox.test.tsx).
    await page.getByText(exact(w.outbox.remarkOffline)).waitFor()
    await page.getByLabel(w.dailyRemarks.newRemark.date, { exact: true }).fill('2026-03-19')
    await page.getByLabel(exact(w.dailyRemarks.newRemark.type)).selectOption({ index: 1 })
    await page.getByLabel(exact(w.dailyRemarks.newRemark.comment)).fill('Offline test remark')
    const send = page.getByRole('button', { name: exact(w.dailyRemarks.newRemark.send) })
    await expectEnabled(send, 'offline, a complete remark can be kept to send later')
    await assertAccessible(page, 'new remark (offline)', lang)

    await navLink(page, lang, (n) => n.profile).click()
    await page.getByText(exact(w.settings.logoutOffline)).waitFor()
    await expectDisabled(page.getByRole('button', { name: exact(w.settings.logout) }), '"A logout button (disabled offline)"')

    // Back online: "Update checks run ... on coming back online while a session exists."
    const updates = page.waitForResponse((r) => r.url().includes(`/rest/pems/roster/${ANNA.crmId}/updates`) && r.ok())
    await context.setOffline(false)
    await updates
    await banner.waitFor({ state: 'detached' })
    await expectEnabled(page.getByRole('button', { name: exact(w.settings.logout) }), 'logout is possible again')
    await openContacts(page, lang)
    await expectEnabled(addPhone(page, lang), 'online again, a contact can be added')
    await expectCount(page.getByText(exact(w.errors.offlineEditOnlyOnline)), 0, 'online again, no offline message')
    await context.close()
  })
}

Offline.run()
