import * as TE from 'fp-ts/TaskEither'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { setOnline } from '../../../../../ui/app/session.store'
import { NotificationSettingsScreen } from '../../../../../ui/features/communication/notification-settings/notification-settings-screen'
import { resetNotificationSettingsState } from '../../../../../ui/features/communication/notification-settings/notification-settings.state'
import { currentLogoUrl, currentProfile } from '../../../../../ui/profile/current-profile'
import { renderApp, renderScreen, type AppHarnessOptions } from '../../../app-harness'
import { accessibleDescription, act, cleanup, fire, screen, waitFor, within } from '../../../harness'
import { PROFILES } from '../../../../../profiles'
import { aSettings, CONFLICT, fakeSettingsPort, OFFERED } from './fixtures'

const Settings = suite('notification settings (/notification-settings)')
Settings.before.each(() => {
  resetNotificationSettingsState()
})
Settings.after.each(cleanup)

const open = async (port = fakeSettingsPort(), options: AppHarnessOptions = {}) => {
  const app = await renderScreen(<NotificationSettingsScreen params={{}} />, { ports: { settings: port.port }, path: '/notification-settings', ...options })
  await waitFor(() => screen.getByRole('form', { name: options.language === 'fr' ? 'Actualités et notifications' : 'News and notification settings' }))
  return { app, calls: port.calls }
}
const box = (name: string | RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement
const email = () => screen.getByRole('textbox', { name: 'E-mail address' }) as HTMLInputElement
const phone = () => screen.getByRole('textbox', { name: 'Mobile phone' }) as HTMLInputElement
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement
const SMS_AGREEMENT = /^I agree to receive SMS notifications/
const PUSH_AGREEMENT = 'I agree to receive push notifications on this device.'

Settings('shows the saved channels, the offered subscriptions (defaultSelected when none saved) and the contact details', async () => {
  await open()
  assert.ok(box('E-mail').checked)
  assert.not.ok(box('SMS').checked)
  assert.not.ok(box('Push notification').checked)
  assert.ok(box('Safety notices').checked)
  assert.ok(box('Safety notices').disabled, 'a subscription that is not editable cannot be toggled')
  assert.match(accessibleDescription(box('Safety notices')), 'Always on')
  assert.ok(box('Roster news').checked)
  assert.not.ok(box('Social events').checked)
  assert.is(email().value, 'anna.berg@example.com')
  assert.is(phone().value, '+4912345678')
})

Settings('"Save is disabled unless dirty and valid"; saving sends the subscriptions and the contact information', async () => {
  const { calls } = await open()
  assert.ok(save().disabled, 'nothing changed')
  fire.click(box('Social events'))
  assert.not.ok(save().disabled)
  fire.click(box('Social events'))
  assert.ok(save().disabled, 'back to the loaded values: not dirty')
  fire.click(box('Social events'))
  fire.input(email(), '  anna.b@example.com ')
  act(() => save().click())
  await waitFor(() => screen.getByText('Notification settings saved.'))
  assert.equal(calls.tags[0]?.subscriptions, ['EVENTTYPE=SAFETY', 'EVENTTYPE=ROSTER', 'EVENTTYPE=SOCIAL'])
  assert.is(calls.tags[0]?.['usePrimaryEmail'], true)
  assert.equal(calls.contacts, [{ email: 'anna.b@example.com', phone: '+4912345678' }])
  assert.ok(save().disabled, 'saved: no longer dirty')
  assert.is(email().value, 'anna.b@example.com')
})

Settings('e-mail: "E-mail address is required!"', async () => {
  await open()
  fire.input(email(), '')
  assert.is(email().getAttribute('aria-invalid'), 'true')
  assert.match(accessibleDescription(email()), 'E-mail address is required!')
  assert.ok(save().disabled)
})

Settings('e-mail: "E-mail address is not valid!"', async () => {
  await open()
  fire.input(email(), 'anna.berg@')
  assert.match(accessibleDescription(email()), 'E-mail address is not valid!')
  assert.ok(save().disabled)
  fire.input(email(), 'anna.berg@example.org')
  assert.is(email().getAttribute('aria-invalid'), null)
  assert.not.ok(save().disabled)
})

Settings('e-mail: the shared text rule applies too', async () => {
  await open()
  fire.input(email(), 'anna.bérg@example.com')
  assert.match(accessibleDescription(email()), 'Following characters are not allowed: é')
})

Settings('phone: "required when SMS is checked" and "a plus followed by 6 to 14 digits, such as +123456789"', async () => {
  await open(fakeSettingsPort({ contact: { email: 'anna.berg@example.com' } }))
  assert.is(phone().getAttribute('aria-invalid'), null, 'not required while SMS is off')
  fire.click(box('SMS'))
  assert.match(accessibleDescription(phone()), 'Phone number is required!')
  fire.input(phone(), '12345678')
  assert.match(accessibleDescription(phone()), 'Phone number must be a plus followed by 6 to 14 digits, such as +123456789')
  fire.input(phone(), '+12345')
  assert.match(accessibleDescription(phone()), 'Phone number must be a plus followed by 6 to 14 digits')
  fire.input(phone(), '+123456789')
  assert.is(phone().getAttribute('aria-invalid'), null)
})

Settings('"Saving is blocked if an SMS or push agreement is required but unchecked"', async () => {
  await open()
  fire.click(box('SMS'))
  const smsAgreement = box(SMS_AGREEMENT)
  assert.match(accessibleDescription(smsAgreement), 'Accept the agreement to use this channel')
  assert.ok(save().disabled)
  fire.click(smsAgreement)
  assert.not.ok(save().disabled)
  fire.click(box('Push notification'))
  assert.match(accessibleDescription(box(PUSH_AGREEMENT)), 'Accept the agreement to use this channel')
  assert.ok(save().disabled)
  fire.click(box(PUSH_AGREEMENT))
  assert.not.ok(save().disabled)
})

Settings('the domain\'s crew-communication configuration decides: a predefined phone is accepted as it is, an agreement not required does not block saving', async () => {
  await open(fakeSettingsPort({ contact: { email: 'anna.berg@example.com' }, config: { predefinedPhones: ['CREW-DESK'], smsAgreementRequired: false } }))
  fire.click(box('SMS'))
  fire.input(phone(), 'CREW-DESK')
  assert.is(phone().getAttribute('aria-invalid'), null, '"unless it is one of the predefined phones"')
  assert.not.ok(save().disabled, 'SMS without its agreement: not required on this domain')
  fire.click(box('Push notification'))
  assert.ok(save().disabled, 'push still needs its agreement')
})

Settings('the agreements are remembered per crew member once saved', async () => {
  const { app } = await open()
  fire.click(box('SMS'))
  fire.click(box(SMS_AGREEMENT))
  act(() => save().click())
  await waitFor(() => screen.getByText('Notification settings saved.'))
  assert.is(app.world.storage.get('prefs:C1001:smsAgreementChecked'), 'true')
  assert.is(app.world.storage.get('prefs:C1001:pushNotificationAgreementChecked'), 'false')
})

Settings('"At least one news subscription must be selected when saving"', async () => {
  await open(fakeSettingsPort({ offered: OFFERED.filter((o) => o.editable) }))
  fire.click(box('Roster news'))
  assert.ok(screen.getByText('Select at least one news subscription'))
  assert.ok(save().disabled)
  fire.click(box('Social events'))
  assert.is(screen.queryByText('Select at least one news subscription'), null)
  assert.not.ok(save().disabled)
})

Settings('the SMS agreement shows the profile\'s stop and start keywords on its short code', async () => {
  const airline = { profile: currentProfile, extras: { smsKeywords: { shortCode: '12345', stop: 'STOP', start: 'START' } }, logoUrl: currentLogoUrl }
  await open(fakeSettingsPort(), { airline })
  fire.click(box('SMS'))
  assert.match(accessibleDescription(box(SMS_AGREEMENT)), 'Text STOP to 12345 to stop SMS notifications and START to receive them again.')
})

Settings('"Push and SMS agreement texts exist per profile in English and French": an airline with its own texts shows them', async () => {
  const showcase = PROFILES['showcase']
  if (showcase === undefined) throw new Error('showcase profile missing')
  await open(fakeSettingsPort(), { airline: { profile: showcase.profile, extras: showcase.extras, logoUrl: currentLogoUrl } })
  fire.click(box('SMS'))
  fire.click(box('Push notification'))
  assert.ok(box(/^I agree that Showcase Air texts me roster changes/))
  assert.ok(box('I agree that Showcase Air notifies this device of roster changes and check-in reminders.'))
  assert.is(screen.queryByRole('checkbox', { name: SMS_AGREEMENT }), null)
  cleanup()
  await open(fakeSettingsPort(), { airline: { profile: showcase.profile, extras: showcase.extras, logoUrl: currentLogoUrl }, language: 'fr' })
  fire.click(box('SMS'))
  assert.ok(box(/^J'accepte que Showcase Air m'envoie par SMS/))
})

Settings('an airline without its own texts shows the generic agreements', async () => {
  await open()
  fire.click(box('SMS'))
  fire.click(box('Push notification'))
  assert.ok(box(SMS_AGREEMENT))
  assert.ok(box(PUSH_AGREEMENT))
})

Settings('a conflict is reported: "Conflict while saving notification tasks."', async () => {
  await open(fakeSettingsPort({ saveFails: CONFLICT }))
  fire.click(box('Social events'))
  act(() => save().click())
  await waitFor(() => screen.getByText('Conflict while saving notification tasks.'))
  assert.not.ok(save().disabled, 'the edits are kept; the user may try again')
})

Settings('turning push on registers this device; a missing push token is shown as a settings error', async () => {
  const synced: boolean[] = []
  const deviceRegistration = {
    uuid: () => 'device-1',
    sync: (options: { readonly subscribe: boolean }) => {
      synced.push(options.subscribe)
      return TE.left({ _tag: 'MissingPushToken' as const })
    },
    unregister: () => TE.right(undefined),
    resetBadge: () => TE.right(undefined),
  }
  await open(fakeSettingsPort(), { infra: { deviceRegistration } })
  fire.click(box('Push notification'))
  fire.click(box(PUSH_AGREEMENT))
  act(() => save().click())
  await waitFor(() => screen.getByText('The push token is missing. Please report this to your administrator.'))
  assert.equal(synced, [true])
})

Settings('offline: a notice, and Save stays disabled', async () => {
  await open()
  fire.click(box('Social events'))
  assert.not.ok(save().disabled)
  act(() => setOnline(false))
  await waitFor(() => assert.ok(save().disabled))
  assert.ok(screen.getByText('This page can be edited only when online and connected.'))
})

Settings('"Unsaved edits prompt a stop-editing Yes/No confirmation on leaving"', async () => {
  const port = fakeSettingsPort()
  const app = await renderApp({ ports: { settings: port.port }, path: '/notification-settings' })
  await waitFor(() => screen.getByRole('form', { name: 'News and notification settings' }))
  fire.click(box('Social events'))
  act(() => screen.getByRole('button', { name: 'Back to Settings' }).click())
  const dialog = await waitFor(() => screen.getByRole('alertdialog', { name: 'Stop editing?' }))
  act(() => within(dialog).getByRole('button', { name: 'No, keep editing' }).click())
  assert.is(app.location(), '/notification-settings')
  assert.ok(box('Social events').checked, 'the edit is still there')
  act(() => screen.getByRole('button', { name: 'Back to Settings' }).click())
  act(() => within(screen.getByRole('alertdialog', { name: 'Stop editing?' })).getByRole('button', { name: 'Yes, discard' }).click())
  await waitFor(() => assert.is(app.location(), '/profile'))
})

Settings('in French: the validation messages are French', async () => {
  await open(fakeSettingsPort({ settings: aSettings({ usePrimaryPhone: true }), contact: { email: 'anna.berg@example.com' } }), { language: 'fr' })
  const mail = screen.getByRole('textbox', { name: 'Adresse e-mail' }) as HTMLInputElement
  fire.input(mail, '')
  assert.match(accessibleDescription(mail), "L'adresse e-mail est obligatoire !")
  fire.input(mail, 'anna@')
  assert.match(accessibleDescription(mail), "L'adresse e-mail n'est pas valide !")
  assert.match(accessibleDescription(screen.getByRole('textbox', { name: 'Téléphone mobile' })), 'Le numéro de téléphone est obligatoire !')
  assert.ok(screen.getByRole('button', { name: 'Enregistrer' }))
})

Settings.run()
