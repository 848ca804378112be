import * as t from 'io-ts'
import { LOG_LEVELS } from './constants'

/** SPEC section 3: "Levels are DEBUG, INFO, WARNING, ERROR, OFF" (public configuration and log messages). */
export const LogLevel = t.keyof(
  Object.fromEntries(LOG_LEVELS.map((level) => [level, null])) as Record<(typeof LOG_LEVELS)[number], null>,
  'LogLevel',
)
export type LogLevel = t.TypeOf<typeof LogLevel>
