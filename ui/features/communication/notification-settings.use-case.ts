import { sequenceS } from 'fp-ts/Apply'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../../../core/errors/app-error'
import type { ContactInformation, ContactInformationBody } from '../../../core/settings/contact-information.codec'
import type { SettingsPort } from '../../../core/settings/settings.port'
import type { NewsSubscription, NotificationSettings, TagSettings } from '../../../core/settings/tag-settings.codec'

/** What the notification settings screen loads: the saved settings, the offered subscriptions and the contact e-mail and phone. */
export interface LoadedNotificationSettings {
  readonly settings: NotificationSettings
  readonly offered: ReadonlyArray<NewsSubscription>
  readonly contact: ContactInformation
}

/**
 * Loads the notification settings screen (SPEC section 7): `GET /notification-tag-settings/{domain}`,
 * `GET crm/notification/masterData?domain=` (the news subscriptions offered) and `GET /contactinformation`,
 * in parallel. The screen's rules (initial selection, validation, save) are core's
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
      }),
      TE.map(({ settings, master, contact }) => ({ settings, offered: master.newsSubscriptions, contact })),
    )

/** What saving sends: the tag settings (subscriptions and channel flags) and the contact information. */
export interface NotificationSettingsSave {
  readonly domain: string
  readonly tags: TagSettings
  readonly contact: ContactInformationBody
}

/**
 * Saves the notification settings: `PUT /notification-tag-settings/{domain}` (body subscriptions, plus
 * the channel flags the GET answers with) then `PUT /contactinformation` (body email, phone). The
 * first failure stops the save; the caller maps it (a conflict is 'Conflict while saving notification tasks.').
 */
export const saveNotificationSettings =
  (deps: { readonly port: SettingsPort }) =>
  (input: NotificationSettingsSave): TE.TaskEither<TransportError, void> =>
    pipe(
      deps.port.saveTagSettings(input.domain, input.tags),
      TE.chain(() => deps.port.saveContactInformation(input.contact)),
    )
