// Journey 10: settings. anna switches the language to Français (the whole UI changes: titles, the bottom
// navigation, a validation message, the page language; it sticks after a reload) and back to English; turns the
// auto-refresh switch off (a roster change then waits behind a badge on the refresh button) and on again (the
// duties reload by themselves); and logs out. Axe on the settings screen in English and French.
import type { Locator, Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { acceptCookies, collectPageErrors, descriptionOf, languageSaved, mainNavigation, named, openTab, switchLanguage, tabLink } from './inbox-settings.steps'
import { assertAccessible } from './support/axe'
import { networkQuiet, type E2e } from './support/harness'
import { expectConsoleErrors } from './support/console-errors'
import { expectAttribute, expectChecked, expectDisabled, expectEnabled, expectValue } from './support/expect'
import { homeLoaded, signIn } from './support/sign-in'
import { words, type Lang } from './support/words'

const J10 = journey('journey 10: settings')

const e2eOf = (ctx: { e2e?: E2e }): E2e => {
  if (ctx.e2e === undefined) throw new Error('the harness did not start')
  return ctx.e2e
}

const W = words('en')
const settingsHeading = (page: Page, lang: Lang) => page.getByRole('heading', { level: 1, name: named(words(lang).settings.title) })
const languageSelect = (page: Page, lang: Lang) => page.getByRole('combobox', { name: named(words(lang).settings.language) })
const autoRefresh = (page: Page) => page.getByRole('switch', { name: named(W.settings.autoRefresh) })

/**
 * Clicks "Log out" and waits for what follows it: the login form shows at once, then the page reloads
 * (SPEC rule 7), and the login form shows again on the fresh page. Reading the page before the reload
 * has happened would race it ("execution context was destroyed").
 */
const logOutThroughReload = async (page: Page, logout: Locator, lang: Lang): Promise<void> => {
  const reloaded = page.waitForEvent('load')
  await logout.click()
  await reloaded
  await page.getByLabel(words(lang).login.username, { exact: true }).waitFor()
}

/** Everything a person sees of the UI language on the Settings screen and the bottom navigation. */
const assertSettingsIn = async (page: Page, lang: Lang): Promise<void> => {
  const L = words(lang)
  await settingsHeading(page, lang).waitFor()
  await expectAttribute(page.locator('html'), 'lang', lang, `the page language is ${lang}`)
  for (const tab of ['duties', 'dailyRemarks', 'news', 'profile'] as const) await tabLink(page, tab, lang).waitFor()
  await page.getByRole('button', { name: named(L.settings.logout) }).waitFor()
  await page.getByRole('switch', { name: named(L.settings.autoRefresh) }).waitFor()
  await page.getByRole('link', { name: named(L.settings.notificationSettings) }).waitFor()
  await expectValue(languageSelect(page, lang), lang, `the language selector shows ${lang}`)
}

/** Notification settings: an emptied e-mail address says the required message in `lang`; then leave without saving. */
const assertValidationMessageIn = async (page: Page, lang: Lang): Promise<void> => {
  const L = words(lang)
  await page.getByRole('link', { name: named(L.settings.notificationSettings) }).click()
  await page.getByRole('heading', { level: 1, name: named(L.notificationSettings.title) }).waitFor()
  const email = page.getByRole('textbox', { name: named(L.notificationSettings.emailAddress) })
  await email.fill('')
  const description = await descriptionOf(email)
  assert.ok(description.includes(L.validation.emailRequired), `the e-mail message in ${lang}: '${description}'`)
  await page.getByRole('button', { name: named(L.nav.backTo.replace('{screen}', L.settings.title)) }).click()
  const stop = page.getByRole('alertdialog', { name: named(L.global.unsavedChanges.title) })
  await stop.getByRole('button', { name: named(L.global.unsavedChanges.yes) }).click()
  await settingsHeading(page, lang).waitFor()
}

J10('"A language selector (English, Français)": the whole UI switches to French and back, validation messages included, and the choice sticks', async (ctx) => {
  const e2e = e2eOf(ctx)
  const { page, context } = await e2e.newPage()
  const problems = collectPageErrors(page)
  await signIn(page, 'anna')
  await acceptCookies(page)
  await openTab(page, 'profile')
  await assertSettingsIn(page, 'en')
  await page.getByRole('definition').filter({ hasText: 'Anna Lindqvist' }).waitFor()
  await assertAccessible(page, 'settings', 'en')

  const savedFrench = languageSaved(page, 'fr')
  await languageSelect(page, 'en').selectOption({ label: W.settings.languages.fr })
  await assertSettingsIn(page, 'fr')
  await savedFrench
  await assertAccessible(page, 'settings', 'fr')
  await assertValidationMessageIn(page, 'fr')

  // The duty plan is French too, and the choice survives a reload (stored, and saved as the preferred language).
  await openTab(page, 'duties', 'fr')
  await page.getByRole('heading', { level: 2, name: new RegExp(`^${words('fr').home.blockMonth}`) }).waitFor()
  await page.reload()
  await homeLoaded(page).waitFor()
  await expectAttribute(page.locator('html'), 'lang', 'fr', 'French after a reload')
  await openTab(page, 'profile', 'fr')
  await assertSettingsIn(page, 'fr')

  const savedEnglish = languageSaved(page, 'en')
  await languageSelect(page, 'fr').selectOption({ label: words('fr').settings.languages.en })
  await assertSettingsIn(page, 'en')
  await savedEnglish
  await assertValidationMessageIn(page, 'en')
  await page.reload()
  await settingsHeading(page, 'en').waitFor()
  await expectAttribute(page.locator('html'), 'lang', 'en', 'English after a reload')
  assert.equal(problems, [])
  await context.close()
})

/** The scheduler publishes a roster change for anna (there is no scheduler screen: it is written where the server keeps it). */
const publishRosterChange = async (e2e: E2e, at: string): Promise<void> => {
  await e2e.server.deps.db.query('UPDATE roster_updates SET last_roster_change = $1 WHERE crm_id = $2', [at, '100001'])
}

/** Back online after a moment offline: "Update checks run ... on coming back online while a session exists". */
const reconnect = async (page: Page): Promise<void> => {
  expectConsoleErrors(/net::ERR_INTERNET_DISCONNECTED .*\/rest\/pems\/roster\/\d+\/updates/, 'the connection is cut at an arbitrary moment: an update check in flight fails')
  await networkQuiet(page)
  await page.context().setOffline(true)
  await page.getByText(W.global.offline.banner).waitFor()
  await page.context().setOffline(false)
  await page.getByText(W.global.offline.banner).waitFor({ state: 'detached' })
}

const refreshButton = (page: Page) => page.getByRole('button', { name: named(W.home.refresh) })
const refreshWithBadge = (page: Page) => page.getByRole('button', { name: named(`${W.home.refresh}, ${W.home.updatesWaiting}`) })

J10('"When the last roster-change time differs ..., duties reload automatically if auto-refresh is on ... Otherwise a badge shows on the refresh button"', async (ctx) => {
  const e2e = e2eOf(ctx)
  const { page, context } = await e2e.newPage()
  await signIn(page, 'anna')
  await acceptCookies(page)
  await openTab(page, 'profile')
  await settingsHeading(page, 'en').waitFor()
  await expectChecked(autoRefresh(page), true, 'auto-refresh is on by default in the demo profile')
  await autoRefresh(page).uncheck()
  await expectChecked(autoRefresh(page), false, 'the switch is off')
  await page.reload()
  await settingsHeading(page, 'en').waitFor()
  await expectChecked(autoRefresh(page), false, 'the switch stays off after a reload')

  // Off: a roster change waits behind the badge until the refresh button is pressed.
  await openTab(page, 'duties')
  await homeLoaded(page).waitFor()
  await refreshButton(page).waitFor()
  await publishRosterChange(e2e, '2026-03-15T07:30:00Z')
  await reconnect(page)
  await refreshWithBadge(page).waitFor()
  const reloaded = page.waitForResponse((r) => r.request().method() === 'GET' && /\/rest\/pems\/roster\/100001\/events(\?|$)/.test(r.url()))
  await refreshWithBadge(page).click()
  await reloaded
  await refreshButton(page).waitFor()

  // On: the next change reloads the duties by itself, with no badge.
  await openTab(page, 'profile')
  await autoRefresh(page).check()
  await openTab(page, 'duties')
  await homeLoaded(page).waitFor()
  await publishRosterChange(e2e, '2026-03-15T07:45:00Z')
  const autoReloaded = page.waitForResponse((r) => r.request().method() === 'GET' && /\/rest\/pems\/roster\/100001\/events(\?|$)/.test(r.url()))
  await reconnect(page)
  await autoReloaded
  await refreshButton(page).waitFor()
  assert.is(await refreshWithBadge(page).count(), 0, 'no badge: the duties were reloaded')
  await context.close()
})

J10('"A logout button (disabled offline)": logging out ends the session and shows the login screen', async (ctx) => {
  const e2e = e2eOf(ctx)
  const { page, context } = await e2e.newPage()
  await signIn(page, 'anna')
  await acceptCookies(page)
  await openTab(page, 'profile')
  await settingsHeading(page, 'en').waitFor()
  const logout = page.getByRole('button', { name: named(W.settings.logout) })
  // Settings has loaded (its calendar section says there is no link yet) before the connection drops.
  await page.getByRole('region', { name: named(W.calendarSubscription.title) }).getByText(W.calendarSubscription.inactive).waitFor()

  expectConsoleErrors(/net::ERR_INTERNET_DISCONNECTED .*\/rest\/pems\/roster\/\d+\/updates/, 'the connection is cut at an arbitrary moment: an update check in flight fails')
  await networkQuiet(page)
  await context.setOffline(true)
  await page.getByText(W.settings.logoutOffline).waitFor()
  await expectDisabled(logout, 'logout is disabled offline')
  await context.setOffline(false)
  await page.getByText(W.settings.logoutOffline).waitFor({ state: 'detached' })
  await expectEnabled(logout, 'logout is enabled online')

  await logOutThroughReload(page, logout, 'en')
  assert.is(await mainNavigation(page).count(), 0, '"When logged out an empty footer shows"')
  await assertAccessible(page, 'login (after logout)', 'en')
  await page.reload()
  await page.getByLabel(W.login.username, { exact: true }).waitFor()
  await page.goto(new URL('/profile', e2e.url).toString())
  await page.getByLabel(W.login.username, { exact: true }).waitFor()
  assert.is(await settingsHeading(page, 'en').count(), 0, 'the settings are not reachable signed out')

  // In French: "Se déconnecter" leads to the French login screen.
  const F = words('fr')
  await signIn(page, 'anna')
  await switchLanguage(page, 'en', 'fr')
  await logOutThroughReload(page, page.getByRole('button', { name: named(F.settings.logout) }), 'fr')
  await expectAttribute(page.locator('html'), 'lang', 'fr', 'the login screen after logging out is French')
  await assertAccessible(page, 'login (after logout)', 'fr')
  await context.close()
})

J10.run()
