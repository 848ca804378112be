import { sequenceS } from 'fp-ts/Apply'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { ContactInformation } from './contact-information.codec'
import type { NotificationSettingsContext } from './notification-settings.rules'
import type { SettingsPort } from './settings.port'
import type { NewsSubscription, NotificationSettings } from './tag-settings.codec'

/**
 * What the notification settings screen loads: the saved settings, the offered subscriptions, the contact e-mail
 * and phone, and the validation context of the domain's crew-communication configuration.
 */
export interface LoadedNotificationSettings {
  readonly settings: NotificationSettings
  readonly offered: ReadonlyArray<NewsSubscription>
  readonly contact: ContactInformation
  readonly context: NotificationSettingsContext
}

/**
 * Loads the notification settings screen (SPEC section 7): `GET /notification-tag-settings/{domain}`,
 * `GET crm/notification/masterData?domain=` (the news subscriptions offered), `GET /contactinformation` and
 * `GET /config/{domain}` (predefined phones, required agreements), in parallel. The screen's rules (initial selection, validation, save) are core's
 * (`initialSubscriptions`, `validateNotificationSettings`, `canSaveNotificationSettings`).
 */
export const loadNotificationSettings =
  (deps: { readonly port: SettingsPort }) =>
  (domain: string): TE.TaskEither<TransportError, LoadedNotificationSettings> =>
    pipe(
      sequenceS(TE.ApplyPar)({
        settings: deps.port.loadTagSettings(domain),
        master: deps.port.loadMasterData(domain),
        contact: deps.port.loadContactInformation(),
        config: deps.port.loadCommunicationConfig(domain),
      }),
      TE.map(({ settings, master, contact, config }) => ({
        settings,
        offered: master.newsSubscriptions,
        contact,
        context: {
          predefinedPhones: config.predefinedPhones,
          smsAgreementRequired: config.smsAgreementRequired,
          pushAgreementRequired: config.pushAgreementRequired,
        },
      })),
    )
