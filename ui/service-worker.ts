/**
 * The app's service worker (`/sw.js`, built by build.mjs from this file): the app itself opens without a network.
 * A pilot who used the app once on the ground opens it again on a layover without Wi-Fi; the roster then comes from
 * the encrypted offline cache (adapters/storage), after the offline sign-in.
 *
 * - Install: every file of this build (index.html and the hashed assets, `PRECACHE` written in by build.mjs) goes
 *   into one cache named after the build; activate removes the caches of older builds.
 * - The page itself (navigations): network first, the cached index.html when the network fails, so a new build is
 *   picked up as soon as it is reachable.
 * - Hashed assets: cache first (their names change with their content).
 * - Calls of the API (`/rest/`, `/api/`) are never touched: personal data is kept only in the encrypted cache.
 * - Pushes from the server are shown, and a tap on one opens its screen (service-worker-push.ts).
 */

import { handlePushes, type PushScope } from './service-worker-push'

/** Written in by build.mjs: the build's files and its version. */
declare const PRECACHE: ReadonlyArray<string>
declare const BUILD_VERSION: string

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  respondWith(response: Promise<Response>): void
}
interface ServiceWorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  skipWaiting(): Promise<void>
  readonly clients: { claim(): Promise<void> }
  readonly location: Location
  readonly caches: CacheStorage
}

const scope = globalThis as unknown as ServiceWorkerScope & PushScope
const PREFIX = 'cdp-app-'
const CACHE = `${PREFIX}${BUILD_VERSION}`
/** index.html by its file name: `/` answers it only to requests that accept HTML, which `cache.addAll` does not send. */
const INDEX = '/index.html'

scope.addEventListener('install', (event) => {
  event.waitUntil(
    scope.caches
      .open(CACHE)
      .then((cache) => cache.addAll([INDEX, ...PRECACHE]))
      .then(() => scope.skipWaiting()),
  )
})

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    scope.caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => scope.caches.delete(n))))
      .then(() => scope.clients.claim()),
  )
})

/** The cached index.html, or the network's error when there is none. */
const cachedIndex = async (error: unknown): Promise<Response> => {
  const cached = await scope.caches.match(INDEX, { cacheName: CACHE })
  if (cached !== undefined) return cached
  throw error
}

scope.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== scope.location.origin || url.pathname.startsWith('/rest/') || url.pathname.startsWith('/api/')) return
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(cachedIndex))
    return
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(scope.caches.match(request, { cacheName: CACHE }).then((cached) => cached ?? fetch(request)))
  }
})

handlePushes(scope)
