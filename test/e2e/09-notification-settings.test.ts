// Journey 9: news and notification settings. anna changes the channels (with their agreements), the
// news subscriptions, the e-mail address and the phone; every message of the e-mail and phone rules shows while
// Save is disabled; Save stores it all (a reload shows it). Axe in English and French.
import type { Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { acceptCookies, collectPageErrors, descriptionOf, named, openTab, switchLanguage } from './inbox-settings.steps'
import { assertAccessible } from './support/axe'
import { expectAttribute, expectChecked, expectCount, expectDisabled, expectEnabled, expectValue } from './support/expect'
import type { E2e } from './support/harness'
import { signIn } from './support/sign-in'
import { words, type Lang } from './support/words'

const J9 = journey('journey 9: notification settings')

const e2eOf = (ctx: { e2e?: E2e }): E2e => {
  if (ctx.e2e === undefined) throw new Error('the harness did not start')
  return ctx.e2e
}

const W = words('en')
const N = W.notificationSettings
const V = W.validation
const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name: named(name) })
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name: named(name) })
const saveButton = (page: Page, lang: Lang = 'en') => page.getByRole('button', { name: named(words(lang).notificationSettings.save) })

/** Profile -> "News and notification settings", loaded. */
const openNotificationSettings = async (page: Page, lang: Lang = 'en'): Promise<void> => {
  const L = words(lang)
  await openTab(page, 'profile', lang)
  await page.getByRole('link', { name: named(L.settings.notificationSettings) }).click()
  await page.getByRole('heading', { level: 1, name: named(L.notificationSettings.title) }).waitFor()
  await page.getByRole('textbox', { name: named(L.notificationSettings.emailAddress) }).waitFor()
}

/** The field's message (what a screen reader reads after its name), with `aria-invalid` set. */
const assertMessage = async (page: Page, field: string, message: string): Promise<void> => {
  const box = textbox(page, field)
  await expectAttribute(box, 'aria-invalid', 'true', `${field} is marked invalid`)
  const description = await descriptionOf(box)
  assert.ok(description.includes(message), `${field} says '${message}' (it says '${description}')`)
  await expectDisabled(saveButton(page), `Save is disabled while ${field} says '${message}'`)
}

J9('"E-mail required (\'E-mail address is required!\'), must be valid (\'E-mail address is not valid!\')"; "Phone required when SMS is checked ... a plus followed by 6 to 14 digits"; save', async (ctx) => {
  const e2e = e2eOf(ctx)
  const { page, context } = await e2e.newPage()
  const problems = collectPageErrors(page)
  await signIn(page, 'anna')
  await acceptCookies(page)
  await openNotificationSettings(page)
  await expectValue(textbox(page, N.emailAddress), 'anna.lindqvist@crew.example.com', 'the e-mail address on the server')
  await expectDisabled(saveButton(page), '"Save is disabled unless dirty and valid": nothing changed yet')
  await assertAccessible(page, 'notification-settings', 'en')

  // Channels: SMS needs its agreement; push is turned off (its agreement goes away with it).
  await expectChecked(checkbox(page, N.email), true, 'e-mail is on')
  await checkbox(page, N.push).uncheck()
  await expectCount(checkbox(page, N.pushAgreement), 0, 'the push agreement shows only with push checked')
  await expectChecked(checkbox(page, N.sms), true, 'SMS is on')
  await checkbox(page, N.smsAgreement).check()
  await expectAttribute(checkbox(page, N.smsAgreement), 'aria-invalid', null, 'the SMS agreement is accepted')

  // Subscriptions: broadcasts are always on; hotel changes in, daily remarks out.
  const broadcast = checkbox(page, 'Broadcast messages')
  await expectChecked(broadcast, true, 'broadcast messages are always on')
  await expectDisabled(broadcast, 'broadcast messages cannot be turned off')
  await checkbox(page, 'Hotel and transport changes').check()
  await checkbox(page, 'Daily remarks').uncheck()

  // E-mail messages.
  await textbox(page, N.emailAddress).fill('')
  await assertMessage(page, N.emailAddress, V.emailRequired)
  await textbox(page, N.emailAddress).fill('anna.lindqvist@')
  await assertMessage(page, N.emailAddress, V.emailInvalid)
  await textbox(page, N.emailAddress).fill('anna@crew example.com')
  await assertMessage(page, N.emailAddress, V.emailInvalid)

  // Phone messages (SMS is checked, so the phone is required).
  await textbox(page, N.phone).fill('')
  await assertMessage(page, N.phone, V.phoneRequired)
  for (const wrong of ['0612345678', '+12345', '+123456789012345', '+33 6 12 34 56 78']) {
    await textbox(page, N.phone).fill(wrong)
    await assertMessage(page, N.phone, V.phoneInvalid)
  }
  await assertAccessible(page, 'notification-settings (errors)', 'en')

  await textbox(page, N.emailAddress).fill('anna.l@crew.example.com')
  await textbox(page, N.phone).fill('+46701234567')
  await expectAttribute(textbox(page, N.emailAddress), 'aria-invalid', null, 'the e-mail address is valid')
  await expectAttribute(textbox(page, N.phone), 'aria-invalid', null, 'the phone is valid')
  await expectEnabled(saveButton(page), 'Save is enabled once the changed form is valid')
  await saveButton(page).click()
  await page.getByRole('status').filter({ hasText: N.saved }).waitFor()
  await expectDisabled(saveButton(page), 'after saving, nothing is left to save')

  // Stored: a reload shows the saved contact details, subscriptions and the accepted SMS agreement.
  await page.reload()
  await page.getByRole('heading', { level: 1, name: named(N.title) }).waitFor()
  await textbox(page, N.emailAddress).waitFor()
  await expectValue(textbox(page, N.emailAddress), 'anna.l@crew.example.com', 'the saved e-mail address')
  await expectValue(textbox(page, N.phone), '+46701234567', 'the saved phone')
  await expectChecked(checkbox(page, 'Hotel and transport changes'), true, 'the hotel subscription was saved')
  await expectChecked(checkbox(page, 'Daily remarks'), false, 'the daily-remarks subscription was removed')
  await expectChecked(checkbox(page, N.smsAgreement), true, 'the SMS agreement is remembered')
  await expectChecked(checkbox(page, N.push), false, 'push stays switched off')
  await expectChecked(checkbox(page, N.email), true, 'e-mail stays on')
  await expectChecked(checkbox(page, N.sms), true, 'SMS stays on')
  await expectDisabled(saveButton(page), 'after a reload, nothing is left to save')

  // With SMS off the phone may be empty.
  await checkbox(page, N.sms).uncheck()
  await textbox(page, N.phone).fill('')
  await expectAttribute(textbox(page, N.phone), 'aria-invalid', null, 'no phone is needed without SMS')
  await expectEnabled(saveButton(page), 'Save is enabled with SMS off and no phone')
  assert.equal(problems, [])
  await context.close()
})

J9('axe in French: the notification settings, also with their messages, have no axe violation (WCAG 2.2 AA)', async (ctx) => {
  const e2e = e2eOf(ctx)
  const { page, context } = await e2e.newPage()
  const F = words('fr')
  await signIn(page, 'anna')
  await acceptCookies(page)
  await switchLanguage(page, 'en', 'fr')
  await page.getByRole('link', { name: named(F.settings.notificationSettings) }).click()
  await page.getByRole('heading', { level: 1, name: named(F.notificationSettings.title) }).waitFor()
  const email = page.getByRole('textbox', { name: named(F.notificationSettings.emailAddress) })
  await email.waitFor()
  await assertAccessible(page, 'notification-settings', 'fr')
  await email.fill('')
  assert.ok((await descriptionOf(email)).includes(F.validation.emailRequired), 'the French e-mail message')
  await page.getByRole('textbox', { name: named(F.notificationSettings.phone) }).fill('12')
  await assertAccessible(page, 'notification-settings (errors)', 'fr')
  await context.close()
})

J9.run()
