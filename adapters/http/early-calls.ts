import { requestUrl } from './base-url'

/**
 * Early calls: the security calls every start makes, asked by the page's entry script (ui/stored-session.ts) as
 * soon as index.html is read, instead of after the app's code has arrived and run. On a slow network that code takes
 * seconds, and the start's calls then come one round trip after the other; asked early, their answers are in (or on
 * their way) when the auth flow asks for them.
 *
 * Only for an app served from its API's origin (a profile without a server list: build.mjs writes the URLs into
 * index.html, `<meta name="early-call">`), and only calls that are plain GETs with the session cookie:
 * - at every start: the public configuration, the security configuration and the session validation;
 * - when a session is stored on this device (the `onlineAuthorized` hint): the authorization, which the flow asks
 *   right after a successful validation, asked as soon as the early validation answered with success (and not at
 *   all otherwise: the client then asks it itself, if the flow gets there).
 * Asking them early changes nothing the server sees but the moment: they carry nothing personal beyond the cookie the
 * page already sends, and the auth flow still reads the answers in its own order (SPEC section 4, rule 2).
 */

/** The property of `globalThis` under which the entry script leaves the early calls (URL → the browser's answer). */
export const EARLY_CALLS_GLOBAL = '__crewDutyPlanEarlyCalls'

/** The headers the HTTP client sends on every call without a bearer token (adapters/http/http-client.ts). */
export const CLIENT_HEADERS: Readonly<Record<string, string>> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' }

/** When an early call is asked: at every start, or only when a session is stored. */
export type EarlyCallWhen = 'start' | 'signed-in'

/** The early calls of an app on its API's origin, in the order the flow asks them. */
export const earlyCallUrls = (): ReadonlyArray<{ readonly url: string; readonly when: EarlyCallWhen; readonly after?: string }> => {
  const validation = requestUrl({ server: undefined, base: 'security', path: 'authentication/validate' })
  return [
    { url: requestUrl({ server: undefined, base: 'pems', path: 'public/bootstrap/configuration' }), when: 'start' },
    { url: requestUrl({ server: undefined, base: 'security', path: 'config' }), when: 'start' },
    { url: validation, when: 'start' },
    { url: requestUrl({ server: undefined, base: 'security', path: 'authorization' }), when: 'signed-in', after: validation },
  ]
}

/** The early calls in flight or answered, by URL. */
export type EarlyCalls = Map<string, Promise<Response>>

/** The early calls the entry script left in `scope`, taken from there (so they are handed out once). */
export const takeEarlyCalls = (scope: object): EarlyCalls | undefined => {
  const found: unknown = Reflect.get(scope, EARLY_CALLS_GLOBAL)
  Reflect.deleteProperty(scope, EARLY_CALLS_GLOBAL)
  // The entry script's own map (ui/stored-session.ts startEarlyCalls: URL -> the fetch it made), not a payload.
  return found instanceof Map ? (found as EarlyCalls) : undefined
}

type Fetch = typeof globalThis.fetch

const urlOf = (input: Parameters<Fetch>[0]): string => (typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url)

/** A request the early call of its URL stands for: a GET without a body, with the client's headers and no bearer. */
const sameAsEarly = (init: Parameters<Fetch>[1]): boolean => {
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET' || (init?.body !== undefined && init.body !== null)) return false
  const headers = new Headers(init?.headers)
  if (headers.has('authorization')) return false
  return Object.entries(CLIENT_HEADERS).every(([name, value]) => headers.get(name) === value)
}

/** `early`, or the request made now if the early one failed; rejected as fetch does when `signal` aborts. */
const answerOf = (early: Promise<Response>, again: () => Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> =>
  new Promise<Response>((resolve, reject) => {
    if (signal?.aborted === true) return reject(signal.reason)
    const onAbort = () => reject(signal?.reason)
    signal?.addEventListener('abort', onAbort, { once: true })
    early
      .catch(() => again())
      .then(resolve, reject)
      .finally(() => signal?.removeEventListener('abort', onAbort))
  })

/**
 * `fetch` that answers a request with its early call when there is one: the same URL, a GET with the client's
 * headers and no bearer token. Each early call answers once. The first request without an early call ends them
 * all: from then on the page may have changed what the server would answer (a sign-in, a logout, a token), so an
 * answer asked at start no longer stands for a request made now. An early call that failed (the network, say) is
 * made again.
 */
export const fetchWithEarlyCalls = (early: EarlyCalls, fetch: Fetch): Fetch => {
  let open = true
  return (input, init) => {
    const url = urlOf(input)
    const call = open && sameAsEarly(init) ? early.get(url) : undefined
    if (call === undefined) {
      open = false
      early.clear()
      return fetch(input, init)
    }
    early.delete(url)
    return answerOf(call, () => fetch(input, init), init?.signal)
  }
}
