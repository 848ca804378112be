import { proxy } from 'valtio'

/**
 * A new build of the app is installed and waiting (issue 27, decision 4): the service worker (ui/service-worker.ts)
 * serves the page and its chunks from the build the page was opened with until the user reloads on purpose, so two
 * builds never mix in one page. The shell offers "A new version is ready" with a reload button (ui/shell/global-banners.tsx).
 */
export const appUpdate = proxy<{ ready: boolean }>({ ready: false })

/** The message ui/service-worker.ts answers by taking over (its SKIP_WAITING). */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const

let waiting: ServiceWorker | undefined
let container: ServiceWorkerContainer | undefined

const offer = (worker: ServiceWorker): void => {
  waiting = worker
  appUpdate.ready = true
}

/**
 * Follows `registration` for a build that installs while an older one controls the page (a first install has nothing
 * to replace and is not offered). Checks again for a new build when the page comes back to the front.
 */
export const watchForNewBuild = (registration: ServiceWorkerRegistration, workers: ServiceWorkerContainer, doc: Document = document): void => {
  container = workers
  const offerIfWaiting = (): void => {
    if (registration.waiting !== null && workers.controller !== null) offer(registration.waiting)
  }
  offerIfWaiting()
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerIfWaiting()
    })
  })
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'visible') registration.update().catch(() => undefined)
  })
}

/** The reload button: the waiting build takes over, then the page reloads on it. */
export const reloadOnNewBuild = (reload: () => void = () => location.reload()): void => {
  if (waiting === undefined || container === undefined) return reload()
  container.addEventListener('controllerchange', () => reload(), { once: true })
  waiting.postMessage(SKIP_WAITING)
}
