import { ERR } from './errors'
import { failure, type Reply } from './reply'

/** How long a refused client is asked to wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 1

/**
 * At most `limit` requests of one session at once in the work it guards (the duty-data calls, the heavy
 * ones): a further one is refused at once with 429 `ERR_TOO_MANY_REQUESTS` and `Retry-After`, without
 * touching the database. So one client firing many parallel loads (a script, a stuck retry loop) cannot
 * take the server's one request loop from every other crew member; the app itself never has two loads
 * of the same duty data running (its HTTP client shares a call already under way).
 */
export const sessionCap = (limit: number) => {
  const running = new Map<string, number>()
  return async (sessionId: string, work: () => Promise<Reply>): Promise<Reply> => {
    const now = running.get(sessionId) ?? 0
    if (now >= limit) {
      return failure(429, ERR.tooManyRequests, 'Too many requests at once from this session: try again in a moment', { 'Retry-After': String(RETRY_AFTER_SECONDS) })
    }
    running.set(sessionId, now + 1)
    try {
      return await work()
    } finally {
      const left = (running.get(sessionId) ?? 1) - 1
      if (left <= 0) running.delete(sessionId)
      else running.set(sessionId, left)
    }
  }
}
