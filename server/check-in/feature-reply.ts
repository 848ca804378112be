import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { decodeWith, describeDecodeError } from '../../core/shared/decode'
import { EmptyEnvelope } from '../../core/shared/envelope.codec'
import { ERR } from '../http/errors'
import type { Reply } from '../http/reply'
import { unknownFields } from '../http/strict-decode'

// Shared by the check-in, roster-changes and remarks routes (phase 2, part B). Candidates for
// server/http/ (a query decoder and error items with feature error ids and errKind).

/**
 * A 4xx answer `{ success: false, error: [{ errId, errMessage, errKind? }] }` with a feature error id
 * (SPEC section 8: "Service error items carry errId and errMessage"; the check-in rule names an
 * error "ERR_ALREADY_CHECKED_IN of kind APP", so `errKind` travels when given).
 */
export const appFailure = (status: number, errId: string, errMessage: string, errKind?: string): Reply => ({
  status,
  body: EmptyEnvelope.encode({
    success: false,
    error: [errKind === undefined ? { errId, errMessage } : { errId, errMessage, errKind }],
  }),
})

/**
 * The query string decoded with a core codec, as strictly as bodies are: a repeated parameter,
 * a parameter the codec does not declare, or a value the codec refuses is **400 `ERR_INVALID_QUERY`**
 * naming the parameter.
 */
export const decodeQuery = <A, O>(codec: t.Type<A, O, unknown>, query: URLSearchParams): E.Either<Reply, A> => {
  const record: Record<string, string> = {}
  for (const [key, value] of query) {
    if (Object.prototype.hasOwnProperty.call(record, key)) return E.left(appFailure(400, ERR.invalidQuery, `The query parameter ${key} is repeated`))
    record[key] = value
  }
  const decoded = decodeWith(codec)(record)
  if (E.isLeft(decoded)) return E.left(appFailure(400, ERR.invalidQuery, `Invalid query: ${describeDecodeError(decoded.left)}`))
  const unknown = unknownFields(codec, record)
  if (unknown.length > 0) return E.left(appFailure(400, ERR.invalidQuery, `Unknown query parameter(s): ${unknown.slice(0, 10).join(', ')}`))
  return decoded
}
