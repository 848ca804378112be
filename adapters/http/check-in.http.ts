import type { CheckInPort } from '../../core/check-in/check-in.port'
import {
  CHECK_IN_LTYPE,
  CheckIn,
  CheckInConfiguration,
  CheckInConfirmRequest,
  CheckInPostResult,
  CheckInRequest,
} from '../../core/check-in/check-in.codec'
import { readEnvelope } from '../../core/errors/envelope.rules'
import type { HttpClient } from './http-client'
import { encodePath } from './http-request'
import { withCrmId, type SessionSource } from './session'

/**
 * The check-in calls of SPEC section 7 for the signed-in crew member, `ltype=mobile`. Reads are
 * persisted (offline cache); the configuration is shared between concurrent callers (screen and
 * geofence). Failures carry no generic dialog: "Could not load check-in configuration" and
 * "ERR_ALREADY_CHECKED_IN ... is treated as success" are decided by the check-in use cases.
 */
export const createCheckInHttp = (client: HttpClient, session: SessionSource): CheckInPort => ({
  loadConfiguration: () =>
    withCrmId(session, 'GET', 'roster/{crmId}/checkin/configuration', (crmId) =>
      client.request({
        method: 'GET',
        base: 'pems',
        path: encodePath`roster/${crmId}/checkin/configuration`,
        flags: { persistType: 'encrypted', skipRepeated: true, ignoreErrors: true },
        read: readEnvelope(CheckInConfiguration),
      }),
    ),
  loadCheckIn: (logicalId) =>
    withCrmId(session, 'GET', 'roster/{crmId}/checkin', (crmId) =>
      client.request({
        method: 'GET',
        base: 'pems',
        path: encodePath`roster/${crmId}/checkin`,
        query: { checkInLogicalId: logicalId, ltype: CHECK_IN_LTYPE },
        flags: { persistType: 'encrypted', skipRepeated: true },
        read: readEnvelope(CheckIn),
      }),
    ),
  checkIn: (logicalId, position) =>
    withCrmId(session, 'POST', 'roster/{crmId}/checkin', (crmId) =>
      client.request({
        method: 'POST',
        base: 'pems',
        path: encodePath`roster/${crmId}/checkin`,
        query: { op: 'checkin', ltype: CHECK_IN_LTYPE },
        body: CheckInRequest.encode(position === undefined ? { checkInLogicalId: logicalId } : { checkInLogicalId: logicalId, position }),
        flags: { showProgress: true, ignoreErrors: true },
        read: readEnvelope(CheckInPostResult),
      }),
    ),
  confirmCheckIn: (logicalId, position) =>
    withCrmId(session, 'POST', 'roster/{crmId}/checkin/{checkInLogicalId}', (crmId) =>
      client.request({
        method: 'POST',
        base: 'pems',
        path: encodePath`roster/${crmId}/checkin/${logicalId}`,
        query: { op: 'confirm', ltype: CHECK_IN_LTYPE },
        ...(position === undefined ? {} : { body: CheckInConfirmRequest.encode({ position }) }),
        flags: { showProgress: true, ignoreErrors: true },
        read: readEnvelope(CheckInPostResult),
      }),
    ),
})
