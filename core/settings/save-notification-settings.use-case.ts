import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { ContactInformationBody } from './contact-information.codec'
import type { SettingsPort } from './settings.port'
import type { TagSettings } from './tag-settings.codec'

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
