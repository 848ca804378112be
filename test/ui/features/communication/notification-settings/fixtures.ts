import type { CommunicationConfig } from '../../../../../core/settings/communication-config.codec'
import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../../../../../core/errors/app-error'
import type { ContactInformation, ContactInformationBody } from '../../../../../core/settings/contact-information.codec'
import type { SettingsPort } from '../../../../../core/settings/settings.port'
import { SubscriptionTag, type NewsSubscription, type NotificationSettings, type TagSettings } from '../../../../../core/settings/tag-settings.codec'

const tag = (s: string): SubscriptionTag => {
  const decoded = SubscriptionTag.decode(s)
  if (E.isLeft(decoded)) throw new Error(`fixtures: bad tag ${s}`)
  return decoded.right
}

/** The news subscriptions the master data offers: one locked, two editable (one selected by default). */
export const OFFERED: ReadonlyArray<NewsSubscription> = [
  { tagValue: tag('EVENTTYPE=SAFETY'), label: 'Safety notices', editable: false, defaultSelected: true },
  { tagValue: tag('EVENTTYPE=ROSTER'), label: 'Roster news', editable: true, defaultSelected: true },
  { tagValue: tag('EVENTTYPE=SOCIAL'), label: 'Social events', editable: true, defaultSelected: false },
]

/** Saved settings: e-mail on, SMS and push off, nothing saved for the subscriptions. */
export const aSettings = (overrides: Partial<NotificationSettings> = {}): NotificationSettings => ({
  subscriptions: [],
  usePrimaryEmail: true,
  usePrimaryPhone: false,
  useAllDevice: false,
  ...overrides,
})

/** What a fake settings port received. */
export interface SettingsCalls {
  tags: Array<TagSettings & Record<string, unknown>>
  contacts: ContactInformationBody[]
}

/** A fake settings port for the notification settings screen. */
export const fakeSettingsPort = (
  options: {
    readonly settings?: NotificationSettings
    readonly contact?: ContactInformation
    readonly offered?: ReadonlyArray<NewsSubscription>
    readonly saveFails?: TransportError
    /** The domain's crew-communication configuration; both agreements required, no predefined phone by default. */
    readonly config?: Partial<CommunicationConfig>
  } = {},
): { readonly port: Partial<SettingsPort>; readonly calls: SettingsCalls } => {
  const calls: SettingsCalls = { tags: [], contacts: [] }
  return {
    calls,
    port: {
      loadCommunicationConfig: (domain) =>
        TE.right({ domain, predefinedPhones: [], smsAgreementRequired: true, pushAgreementRequired: true, ...options.config }),
      loadTagSettings: () => TE.right(options.settings ?? aSettings()),
      loadMasterData: () => TE.right({ newsSubscriptions: [...(options.offered ?? OFFERED)] }),
      loadContactInformation: () => TE.right(options.contact ?? { email: 'anna.berg@example.com', phone: '+4912345678' }),
      saveTagSettings: (_domain, body) => {
        calls.tags.push(body as TagSettings & Record<string, unknown>)
        return options.saveFails === undefined ? TE.right(undefined) : TE.left(options.saveFails)
      },
      saveContactInformation: (body) => {
        calls.contacts.push(body)
        return TE.right(undefined)
      },
      loadPreferredLanguage: () => TE.right('en'),
      savePreferredLanguage: () => TE.right(undefined),
    },
  }
}

/** The server's answer to a notification tasks conflict. */
export const CONFLICT: TransportError = {
  _tag: 'Service',
  errors: [{ errId: 'ERR_NOTIFICATION_TASK_CONFLICT', errMessage: 'Conflict while saving notification tasks.' }],
}
