import * as E from 'fp-ts/Either'
import type { NetworkError, RequestInfo, TransportError } from '../../core/errors/app-error'
import { isSessionExpiredResponse } from '../../core/auth/session-expiry.rules'

/** What came back: status, content type and the body as text. */
export interface RawResponse {
  readonly status: number
  readonly contentType: string | undefined
  readonly bodyText: string
}

const looksLikeJson = (contentType: string | undefined, text: string): boolean =>
  (contentType !== undefined && /\bjson\b/i.test(contentType)) || /^\s*[[{]/.test(text)

/** The body parsed as JSON when it is JSON, else its text; an empty body is `undefined`. */
const parseBody = (raw: RawResponse): { readonly body: unknown; readonly isJson: boolean } => {
  if (raw.bodyText.trim() === '') return { body: undefined, isJson: false }
  if (!looksLikeJson(raw.contentType, raw.bodyText)) return { body: raw.bodyText, isJson: false }
  return E.match(
    () => ({ body: raw.bodyText, isJson: false }),
    (json: unknown) => ({ body: json, isJson: true }),
  )(E.parseJSON(raw.bodyText, E.toError))
}

/**
 * Classifies an answered call:
 * - "A 401, 403, or an HTML login page answered with 200 moves to session expired ... This does not
 *   apply when the call is marked to ignore session errors" (SPEC section 4, rule 6; the rule itself is
 *   `isSessionExpiredResponse` of core/auth) -> `SessionExpired`;
 * - any other status outside 2xx -> `Http` with the parsed JSON body when there is one;
 * - 2xx -> the parsed body (JSON value, or the text for a non-JSON body), for the envelope reader.
 */
export const classifyResponse = (
  raw: RawResponse,
  request: RequestInfo,
  ignoreSessionErrors: boolean,
): E.Either<TransportError, unknown> => {
  const summary = { status: raw.status, bodyText: raw.bodyText, ignoreSessionErrors }
  const expired = isSessionExpiredResponse(raw.contentType === undefined ? summary : { ...summary, contentType: raw.contentType })
  if (expired) return E.left({ _tag: 'SessionExpired', request, status: raw.status })
  const { body, isJson } = parseBody(raw)
  if (raw.status < 200 || raw.status > 299) return E.left({ _tag: 'Http', status: raw.status, request, body, isJson })
  return E.right(body)
}

/** A failure with no HTTP status: network down, refused, aborted or timed out. */
export const networkError = (request: RequestInfo, cause: unknown, timedOut: boolean): NetworkError => ({
  _tag: 'Network',
  request,
  timedOut,
  message: timedOut ? 'timeout' : cause instanceof Error ? cause.message : String(cause),
})
