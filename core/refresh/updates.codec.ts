import * as t from 'io-ts'
import { Envelope } from '../shared/envelope.codec'
import { DateTimeWithOffset } from '../shared/time.codec'

const Timestamp = t.union([DateTimeWithOffset, t.null], 'Timestamp')

/**
 * The result of `GET roster/{crmId}/updates` (SPEC entity "Updates info": lastDailyRemarkTimestamp,
 * lastRosterChange, lastNewsTimestamp). Each is a date-time with offset, absent or null when
 * there has never been such a change.
 */
export const UpdatesInfo = t.partial(
  { lastDailyRemarkTimestamp: Timestamp, lastRosterChange: Timestamp, lastNewsTimestamp: Timestamp },
  'UpdatesInfo',
)
export type UpdatesInfo = t.TypeOf<typeof UpdatesInfo>

/** The response envelope of `GET roster/{crmId}/updates`. */
export const UpdatesEnvelope = Envelope(UpdatesInfo)

/**
 * "Update scopes are ALL, NONE and CURRENT_PERIOD" (SPEC section 3): how much of the duty data a
 * reload fetches: every period, nothing, or only the period on screen.
 */
export const UpdateScope = t.keyof({ ALL: null, NONE: null, CURRENT_PERIOD: null }, 'UpdateScope')
export type UpdateScope = t.TypeOf<typeof UpdateScope>
