import type { CheckInPort } from '../../core/check-in/check-in.port'
import {
  CHECK_IN_LTYPE,
  CheckIn,
  CheckInConfirmRequest,
  CheckInPostResult,
  CheckInRequest,
} from '../../core/check-in/check-in.codec'
import { readEnvelope } from '../../core/errors/envelope.rules'
import type { HttpClient } from './http-client'
import { encodePath } from './http-request'
import { createCheckInConfigurationHttp } from './check-in-configuration.http'

/**
 * The check-in calls of SPEC section 7 for the crmId the caller passes, `ltype=mobile`. Reads are
 * persisted (offline cache); the configuration is shared between concurrent callers (screen and
 * geofence). Failures carry no generic dialog: "Could not load check-in configuration" and
 * "ERR_ALREADY_CHECKED_IN ... is treated as success" are decided by the check-in use cases.
 */
export const createCheckInHttp = (client: HttpClient): CheckInPort => ({
  ...createCheckInConfigurationHttp(client),
  loadCheckIn: (crmId, logicalId) =>
    client.request({
      method: 'GET',
      base: 'pems',
      path: encodePath`roster/${crmId}/checkin`,
      query: { checkInLogicalId: logicalId, ltype: CHECK_IN_LTYPE },
      flags: { persistType: 'encrypted', skipRepeated: true },
      read: readEnvelope(CheckIn),
    }),
  checkIn: (crmId, logicalId, position) =>
    client.request({
      method: 'POST',
      base: 'pems',
      path: encodePath`roster/${crmId}/checkin`,
      query: { op: 'checkin', ltype: CHECK_IN_LTYPE },
      body: CheckInRequest.encode(position === undefined ? { checkInLogicalId: logicalId } : { checkInLogicalId: logicalId, position }),
      flags: { showProgress: true, ignoreErrors: true },
      read: readEnvelope(CheckInPostResult),
    }),
  confirmCheckIn: (crmId, logicalId, position) =>
    client.request({
      method: 'POST',
      base: 'pems',
      path: encodePath`roster/${crmId}/checkin/${logicalId}`,
      query: { op: 'confirm', ltype: CHECK_IN_LTYPE },
      ...(position === undefined ? {} : { body: CheckInConfirmRequest.encode({ position }) }),
      flags: { showProgress: true, ignoreErrors: true },
      read: readEnvelope(CheckInPostResult),
    }),
})
