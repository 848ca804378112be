import type { IncomingMessage, ServerResponse } from 'node:http'
import * as E from 'fp-ts/Either'
import { MAX_BODY_BYTES } from '../config'
import type { RouteDeps } from '../deps'
import { sessionTokenOf } from '../security/session.guard'
import type { Session, SessionLookup } from '../security/session.store'
import { bodyReader, emptyBody, readBody } from './body'
import { clientAddressOf, firstHeader, isSecure } from './client'
import { ERR } from './errors'
import { parseTarget } from './path'
import { failure, sendReply, type Reply } from './reply'
import { STATE_CHANGING, type RequestInfo, type Router } from './router'
import { applySecurityHeaders } from './security-headers'
import { serveStatic } from './static'

const API_ROOTS: ReadonlySet<string> = new Set(['rest', 'api'])

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
const handleApi = async (deps: RouteDeps, router: Router, req: IncomingMessage, info: RequestInfo, segments: ReadonlyArray<string>, query: URLSearchParams): Promise<Reply> => {
  const match = router.match(info.method, segments)
  if (match._tag === 'NotFound') return failure(404, ERR.notFound, 'Unknown route')
  if (match._tag === 'MethodNotAllowed') {
    return failure(405, ERR.methodNotAllowed, `Method ${info.method} is not allowed here`, { Allow: match.allow.join(', ') })
  }
  if (STATE_CHANGING.has(info.method) && firstHeader(req.headers['x-requested-with']) !== 'XMLHttpRequest') {
    return failure(403, ERR.csrfHeaderMissing, 'State-changing requests need the header X-Requested-With: XMLHttpRequest')
  }
  const now = deps.clock.now()
  const lookupSession = once(async (): Promise<SessionLookup> => {
    const token = sessionTokenOf(req.headers)
    return token === undefined ? { _tag: 'Missing' } : deps.caches.sessions.find(token, now)
  })
  const { route, params } = match
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
 * The request listener: security headers on every answer; the path checked before anything else
 * (400 for path injection); `/rest/...` and `/api/...` to the router, other GET/HEAD to the static
 * web app. Anything thrown is logged with its stack and answered with a generic 500 envelope.
 */
export const createRequestListener =
  (deps: RouteDeps, router: Router) =>
  async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const secure = isSecure(req)
    applySecurityHeaders(res, secure)
    try {
      const method = req.method ?? 'GET'
      const target = parseTarget(req.url ?? '/')
      if (E.isLeft(target)) {
        sendReply(res, failure(400, ERR.badPath, `Bad request path: ${target.left}`))
        return
      }
      const { segments, query } = target.right
      if (API_ROOTS.has(segments[0] ?? '')) {
        const info: RequestInfo = { method, headers: req.headers, clientAddress: clientAddressOf(req, deps.config.trustProxy), secure }
        sendReply(res, await handleApi(deps, router, req, info, segments, query))
        return
      }
      if (method === 'GET' || method === 'HEAD') {
        await serveStatic(deps.config.staticDir, req, res, segments)
        return
      }
      sendReply(res, failure(404, ERR.notFound, 'Unknown route'))
    } catch (error) {
      deps.logger.error(`${req.method ?? '?'} ${req.url ?? '?'} failed`, error)
      if (res.headersSent) res.destroy()
      else sendReply(res, failure(500, ERR.internal, 'Unexpected server error'))
    }
  }
