import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../../core/errors/app-error'
import { readEnvelope } from '../../core/errors/envelope.rules'
import { ConfirmRosterChangeResult } from '../../core/roster-changes/roster-change.codec'
import { DutyEvent } from '../../core/roster/event.codec'
import { EventByIdBody, RosterData } from '../../core/roster/roster.codec'
import type { RosterPort } from '../../core/roster/roster.port'
import type { CrmId } from '../../core/shared/brands'
import type { HttpClient } from './http-client'
import { encodePath, type HttpRequest } from './http-request'

/** The roster port, plus the one roster call of SPEC section 7 that has no port function yet. */
export interface RosterHttp extends RosterPort {
  /** `POST roster/{crmId}/events` with the confirm result as body: "duty data after confirm". */
  readonly loadDutiesAfterConfirm: (crmId: CrmId, confirmed: ConfirmRosterChangeResult) => TE.TaskEither<TransportError, RosterData>
}

/**
 * The roster calls of SPEC section 7. Duty data and single events are persisted (offline cache;
 * `eventById` is "cached by body": the cache key holds the body) and shared between concurrent callers.
 */
export const createRosterHttp = (client: HttpClient): RosterHttp => {
  const duties = (crmId: CrmId): HttpRequest<RosterData> => ({
      method: 'GET',
      base: 'pems',
      path: encodePath`roster/${crmId}/events`,
      flags: { persistType: 'encrypted', skipRepeated: true },
      read: readEnvelope(RosterData),
    })
  return {
  loadDuties: (crmId) => client.request(duties(crmId)),
  keptDuties: (crmId) => client.cached(duties(crmId)),
  loadEventById: (crmId, logicalEventId) =>
    client.request({
      method: 'POST',
      base: 'pems',
      path: encodePath`roster/${crmId}/eventById`,
      body: EventByIdBody.encode({ logicalEventId }),
      flags: { persistType: 'encrypted', skipRepeated: true },
      read: readEnvelope(DutyEvent),
    }),
  updateEvent: (crmId, eventId, event) =>
    client.request({
      method: 'PUT',
      base: 'pems',
      path: encodePath`roster/${crmId}/events/${eventId}`,
      body: DutyEvent.encode(event),
      flags: { showProgress: true },
      read: readEnvelope(DutyEvent),
    }),
  loadDutiesAfterConfirm: (crmId, confirmed) =>
    client.request({
      method: 'POST',
      base: 'pems',
      path: encodePath`roster/${crmId}/events`,
      body: ConfirmRosterChangeResult.encode(confirmed),
      flags: { showProgress: true },
      read: readEnvelope(RosterData),
    }),
  }
}
