import type { IncomingMessage } from 'node:http'
import type { TLSSocket } from 'node:tls'

/** The first value of a header that may repeat. */
export const firstHeader = (value: string | ReadonlyArray<string> | undefined): string | undefined =>
  typeof value === 'string' ? value : value?.[0]

/** Over TLS directly, or behind a proxy saying `X-Forwarded-Proto: https` (issue 3: "Secure behind TLS"). */
export const isSecure = (req: Pick<IncomingMessage, 'socket' | 'headers'>): boolean =>
  (req.socket as Partial<TLSSocket>).encrypted === true ||
  firstHeader(req.headers['x-forwarded-proto'])?.split(',')[0]?.trim().toLowerCase() === 'https'

/**
 * The address login limits count by: the socket's; with `trustProxy`, the last `X-Forwarded-For`
 * entry (the one our own proxy appended; earlier entries are the client's to forge).
 */
export const clientAddressOf = (req: Pick<IncomingMessage, 'socket' | 'headers'>, trustProxy: boolean): string => {
  const forwarded = trustProxy ? firstHeader(req.headers['x-forwarded-for']) : undefined
  const last = forwarded?.split(',').pop()?.trim()
  return last !== undefined && last !== '' ? last : (req.socket.remoteAddress ?? 'unknown')
}
