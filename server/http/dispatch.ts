import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import * as E from 'fp-ts/Either'
import { MAX_BODY_BYTES } from '../config'
import { isDatabaseUnavailable } from '../db/unavailable'
import type { RouteDeps } from '../deps'
import { healthz, readyz, sendHealth } from '../health/health'
import { bearerJwtOf } from '../security/oidc/bearer-sessions'
import { ssoContentSecurityPolicy } from '../security/sso/sso-csp'
import { sessionTokenOf } from '../security/session.guard'
import type { Session, SessionLookup } from '../security/session.store'
import { bodyReader, emptyBody, readBody } from './body'
import { clientAddressOf, firstHeader, isSecure } from './client'
import { crossSiteReason } from './cross-site'
import { ERR } from './errors'
import { parseTarget } from './path'
import { createOutageLog, type OutageLog } from './outage-log'
import { failure, sendApiReply, sendReply, type Reply } from './reply'
import { STATE_CHANGING, type RequestInfo, type Router } from './router'
import { applySecurityHeaders } from './security-headers'
import { serveStatic } from './static'

/** Paths the router answers: the API, the calendar feed `/calendar/<token>.ics` (server/calendar), the family page `/family/<token>` (server/family). */
const API_ROOTS: ReadonlySet<string> = new Set(['rest', 'api', 'calendar', 'family'])

/** What the pipeline needs to know of the running server: readiness and shutdown. */
export interface ServerRuntime {
  /** Migrations this server ships (readyz wants at least as many applied). */
  readonly expectedMigrations: number
  /** True once shutdown began: readyz answers 503 and answers close their connection. */
  readonly stopping: () => boolean
  /** Where requests refused for an unreachable database are counted (one log line per interval); the listener makes one if absent. */
  readonly outage?: OutageLog
}

const RUNNING: ServerRuntime = { expectedMigrations: 0, stopping: () => false }

/** Seconds a client is asked to wait (`Retry-After`) while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

const once = <A>(f: () => Promise<A>): (() => Promise<A>) => {
  let memo: Promise<A> | undefined
  return () => (memo ??= f())
}

/**
 * The pipeline of one API request, in this order (each step answers and stops on failure, so a
 * refused request touches nothing): route (404, 405) -> `X-Requested-With: XMLHttpRequest` on POST,
 * PUT, DELETE (403, ARCHITECTURE.md section 3) -> session for session routes (401) -> `{crmId}` equals
 * the session's (403; skipped only for `CROSS_CREW_ROUTES`, whose handler decides) -> body of at most
 * 64 KiB (413) -> handler.
 */
const handleApi = async (
  deps: RouteDeps,
  router: Router,
  req: IncomingMessage,
  info: RequestInfo,
  segments: ReadonlyArray<string>,
  query: URLSearchParams,
  onRoute: (pattern: string) => void,
): Promise<Reply> => {
  const match = router.match(info.method, segments)
  if (match._tag === 'NotFound') return failure(404, ERR.notFound, 'Unknown route')
  if (match._tag === 'MethodNotAllowed') {
    return failure(405, ERR.methodNotAllowed, `Method ${info.method} is not allowed here`, { Allow: match.allow.join(', ') })
  }
  onRoute(match.route.path)
  const { route } = match
  // The SAML2 assertion consumer takes the identity provider's cross-site form POST; its signed assertion is its protection.
  if (STATE_CHANGING.has(info.method) && route.formPost !== true) {
    if (firstHeader(req.headers['x-requested-with']) !== 'XMLHttpRequest') {
      return failure(403, ERR.csrfHeaderMissing, 'State-changing requests need the header X-Requested-With: XMLHttpRequest')
    }
    const crossSite = crossSiteReason(req.headers, deps.config.allowedOrigins, deps.config.trustProxy)
    if (crossSite !== null) return failure(403, ERR.crossSite, `Cross-site requests may not change anything (${crossSite})`)
  }
  const now = deps.clock.now()
  const lookupSession = once(async (): Promise<SessionLookup> => {
    const token = sessionTokenOf(req.headers)
    if (token !== undefined) return deps.caches.sessions.find(token, now)
    const jwt = bearerJwtOf(req.headers.authorization)
    return jwt === undefined ? { _tag: 'Missing' } : deps.bearer.find(jwt, now)
  })
  const { params } = match
  let session: Session | null = null
  if (route.access === 'session') {
    const lookup = await lookupSession()
    if (lookup._tag === 'Missing') return failure(401, ERR.unauthenticated, 'Not signed in')
    if (lookup._tag === 'Expired') return failure(401, ERR.sessionExpired, 'The session has expired: sign in again')
    session = lookup.session
    const crmId = params['crmId']
    if (crmId !== undefined && route.skipCrmIdGuard !== true && crmId !== session.crmId) return failure(403, ERR.forbiddenCrmId, "The crmId in the path is not the signed-in crew member's")
  }
  let body = emptyBody
  if (STATE_CHANGING.has(info.method)) {
    const raw = await readBody(req, MAX_BODY_BYTES)
    if (E.isLeft(raw)) return raw.left
    body = bodyReader(raw.right, firstHeader(req.headers['content-type']))
  }
  const ctx = { params, query, body, now, request: info, lookupSession }
  return route.handle(session === null ? ctx : { ...ctx, session })
}

/**
 * The request listener: security headers on every answer; `/healthz` and `/readyz` (no session, no data);
 * the path checked before anything else (400 for path injection); `/rest/...` and `/api/...` to the
 * router, other GET/HEAD to the static web app. A database that cannot be reached is a 503 with
 * `Retry-After`; anything else thrown is logged with its stack and answered with a generic 500 envelope.
 * Each request gets an id (`X-Request-Id`, also in its log line); the log names the route pattern,
 * never the path, so no user name, crmId or query value reaches it.
 */
export const createRequestListener = (deps: RouteDeps, router: Router, runtime: ServerRuntime = RUNNING) => {
  const ssoCsp = ssoContentSecurityPolicy(deps.config.oidc)
  const outage = runtime.outage ?? createOutageLog(deps.logger)
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = performance.now()
    const trustProxy = deps.config.trustProxy
    const incomingId = trustProxy ? firstHeader(req.headers['x-request-id']) : undefined
    const requestId = incomingId !== undefined && REQUEST_ID.test(incomingId) ? incomingId : randomUUID()
    const secure = isSecure(req, trustProxy)
    const method = req.method ?? 'GET'
    let route = 'static'
    applySecurityHeaders(res, secure)
    if (ssoCsp !== undefined) res.setHeader('Content-Security-Policy', ssoCsp)
    res.setHeader('X-Request-Id', requestId)
    if (runtime.stopping()) res.setHeader('Connection', 'close')
    res.once('finish', () => {
      if (deps.config.accessLog) {
        deps.logger.info('request', { requestId, method, route, status: res.statusCode, ms: Math.round((performance.now() - started) * 10) / 10 })
      }
    })
    try {
      const target = parseTarget(req.url ?? '/')
      if (E.isLeft(target)) {
        route = 'bad path'
        sendReply(res, failure(400, ERR.badPath, `Bad request path: ${target.left}`))
        return
      }
      const { segments, query } = target.right
      if (segments.length === 1 && (segments[0] === 'healthz' || segments[0] === 'readyz') && (method === 'GET' || method === 'HEAD')) {
        route = `/${segments[0]}`
        sendHealth(res, segments[0] === 'healthz' ? healthz() : await readyz(deps.db, runtime.expectedMigrations, runtime.stopping()), method === 'HEAD')
        return
      }
      if (API_ROOTS.has(segments[0] ?? '')) {
        route = 'unknown route'
        const info: RequestInfo = { method, headers: req.headers, clientAddress: clientAddressOf(req, trustProxy), secure }
        await sendApiReply(req, res, await handleApi(deps, router, req, info, segments, query, (pattern) => (route = pattern)))
        return
      }
      if (method === 'GET' || method === 'HEAD') {
        await serveStatic(deps.config.staticDir, req, res, segments)
        return
      }
      sendReply(res, failure(404, ERR.notFound, 'Unknown route'))
    } catch (error) {
      const unavailable = isDatabaseUnavailable(error)
      if (unavailable) outage.refused(error instanceof Error ? error.message : String(error))
      else deps.logger.error(`${method} ${route} failed`, error, { requestId })
      if (res.headersSent) res.destroy()
      else if (unavailable) {
        sendReply(
          res,
          failure(503, ERR.databaseUnavailable, 'The service is temporarily unavailable (its database cannot be reached): try again shortly', {
            'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
          }),
        )
      } else sendReply(res, failure(500, ERR.internal, 'Unexpected server error'))
    }
  }
}
