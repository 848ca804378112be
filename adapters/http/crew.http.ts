import { CrewMemberCard } from '../../core/crew/crew-member.codec'
import type { CrewPort } from '../../core/crew/crew.port'
import { LegCrew } from '../../core/crew/leg-crew.codec'
import { readEnvelope } from '../../core/errors/envelope.rules'
import type { HttpClient } from './http-client'
import { encodePath } from './http-request'

/** Where the app runs: the mobile wrapper asks for the leg crew with `?ltype=mobile` (SPEC section 7). */
export interface CrewHttpOptions {
  readonly nativeWrapper: boolean
}

/**
 * `GET roster/{crmId}/leg/{eventId}/crew` (persisted; in the mobile wrapper `GET roster/{crmId}/leg/{legId}/crew?ltype=mobile`) and
 * `GET rest/api/crewmember/v1/crewmembers/{crmId}?segment=` (SPEC section 7). No generic dialog:
 * "Leg crew failure" is the crew use case's message and a crew member card failure "is only logged".
 */
export const createCrewHttp = (client: HttpClient, options: CrewHttpOptions = { nativeWrapper: false }): CrewPort => ({
  loadLegCrew: (crmId, eventId) =>
    client.request({
      method: 'GET',
      base: 'pems',
      path: encodePath`roster/${crmId}/leg/${eventId}/crew`,
      ...(options.nativeWrapper ? { query: { ltype: 'mobile' } } : {}),
      flags: { persistType: 'encrypted', skipRepeated: true, ignoreErrors: true },
      read: readEnvelope(LegCrew),
    }),
  loadCrewMemberCard: (crewMemberId, segment) =>
    client.request({
      method: 'GET',
      base: 'restApi',
      path: encodePath`crewmember/v1/crewmembers/${crewMemberId}`,
      query: { segment },
      flags: { persistType: 'encrypted', skipRepeated: true, ignoreErrors: true },
      read: readEnvelope(CrewMemberCard),
    }),
})
