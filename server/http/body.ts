import type { IncomingMessage } from 'node:http'
import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { decodeWith, describeDecodeError } from '../../core/shared/decode'
import { ERR } from './errors'
import { failure, type Reply } from './reply'
import type { BodyReader } from './router'
import { unknownFields } from './strict-decode'

/**
 * An oversize body up to this many bytes is read to its end (and discarded) before the 413 is sent, so a
 * client that writes its whole body before reading (Node's fetch, browsers) reads the refusal and its
 * reason; past it, the 413 goes out at once with `Connection: close`.
 */
export const DRAIN_CAP_BYTES = 8 * 1024 * 1024

const tooLarge = (limit: number, close: boolean): Reply =>
  failure(413, ERR.bodyTooLarge, `The request body is larger than ${limit} bytes`, close ? { Connection: 'close' } : undefined)

/**
 * Reads the whole body, at most `limit` bytes (oversize bodies are a 4xx). A larger body
 * is 413: drained (up to {@link DRAIN_CAP_BYTES}, so the client reads the answer) or, beyond, answered with
 * `Connection: close`. Nothing is handed to a handler in either case, so nothing is written.
 */
export const readBody = (req: IncomingMessage, limit: number): Promise<E.Either<Reply, Buffer>> =>
  new Promise((resolve) => {
    const declared = Number(req.headers['content-length'])
    if (Number.isFinite(declared) && declared > DRAIN_CAP_BYTES) {
      resolve(E.left(tooLarge(limit, true)))
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) chunks.push(chunk)
      else if (size > DRAIN_CAP_BYTES) {
        req.removeAllListeners('data')
        req.pause()
        resolve(E.left(tooLarge(limit, true)))
      }
    })
    req.on('end', () => resolve(size > limit ? E.left(tooLarge(limit, false)) : E.right(Buffer.concat(chunks))))
    req.on('error', () => resolve(E.left(failure(400, ERR.invalidBody, 'The request body could not be read'))))
  })

/** No request payload of the contract nests deeper than a few levels; deeper JSON is refused before decoding. */
export const MAX_JSON_DEPTH = 64

/** Whether `value` nests arrays or objects deeper than `limit` (counted without recursion, so any depth is safe). */
const nestsDeeperThan = (value: unknown, limit: number): boolean => {
  const stack: Array<{ v: unknown; depth: number }> = [{ v: value, depth: 0 }]
  while (stack.length > 0) {
    const { v, depth } = stack.pop() as { v: unknown; depth: number }
    if (typeof v !== 'object' || v === null) continue
    if (depth >= limit) return true
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push({ v: child, depth: depth + 1 })
  }
  return false
}

const isJsonType = (contentType: string | undefined): boolean => {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  return type === 'application/json' || type.endsWith('+json')
}

/**
 * A {@link BodyReader} over a read body. `json(codec)` answers, as Left replies:
 * 415 for a non-JSON content type, 400 `ERR_MALFORMED_JSON` for unparsable JSON, 400
 * `ERR_INVALID_BODY` for a missing body or wrong types (the message names each bad field),
 * 400 `ERR_UNKNOWN_FIELD` for fields the codec does not declare.
 */
export const bodyReader = (raw: Buffer, contentType: string | undefined): BodyReader => ({
  raw,
  json: <A, O>(codec: t.Type<A, O, unknown>): E.Either<Reply, A> => {
    if (raw.length === 0) return E.left(failure(400, ERR.invalidBody, 'A JSON request body is required'))
    if (!isJsonType(contentType)) {
      return E.left(failure(415, ERR.unsupportedMediaType, 'The request body must be JSON (Content-Type: application/json)'))
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(raw.toString('utf8'))
    } catch {
      return E.left(failure(400, ERR.malformedJson, 'The request body is not valid JSON'))
    }
    if (nestsDeeperThan(parsed, MAX_JSON_DEPTH)) {
      return E.left(failure(400, ERR.invalidBody, `Invalid request body: nested more than ${MAX_JSON_DEPTH} levels deep`))
    }
    const decoded = decodeWith(codec)(parsed)
    if (E.isLeft(decoded)) return E.left(failure(400, ERR.invalidBody, `Invalid request body: ${describeDecodeError(decoded.left)}`))
    const unknown = unknownFields(codec, parsed)
    if (unknown.length > 0) return E.left(failure(400, ERR.unknownField, `Unknown field(s) in the request body: ${unknown.slice(0, 10).join(', ')}`))
    return decoded
  },
})

/** The reader of a request without a body (GET). */
export const emptyBody: BodyReader = bodyReader(Buffer.alloc(0), undefined)
