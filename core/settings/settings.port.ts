import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { CommunicationConfig } from './communication-config.codec'
import type { ContactInformation, ContactInformationBody, LanguageCode } from './contact-information.codec'
import type { Device, DeviceRegistrationBody } from './device.codec'
import type { NotificationMasterData, NotificationSettings, TagSettings } from './tag-settings.codec'

/**
 * The settings calls of SPEC section 7 (under `/api/communication/v2`): notification tag settings,
 * news master data, contact information, preferred language and devices. Implementations decode with
 * the codecs of this folder.
 */
export interface SettingsPort {
  /** `GET /config/{domain}`: the crew-communication configuration of the domain. */
  readonly loadCommunicationConfig: (domain: string) => TE.TaskEither<TransportError, CommunicationConfig>
  /** `GET /notification-tag-settings/{domain}`. */
  readonly loadTagSettings: (domain: string) => TE.TaskEither<TransportError, NotificationSettings>
  /** `PUT /notification-tag-settings/{domain}` with body `{ subscriptions }` and the channel flags when given. */
  readonly saveTagSettings: (domain: string, body: TagSettings) => TE.TaskEither<TransportError, void>
  /** `GET crm/notification/masterData?domain=...`: the news subscriptions offered. */
  readonly loadMasterData: (domain: string) => TE.TaskEither<TransportError, NotificationMasterData>
  /** `GET /contactinformation`. */
  readonly loadContactInformation: () => TE.TaskEither<TransportError, ContactInformation>
  /** `PUT /contactinformation` with body `{ email, phone }`. */
  readonly saveContactInformation: (body: ContactInformationBody) => TE.TaskEither<TransportError, void>
  /** `GET /preferredLanguage`: the raw string, to be checked by the language rule. */
  readonly loadPreferredLanguage: () => TE.TaskEither<TransportError, string>
  /** `PUT /preferredLanguage/{languageCode}`. */
  readonly savePreferredLanguage: (code: LanguageCode) => TE.TaskEither<TransportError, void>
  /** `GET /device/{domain}`. */
  readonly loadDevices: (domain: string) => TE.TaskEither<TransportError, ReadonlyArray<Device>>
  /** `POST /device/{domain}` with body `{ deviceName, deviceToken, uuid }`. */
  readonly registerDevice: (domain: string, body: DeviceRegistrationBody) => TE.TaskEither<TransportError, void>
  /** `DELETE /device/{domain}/{uuid}`. */
  readonly deleteDevice: (domain: string, uuid: string) => TE.TaskEither<TransportError, void>
  /** `PUT /device/resetBadge/{domain}/{uuid}`. */
  readonly resetBadge: (domain: string, uuid: string) => TE.TaskEither<TransportError, void>
}
