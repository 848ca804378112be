import type * as T from 'fp-ts/Task'
import type { LogLevel } from '../shared/log-level.codec'
import type { Cancel } from './scheduler.port'

/** The buffered client log of SPEC section 7 ("client log flush") and section 9. */
export interface ClientLog {
  readonly log: (level: Exclude<LogLevel, 'OFF'>, message: string) => void
  /** "Log level comes from public configuration": messages below it are dropped, OFF drops all. */
  readonly setLevel: (level: LogLevel) => void
  /** Sends the buffer now (best effort: a failed batch is dropped, so an offline app does not pile up requests). */
  readonly flush: () => T.Task<void>
  /**
   * Sends the buffer as the page goes away: a `keepalive` request when wired (it carries `X-Requested-With` and a
   * JSON body, which the server requires of every POST), else a beacon when available, else a plain request.
   */
  readonly flushOnHide: () => void
  /** Starts the 60 s flush timer; returns its stop function. */
  readonly start: () => Cancel
  readonly buffered: () => number
}
