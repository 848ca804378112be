import * as t from 'io-ts'
import { CrmId } from '../shared/brands'
import { LOG_LEVELS } from '../shared/constants'
import { DateTimeWithOffset } from '../shared/time.codec'

/** Log levels (SPEC section 3): "DEBUG, INFO, WARNING, ERROR, OFF". */
export const LogMessageLevel = t.keyof(
  Object.fromEntries(LOG_LEVELS.map((level) => [level, null])) as Record<(typeof LOG_LEVELS)[number], null>,
  'LogMessageLevel',
)
export type LogMessageLevel = t.TypeOf<typeof LogMessageLevel>

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
