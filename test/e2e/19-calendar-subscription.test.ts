// Journey 19: calendar subscription. anna opens Settings, creates her calendar link (shown once,
// with a QR code and a copy button), a calendar app fetches it (parsed with ical.js: her duties, with the UIDs of
// their logical ids), she replaces it (the old link answers 404) and revokes it (404 too). Axe on the settings
// screen with the link shown, in English and French.
import ICAL from 'ical.js'
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { calendarUidKey, feedUid } from '../../server/calendar/calendar-subscription.repo'
import { acceptCookies, named, openTab, switchLanguage } from './inbox-settings.steps'
import { assertAccessible } from './support/axe'
import { E2E_NOW, type E2e } from './support/harness'
import { signIn } from './support/sign-in'
import { words, type Lang } from './support/words'

const J19 = journey('journey 19: calendar subscription')

const e2eOf = (ctx: { e2e?: E2e }): E2e => {
  if (ctx.e2e === undefined) throw new Error('the harness did not start')
  return ctx.e2e
}

const section = (page: Page, lang: Lang) => page.getByRole('region', { name: named(words(lang).calendarSubscription.title) })
const linkField = (page: Page, lang: Lang) => section(page, lang).getByRole('textbox', { name: named(words(lang).calendarSubscription.link) })

/** The feed as a calendar app reads it: status, and its events parsed by ical.js. */
const fetchFeed = async (url: string): Promise<{ readonly status: number; readonly uids: ReadonlyArray<string>; readonly summaries: ReadonlyArray<string> }> => {
  const res = await fetch(url)
  const text = await res.text()
  if (res.status !== 200) return { status: res.status, uids: [], summaries: [] }
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
  return { status: res.status, uids: events.map((e) => e.uid), summaries: events.map((e) => e.summary) }
}

/** anna's stored duties of a type from now on, as the server keeps them (logical ids). */
const annasLogicalIds = async (e2e: E2e, type: string): Promise<ReadonlyArray<string>> =>
  (await e2e.server.deps.db.query<{ logical_id: string }>(
    'SELECT logical_id FROM roster_events WHERE crm_id = $1 AND event_type = $2 AND from_utc >= $3 ORDER BY from_utc LIMIT 3',
    ['100001', type, E2E_NOW],
  )).map((r) => r.logical_id)

J19('anna creates her calendar link in Settings; the feed holds her duties; replacing and revoking stop the old links', async (ctx) => {
  const e2e = e2eOf(ctx)
  const { page, context } = await e2e.newPage()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.url })
  const W = words('en').calendarSubscription
  await signIn(page, 'anna')
  await acceptCookies(page)
  await openTab(page, 'profile')
  await section(page, 'en').getByText(W.inactive).waitFor()
  await section(page, 'en').getByRole('button', { name: named(W.create) }).click()
  const url = await linkField(page, 'en').inputValue()
  assert.ok(url.startsWith(`${e2e.url}/calendar/`), url)
  await section(page, 'en').getByRole('img', { name: named(W.qrAlt) }).waitFor()
  await section(page, 'en').getByRole('button', { name: named(W.copy) }).click()
  await section(page, 'en').getByText(W.copied).waitFor()
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), url)
  await assertAccessible(page, 'settings-calendar', 'en')

  const feed = await fetchFeed(url)
  assert.is(feed.status, 200)
  for (const type of ['LEG', 'SBY', 'OFF']) {
    for (const logicalId of await annasLogicalIds(e2e, type)) {
      assert.ok(feed.uids.includes(feedUid(await calendarUidKey(e2e.server.deps.db), '100001', logicalId)), `anna's ${type} ${logicalId} is in the feed`)
    }
  }
  assert.ok(feed.summaries.some((s) => s.startsWith('Flight ')), 'a flight title')

  // Replace: a new link, the old one answers 404.
  await section(page, 'en').getByRole('button', { name: named(W.rotate) }).click()
  // Replacing stops the old link at once, so the app asks first (issue 26 item 9); the dialog's own button confirms.
  await page.getByRole('alertdialog', { name: named(W.rotateConfirmTitle) }).getByRole('button', { name: named(W.rotate) }).click()
  await page.waitForFunction((old) => (document.querySelector('input[readonly]') as HTMLInputElement | null)?.value !== old, url)
  const replaced = await linkField(page, 'en').inputValue()
  assert.is.not(replaced, url)
  assert.is((await fetchFeed(url)).status, 404)
  assert.is((await fetchFeed(replaced)).status, 200)

  // Revoke: 404, and the screen offers to create a link again.
  await section(page, 'en').getByRole('button', { name: named(W.revoke) }).click()
  await section(page, 'en').getByText(W.revoked).waitFor()
  await section(page, 'en').getByRole('button', { name: named(W.create) }).waitFor()
  assert.is((await fetchFeed(replaced)).status, 404)
  await context.close()
})

J19('in French: the section and a new link with French titles; axe on it', async (ctx) => {
  const e2e = e2eOf(ctx)
  const { page, context } = await e2e.newPage()
  const W = words('fr').calendarSubscription
  await signIn(page, 'anna')
  await acceptCookies(page)
  await switchLanguage(page, 'en', 'fr')
  await section(page, 'fr').getByRole('button', { name: named(W.create) }).click()
  const url = await linkField(page, 'fr').inputValue()
  await section(page, 'fr').getByRole('img', { name: named(W.qrAlt) }).waitFor()
  await assertAccessible(page, 'settings-calendar', 'fr')
  const feed = await fetchFeed(url)
  assert.ok(feed.summaries.some((s) => s.startsWith('Vol ')), 'French flight titles')
  await section(page, 'fr').getByRole('button', { name: named(W.revoke) }).click()
  await section(page, 'fr').getByText(W.revoked).waitFor()
  await context.close()
})

J19.run()
