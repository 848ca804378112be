import type * as E from 'fp-ts/Either'
import type { RequestInfo, TransportError } from '../../core/errors/app-error'
import type { ServerAddress } from '../../core/servers/server-selection.rules'
import type { CancelToken } from '../../core/servers/servers.port'

/** The HTTP methods of SPEC section 7. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * The base paths of SPEC section 7 and ARCHITECTURE.md section 3, relative to the selected server's
 * origin, port and path: "rest/pems (roster; security under rest/pems/security), /api/communication/v2,
 * and others as listed" (`rest/api` for `rest/api/crewmember/v1/...`).
 */
export const API_BASE_PATHS = {
  pems: 'rest/pems',
  security: 'rest/pems/security',
  communication: 'api/communication/v2',
  restApi: 'rest/api',
} as const
export type ApiBase = keyof typeof API_BASE_PATHS

/**
 * How a response is kept for offline use. One kind exists: the encrypted IndexedDB cache
 * (SPEC section 7: "persistType (use an encrypted local cache when offline)").
 */
export type PersistType = 'encrypted'

/** The per-request flags of SPEC section 7. */
export interface HttpFlags {
  /** Counts the request in the progress counter the UI observes. */
  readonly showProgress?: boolean
  /** "duplicate in-flight calls share the result": one request, one result for identical calls. */
  readonly skipRepeated?: boolean
  /** No error dialog for this request. */
  readonly ignoreErrors?: boolean
  /** A 401 / 403 / login page comes back as a value and does not raise the session-expired event. */
  readonly ignoreSessionErrors?: boolean
  /** Answer from the encrypted cache when offline; refresh the cache when online. */
  readonly persistType?: PersistType
}

/**
 * One call, as the port adapters describe it. `path` is relative to the base and already
 * URL-encoded (build it with {@link encodePath}); `query` values are encoded here; `body` is the
 * wire value (already encoded by its core codec) and travels as JSON. `read` turns the parsed body
 * into the result, normally `readEnvelope(codec)` of core/errors/envelope.rules.ts.
 */
export interface HttpRequest<A> {
  readonly method: HttpMethod
  readonly base: ApiBase
  readonly path: string
  readonly query?: Readonly<Record<string, string>>
  readonly body?: unknown
  readonly headers?: Readonly<Record<string, string>>
  readonly flags?: HttpFlags
  /** Another server than the selected one (the server-selection check of a candidate). */
  readonly server?: ServerAddress
  /** Aborts the request when cancelled. */
  readonly cancel?: CancelToken
  /** Lets the request outlive the page (the log flush on page hide). */
  readonly keepalive?: boolean
  readonly read: (body: unknown, request: RequestInfo) => E.Either<TransportError, A>
}

/**
 * A path with every interpolated value URL-encoded ("URL-encode path params"):
 * encodePath`roster/${crmId}/hotel/${hotelId}` gives `roster/A1/hotel/H%2F1` for hotel id `H/1`.
 */
export const encodePath = (strings: TemplateStringsArray, ...values: ReadonlyArray<string | number>): string =>
  strings.reduce((path, part, i) => {
    const value = values[i - 1]
    return `${path}${value === undefined ? '' : encodeURIComponent(String(value))}${part}`
  })
