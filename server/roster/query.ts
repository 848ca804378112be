import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { decodeWith, describeDecodeError } from '../../core/shared/decode'
import { ERR } from '../http/errors'
import { failure, type Reply } from '../http/reply'

/**
 * The query string decoded with a core codec (e.g. `SummaryQuery`, `CrewMemberQuery`): each declared
 * parameter once; a parameter the codec does not declare, a repeated one, or a value the codec refuses
 * is 400 `ERR_INVALID_QUERY` naming it. `allowed` lists the parameter names the call takes.
 */
export const decodeQuery = <A, O>(codec: t.Type<A, O, unknown>, query: URLSearchParams, allowed: ReadonlyArray<string>): E.Either<Reply, A> => {
  const record: Record<string, string> = {}
  for (const [name, value] of query) {
    if (!allowed.includes(name)) return E.left(failure(400, ERR.invalidQuery, `Unknown query parameter: ${name}`))
    if (name in record) return E.left(failure(400, ERR.invalidQuery, `Query parameter ${name} is given more than once`))
    record[name] = value
  }
  const decoded = decodeWith(codec)(record)
  return E.isLeft(decoded) ? E.left(failure(400, ERR.invalidQuery, `Invalid query: ${describeDecodeError(decoded.left)}`)) : decoded
}

/** Only the listed query parameters (with their only allowed values), e.g. `ltype=mobile`; anything else is 400 `ERR_INVALID_QUERY`. */
export const checkQuery = (query: URLSearchParams, allowed: Readonly<Record<string, ReadonlyArray<string>>>): E.Either<Reply, void> => {
  const seen = new Set<string>()
  for (const [name, value] of query) {
    const values = allowed[name]
    if (values === undefined) return E.left(failure(400, ERR.invalidQuery, `Unknown query parameter: ${name}`))
    if (seen.has(name)) return E.left(failure(400, ERR.invalidQuery, `Query parameter ${name} is given more than once`))
    if (!values.includes(value)) return E.left(failure(400, ERR.invalidQuery, `Query parameter ${name} must be one of: ${values.join(', ')}`))
    seen.add(name)
  }
  return E.right(undefined)
}

const EVENT_ID = /^[A-Za-z0-9._:@-]{1,128}$/

/** An event id from a path (`events/{eventId}`, `role/{eventId}`, `hotel/{hotelId}`, `leg/{eventId}`): 1 to 128 of `A-Z a-z 0-9 . _ : @ -`, else 400 `ERR_BAD_PATH`. */
export const checkEventId = (eventId: string): E.Either<Reply, string> =>
  EVENT_ID.test(eventId) ? E.right(eventId) : E.left(failure(400, ERR.badPath, 'The event id in the path is not a valid event id'))
