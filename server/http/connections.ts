import type { Server } from 'node:http'
import type { Socket } from 'node:net'

/** How long and how many connections the server keeps (seconds and counts; see server/README.md "Running it in production"). */
export interface ConnectionLimits {
  /** A connection with no byte in either direction for this long is closed (also one that never sends anything). */
  readonly idleSeconds: number
  /** A request whose headers are not complete after this long is answered 408 and closed (slow headers). */
  readonly headersSeconds: number
  /** A request (headers and body) not received whole after this long is answered 408. */
  readonly requestSeconds: number
  /** Open connections in all; a new one beyond is closed at once. */
  readonly maxConnections: number
  /** Open connections from one address (the socket's); a new one beyond is closed at once. 0: no per-address cap. */
  readonly maxConnectionsPerAddress: number
}

/** 10 s idle, 10 s for headers, 30 s per request, 4,096 connections, 256 per address. */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  idleSeconds: 10,
  headersSeconds: 10,
  requestSeconds: 30,
  maxConnections: 4096,
  maxConnectionsPerAddress: 256,
}

/** What the guard counts, for logs and tests. */
export interface ConnectionGuard {
  readonly open: () => number
  readonly refused: () => number
}

/**
 * Keeps idle and slow clients from holding the server: every socket gets an inactivity timeout
 * (a connection that sends nothing is closed after `idleSeconds`), headers and whole requests have
 * their own bounds (Node's `headersTimeout`/`requestTimeout`, checked every second), and a connection
 * beyond the total or per-address cap is closed as soon as it is accepted, before any byte is read,
 * so the others keep being answered. Keep-alive connections between requests count as idle.
 */
export const guardConnections = (server: Server, limits: ConnectionLimits, onRefused: (address: string, reason: string) => void): ConnectionGuard => {
  const perAddress = new Map<string, number>()
  let open = 0
  let refused = 0
  server.headersTimeout = limits.headersSeconds * 1000
  server.requestTimeout = Math.max(limits.requestSeconds, limits.headersSeconds) * 1000
  server.keepAliveTimeout = Math.min(5, limits.idleSeconds) * 1000
  server.timeout = limits.idleSeconds * 1000
  server.on('timeout', (socket: Socket) => socket.destroy())
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown'
    const fromAddress = perAddress.get(address) ?? 0
    const overTotal = open >= limits.maxConnections
    const overAddress = limits.maxConnectionsPerAddress > 0 && fromAddress >= limits.maxConnectionsPerAddress
    if (overTotal || overAddress) {
      refused += 1
      onRefused(address, overTotal ? `more than ${limits.maxConnections} connections in all` : `more than ${limits.maxConnectionsPerAddress} connections from one address`)
      socket.destroy()
      return
    }
    open += 1
    perAddress.set(address, fromAddress + 1)
    socket.once('close', () => {
      open -= 1
      const left = (perAddress.get(address) ?? 1) - 1
      if (left <= 0) perAddress.delete(address)
      else perAddress.set(address, left)
    })
  })
  return { open: () => open, refused: () => refused }
}
