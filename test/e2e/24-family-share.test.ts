// Journey 24: share with family. anna opens Settings → Share with family, creates a "Partner" link (shown once,
// with a QR code), a second browser context with no session opens it and reads where she is ("Away: New York City
// (JFK)", back on which day), in English and in French by the viewer's browser, phone and desktop, light and dark;
// she replaces it (asked first; the old link answers the plain 404) and revokes it (404 too). Axe on the settings
// section with the link shown and on the shared page.
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { acceptCookies, named, openTab } from './inbox-settings.steps'
import { assertAccessible } from './support/axe'
import type { E2e } from './support/harness'
import { signIn } from './support/sign-in'
import { fill, words } from './support/words'

const J24 = journey('journey 24: share with family')

const e2eOf = (ctx: { e2e?: E2e }): E2e => {
  if (ctx.e2e === undefined) throw new Error('the harness did not start')
  return ctx.e2e
}

const W = words('en').familyShare
const section = (page: Page) => page.getByRole('region', { name: named(W.title) })

/** The shared page as someone at home opens it: a fresh context, no session, the given browser language. */
const openAsFamily = async (e2e: E2e, url: string, locale: string) => {
  const context = await e2e.browser.newContext({ locale, timezoneId: 'America/New_York', viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const response = await page.goto(url)
  return { context, page, status: response?.status() ?? 0 }
}

J24('anna shares "where and when" with her partner; the link opens without a session, shows New York and nothing else, and stops when replaced or revoked', async (ctx) => {
  const e2e = e2eOf(ctx)
  const { page } = await e2e.newPage()
  await signIn(page, 'anna')
  await acceptCookies(page)
  await openTab(page, 'profile')
  await section(page).getByText(W.none).waitFor()
  await section(page).getByRole('textbox', { name: named(W.name) }).fill('Partner')
  await section(page).getByRole('button', { name: named(W.create) }).click()
  const field = section(page).getByRole('textbox', { name: named(W.link) })
  await field.waitFor()
  const url = await field.inputValue()
  assert.match(url, new RegExp(`^${e2e.url}/family/[A-Za-z0-9_-]{43}$`))
  await section(page).getByRole('img', { name: named(W.qrAlt) }).waitFor()
  await assertAccessible(page, 'settings-family-share', 'en')

  const family = await openAsFamily(e2e, url, 'en-US')
  assert.is(family.status, 200)
  await family.page.getByText(/Away: New York City \(JFK\)/).first().waitFor()
  const shown = (await family.page.locator('main').innerText()).replace(/\s+/g, ' ')
  assert.match(shown, /back (Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d+ (Mar|Apr)/)
  // The times are in the viewer's zone (New York) with the home time beside them.
  assert.match(shown, /your time \(/)
  for (const hidden of ['AF0', 'Hilton', 'Bruno', 'Sick', 'P1']) assert.not.ok(shown.includes(hidden), `the page shows ${hidden}`)
  await assertAccessible(family.page, 'family-page', 'en')
  await family.context.close()

  const french = await openAsFamily(e2e, url, 'fr-FR')
  await french.page.getByText(/En déplacement: New York City \(JFK\)/).first().waitFor()
  assert.is(await french.page.locator('html').getAttribute('lang'), 'fr')
  await assertAccessible(french.page, 'family-page', 'fr')
  await french.context.close()

  // Replace: asked first; the old link answers the plain 404 at once.
  await section(page).getByRole('button', { name: named(W.replace) }).click()
  const dialog = page.getByRole('alertdialog')
  await dialog.getByText(fill(W.replaceConfirm, { name: 'Partner' })).waitFor()
  await dialog.getByRole('button', { name: named(W.confirm) }).click()
  await page.waitForFunction((old) => [...document.querySelectorAll<HTMLInputElement>('input[readonly]')].some((i) => i.value.includes('/family/') && i.value !== old), url)
  const replaced = await section(page).getByRole('textbox', { name: named(W.link) }).inputValue()
  const old = await fetch(url)
  assert.is(old.status, 404)
  assert.is((await fetch(replaced)).status, 200)

  // Revoke: asked first; then 404 too, and the list is empty again.
  await section(page).getByRole('button', { name: named(W.revoke) }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: named(W.confirm) }).click()
  await section(page).getByText(W.revoked).waitFor()
  await section(page).getByText(W.none).waitFor()
  const gone = await openAsFamily(e2e, replaced, 'en-US')
  assert.is(gone.status, 404)
  await gone.context.close()
})

J24.run()
