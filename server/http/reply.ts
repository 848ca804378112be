import type { ServerResponse } from 'node:http'
import type * as t from 'io-ts'
import { EmptyEnvelope, Envelope } from '../../core/shared/envelope.codec'
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

/** 200 with a body made by {@link encodeOk}, sent as it is. */
export const encodedOk = (body: Buffer): Reply => ({ status: 200, body })

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

/** Writes a reply as JSON; API answers are never cached (they hold personal data). */
export const sendReply = (res: ServerResponse, reply: Reply): void => {
  const payload = Buffer.isBuffer(reply.body) ? reply.body : Buffer.from(JSON.stringify(reply.body), 'utf8')
  res.statusCode = reply.status
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, typeof value === 'string' ? value : [...value])
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Content-Length', payload.length)
  res.end(payload)
}
