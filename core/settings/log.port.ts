import type * as TE from 'fp-ts/TaskEither'
import type { TransportError } from '../errors/app-error'
import type { LogBatch } from './log.codec'

/** The client log flush of SPEC section 7: `POST idp/log` with body `{ crmId, device, version, messages }`. */
export interface LogPort {
  readonly flush: (batch: LogBatch) => TE.TaskEither<TransportError, void>
}
