import * as E from 'fp-ts/Either'
import { SessionInfo, LogoutResult } from '../../core/auth/session.codec'
import { AuthUser } from '../../core/auth/user.codec'
import { describeDecodeError } from '../../core/shared/decode'
import type { ServerDeps } from '../deps'
import { firstHeader } from '../http/client'
import { ERR } from '../http/errors'
import { failure, ok, type Reply } from '../http/reply'
import { publicRoute, sessionRoute, type RequestContext, type Route } from '../http/router'
import { parseBasicAuth } from './basic-auth'
import { verifyAgainstDummy, verifyPassword } from './password'
import { purgeLoginAttempts, reserveLoginAttempt, settleLoginAttempt, userTag } from './rate-limit'
import { clearedSessionCookie, sessionCookie, sessionTokenOf } from './session.guard'
import { createSession, endSession, findSession, purgeSessions, remainingMinutes, renewSession, type Session } from './session.store'
import { findUserByName, toAuthUser, type UserRecord } from './user.repo'

const BASE = '/rest/pems/security'
const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000

const sessionInfo = (session: Session, now: RequestContext<unknown>['now']) =>
  ({ userName: session.username, remainingCertValidity: remainingMinutes(session, now) }) as const

/**
 * The session calls of SPEC section 7 (security) under `rest/pems/security` and `POST rest/pems/login`.
 * See server/README.md for the shapes chosen.
 */
export const authenticationRoutes = (deps: ServerDeps): ReadonlyArray<Route> => {
  const { db, config, logger } = deps
  let lastHousekeeping = Number.NEGATIVE_INFINITY

  const housekeeping = async (now: RequestContext<unknown>['now']): Promise<void> => {
    const real = config.securityClock.now()
    if (real.epochMilliseconds - lastHousekeeping < HOUSEKEEPING_EVERY_MS) return
    lastHousekeeping = real.epochMilliseconds
    await purgeLoginAttempts(db, real)
    await purgeSessions(db, now)
  }

  const verify = async (user: UserRecord | null, password: string): Promise<boolean> =>
    user === null ? verifyAgainstDummy(password, config.passwordHashing) : verifyPassword(password, user.passwordHash)

  /**
   * "POST security/authentication/{username}: the password travels in a header" (SPEC section 7):
   * HTTP Basic credentials whose user name equals the path's; never a `WWW-Authenticate` answer;
   * the attempt is reserved (or refused, 429) before the password is checked, so parallel guesses are
   * counted (`rate-limit.ts`); a new session (and cookie) on success, replacing the request's previous session.
   * Each lockout is logged with the address and a one-way tag of the user name.
   */
  const login = async (ctx: RequestContext<unknown>, pathUsername: string | null): Promise<Reply> => {
    const credentials = parseBasicAuth(ctx.request.headers.authorization)
    if (E.isLeft(credentials)) return failure(401, ERR.credentialsMissing, credentials.left)
    const { username, password } = credentials.right
    if (pathUsername !== null && username !== pathUsername) {
      return failure(400, ERR.usernameMismatch, 'The user name of the credentials differs from the user name in the path')
    }
    const attempt = { username, clientAddress: ctx.request.clientAddress }
    const gate = await reserveLoginAttempt(db, attempt, config.loginLimits, config.securityClock.now())
    if (gate._tag === 'Blocked') {
      if (gate.lockout !== undefined) {
        logger.warn('login lockout', {
          kind: gate.lockout.kind,
          user: gate.lockout.kind === 'address' ? undefined : userTag(username),
          address: attempt.clientAddress,
          lockoutLevel: gate.lockout.level,
          seconds: gate.lockout.seconds,
        })
      }
      const scope = gate.kind === 'address' ? 'from this address' : 'for this user name from this address'
      return failure(429, ERR.tooManyAttempts, `Too many failed logins ${scope}: try again in ${Math.ceil(gate.retryAfterSeconds / 60)} minute(s)`, {
        'Retry-After': String(gate.retryAfterSeconds),
      })
    }
    const user = await findUserByName(db, username)
    if (!(await verify(user, password)) || user === null) {
      await settleLoginAttempt(db, gate.attemptId, false)
      return failure(401, ERR.authenticationFailed, 'Authentication failed: user name or password invalid')
    }
    const previous = sessionTokenOf(ctx.request.headers)
    const { token, session } = await db.transaction(async (tx) => {
      await settleLoginAttempt(tx, gate.attemptId, true)
      if (previous !== undefined) {
        const old = await findSession(tx, previous, ctx.now)
        if (old._tag === 'Valid') await endSession(tx, old.session.id, ctx.now)
      }
      return createSession(tx, user, ctx.now, config.certValidityMinutes)
    })
    await housekeeping(ctx.now).catch((error: unknown) => logger.error('login housekeeping failed', error))
    return ok(SessionInfo, sessionInfo(session, ctx.now), { 'Set-Cookie': sessionCookie(token, ctx.request.secure, config.cookieMaxAge) })
  }

  return [
    publicRoute('POST', `${BASE}/authentication/{username}`, (ctx) => login(ctx, ctx.params.username)),
    // Decision: `POST rest/pems/login` is the same login without a user name in the path (the Basic credentials name the user).
    publicRoute('POST', '/rest/pems/login', (ctx) => login(ctx, null)),

    /**
     * Pre-validation: the session's user and minutes left; does not extend the session. A request that carries
     * no credential at all (no session cookie, no Authorization header) is the app starting signed out, not an
     * error: 200 with `success: false` and ERR_NOT_SIGNED_IN, so the browser logs no failed request on every
     * signed-out start. A credential that names no valid session stays 401 (ended, expired, forged), which is
     * what the keep-alive needs to tell an expired session.
     */
    publicRoute('GET', `${BASE}/authentication/validate`, async (ctx) => {
      const headers = ctx.request.headers
      if (sessionTokenOf(headers) === undefined && (headers.authorization ?? '') === '') return failure(200, ERR.notSignedIn, 'Not signed in')
      const lookup = await ctx.lookupSession()
      if (lookup._tag === 'Missing') return failure(401, ERR.unauthenticated, 'Not signed in')
      if (lookup._tag === 'Expired') return failure(401, ERR.sessionExpired, 'The session has expired: sign in again')
      return ok(SessionInfo, sessionInfo(lookup.session, ctx.now))
    }),

    /** Extends the session by certValidity from now; only the session's own user name. */
    sessionRoute('GET', `${BASE}/authentication/renew/{userName}`, async (ctx) => {
      if (ctx.params.userName.toLowerCase() !== ctx.session.username.toLowerCase()) {
        return failure(403, ERR.forbiddenUser, 'The user name in the path is not the signed-in user')
      }
      const renewed = await renewSession(db, ctx.session, ctx.now, config.certValidityMinutes)
      return ok(SessionInfo, sessionInfo(renewed, ctx.now))
    }),

    /** "result with crmId" (SPEC section 7): the signed-in user with configuration enablings. */
    sessionRoute('GET', `${BASE}/authorization`, async (ctx) => {
      const user = await findUserByName(db, ctx.session.username)
      if (user === null) return failure(401, ERR.unauthenticated, 'The signed-in user no longer exists')
      const wire = toAuthUser(user, ctx.now)
      if (E.isLeft(wire)) {
        logger.error(`stored user ${user.username} does not decode: ${describeDecodeError(wire.left)}`)
        return failure(500, ERR.internal, 'Unexpected server error')
      }
      return ok(AuthUser, wire.right)
    }),

    /**
     * Ends the session if there is one and clears the cookie; answers the same without a session. GET as the
     * contract says, or POST when the server is configured so (LOGOUT_METHOD, announced as the security
     * config's `logoutMethod`); the other method is 405.
     */
    publicRoute(config.logoutMethod, `${BASE}/logout`, async (ctx) => {
      // A GET is not checked as cross-site by the pipeline: a sibling subdomain's page (same-site) or any other
      // site could log crew out with an image or a link. The browser's own word refuses it (issue 25 item 10).
      // A wrapper's origin (ALLOWED_ORIGINS, e.g. capacitor://localhost) is cross-site by nature and allowed.
      const fetchSite = firstHeader(ctx.request.headers['sec-fetch-site'])?.trim().toLowerCase()
      const origin = firstHeader(ctx.request.headers['origin'])?.trim()
      if ((fetchSite === 'cross-site' || fetchSite === 'same-site') && !(origin !== undefined && config.allowedOrigins.includes(origin))) {
        return failure(403, ERR.crossSite, `Cross-site requests may not log out (Sec-Fetch-Site: ${fetchSite})`)
      }
      const lookup = await ctx.lookupSession()
      if (lookup._tag === 'Valid') await endSession(db, lookup.session.id, ctx.now)
      return ok(LogoutResult, { loggedOut: true }, { 'Set-Cookie': clearedSessionCookie(ctx.request.secure) })
    }),
  ]
}
