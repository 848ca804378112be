import { readEnvelope } from '../../core/errors/envelope.rules'
import { ChangeEffects } from '../../core/roster/change-effects.codec'
import type { ChangeEffectsPort } from '../../core/roster/change-effects.port'
import type { HttpClient } from './http-client'
import { encodePath } from './http-request'

/**
 * `GET roster/{crmId}/notif/effects` (our server's extension): what confirming each day of the pending roster
 * change does, for the duty-limit counters after the change. Errors stay quiet (no dialog): without the
 * effects the counters say "not computable".
 */
export const createChangeEffectsHttp = (client: HttpClient): ChangeEffectsPort => ({
  loadChangeEffects: (crmId) =>
    client.request({
      method: 'GET',
      base: 'pems',
      path: encodePath`roster/${crmId}/notif/effects`,
      flags: { persistType: 'encrypted', skipRepeated: true, ignoreErrors: true },
      read: readEnvelope(ChangeEffects),
    }),
})
