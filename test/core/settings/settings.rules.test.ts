import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import { Temporal } from 'temporal-polyfill'
import {
  canSaveNotificationSettings,
  initialSubscriptions,
  toggleSubscription,
  validateNotificationSettings,
} from '../../../core/settings/notification-settings.rules'
import { findDevice, pushTokenAction } from '../../../core/settings/push-token.rules'
import { VERSION_LABEL, settingsScreen, uiLanguage, versionLabel } from '../../../core/settings/settings-screen.rules'
import { LogBatch } from '../../../core/settings/log.codec'
import { eventTypeTag } from '../../../core/settings/tag-settings.codec'
import { aContext, aDevice, aNotificationForm, aSettingsInput, aSubscription, aSubscriptionTag } from './fixtures'

const Notification = suite('validateNotificationSettings')

Notification('a complete form has no errors and trimmed values', () => {
  const result = validateNotificationSettings(aNotificationForm({ email: '  anna@crew.aero ' }), aContext())
  assert.equal(result.errors, {})
  assert.is(result.values.email, 'anna@crew.aero')
})

Notification('"E-mail required (\'E-mail address is required!\')"', () => {
  assert.equal(validateNotificationSettings(aNotificationForm({ email: '' }), aContext()).errors.email, { key: 'emailRequired' })
})

Notification('"must be valid (\'E-mail address is not valid!\')"', () => {
  assert.equal(validateNotificationSettings(aNotificationForm({ email: 'anna.crew.aero' }), aContext()).errors.email, { key: 'emailInvalid' })
})

Notification('"and must pass the shared text rule"', () => {
  assert.equal(validateNotificationSettings(aNotificationForm({ email: 'ånna@crew.aero' }), aContext()).errors.email, {
    key: 'charactersNotAllowed',
    params: { characters: 'å' },
  })
})

Notification('"Phone required when SMS is checked"', () => {
  const form = aNotificationForm({ smsChecked: true, smsAgreementChecked: true })
  assert.equal(validateNotificationSettings(form, aContext()).errors.phone, { key: 'phoneRequired' })
  assert.equal(validateNotificationSettings({ ...form, smsChecked: false }, aContext()).errors.phone, undefined)
})

Notification('"It must be a plus followed by 6 to 14 digits, such as +123456789, unless it is one of the predefined phones"', () => {
  const form = aNotificationForm({ smsChecked: true, smsAgreementChecked: true, phone: '0612345678' })
  assert.equal(validateNotificationSettings(form, aContext()).errors.phone, { key: 'phoneInvalid' })
  assert.equal(validateNotificationSettings({ ...form, phone: '+123456789' }, aContext()).errors.phone, undefined)
  assert.equal(validateNotificationSettings(form, aContext({ predefinedPhones: ['0612345678'] })).errors.phone, undefined)
})

Notification('"At least one news subscription must be selected when saving"', () => {
  assert.equal(validateNotificationSettings(aNotificationForm({ subscriptions: [] }), aContext()).errors.subscriptions, { key: 'subscriptionRequired' })
})

Notification('"Saving is blocked if an SMS or push agreement is required but unchecked"', () => {
  const form = aNotificationForm({ smsChecked: true, pushChecked: true, phone: '+123456789' })
  const errors = validateNotificationSettings(form, aContext()).errors
  assert.equal(errors.smsAgreementChecked, { key: 'agreementRequired' })
  assert.equal(errors.pushAgreementChecked, { key: 'agreementRequired' })
  assert.equal(validateNotificationSettings(form, aContext({ smsAgreementRequired: false, pushAgreementRequired: false })).errors, {})
  assert.not.ok(canSaveNotificationSettings(aNotificationForm(), form, aContext()))
})

Notification('"Save is disabled unless dirty and valid"; subscription order alone is not a change', () => {
  const original = aNotificationForm({ subscriptions: ['EVENTTYPE=A', 'EVENTTYPE=B'] })
  assert.not.ok(canSaveNotificationSettings(original, { ...original, subscriptions: ['EVENTTYPE=B', 'EVENTTYPE=A'] }, aContext()))
  assert.ok(canSaveNotificationSettings(original, { ...original, subscriptions: ['EVENTTYPE=A'] }, aContext()))
  assert.not.ok(canSaveNotificationSettings(original, { ...original, email: 'bad' }, aContext()))
})

Notification.run()

const Subscriptions = suite('news subscriptions')

Subscriptions('"each has a tag value, a label, editable and defaultSelected": defaults apply only when nothing is saved', () => {
  const offered = [aSubscription(), aSubscription({ tagValue: aSubscriptionTag(eventTypeTag('CHECKIN')), defaultSelected: false })]
  assert.equal(initialSubscriptions(offered, undefined), ['EVENTTYPE=BROADCAST'])
  assert.equal(initialSubscriptions(offered, ['EVENTTYPE=CHECKIN', 'EVENTTYPE=GONE']), ['EVENTTYPE=CHECKIN'])
})

Subscriptions('a subscription that is not editable cannot be toggled', () => {
  assert.equal(toggleSubscription(['EVENTTYPE=BROADCAST'], aSubscription()), [])
  assert.equal(toggleSubscription([], aSubscription()), ['EVENTTYPE=BROADCAST'])
  assert.equal(toggleSubscription(['EVENTTYPE=BROADCAST'], aSubscription({ editable: false })), ['EVENTTYPE=BROADCAST'])
})

Subscriptions.run()

const PushToken = suite('pushTokenAction')

PushToken('"If the stored token of this device differs from the current token, the device record is updated"', () => {
  const stored = aDevice({ deviceToken: 'old' })
  assert.equal(pushTokenAction({ stored, currentToken: 'new', uuid: 'device-1', deviceName: 'Anna phone' }), {
    _tag: 'UpdateDevice',
    body: { uuid: 'device-1', deviceName: 'Anna phone', deviceToken: 'new' },
  })
  assert.equal(pushTokenAction({ stored, currentToken: 'old', uuid: 'device-1', deviceName: 'Anna phone' }), { _tag: 'UpToDate' })
})

PushToken('a device without a stored record is registered; finding it goes by uuid', () => {
  const devices = [aDevice({ uuid: 'other' }), aDevice()]
  assert.equal(findDevice(devices, 'device-1'), aDevice())
  assert.is(findDevice(devices, 'nope'), undefined)
  assert.is(pushTokenAction({ stored: undefined, currentToken: 't', uuid: 'u', deviceName: 'n' })._tag, 'UpdateDevice')
})

PushToken('"Missing push token (report to admin); shown as a settings error"', () => {
  assert.equal(pushTokenAction({ stored: aDevice(), currentToken: undefined, uuid: 'device-1', deviceName: 'x' }), { _tag: 'MissingToken' })
  assert.equal(pushTokenAction({ stored: aDevice(), currentToken: ' ', uuid: 'device-1', deviceName: 'x' }), { _tag: 'MissingToken' })
})

PushToken.run()

const Screen = suite('settingsScreen')

Screen('"Links to /notification-settings and /my-data, each only if permitted"', () => {
  assert.equal(settingsScreen(aSettingsInput()).links, ['/notification-settings', '/my-data'])
  assert.equal(settingsScreen(aSettingsInput({ canViewNotificationSettings: false })).links, ['/my-data'])
  assert.equal(settingsScreen(aSettingsInput({ canViewMyData: false })).links, ['/notification-settings'])
})

Screen('the change history link comes last, only with the changeHistory switch', () => {
  assert.equal(settingsScreen(aSettingsInput({ canViewChangeHistory: true })).links, ['/notification-settings', '/my-data', '/profile/history'])
  assert.equal(settingsScreen(aSettingsInput({ canViewChangeHistory: true, canViewMyData: false, canViewNotificationSettings: false })).links, ['/profile/history'])
})

Screen('"A logout button (disabled offline)"', () => {
  assert.not.ok(settingsScreen(aSettingsInput()).logoutDisabled)
  assert.ok(settingsScreen(aSettingsInput({ online: false })).logoutDisabled)
})

Screen('"and a version label": "v2020.2.83 (build 2021-12-22)"', () => {
  assert.is(VERSION_LABEL, 'v2020.2.83 (build 2021-12-22)')
  // Issue 26: a real build names its own commit date and hash.
  assert.is(versionLabel({ date: '2026-11-28', commit: 'ddf2ed9' }), 'v2020.2.83 (build 2026-11-28 ddf2ed9)')
  assert.is(settingsScreen({ ...aSettingsInput(), build: { date: '2026-11-28', commit: 'ddf2ed9' } }).versionLabel, 'v2020.2.83 (build 2026-11-28 ddf2ed9)')
  assert.is(versionLabel({ date: '', commit: '' }), VERSION_LABEL, 'no facts: the SPEC label')
  assert.is(settingsScreen(aSettingsInput()).versionLabel, VERSION_LABEL)
})

Screen('the customer code: the public configuration\'s (trimmed) once it answered, else the profile\'s default (SPEC section 1)', () => {
  assert.is(settingsScreen(aSettingsInput()).customerCode, 'CDP')
  assert.is(settingsScreen(aSettingsInput({ serverCustomerCode: ' AFR ' })).customerCode, 'AFR')
  assert.is(settingsScreen(aSettingsInput({ serverCustomerCode: '  ' })).customerCode, 'CDP', 'a blank code keeps the default')
})

Screen('"A language selector (English, Français) if the language service is available"', () => {
  assert.ok(settingsScreen(aSettingsInput()).showLanguageSelector)
  assert.equal(settingsScreen(aSettingsInput()).languages, ['en', 'fr'])
  assert.not.ok(settingsScreen(aSettingsInput({ languageServiceAvailable: false })).showLanguageSelector)
})

Screen('"auto-refresh is on (default from profile)": the stored choice wins over the profile default', () => {
  assert.ok(settingsScreen(aSettingsInput({ profileAutoRefreshDefault: true })).autoRefresh)
  assert.not.ok(settingsScreen(aSettingsInput({ profileAutoRefreshDefault: false })).autoRefresh)
  assert.not.ok(settingsScreen(aSettingsInput({ storedAutoRefresh: false, profileAutoRefreshDefault: true })).autoRefresh)
})

Screen('"User name and crew id"', () => {
  const screen = settingsScreen(aSettingsInput())
  assert.is(screen.userName, 'anna')
  assert.is(screen.crmId, 'ANNA')
})

Screen('a preferred-language code is used when accepted and known, else the fallback en (rejected ones reported for the log)', () => {
  assert.equal(uiLanguage(' FR '), { language: 'fr' })
  assert.equal(uiLanguage('de'), { language: 'en' })
  assert.equal(uiLanguage('french'), { language: 'en', rejected: 'french' })
})

Screen.run()

const LogTimes = suite('log batch timestamps')

LogTimes('a DST change and a midnight timestamp keep their instant and offset through the codec', () => {
  const wire = {
    crmId: 'ANNA',
    device: 'web',
    version: 'v2020.2.83',
    messages: [
      { id: 1, message: 'before', level: 'INFO', timestamp: '2026-03-29T01:59:59+01:00' },
      { id: 2, message: 'after', level: 'WARNING', timestamp: '2026-03-29T03:00:00+02:00' },
      { id: 3, message: 'midnight', level: 'ERROR', timestamp: '2026-03-30T00:00:00+02:00' },
    ],
  }
  const decoded = LogBatch.decode(wire)
  assert.ok(E.isRight(decoded))
  if (E.isRight(decoded)) {
    const [a, b, c] = decoded.right.messages
    assert.ok(a !== undefined && b !== undefined && c !== undefined)
    if (a && b && c) {
      assert.is(a.timestamp.until(b.timestamp).total('seconds'), 1)
      assert.is(c.timestamp.toInstant().toString(), '2026-03-29T22:00:00Z')
      assert.ok(Temporal.PlainDate.compare(c.timestamp.toPlainDate(), Temporal.PlainDate.from('2026-03-30')) === 0)
    }
    assert.equal(LogBatch.encode(decoded.right), wire)
  }
})

LogTimes.run()
