import type { IncomingMessage } from 'node:http'
import type { TLSSocket } from 'node:tls'

/** The first value of a header that may repeat. */
export const firstHeader = (value: string | ReadonlyArray<string> | undefined): string | undefined =>
  typeof value === 'string' ? value : value?.[0]

/**
 * Over TLS directly, or, only with `trustProxy` (TRUST_PROXY=1), behind a proxy saying
 * `X-Forwarded-Proto: https`: without a trusted proxy that header is the client's to forge.
 */
export const isSecure = (req: Pick<IncomingMessage, 'socket' | 'headers'>, trustProxy: boolean): boolean =>
  (req.socket as Partial<TLSSocket>).encrypted === true ||
  (trustProxy && firstHeader(req.headers['x-forwarded-proto'])?.split(',').pop()?.trim().toLowerCase() === 'https')

/**
 * The address login limits count by: the socket's; with `trustProxy`, the last `X-Forwarded-For`
 * entry (the one our own proxy appended; earlier entries are the client's to forge).
 */
export const clientAddressOf = (req: Pick<IncomingMessage, 'socket' | 'headers'>, trustProxy: boolean): string => {
  const forwarded = trustProxy ? firstHeader(req.headers['x-forwarded-for']) : undefined
  const last = forwarded?.split(',').pop()?.trim()
  return last !== undefined && last !== '' ? last : (req.socket.remoteAddress ?? 'unknown')
}
