import type { IncomingHttpHeaders } from 'node:http'
import type * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import type { Temporal } from 'temporal-polyfill'
import type { RouteDeps } from '../deps'
import type { Session, SessionLookup } from '../security/session.store'
import type { Reply } from './reply'

/** The methods the API answers (SPEC section 7 uses no other). */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Methods that change state: they need `X-Requested-With: XMLHttpRequest` (ARCHITECTURE.md section 3). */
export const STATE_CHANGING: ReadonlySet<string> = new Set(['POST', 'PUT', 'DELETE'])

type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | ParamNames<Rest> : never

/** The path parameters of a pattern: `'/rest/pems/roster/{crmId}/events'` -> `{ crmId: string }`. */
export type Params<P extends string> = { readonly [K in ParamNames<P>]: string }

/** Facts about the request a handler may need besides params, query and body. */
export interface RequestInfo {
  readonly method: string
  readonly headers: IncomingHttpHeaders
  /** The client address rate limits count by (the socket's, or the proxy's `X-Forwarded-For` entry with trustProxy). */
  readonly clientAddress: string
  /** Over TLS, directly or behind a proxy saying `X-Forwarded-Proto: https`. */
  readonly secure: boolean
}

/** The request body, read once (at most 64 KiB). */
export interface BodyReader {
  readonly raw: Buffer
  /**
   * The JSON body decoded with a core codec: Left is the 4xx reply to send (malformed JSON,
   * wrong types, unknown fields, not JSON).
   */
  readonly json: <A, O>(codec: t.Type<A, O, unknown>) => E.Either<Reply, A>
}

/** What a handler of a public route gets. */
export interface RequestContext<P> {
  readonly params: P
  readonly query: URLSearchParams
  readonly body: BodyReader
  /** The server clock's instant for this request. */
  readonly now: Temporal.Instant
  readonly request: RequestInfo
  /** The session of the request's cookie or bearer token, looked up on demand (once). */
  readonly lookupSession: () => Promise<SessionLookup>
}

/** What a handler of a session route gets: the valid session, whose crmId every `{crmId}` param equals. */
export interface SessionContext<P> extends RequestContext<P> {
  readonly session: Session
}

/** A compiled route. `access: 'session'` routes answer 401 without a valid session. */
export interface Route {
  readonly method: Method
  readonly path: string
  readonly segments: ReadonlyArray<{ readonly literal: string } | { readonly param: string }>
  readonly access: 'public' | 'session'
  /**
   * Set only on the routes of {@link CROSS_CREW_ROUTES}: their `{crmId}` names another crew member, so the
   * dispatcher skips the automatic "{crmId} equals the session's" guard and the handler decides access.
   */
  readonly skipCrmIdGuard?: true
  /**
   * Set only by {@link formPostRoute}: a POST an identity provider's page sends as a plain HTML form (the
   * SAML2 HTTP-POST binding), which cannot carry `X-Requested-With`; its signed content is its protection.
   */
  readonly formPost?: true
  readonly handle: (ctx: SessionContext<Readonly<Record<string, string>>> | RequestContext<Readonly<Record<string, string>>>) => Promise<Reply>
}

/** A feature's routes, built from the server's dependencies (one module per feature). */
export type RouteModule = (deps: RouteDeps) => ReadonlyArray<Route>

const compile = (path: string): Route['segments'] =>
  path
    .split('/')
    .filter((s) => s !== '')
    .map((s) => {
      const m = /^\{([A-Za-z][A-Za-z0-9]*)\}$/.exec(s)
      return m?.[1] === undefined ? { literal: s } : { param: m[1] }
    })

/**
 * A route anyone may call (security config, bootstrap, authentication). A pattern with `{crmId}`
 * cannot be public: that is a programmer error and throws at start.
 */
export const publicRoute = <P extends string>(
  method: Method,
  path: P,
  handler: (ctx: RequestContext<Params<P>>) => Promise<Reply>,
): Route => {
  const segments = compile(path)
  if (segments.some((s) => 'param' in s && s.param === 'crmId')) throw new Error(`${path}: a {crmId} route must be a session route`)
  // The router fills params from this same pattern, so the record has exactly the names of Params<P>.
  return { method, path, segments, access: 'public', handle: (ctx) => handler(ctx as RequestContext<Params<P>>) }
}

/**
 * The only routes answering a cross-site HTML form POST without `X-Requested-With`, as `METHOD path`: the
 * SAML2 assertion consumer (whose signed assertion is checked by its handler).
 */
export const FORM_POST_ROUTES: ReadonlySet<string> = new Set(['POST /rest/pems/security/saml2/acs'])

/** A public route of {@link FORM_POST_ROUTES}; any other path is a programmer error and throws at start. */
export const formPostRoute = <P extends string>(path: P, handler: (ctx: RequestContext<Params<P>>) => Promise<Reply>): Route => {
  if (!FORM_POST_ROUTES.has(`POST ${path}`)) throw new Error(`POST ${path}: only ${[...FORM_POST_ROUTES].join(', ')} may take a form POST`)
  return { ...publicRoute('POST', path, handler), formPost: true }
}

/**
 * The only routes allowed to skip the `{crmId}` guard (`skipCrmIdGuard`), as `METHOD path`:
 * `GET rest/api/crewmember/v1/crewmembers/{crmId}?segment=` (SPEC section 7) fetches ANOTHER crew
 * member's card; its handler allows it only when both crew members are on the leg `segment`.
 */
export const CROSS_CREW_ROUTES: ReadonlySet<string> = new Set(['GET /rest/api/crewmember/v1/crewmembers/{crmId}'])

/**
 * A route that needs a valid session (401 otherwise). When the pattern has `{crmId}`, it must equal
 * the session's crmId or the answer is 403 before the handler runs (ARCHITECTURE.md section 3:
 * "every {crmId} in a path must equal the signed-in crew member's, or the answer is 403").
 * `options.skipCrmIdGuard` turns that guard off, only for a route of {@link CROSS_CREW_ROUTES}: on any
 * other route it is a programmer error and throws at start.
 */
export const sessionRoute = <P extends string>(
  method: Method,
  path: P,
  handler: (ctx: SessionContext<Params<P>>) => Promise<Reply>,
  options?: { readonly skipCrmIdGuard: true },
): Route => {
  const skip = options?.skipCrmIdGuard === true
  if (skip && !CROSS_CREW_ROUTES.has(`${method} ${path}`)) throw new Error(`${method} ${path}: only ${[...CROSS_CREW_ROUTES].join(', ')} may skip the {crmId} guard`)
  return {
    method,
    path,
    segments: compile(path),
    access: 'session',
    ...(skip ? { skipCrmIdGuard: true as const } : {}),
    // The dispatcher calls session routes only with a SessionContext whose params come from this pattern.
    handle: (ctx) => handler(ctx as SessionContext<Params<P>>),
  }
}

/** The outcome of matching a request path. */
export type Match =
  | { readonly _tag: 'Found'; readonly route: Route; readonly params: Readonly<Record<string, string>> }
  | { readonly _tag: 'MethodNotAllowed'; readonly allow: ReadonlyArray<Method> }
  | { readonly _tag: 'NotFound' }

/** Literal segments before parameters: `daily_remark/types` wins over `daily_remark/{id}`. */
const specificity = (route: Route): string => route.segments.map((s) => ('literal' in s ? '0' : '1')).join('')

/** Matches decoded path segments against the routes (exact segment count, literal segments case-sensitive). */
export const createRouter = (routes: ReadonlyArray<Route>) => {
  const byLength = new Map<number, Route[]>()
  for (const route of [...routes].sort((a, b) => specificity(a).localeCompare(specificity(b)))) {
    const list = byLength.get(route.segments.length) ?? []
    list.push(route)
    byLength.set(route.segments.length, list)
  }
  const paramsOf = (route: Route, segments: ReadonlyArray<string>): Record<string, string> | null => {
    const params: Record<string, string> = {}
    for (let i = 0; i < route.segments.length; i++) {
      const pattern = route.segments[i]
      const segment = segments[i]
      if (pattern === undefined || segment === undefined || segment === '') return null
      if ('literal' in pattern) {
        if (pattern.literal !== segment) return null
      } else params[pattern.param] = segment
    }
    return params
  }
  return {
    match: (method: string, segments: ReadonlyArray<string>): Match => {
      const allow: Method[] = []
      let found: Match | null = null
      for (const route of byLength.get(segments.length) ?? []) {
        const params = paramsOf(route, segments)
        if (params === null) continue
        if (route.method === method && found === null) found = { _tag: 'Found', route, params }
        allow.push(route.method)
      }
      if (found !== null) return found
      return allow.length > 0 ? { _tag: 'MethodNotAllowed', allow } : { _tag: 'NotFound' }
    },
  }
}
/** A router built by {@link createRouter}. */
export type Router = ReturnType<typeof createRouter>
