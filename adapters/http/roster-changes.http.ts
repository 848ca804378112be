import { readEnvelope } from '../../core/errors/envelope.rules'
import {
  ConfirmRosterChangeBody,
  ConfirmRosterChangeResult,
  RosterChange,
} from '../../core/roster-changes/roster-change.codec'
import type { RosterChangesPort } from '../../core/roster-changes/roster-change.port'
import type { HttpClient } from './http-client'
import { encodePath } from './http-request'

/**
 * `GET roster/{crmId}/notif?ltype=mobile` and `POST roster/{crmId}/notif?ltype=mobile&op=confirm`
 * (SPEC section 7). No generic dialog: load and confirm failures have their own dialogs (SPEC
 * section 8, "Roster changes"), shown from the use cases' errors.
 */
export const createRosterChangesHttp = (client: HttpClient): RosterChangesPort => ({
  fetchRosterChanges: (crmId) =>
    client.request({
      method: 'GET',
      base: 'pems',
      path: encodePath`roster/${crmId}/notif`,
      query: { ltype: 'mobile' },
      // Kept in the encrypted cache so the screen opens offline and a confirmation can wait in the outbox.
      flags: { persistType: 'encrypted', skipRepeated: true, ignoreErrors: true },
      read: readEnvelope(RosterChange),
    }),
  confirmRosterChanges: (crmId, body) =>
    client.request({
      method: 'POST',
      base: 'pems',
      path: encodePath`roster/${crmId}/notif`,
      query: { ltype: 'mobile', op: 'confirm' },
      body: ConfirmRosterChangeBody.encode(body),
      flags: { showProgress: true, ignoreErrors: true },
      read: readEnvelope(ConfirmRosterChangeResult),
    }),
})
