import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../../core/errors/app-error'
import { readEmptyEnvelope } from '../../core/errors/envelope.rules'
import { LogBatch } from '../../core/settings/log.codec'
import type { LogPort } from '../../core/settings/log.port'
import type { HttpClient } from './http-client'

/** The log port, plus a flush that outlives the page and the URL for `navigator.sendBeacon`. */
export interface LogHttp extends LogPort {
  /** The same call with `keepalive`, for a page being hidden when no beacon is available. */
  readonly flushKeepalive: (batch: LogBatch) => TE.TaskEither<TransportError, void>
  /** The absolute URL of `POST rest/pems/idp/log`. */
  readonly beaconUrl: () => string
}

const LOG_PATH = 'idp/log'

/**
 * `POST rest/pems/idp/log` with body crmId, device, version, messages (SPEC section 7, Logging).
 * A failed flush shows nothing and never expires the session: logging must not disturb the user.
 */
export const createLogHttp = (client: HttpClient): LogHttp => {
  const post = (batch: LogBatch, keepalive: boolean) =>
    client.request({
      method: 'POST',
      base: 'pems',
      path: LOG_PATH,
      body: LogBatch.encode(batch),
      keepalive,
      flags: { ignoreErrors: true, ignoreSessionErrors: true },
      read: readEmptyEnvelope,
    })
  return {
    flush: (batch) => post(batch, false),
    flushKeepalive: (batch) => post(batch, true),
    beaconUrl: () => client.urlOf('pems', LOG_PATH),
  }
}
