import { readEmptyEnvelope, readEnvelope } from '../../core/errors/envelope.rules'
import { CommunicationConfig } from '../../core/settings/communication-config.codec'
import { ContactInformation, ContactInformationBody } from '../../core/settings/contact-information.codec'
import { DeviceList, DeviceRegistrationBody } from '../../core/settings/device.codec'
import type { SettingsPort } from '../../core/settings/settings.port'
import { NotificationMasterData, NotificationSettings, TagSettings } from '../../core/settings/tag-settings.codec'
import type { HttpClient } from './http-client'
import { encodePath } from './http-request'
import { createPreferredLanguageHttp } from './preferred-language.http'

/**
 * The settings calls of SPEC section 7 under `/api/communication/v2`. Loads are persisted. Device
 * and language calls carry no generic dialog ("Device registration failed" and the language rule's
 * logged error are reported by their callers); the settings saves use the generic 'Service Error'.
 * The preferred-language calls are preferred-language.http.ts's (the session reads the language at sign-in).
 */
export const createSettingsHttp = (client: HttpClient): SettingsPort => ({
  loadCommunicationConfig: (domain) =>
    client.request({
      method: 'GET',
      base: 'communication',
      path: encodePath`config/${domain}`,
      flags: { persistType: 'encrypted', skipRepeated: true },
      read: readEnvelope(CommunicationConfig),
    }),
  loadTagSettings: (domain) =>
    client.request({
      method: 'GET',
      base: 'communication',
      path: encodePath`notification-tag-settings/${domain}`,
      flags: { persistType: 'encrypted', skipRepeated: true },
      read: readEnvelope(NotificationSettings),
    }),
  saveTagSettings: (domain, body) =>
    client.request({
      method: 'PUT',
      base: 'communication',
      path: encodePath`notification-tag-settings/${domain}`,
      body: TagSettings.encode(body),
      flags: { showProgress: true },
      read: readEmptyEnvelope,
    }),
  loadMasterData: (domain) =>
    client.request({
      method: 'GET',
      base: 'communication',
      path: 'crm/notification/masterData',
      query: { domain },
      flags: { persistType: 'encrypted', skipRepeated: true, ignoreErrors: true },
      read: readEnvelope(NotificationMasterData),
    }),
  loadContactInformation: () =>
    client.request({
      method: 'GET',
      base: 'communication',
      path: 'contactinformation',
      flags: { persistType: 'encrypted', skipRepeated: true },
      read: readEnvelope(ContactInformation),
    }),
  saveContactInformation: (body) =>
    client.request({
      method: 'PUT',
      base: 'communication',
      path: 'contactinformation',
      body: ContactInformationBody.encode(body),
      flags: { showProgress: true },
      read: readEmptyEnvelope,
    }),
  ...createPreferredLanguageHttp(client),
  loadDevices: (domain) =>
    client.request({
      method: 'GET',
      base: 'communication',
      path: encodePath`device/${domain}`,
      flags: { skipRepeated: true, ignoreErrors: true },
      read: readEnvelope(DeviceList),
    }),
  registerDevice: (domain, body) =>
    client.request({
      method: 'POST',
      base: 'communication',
      path: encodePath`device/${domain}`,
      body: DeviceRegistrationBody.encode(body),
      flags: { ignoreErrors: true },
      read: readEmptyEnvelope,
    }),
  deleteDevice: (domain, uuid) =>
    client.request({
      method: 'DELETE',
      base: 'communication',
      path: encodePath`device/${domain}/${uuid}`,
      flags: { ignoreErrors: true },
      read: readEmptyEnvelope,
    }),
  resetBadge: (domain, uuid) =>
    client.request({
      method: 'PUT',
      base: 'communication',
      path: encodePath`device/resetBadge/${domain}/${uuid}`,
      flags: { ignoreErrors: true },
      read: readEmptyEnvelope,
    }),
})
