import * as t from 'io-ts'
import { readEmptyEnvelope, readEnvelope } from '../../core/errors/envelope.rules'
import type { SettingsPort } from '../../core/settings/settings.port'
import type { HttpClient } from './http-client'
import { encodePath } from './http-request'

/** The two preferred-language calls of the settings port. */
export type PreferredLanguageCalls = Pick<SettingsPort, 'loadPreferredLanguage' | 'savePreferredLanguage'>

/**
 * `GET /preferredLanguage` and `PUT /preferredLanguage/{languageCode}` (SPEC section 7). Apart from the other
 * settings calls because the session reads the language at sign-in: these two travel with the calls of the first
 * roster view (signed-in.http.ts), the rest with the other screens' (signed-in-screens.http.ts). The preferred
 * language ("response is a two-letter string") is read as the envelope's string result.
 */
export const createPreferredLanguageHttp = (client: HttpClient): PreferredLanguageCalls => ({
  loadPreferredLanguage: () =>
    client.request({
      method: 'GET',
      base: 'communication',
      path: 'preferredLanguage',
      flags: { skipRepeated: true, ignoreErrors: true },
      read: readEnvelope(t.string),
    }),
  savePreferredLanguage: (code) =>
    client.request({
      method: 'PUT',
      base: 'communication',
      path: encodePath`preferredLanguage/${code}`,
      flags: { ignoreErrors: true },
      read: readEmptyEnvelope,
    }),
})
