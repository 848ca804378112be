import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import type * as T from 'fp-ts/Task'
import type * as TE from 'fp-ts/TaskEither'
import { createFetch, ofetch, type $Fetch } from 'ofetch'
import type { RequestInfo, TransportError } from '../../core/errors/app-error'
import { countsAsOffline, shouldShowDialog, toUserMessage, type CatalogueContext } from '../../core/errors/catalogue.rules'
import { REQUEST_TIMEOUT_MS } from '../../core/shared/constants'
import type { ServerAddress } from '../../core/servers/server-selection.rules'
import { requestUrl } from './base-url'
import { CLIENT_HEADERS } from './early-calls'
import type { ApiBase, HttpFlags, HttpRequest } from './http-request'
import type { ResponseCache } from './response-cache'
import { classifyResponse, networkError } from './response'
import type { HttpEvents } from '../../core/platform/http-events.port'
import type { OnlineStore } from '../../core/platform/observable'
import type { ProgressCounter } from '../../core/platform/progress.port'
import type { Scheduler } from '../../core/platform/scheduler.port'

/** What the client needs from the app. */
export interface HttpClientDeps {
  /** The selected server entry (origin, port, path); `undefined` means the app's own origin. */
  readonly server: () => ServerAddress | undefined
  /** The OIDC access token, when one exists ("a bearer token when an OIDC token exists"). */
  readonly bearerToken?: () => string | undefined | Promise<string | undefined>
  readonly scheduler: Scheduler
  readonly online: OnlineStore
  /**
   * The communication service's own flag (SPEC section 2: "a 'no communication-service connection' banner"):
   * calls under `/api/communication/v2` set this one instead of `online`, so a communication service that is down
   * does not make the whole app look offline. Without it they set `online` like every other call.
   */
  readonly communicationOnline?: OnlineStore
  readonly progress: ProgressCounter
  readonly events: HttpEvents
  /** The encrypted offline cache; without it `persistType` is ignored. */
  readonly cache?: ResponseCache
  /** Defaults to REQUEST_TIMEOUT_MS (SPEC section 9: "Request timeout 60 s"). */
  readonly timeoutMs?: number
  /** The fetch implementation under ofetch (tests spy on it); defaults to the platform's. */
  readonly fetch?: typeof globalThis.fetch
}

/** Makes the calls of SPEC section 7; port adapters describe a call, the client does the rest. */
export interface HttpClient {
  readonly request: <A>(request: HttpRequest<A>) => TE.TaskEither<TransportError, A>
  /** The absolute URL of a path under a base (the log beacon needs it). */
  readonly urlOf: (base: ApiBase, path: string) => string
  /**
   * What the encrypted cache holds for a persisted call, read by its codec, without the network (none: not
   * persisted, nothing kept, locked, unreadable). The device's own copy of the roster (instant open) is read so.
   */
  readonly cached: <A>(request: HttpRequest<A>) => T.Task<O.Option<A>>
}

/** One network round trip shared by identical in-flight calls; `reported` and `cached` stop doing things twice. */
interface Shared {
  readonly outcome: Promise<E.Either<TransportError, unknown>>
  reported: boolean
  cached: boolean
}

const toBase64 = (bytes: Uint8Array): string => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))

/** `Authorization: Basic ...` of UTF-8 `username:password` (ARCHITECTURE.md section 3, sign-in). */
export const basicAuthorization = (username: string, password: string): string =>
  `Basic ${toBase64(new TextEncoder().encode(`${username}:${password}`))}`

/**
 * The HTTP client of SPEC section 7, "Common behaviour", on ofetch:
 * - credentials 'include' (cookies), `Authorization: Bearer` when a token exists, header
 *   `X-Requested-With: XMLHttpRequest` on every call, a 60 s timeout, and `retry: 0` (ofetch would
 *   retry a failed GET once by default; a retried POST could check in twice);
 * - flags `showProgress`, `skipRepeated`, `ignoreErrors`, `ignoreSessionErrors`, `persistType`;
 * - session expiry (core `isSessionExpiredResponse`) raises `events.sessionExpired` and fails with
 *   `SessionExpired`; "Failed calls with status 503, 504 or no status count as offline"
 *   (core `countsAsOffline`) and flip the online flag; an answer flips it back;
 * - failures that show a dialog (core `shouldShowDialog`) go to `events.errors` with their
 *   `toUserMessage`; session errors never do ("Session errors are handled by re-login").
 * Every result goes through the request's `read` (its core codec): never a cast, never a throw.
 */
export const createHttpClient = (deps: HttpClientDeps): HttpClient => {
  const $fetch: $Fetch = deps.fetch === undefined ? ofetch : createFetch({ fetch: deps.fetch })
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS
  const inFlight = new Map<string, Shared>()

  const send = async (req: HttpRequest<unknown>, info: RequestInfo, body: string | undefined): Promise<E.Either<TransportError, unknown>> => {
    if (req.cancel?.isCancelled() === true) return E.left(networkError(info, 'cancelled', false))
    const controller = new AbortController()
    let timedOut = false
    const stopTimer = deps.scheduler.setTimeout(timeoutMs, () => {
      timedOut = true
      controller.abort()
    })
    const stopCancel = req.cancel?.onCancel(() => controller.abort())
    try {
      const token = await deps.bearerToken?.()
      const headers: Record<string, string> = { ...CLIENT_HEADERS }
      if (token !== undefined && token !== '') headers['Authorization'] = `Bearer ${token}`
      if (body !== undefined) headers['Content-Type'] = 'application/json'
      Object.assign(headers, req.headers)
      const response = await $fetch.raw<string, 'text'>(info.url, {
        method: info.method,
        headers,
        ...(body === undefined ? {} : { body }),
        credentials: 'include',
        retry: 0,
        responseType: 'text',
        ignoreResponseError: true,
        signal: controller.signal,
        ...(req.keepalive === true ? { keepalive: true } : {}),
      })
      const raw = {
        status: response.status,
        contentType: response.headers.get('content-type') ?? undefined,
        bodyText: typeof response._data === 'string' ? response._data : '',
      }
      return classifyResponse(raw, info, req.flags?.ignoreSessionErrors === true)
    } catch (cause) {
      return E.left(networkError(info, cause, timedOut))
    } finally {
      stopTimer()
      stopCancel?.()
    }
  }

  /** The connectivity flag a call reports to: the communication service's own one, or the app's. */
  const onlineFlagOf = (req: HttpRequest<unknown>): OnlineStore =>
    req.base === 'communication' && deps.communicationOnline !== undefined ? deps.communicationOnline : deps.online

  /** The network phase, shared by identical in-flight calls: progress, the call, session and online effects. */
  const roundTrip = (req: HttpRequest<unknown>, info: RequestInfo, body: string | undefined, key: string): Shared => {
    const existing = req.flags?.skipRepeated === true ? inFlight.get(key) : undefined
    if (existing !== undefined) return existing
    const endProgress = deps.progress.begin(req.flags?.showProgress === true)
    let shared: Shared | undefined
    const outcome = send(req, info, body).then((result) => {
      endProgress()
      if (shared !== undefined && inFlight.get(key) === shared) inFlight.delete(key)
      onlineFlagOf(req).set(!(E.isLeft(result) && countsAsOffline(result.left)))
      if (E.isLeft(result) && result.left._tag === 'SessionExpired')
        deps.events.sessionExpired.emit({ request: info, status: result.left.status })
      return result
    })
    shared = { outcome, reported: false, cached: false }
    if (req.flags?.skipRepeated === true) inFlight.set(key, shared)
    return shared
  }

  const report = (error: TransportError, flags: HttpFlags, shared: Shared, online: boolean): void => {
    if (shared.reported) return
    shared.reported = true
    const context: CatalogueContext = {
      flags: {
        ignoreErrors: flags.ignoreErrors === true,
        ignoreSessionErrors: flags.ignoreSessionErrors === true,
        persisted: flags.persistType !== undefined,
      },
      online,
    }
    if (error._tag === 'SessionExpired' || !shouldShowDialog(error, context)) return
    deps.events.errors.emit({ error, message: toUserMessage(error, context) })
  }

  const fromCache = async <A>(req: HttpRequest<A>, info: RequestInfo, key: string): Promise<O.Option<A>> => {
    if (deps.cache === undefined) return O.none
    const hit = await deps.cache.read(key)()
    return O.isNone(hit) ? O.none : O.fromEither(req.read(hit.value, info))
  }

  /** The call's URL, its description and body, and its key in the cache (method, URL, body). */
  const callOf = (req: HttpRequest<unknown>) => {
    const url = requestUrl({ server: req.server ?? deps.server(), base: req.base, path: req.path, ...(req.query === undefined ? {} : { query: req.query }) })
    const info: RequestInfo = { method: req.method, url }
    const body = req.body === undefined ? undefined : JSON.stringify(req.body)
    return { info, body, key: `${req.method} ${url} ${body ?? ''}` }
  }

  const run = async <A>(req: HttpRequest<A>): Promise<E.Either<TransportError, A>> => {
    const flags = req.flags ?? {}
    const { info, body, key } = callOf(req)
    const persisted = flags.persistType !== undefined && deps.cache !== undefined

    if (persisted && !deps.online.get()) {
      const cached = await fromCache(req, info, key)
      if (O.isSome(cached)) return E.right(cached.value)
    }
    const shared = roundTrip(req, info, body, key)
    const outcome = await shared.outcome
    if (E.isLeft(outcome)) {
      if (persisted && countsAsOffline(outcome.left)) {
        const cached = await fromCache(req, info, key)
        if (O.isSome(cached)) return E.right(cached.value)
        const offline: TransportError = { _tag: 'Offline', request: info }
        report(offline, flags, shared, onlineFlagOf(req).get())
        return E.left(offline)
      }
      report(outcome.left, flags, shared, onlineFlagOf(req).get())
      return outcome
    }
    const result = req.read(outcome.right, info)
    if (E.isLeft(result)) {
      report(result.left, flags, shared, onlineFlagOf(req).get())
      return result
    }
    if (persisted && !shared.cached && deps.cache !== undefined) {
      shared.cached = true
      await deps.cache.write(key, outcome.right)()
    }
    return result
  }

  return {
    request: (req) => () => run(req),
    urlOf: (base, path) => requestUrl({ server: deps.server(), base, path }),
    cached: (req) => () => {
      if (req.flags?.persistType === undefined) return Promise.resolve(O.none)
      const { info, key } = callOf(req)
      return fromCache(req, info, key)
    },
  }
}
