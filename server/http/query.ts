import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { decodeWith, describeDecodeError } from '../../core/shared/decode'
import { bareRecord, ownValue } from '../../core/shared/own-key'
import { ERR } from './errors'
import { failure, type Reply } from './reply'
import { unknownFields } from './strict-decode'

/**
 * The query string decoded with a core codec, as strictly as bodies are: a repeated parameter, a parameter the
 * codec does not declare, or a value the codec refuses is **400 `ERR_INVALID_QUERY`** naming the parameter. The
 * parameters are collected in a record without a prototype, so `__proto__` or `constructor` is an own, unknown field.
 */
export const decodeQuery = <A, O>(codec: t.Type<A, O, unknown>, query: URLSearchParams): E.Either<Reply, A> => {
  const record = bareRecord<string>()
  for (const [key, value] of query) {
    if (Object.prototype.hasOwnProperty.call(record, key)) return E.left(failure(400, ERR.invalidQuery, `The query parameter ${key} is repeated`))
    record[key] = value
  }
  const decoded = decodeWith(codec)(record)
  if (E.isLeft(decoded)) return E.left(failure(400, ERR.invalidQuery, `Invalid query: ${describeDecodeError(decoded.left)}`))
  const unknown = unknownFields(codec, record)
  if (unknown.length > 0) return E.left(failure(400, ERR.invalidQuery, `Unknown query parameter(s): ${unknown.slice(0, 10).join(', ')}`))
  return decoded
}

/**
 * Only the listed query parameters (with their only allowed values), e.g. `ltype=mobile`; anything else is 400
 * `ERR_INVALID_QUERY`, a name of an `Object.prototype` member (`constructor`, `__proto__`) included.
 */
export const checkQuery = (query: URLSearchParams, allowed: Readonly<Record<string, ReadonlyArray<string>>>): E.Either<Reply, void> => {
  const seen = new Set<string>()
  for (const [name, value] of query) {
    const values = ownValue(allowed, name)
    if (values === undefined) return E.left(failure(400, ERR.invalidQuery, `Unknown query parameter: ${name}`))
    if (seen.has(name)) return E.left(failure(400, ERR.invalidQuery, `Query parameter ${name} is given more than once`))
    if (!values.includes(value)) return E.left(failure(400, ERR.invalidQuery, `Query parameter ${name} must be one of: ${values.join(', ')}`))
    seen.add(name)
  }
  return E.right(undefined)
}
