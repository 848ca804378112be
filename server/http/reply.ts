import type { IncomingMessage, ServerResponse } from 'node:http'
import type * as t from 'io-ts'
import { EmptyEnvelope, Envelope } from '../../core/shared/envelope.codec'
import { compress, COMPRESS_MIN_BYTES, preferredCoding, type Coding } from './compression'
import type { ErrId } from './errors'

/** Extra answer headers (a list for headers such as Set-Cookie that may repeat). */
export type ReplyHeaders = Readonly<Record<string, string | ReadonlyArray<string>>>

/**
 * What a handler answers: a status and an envelope already encoded with the core codecs, as a JSON
 * value or, for answers served from a cache ({@link encodedOk}), as its UTF-8 JSON bytes.
 */
export interface Reply {
  readonly status: number
  readonly body: unknown
  readonly headers?: ReplyHeaders
  /**
   * The body compressed in `coding`, for a body served from a cache that keeps its compressed forms too
   * (when absent, {@link sendApiReply} compresses the body itself).
   */
  readonly compressed?: (coding: Coding) => Promise<Buffer>
  /**
   * The media type of a body that is not the JSON envelope (the calendar feed's `text/calendar`): `body` is then
   * its bytes. `headers` may then also replace the default `Cache-Control: no-store`.
   */
  readonly contentType?: string
}

/**
 * 200 with `{ success: true, result }`, the result encoded by `codec` inside the core `Envelope`
 * (ARCHITECTURE.md section 1: the server encodes with the same codecs the client decodes with).
 */
export const ok = <C extends t.Mixed>(codec: C, result: t.TypeOf<C>, headers?: ReplyHeaders): Reply => ({
  status: 200,
  body: Envelope(codec).encode({ success: true, result }),
  ...(headers === undefined ? {} : { headers }),
})

/**
 * The bytes of `ok(codec, result)`'s body: what a cache keeps, so that serving it again costs no codec
 * or JSON work (`GET roster/{crmId}/updates` is polled every 15 s by every client).
 */
export const encodeOk = <C extends t.Mixed>(codec: C, result: t.TypeOf<C>): Buffer =>
  Buffer.from(JSON.stringify(Envelope(codec).encode({ success: true, result })), 'utf8')

/** 200 with a body made by {@link encodeOk}, sent as it is (`compressed`: its compressed forms, see {@link Reply}). */
export const encodedOk = (body: Buffer, compressed?: Reply['compressed']): Reply => ({ status: 200, body, ...(compressed === undefined ? {} : { compressed }) })

/** 200 with `{ success: true }` and no result (writes whose answer carries nothing). */
export const okEmpty = (headers?: ReplyHeaders): Reply => ({
  status: 200,
  body: EmptyEnvelope.encode({ success: true }),
  ...(headers === undefined ? {} : { headers }),
})

/** A 4xx/5xx answer `{ success: false, error: [{ errId, errMessage }] }`, any id of `http/errors.ts`. */
export const failure = (status: number, errId: ErrId, errMessage: string, headers?: ReplyHeaders): Reply => ({
  status,
  body: EmptyEnvelope.encode({ success: false, error: [{ errId, errMessage }] }),
  ...(headers === undefined ? {} : { headers }),
})

/**
 * A 4xx answer whose error item names its kind (SPEC section 8: the check-in rule names an error
 * "ERR_ALREADY_CHECKED_IN of kind APP"): `{ success: false, error: [{ errId, errMessage, errKind }] }`.
 */
export const failureOfKind = (status: number, errId: ErrId, errMessage: string, errKind: string): Reply => ({
  status,
  body: EmptyEnvelope.encode({ success: false, error: [{ errId, errMessage, errKind }] }),
})

const payloadOf = (reply: Reply): Buffer => (Buffer.isBuffer(reply.body) ? reply.body : Buffer.from(JSON.stringify(reply.body), 'utf8'))

const writeReply = (res: ServerResponse, reply: Reply, payload: Buffer, coding: Coding | undefined): void => {
  res.statusCode = reply.status
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, typeof value === 'string' ? value : [...value])
  if (reply.status === 304) {
    // Not Modified carries no body (RFC 9110 section 15.4.5), only the validators set above.
    res.end()
    return
  }
  res.setHeader('Content-Type', reply.contentType ?? 'application/json; charset=utf-8')
  if (reply.contentType === undefined || !res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-store')
  if (coding !== undefined) res.setHeader('Content-Encoding', coding)
  res.setHeader('Content-Length', payload.length)
  res.end(payload)
}

/** Writes a reply as JSON, uncompressed; API answers are never cached (they hold personal data). */
export const sendReply = (res: ServerResponse, reply: Reply): void => writeReply(res, reply, payloadOf(reply), undefined)

/**
 * Writes an API answer as JSON, compressed in the best coding the request accepts (brotli, then gzip; see
 * `compression.ts`) when it is at least {@link COMPRESS_MIN_BYTES}; every API answer says `Vary: Accept-Encoding`.
 * The compression runs off the request loop; a cached answer brings its compressed forms (`Reply.compressed`).
 */
export const sendApiReply = async (req: IncomingMessage, res: ServerResponse, reply: Reply): Promise<void> => {
  const payload = payloadOf(reply)
  res.setHeader('Vary', 'Accept-Encoding')
  const coding = payload.length >= COMPRESS_MIN_BYTES ? preferredCoding(req) : undefined
  if (coding === undefined) {
    writeReply(res, reply, payload, undefined)
    return
  }
  const body = await (reply.compressed?.(coding) ?? compress(payload, coding))
  writeReply(res, reply, body, coding)
}
