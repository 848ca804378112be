import type { DecodeError } from '../shared/decode'
import type { ErrorItem } from '../shared/envelope.codec'

/** The request as the error catalogue needs it: the 503 text names the method and URL. */
export interface RequestInfo {
  readonly method: string
  readonly url: string
}

/** The server answered with an envelope whose `success` is false (or that carries error items). */
export interface ServiceError {
  readonly _tag: 'Service'
  readonly errors: ReadonlyArray<ErrorItem>
  readonly request?: RequestInfo
}

/** The envelope was structurally unusable: success or result missing, or a string result (SPEC section 5, Other). */
export interface UnsuccessfulResultError {
  readonly _tag: 'UnsuccessfulResult'
  readonly reason: 'missing-success' | 'missing-result' | 'string-result'
  readonly request?: RequestInfo
}

/** An HTTP failure with a status (4xx, 5xx). `body` is the parsed JSON body when there was one. */
export interface HttpError {
  readonly _tag: 'Http'
  readonly status: number
  readonly request: RequestInfo
  readonly body?: unknown
  readonly isJson: boolean
}

/** No HTTP status at all: network down, DNS, CORS, aborted or timed out. Counts as offline. */
export interface NetworkError {
  readonly _tag: 'Network'
  readonly request: RequestInfo
  readonly message: string
  readonly timedOut: boolean
}

/** 401, 403 or an HTML login page answered with 200: the session is gone (SPEC section 4, rule 6). */
export interface SessionExpiredError {
  readonly _tag: 'SessionExpired'
  readonly request: RequestInfo
  readonly status: number
}

/** The app is offline and nothing usable is cached for this call. */
export interface OfflineError {
  readonly _tag: 'Offline'
  readonly request?: RequestInfo
}

/** Every way a port call can fail. Use cases narrow or extend it with their own tags. */
export type TransportError =
  | DecodeError
  | ServiceError
  | UnsuccessfulResultError
  | HttpError
  | NetworkError
  | SessionExpiredError
  | OfflineError

export type { DecodeError }
