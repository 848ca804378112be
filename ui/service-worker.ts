/**
 * The app's service worker (`/sw.js`, built by build.mjs from this file): the app itself opens without a network.
 * A pilot who used the app once on the ground opens it again on a layover without Wi-Fi; the roster then comes from
 * the encrypted offline cache (adapters/storage), after the offline sign-in.
 *
 * - Install: every file of this build (index.html and the hashed assets, `PRECACHE` written in by build.mjs) goes
 *   into one cache named after the build. The first build activates at once; a later one waits (issue 27, decision
 *   4): the page offers "A new version is ready" (ui/app/new-build.ts) and its reload button tells the waiting
 *   worker to take over (message `SKIP_WAITING`), then the page reloads. Nothing is swapped under the user's hands.
 * - Activate: keeps this build's cache and the one before it (a tab still open on the previous build keeps loading
 *   its own chunks), removes older ones; turns navigation preload on.
 * - The page itself (navigations): cache first, this build's index.html, or its frame.html while a session is open
 *   on this device (issue 27, decision 3: a returning crew member's first paint is the app's frame, not the login
 *   form), so the page and its chunks are always of one build; the network's copy comes through navigation preload,
 *   used only when this build has no page cached.
 * - Hashed assets: cache first over every kept build's cache (a name is its content's hash, so any cache's copy is
 *   the right one), else the network; said to the browser as static routes too (`ROUTES`), so they skip the worker.
 * - Calls of the API (`/rest/`, `/api/`) are never touched: personal data is kept only in the encrypted cache.
 * - Pushes from the server are shown, and a tap on one opens its screen (service-worker-push.ts).
 */

import { sessionOpenOnDevice } from './service-worker-session'
import { handlePushes, type PushScope } from './service-worker-push'

/** Written in by build.mjs: the build's files and its version. */
declare const PRECACHE: ReadonlyArray<string>
declare const BUILD_VERSION: string

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
/** A rule of the static routing API (InstallEvent.addRoutes, Chromium 123+): requests it matches skip the worker. */
interface RouterRule {
  readonly condition: Readonly<Record<string, unknown>>
  readonly source: 'cache' | 'network'
}
interface InstallEvent extends ExtendableEvent {
  addRoutes?(rules: RouterRule | ReadonlyArray<RouterRule>): Promise<void>
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  respondWith(response: Promise<Response>): void
}
interface NavigationFetchEvent extends FetchEvent {
  /** Navigation preload's network copy of the page (undefined when preload is off). */
  readonly preloadResponse: Promise<Response | undefined>
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown
}
interface ServiceWorkerScope {
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: NavigationFetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void
  skipWaiting(): Promise<void>
  readonly clients: { claim(): Promise<void> }
  readonly location: Location
  readonly caches: CacheStorage
  readonly indexedDB?: IDBFactory
  readonly registration: { readonly navigationPreload?: { enable(): Promise<void> } }
}

const scope = globalThis as unknown as ServiceWorkerScope & PushScope
const PREFIX = 'cdp-app-'
const CACHE = `${PREFIX}${BUILD_VERSION}`
/** index.html by its file name: `/` answers it only to requests that accept HTML, which `cache.addAll` does not send. */
const INDEX = '/index.html'
/**
 * The signed-in shell frame (build.mjs, ui/prerender/frame-page.tsx): the page of a navigation while a session is open
 * on this device, so that a returning crew member's first paint is the app rather than the login form.
 */
const FRAME = '/frame.html'
/** The builds activated on this device, oldest first (a cache of its own, outside the builds' caches). */
const BUILDS = 'cdp-builds'
const BUILDS_ENTRY = '/builds.json'
/** The message of the page's "Reload" button (ui/app/new-build.ts): the waiting build takes over. */
const SKIP_WAITING = 'SKIP_WAITING'

/**
 * What the fetch handler below does for everything but the page itself, said to the browser once at install (the
 * static routing API, where the browser has it): a hashed asset from any kept build's cache, else the network; any
 * other request that is not a navigation straight to the network. Those requests then never start this worker, so a
 * chunk or an API call costs no worker start-up, and an old build's worker that must step aside for the new one
 * (the "Reload" of "A new version is ready") is not woken up again by the page's own requests: Chromium swaps it
 * out only once it is idle, and a chunk fetched at the moment of the press used to keep it, and the new build
 * waiting, for half a minute or more. One call per rule, so a browser that lacks one condition keeps the other;
 * a browser without the API, or refusing a rule, gets the same answers from the fetch handler.
 */
const ROUTES: ReadonlyArray<RouterRule> = [
  { condition: { urlPattern: { pathname: '/assets/*' }, requestMethod: 'GET' }, source: 'cache' },
  { condition: { not: { requestMode: 'navigate' } }, source: 'network' },
]

scope.addEventListener('install', (event) => {
  const routes = event.addRoutes === undefined ? [] : ROUTES.map((rule) => event.addRoutes?.(rule).catch(() => undefined))
  event.waitUntil(Promise.all([...routes, scope.caches.open(CACHE).then((cache) => cache.addAll([INDEX, FRAME, ...PRECACHE]))]))
})

scope.addEventListener('message', (event) => {
  if (typeof event.data === 'object' && event.data !== null && Reflect.get(event.data, 'type') === SKIP_WAITING) event.waitUntil(scope.skipWaiting())
})

/** Notes this build as the newest activated one and answers the caches to keep: this build's and the one before. */
const keptCaches = async (): Promise<ReadonlyArray<string>> => {
  const builds = await scope.caches.open(BUILDS)
  const stored = await builds.match(BUILDS_ENTRY)
  const before: unknown = stored === undefined ? [] : await stored.json().catch(() => [])
  const list = [...(Array.isArray(before) ? before.filter((n): n is string => typeof n === 'string' && n !== CACHE) : []), CACHE].slice(-2)
  await builds.put(BUILDS_ENTRY, new Response(JSON.stringify(list), { headers: { 'Content-Type': 'application/json' } }))
  return list
}

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const kept = await keptCaches()
      const names = await scope.caches.keys()
      await Promise.all(names.filter((n) => n.startsWith(PREFIX) && !kept.includes(n)).map((n) => scope.caches.delete(n)))
      await scope.registration.navigationPreload?.enable().catch(() => undefined)
      await scope.clients.claim()
    })(),
  )
})

/** The cached page (`INDEX` or `FRAME`), or the network's error when there is none. */
const cachedPage = async (page: string, error: unknown): Promise<Response> => {
  const cached = await scope.caches.match(page, { cacheName: CACHE })
  if (cached !== undefined) return cached
  throw error
}

/**
 * The page of a navigation: the signed-in frame while a session is open on this device (its cache key is kept in
 * IndexedDB, service-worker-session.ts), else index.html with the login form. Either holds the same head and starts
 * the same app, which then finds out whether the session still holds (the key's presence authorizes nothing).
 */
const pageToServe = async (): Promise<string> => ((await sessionOpenOnDevice(scope.indexedDB)) ? FRAME : INDEX)

scope.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== scope.location.origin || url.pathname.startsWith('/rest/') || url.pathname.startsWith('/api/')) return
  if (request.mode === 'navigate') {
    // The network's copy (navigation preload, else a fetch) only when this build has no page cached; the preload is
    // always read to its end, so the browser does not cancel it.
    const preload = event.preloadResponse.catch(() => undefined)
    event.waitUntil(preload)
    // The network's copy is the server's own choice between the two pages (server/http/static.ts).
    const network = (): Promise<Response> => preload.then((r) => r ?? fetch(request))
    event.respondWith(
      pageToServe().then((page) =>
        scope.caches.match(page, { cacheName: CACHE }).then((cached) => cached ?? network().catch((error: unknown) => cachedPage(INDEX, error))),
      ),
    )
    return
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(scope.caches.match(request).then((cached) => cached ?? fetch(request)))
  }
})

handlePushes(scope)
