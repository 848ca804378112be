/**
 * Whether an error means the database cannot be reached right now (refused or dropped connection,
 * PostgreSQL shutting down or starting, a pool that could not connect in time), as opposed to a bug or
 * a bad statement: the request is answered 503 with `Retry-After` instead of 500.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string') {
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN'].includes(code)) return true
    // SQLSTATE class 08 (connection exception), 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now), 53300 (too many connections).
    if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return true
  }
  const text = typeof message === 'string' ? message : ''
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED|Connection ended unexpectedly/i.test(text)
}
