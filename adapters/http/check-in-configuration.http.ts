import type { CheckInPort } from '../../core/check-in/check-in.port'
import { CheckInConfiguration } from '../../core/check-in/check-in-configuration.codec'
import { readEnvelope } from '../../core/errors/envelope.rules'
import type { HttpClient } from './http-client'
import { encodePath } from './http-request'

/**
 * `GET roster/{crmId}/checkin/configuration` (check-in.http.ts's first call): the check-in window and the geofence read
 * it at sign-in, so it travels with the first roster view's calls (signed-in.http.ts); the check-in screen's calls
 * with the other screens' (signed-in-screens.http.ts).
 */
export const createCheckInConfigurationHttp = (client: HttpClient): Pick<CheckInPort, 'loadConfiguration'> => ({
  loadConfiguration: (crmId) =>
    client.request({
      method: 'GET',
      base: 'pems',
      path: encodePath`roster/${crmId}/checkin/configuration`,
      flags: { persistType: 'encrypted', skipRepeated: true, ignoreErrors: true },
      read: readEnvelope(CheckInConfiguration),
    }),
})
