// Journey 21 (change history): anna edits an e-mail contact in My data and confirms a roster change, then opens
// Settings → Change history and finds both, newest first, each with what changed (before → after) and when in local
// time and UTC. The connection drops: the screen opened again shows the list as last loaded, saying when, and the
// server's list once the connection returns. Axe on the history screen in English and French.
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { acceptCookies, enter, openTab } from './person-steps'
import { named } from './inbox-settings.steps'
import { assertAccessibleInBothLanguages } from './support/axe'
import { expectConsoleErrors } from './support/console-errors'
import type { E2e } from './support/harness'
import { signIn } from './support/sign-in'
import { escapeRegExp, exactly, words } from './support/words'

const J21 = journey('journey 21: change history')

const W = words('en')
const M = W.myData
const H = W.history
const clean = (text: string): string => text.replace(/\s+/g, ' ').trim()
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name: named(name) })
const history = (page: Page) => page.getByRole('list', { name: H.listLabel })

J21('anna edits an e-mail and confirms the roster change of 18 March; the change history lists both newest first with before → after and the time in local and UTC', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage()
  try {
    await signIn(page, 'anna')
    await acceptCookies(page)

    // My data: the remark of her first e-mail contact becomes "Crew mail".
    await openTab(page, 'profile')
    await page.getByRole('link', { name: W.settings.myData }).click()
    await heading(page, M.title).waitFor()
    await page.getByRole('list', { name: M.title }).getByRole('link', { name: M.hub.contacts }).click()
    await heading(page, M.contacts.title).waitFor()
    const emails = page.getByRole('list', { name: M.contacts.types.EMAIL })
    await emails.getByRole('link').first().click()
    await heading(page, M.contacts.editTitle.replace('{type}', M.contacts.types.EMAIL)).waitFor()
    await enter(page.getByRole('textbox', { name: named(M.contacts.remark) }), 'Crew mail')
    await page.getByRole('main').getByRole('button', { name: named(M.submit) }).click()
    await heading(page, M.contacts.title).waitFor()
    await page.getByText(M.saved).waitFor()

    // The roster change of 18 March, from its news item (as journey 5).
    await page.getByRole('link', { name: /^News/ }).click()
    await page.getByRole('button', { name: /^Your roster has changed/ }).click()
    await page.getByRole('region', { name: 'Changes to confirm' }).waitFor()
    await page.getByRole('checkbox', { name: 'Select the changes of 18 Mar 2026' }).check()
    const confirmed = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/rest/pems/roster/100001/notif' && r.ok())
    await page.getByRole('button', { name: 'Confirm selected' }).click()
    await confirmed
    // "On confirm it returns to redirectTo": back on the news it came from, before going on (else that return lands
    // after the tab below was opened and takes Settings off the screen, as seen on slow runs).
    await page.getByRole('button', { name: /^Your roster has changed/ }).waitFor()
    await page.getByRole('region', { name: 'Changes to confirm' }).waitFor({ state: 'detached' })

    // Settings → Change history.
    await openTab(page, 'profile')
    await page.getByRole('link', { name: H.link }).click()
    await heading(page, H.title).waitFor()
    await history(page).waitFor()
    const items = history(page).getByRole('listitem')
    const texts = (await items.allInnerTexts()).map(clean)
    const confirmation = texts.findIndex((t) => t.startsWith(`${H.kinds.rosterChangeConfirmed}: RC-100001-`))
    const edit = texts.findIndex((t) => t.startsWith(`${H.sections.contacts}: EMAIL `))
    const notified = texts.findIndex((t) => t.startsWith(`${H.kinds.rosterChangeNotified}: RC-100001-`))
    assert.ok(confirmation >= 0 && edit >= 0 && notified >= 0, texts.join('\n'))
    assert.ok(confirmation < edit && edit < notified, `newest first: ${texts.join(' | ')}`)
    assert.is(confirmation, 0, 'the confirmation is the newest entry')
    const confirmText = texts[confirmation] ?? ''
    assert.match(confirmText, /18 Mar 2026 OFF Day off .*→ SBY Home standby/)
    assert.not.match(confirmText, /20 Mar 2026/)
    assert.match(texts[edit] ?? '', new RegExp(`${M.contacts.remark} .*→ Crew mail`))
    assert.match(confirmText, /Local time: \d{2} \w{3} \d{4} \d{2}:\d{2}/)
    assert.match(confirmText, /UTC: \d{2} \w{3} \d{4} \d{2}:\d{2}/)

    // Offline (before the language checks, which reload the page: a reloaded app has no password to read its cache).
    expectConsoleErrors(/net::ERR_INTERNET_DISCONNECTED .*\/rest\/pems\//, 'offline on purpose: the screens opened offline fail their calls and show what the device keeps')
    await context.setOffline(true)
    await page.getByText(exactly(W.global.offline.banner)).waitFor()
    await page.getByRole('button', { name: W.nav.backTo.replace('{screen}', W.settings.title) }).click()
    await page.getByRole('link', { name: H.link }).click()
    const keptNote = page.getByText(new RegExp(`^${escapeRegExp(`${H.keptCopy} ${W.outbox.lastSynced.replace('{time}', '15 Mar 2026')}`)} \\d{2}:\\d{2}$`))
    await keptNote.waitFor()
    assert.equal((await history(page).getByRole('listitem').allInnerTexts()).map(clean), texts, 'the list as last loaded')
    await context.setOffline(false)
    await keptNote.waitFor({ state: 'detached' })
    await history(page).waitFor()

    await assertAccessibleInBothLanguages(page, 'change history', (w) => page.getByRole('list', { name: w.history.listLabel }))
  } finally {
    await context.close()
  }
})

J21.run()
