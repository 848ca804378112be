import type { BrowserContext, Page, Route } from 'playwright-core'

/** The app's scripts (`/assets/*.js`, with or without a query). */
const SCRIPTS = /\/assets\/[^/?]+\.js(\?.*)?$/

/** Scripts held at the network: how many wait, a promise of the first, and their release. */
export interface HeldScripts {
  readonly held: () => number
  readonly firstHeld: Promise<void>
  readonly release: () => Promise<void>
}

/**
 * Holds every script of the app asked by `target` (a page, or a context: its pages and its service worker) until
 * `release`, so a journey sees what the page shows before any script runs. Routing also keeps the browser's HTTP cache
 * out: every script goes to the network.
 */
export const holdScripts = async (target: Page | BrowserContext): Promise<HeldScripts> => {
  const waiting: Route[] = []
  let released = false
  let heldOne: () => void = () => undefined
  const firstHeld = new Promise<void>((resolve) => (heldOne = resolve))
  const handler = (route: Route): void => {
    if (released) {
      void route.continue()
      return
    }
    waiting.push(route)
    heldOne()
  }
  await target.route(SCRIPTS, handler)
  return {
    held: () => waiting.length,
    firstHeld,
    release: async () => {
      released = true
      await Promise.all(waiting.splice(0).map((r) => r.continue()))
      await target.unroute(SCRIPTS, handler)
    },
  }
}
