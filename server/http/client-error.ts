import { STATUS_CODES, type Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { EmptyEnvelope } from '../../core/shared/envelope.codec'
import { ERR, type ErrId } from './errors'
import { SECURITY_HEADERS } from './security-headers'

/** What the server answers to a request Node's parser refuses before any handler runs. */
interface Refusal {
  readonly status: number
  readonly errId: ErrId
  readonly errMessage: string
}

/**
 * The refusal for a parser error, as Node's own default answers it (431 for headers over the limit, 408 for a request
 * not received in time, 400 for anything else), with the JSON error envelope instead of an empty body.
 */
export const refusalOf = (code: string | undefined): Refusal => {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, errId: ERR.headersTooLarge, errMessage: 'The request line or headers are larger than the server accepts (16 KiB)' }
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, errId: ERR.bodyTooLarge, errMessage: 'The chunk extensions of the request body are too large' }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, errId: ERR.requestTimeout, errMessage: 'The request was not received in time' }
    default:
      return { status: 400, errId: ERR.badRequest, errMessage: 'Malformed HTTP request (for example a raw non-ASCII byte or a control character in the request line or a header)' }
  }
}

/** The whole HTTP/1.1 answer, header and envelope, for a refusal; the connection closes after it. */
export const refusalResponse = (refusal: Refusal): string => {
  const body = JSON.stringify(EmptyEnvelope.encode({ success: false, error: [{ errId: refusal.errId, errMessage: refusal.errMessage }] }))
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body, 'utf8')),
    'Cache-Control': 'no-store',
    Connection: 'close',
  }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
  return `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n${body}`
}

/**
 * Node's parser refuses some requests before the request listener runs (a request line or headers over
 * `maxHeaderSize`, a raw non-ASCII byte in the path, a malformed request line, slow headers). Node then writes a bare
 * status line; this handler answers the JSON error envelope instead and closes the socket as Node does: nothing is
 * written when the connection is already gone or an answer has begun (a pipelined request's refusal after an answer).
 */
export const answerClientErrors = (server: Server): void => {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const written = 'bytesWritten' in socket && typeof socket.bytesWritten === 'number' ? socket.bytesWritten : 0
    if (error.code === 'ECONNRESET' || !socket.writable || written > 0) {
      socket.destroy()
      return
    }
    socket.end(refusalResponse(refusalOf(error.code)), () => socket.destroy())
  })
}
