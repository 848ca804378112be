import type { RequestInfo, TransportError } from '../errors/app-error'
import type { UserMessage } from '../errors/catalogue.rules'
import type { Emitter } from './observable'

/** A call met the session-expiry rule (SPEC section 4, rule 6); the auth machine sends SESSION_EXPIRED. */
export interface SessionExpiredEvent {
  readonly request: RequestInfo
  readonly status: number
}

/** A failure that shows the 'Service Error' dialog (SPEC section 8), already turned into its user message. */
export interface ErrorDialogEvent {
  readonly error: TransportError
  readonly message: UserMessage
}

/** The events of the HTTP adapter the UI and the auth machine listen to. */
export interface HttpEvents {
  readonly sessionExpired: Emitter<SessionExpiredEvent>
  readonly errors: Emitter<ErrorDialogEvent>
}
