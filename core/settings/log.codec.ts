import * as t from 'io-ts'
import { LogLevel as LogMessageLevel } from '../shared/log-level.codec'
import { CrmId } from '../shared/brands'
import { DateTimeWithOffset } from '../shared/date-time-with-offset.codec'

/** The level of one log message (same set as the public configuration's log level). */
export { LogLevel as LogMessageLevel } from '../shared/log-level.codec'

/** One buffered log message (SPEC section 3): "id, message, level, timestamp". */
export const LogMessage = t.type(
  { id: t.number, message: t.string, level: LogMessageLevel, timestamp: DateTimeWithOffset },
  'LogMessage',
)
export type LogMessage = t.TypeOf<typeof LogMessage>

/** Body of `POST idp/log` (SPEC section 7): "body crmId, device, version, messages (client log flush)". */
export const LogBatch = t.type(
  { crmId: CrmId, device: t.string, version: t.string, messages: t.array(LogMessage) },
  'LogBatch',
)
export type LogBatch = t.TypeOf<typeof LogBatch>
