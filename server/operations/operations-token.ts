import { createHash, timingSafeEqual } from 'node:crypto'
import type { RouteDeps } from '../deps'
import { ERR } from '../http/errors'
import { failure, type Reply } from '../http/reply'
import type { RequestContext } from '../http/router'
import { reserveLoginAttempt, settleLoginAttempt } from '../security/rate-limit'

const digest = (s: string): Buffer => createHash('sha256').update(s).digest()

/**
 * The name under which operations-token attempts are counted by the login limiter (`security/rate-limit.ts`):
 * no user name can take it (user names have no spaces).
 */
export const OPERATIONS_TOKEN_SUBJECT = 'operations token'

/**
 * Whether the request carries `Authorization: Bearer <token>` (compared in constant time), with failed
 * attempts rate-limited like logins, in the database and on the security clock, so several processes
 * share the count: after 5 failures from one address it is refused (429 with Retry-After) for a minute,
 * doubling, until a success from there; 20 failures from one address (logins included) lock the address.
 * Undefined: go on; else the answer (401 or 429).
 */
export const checkOperationsToken = async (deps: Pick<RouteDeps, 'db' | 'config' | 'logger'>, ctx: RequestContext<unknown>, token: string): Promise<Reply | undefined> => {
  const { db, config, logger } = deps
  const attempt = { username: OPERATIONS_TOKEN_SUBJECT, clientAddress: ctx.request.clientAddress }
  const gate = await reserveLoginAttempt(db, attempt, config.loginLimits, config.securityClock.now())
  if (gate._tag === 'Blocked') {
    if (gate.lockout !== undefined) logger.warn('operations token lockout', { kind: gate.lockout.kind, address: attempt.clientAddress, seconds: gate.lockout.seconds })
    return failure(429, ERR.tooManyAttempts, `Too many wrong operations tokens from this address: try again in ${Math.ceil(gate.retryAfterSeconds / 60)} minute(s)`, {
      'Retry-After': String(gate.retryAfterSeconds),
    })
  }
  const header = ctx.request.headers.authorization
  const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
  const right = timingSafeEqual(digest(given), digest(token))
  await settleLoginAttempt(db, gate.attemptId, right)
  return right ? undefined : failure(401, ERR.unauthenticated, 'The operations token is missing or wrong')
}
