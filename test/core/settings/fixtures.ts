import type { NotificationSettingsContext, NotificationSettingsForm } from '../../../core/settings/notification-settings.rules'
import type { Device } from '../../../core/settings/device.codec'
import { SubscriptionTag, type NewsSubscription } from '../../../core/settings/tag-settings.codec'
import type { SettingsScreenInput } from '../../../core/settings/settings-screen.rules'
import { wireDateTime } from '../shared/arbitraries'
import { decodeOrThrow } from '../shared/fixtures'

export { wireDateTime }

/** A news subscription tag (`EVENTTYPE=…`), checked by its codec. */
export const aSubscriptionTag = (s: string): SubscriptionTag => decodeOrThrow(SubscriptionTag, s)

export const aNotificationForm = (overrides: Partial<NotificationSettingsForm> = {}): NotificationSettingsForm => ({
  emailChecked: true,
  smsChecked: false,
  pushChecked: false,
  email: 'anna@crew.aero',
  phone: '',
  subscriptions: ['EVENTTYPE=BROADCAST'],
  smsAgreementChecked: false,
  pushAgreementChecked: false,
  ...overrides,
})

export const aContext = (overrides: Partial<NotificationSettingsContext> = {}): NotificationSettingsContext => ({
  predefinedPhones: [],
  smsAgreementRequired: true,
  pushAgreementRequired: true,
  ...overrides,
})

export const aDevice = (overrides: Partial<Device> = {}): Device => ({
  uuid: 'device-1',
  deviceName: 'Anna phone',
  deviceToken: 'token-a',
  domain: 'IADP',
  ...overrides,
})

export const aSubscription = (overrides: Partial<NewsSubscription> = {}): NewsSubscription => ({
  tagValue: aSubscriptionTag('EVENTTYPE=BROADCAST'),
  label: 'Broadcast',
  editable: true,
  defaultSelected: true,
  ...overrides,
})

export const aSettingsInput = (overrides: Partial<SettingsScreenInput> = {}): SettingsScreenInput => ({
  userName: 'anna',
  crmId: 'ANNA',
  canViewNotificationSettings: true,
  canViewMyData: true,
  canViewChangeHistory: false,
  online: true,
  languageServiceAvailable: true,
  storedAutoRefresh: undefined,
  profileAutoRefreshDefault: true,
  serverCustomerCode: undefined,
  profileCustomerCode: 'CDP',
  ...overrides,
})

