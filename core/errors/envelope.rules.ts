import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as t from 'io-ts'
import { decodeWith, type DecodeError, type DecodeIssue } from '../shared/decode'
import { ErrorItem } from '../shared/envelope.codec'
import type { RequestInfo, ServiceError, UnsuccessfulResultError } from './app-error'

/** Every way an envelope can be unusable: a bad shape, `success: false`, or a structurally missing result. */
export type EnvelopeError = DecodeError | ServiceError | UnsuccessfulResultError

const withRequest = <T extends object>(value: T, request: RequestInfo | undefined): T =>
  request === undefined ? value : { ...value, request }

const unsuccessful = (reason: UnsuccessfulResultError['reason'], request: RequestInfo | undefined): EnvelopeError =>
  withRequest<UnsuccessfulResultError>({ _tag: 'UnsuccessfulResult', reason }, request)

/** The valid error items of an `error` field; malformed items are dropped (the failure is reported anyway). */
const errorItemsOf = (u: unknown): ReadonlyArray<ErrorItem> =>
  (Array.isArray(u) ? u : []).flatMap((item) => {
    const decoded = ErrorItem.decode(item)
    return E.isRight(decoded) ? [decoded.right] : []
  })

const underResult = (issue: DecodeIssue): DecodeIssue => ({
  ...issue,
  path: issue.path === '(root)' ? 'result' : issue.path.startsWith('[') ? `result${issue.path}` : `result.${issue.path}`,
})

const EnvelopeShape = t.type({ success: t.boolean }, 'Envelope')

/** The decode error of a payload that is not an envelope (not an object, or a non-boolean `success`). */
const shapeError = (u: unknown): DecodeError =>
  pipe(
    decodeWith(EnvelopeShape)(u),
    E.match(
      (error) => error,
      (): DecodeError => ({ _tag: 'Decode', issues: [{ path: '(root)', expected: 'Envelope', actual: typeof u }] }),
    ),
  )

/**
 * The status part of an envelope: missing data or a string body are unsuccessful results, a missing
 * `success` is `missing-success`, `success: false` (or any error item) is a `ServiceError`.
 * Right: the raw `result` field (possibly absent).
 */
const readStatus = (u: unknown, request: RequestInfo | undefined): E.Either<EnvelopeError, { result: unknown }> => {
  if (u === undefined || u === null || u === '') return E.left(unsuccessful('missing-result', request))
  if (typeof u === 'string') return E.left(unsuccessful('string-result', request))
  const record = t.UnknownRecord.decode(u)
  if (E.isLeft(record)) return E.left(shapeError(u))
  const { success, error, result } = record.right
  if (success === undefined) return E.left(unsuccessful('missing-success', request))
  if (typeof success !== 'boolean') return E.left(shapeError(u))
  const errors = errorItemsOf(error)
  if (!success || errors.length > 0) return E.left(withRequest<ServiceError>({ _tag: 'Service', errors }, request))
  return E.right({ result })
}


/**
 * Reads a response envelope `{ success, result?, error? }` and decodes its result with `codec`.
 * SPEC section 5: "Unsuccessful service results (missing data, string data, or success/result missing)
 * raise an error", here as values: `UnsuccessfulResult` (`missing-result`, `string-result`,
 * `missing-success`), `Service` when `success` is false, `Decode` (paths under `result.`) when the result
 * does not match. A string result is accepted only when `codec` itself accepts it. Never throws.
 */
export const readEnvelope =
  <A, O>(codec: t.Type<A, O, unknown>) =>
  (u: unknown, request?: RequestInfo): E.Either<EnvelopeError, A> =>
    pipe(
      readStatus(u, request),
      E.chain(({ result }): E.Either<EnvelopeError, A> => {
        if (result === undefined || result === null) return E.left(unsuccessful('missing-result', request))
        const decoded = decodeWith(codec)(result)
        if (E.isRight(decoded)) return decoded
        if (typeof result === 'string') return E.left(unsuccessful('string-result', request))
        return E.left({ _tag: 'Decode', issues: decoded.left.issues.map(underResult) })
      }),
    )

/**
 * Reads an envelope whose result the caller does not need (my-data writes and deletes: "Each returns
 * success and error"). Right when `success` is true and no error item came; otherwise as `readEnvelope`.
 */
export const readEmptyEnvelope = (u: unknown, request?: RequestInfo): E.Either<EnvelopeError, void> =>
  pipe(
    readStatus(u, request),
    E.map(() => undefined),
  )
