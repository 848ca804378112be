import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import type { NotificationSettingsContext, NotificationSettingsForm } from '../../../core/settings/notification-settings.rules'
import type { Device } from '../../../core/settings/device.codec'
import type { NewsSubscription } from '../../../core/settings/tag-settings.codec'
import type { SettingsScreenInput } from '../../../core/settings/settings-screen.rules'

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
  tagValue: 'EVENTTYPE=BROADCAST' as NewsSubscription['tagValue'],
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
  online: true,
  languageServiceAvailable: true,
  storedAutoRefresh: undefined,
  profileAutoRefreshDefault: true,
  ...overrides,
})

const pad = (n: number, width = 2): string => String(n).padStart(width, '0')

/** Canonical wire date-times `yyyy-MM-ddTHH:mm:ss±hh:mm` (seconds present, no fraction, `+00:00` not `Z`). */
export const wireDateTime = fc
  .record(
    {
      day: fc.integer({ min: 0, max: 47_000 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      second: fc.integer({ min: 0, max: 59 }),
      offsetQuarters: fc.integer({ min: -48, max: 56 }),
    },
    { noNullPrototype: true },
  )
  .map(({ day, hour, minute, second, offsetQuarters }) => {
    const date = Temporal.PlainDate.from('1970-01-01').add({ days: day }).toString()
    const sign = offsetQuarters < 0 ? '-' : '+'
    const abs = Math.abs(offsetQuarters) * 15
    return `${date}T${pad(hour)}:${pad(minute)}:${pad(second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  })
