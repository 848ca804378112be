// End-to-end harness: builds the web app for a profile, starts the REAL reference server on a free port with
// a fixed clock and a fresh embedded database, and drives Debian's Chromium through playwright-core.
// Speed: the app is built once per process per profile (and not at all while `.test-tmp/app-<profile>` is newer
// than its sources), the database is a copy of a template seeded once per process, and one Chromium serves every
// test file of the process (closed shortly after the last file closes its harness).
import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core'
import { Temporal } from 'temporal-polyfill'
import { createServer, type CrewServer } from '../../../server/app'
import { fixedClock } from '../../../server/clock'
import type { ServerOptions } from '../../../server/config'
import type { PushOptions } from '../../../server/push/push.options'
import { buildApp, type AppBuildKind } from './app-build'
import { watchConsole } from './console-errors'
import { E2E_PASSWORD_HASHING, freshDataDir } from './data-template'
import { words } from './words'

export { buildApp } from './app-build'

/** The instant every end-to-end test lives at (server and browser agree). */
export const E2E_NOW = '2026-03-15T08:00:00Z'

/**
 * How long a page action or wait may take before it fails (Playwright's default for every page of the harness). CI
 * runs the layer on 2 cores, and a machine shared with other work is slower still: signing in, a reload or a screen
 * that waits for the server can take several seconds there. A wait that holds returns as soon as it holds, so only a
 * failing test waits this long.
 */
export const E2E_TIMEOUT_MS = 20_000

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export interface E2eOptions {
  readonly profile?: string
  readonly now?: string
  readonly certValidityMinutes?: number
  /** The back office's token: the operations calls exist (a journey notifies a roster change). */
  readonly operationsToken?: string
  /** Single sign-on of the server (the identity providers a journey started). */
  readonly sso?: Pick<ServerOptions, 'oidc' | 'saml'>
  /** How the server pushes (a journey names its loopback push service as the operator's relay). */
  readonly push?: PushOptions
  /** 'wrapper' serves the web app as the native wrapper holds it (its index.html the signed-in frame). */
  readonly build?: AppBuildKind
}

/** Options of one page: the UI language stored before the first load (the app reads `localStorage.language`). */
export interface PageOptions {
  readonly language?: 'en' | 'fr'
  /** 'block' keeps the app's service worker out (a measurement of what the network carries). */
  readonly serviceWorkers?: 'allow' | 'block'
  /** 'decline' (the default) answers the time-window check-in offer "Not now" as it appears (see below). */
  readonly checkInOffer?: 'decline' | 'leave'
}

/**
 * The check-in offer of a reached time window (SPEC section 4, "A time window being reached also prompts an offer to
 * check in"): the app reads its clock against the upcoming check-in once a minute, and at E2E_NOW anna's and bruno's
 * check-in of today is open, so the Yes/No dialog comes up about a minute into every page's session, in real time: on a
 * loaded machine in the middle of a journey, over the button it is about to press or the keys it types. A script of
 * the page answers it "Not now" as soon as it shows (no journey is about it; test/core and test/ui cover the offer).
 * Each answer is counted in `window.e2eCheckInOffersDeclined`.
 */
export const declineCheckInOffers = (): string => {
  const titles = JSON.stringify([words('en').checkIn.offer.title, words('fr').checkIn.offer.title].map((t) => t.replace(/\s+/g, ' ')))
  const noLabels = JSON.stringify([words('en').checkIn.offer.no, words('fr').checkIn.offer.no].map((t) => t.replace(/\s+/g, ' ')))
  return `(() => {
    const titles = ${titles}, noLabels = ${noLabels}
    const text = (el) => (el === null ? '' : (el.textContent || '').replace(/\\s+/g, ' ').trim())
    new MutationObserver(() => {
      for (const dialog of document.querySelectorAll('[role="alertdialog"]')) {
        if (!titles.includes(text(document.getElementById(dialog.getAttribute('aria-labelledby') || '')))) continue
        const no = Array.from(dialog.querySelectorAll('button')).find((b) => noLabels.includes(text(b)))
        if (no === undefined || no.disabled) continue
        window.e2eCheckInOffersDeclined = (window.e2eCheckInOffersDeclined || 0) + 1
        no.click()
      }
    }).observe(document, { childList: true, subtree: true })
  })()`
}

export interface E2e {
  readonly url: string
  readonly server: CrewServer
  readonly browser: Browser
  /** A fresh browser context (own cookies and storage) with the fixed clock; phone or desktop size. */
  readonly newPage: (viewport?: { width: number; height: number }, options?: PageOptions) => Promise<{ context: BrowserContext; page: Page }>
  readonly close: () => Promise<void>
}

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1440, height: 900 }

// A wait a journey sets up before the step that triggers it (waitForResponse, waitForRequest, waitForURL) rejects on
// its own when an earlier step failed and it was never awaited. Node would end the whole run right there ("Exiting
// early before testing is finished"), hiding the failure that caused it and every journey after it. Reported instead;
// the run still fails (uvu sets the exit code when it finishes; this runs after it).
let unawaitedFailures = 0
process.on('unhandledRejection', (reason) => {
  unawaitedFailures += 1
  console.error(`e2e: a wait no step awaited failed: ${reason instanceof Error ? reason.message.split('\n')[0] : String(reason)}`)
})
process.on('exit', () => {
  if (unawaitedFailures > 0) process.exitCode = 1
})

/** Whether Chromium is installed (the suite says so plainly when it is not, rather than passing silently). */
export const chromiumAvailable = (): boolean => existsSync(CHROMIUM_PATH)

// One Chromium per process, shared by the harnesses that are open; closed when none is left for a moment
// (uvu runs the files one after the other in one process and does not exit while a browser is connected).
let sharedBrowser: Promise<Browser> | undefined
let users = 0
let idleTimer: NodeJS.Timeout | undefined
const IDLE_CLOSE_MS = 1_000

let extraBrowserArgs: ReadonlyArray<string> = []
/**
 * Arguments the shared browser gets besides CHROMIUM_ARGS, from its next launch on (the bench's HTTPS front servers:
 * `--ignore-certificate-errors` for their own certificate). The tests never call it.
 */
export const addBrowserArgs = (args: ReadonlyArray<string>): void => {
  extraBrowserArgs = [...new Set([...extraBrowserArgs, ...args])]
}

const launchBrowser = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraBrowserArgs], headless: true })

/**
 * The shared browser (launched, or launched again after a crash); chained synchronously so that two harnesses
 * starting at once never launch two.
 */
const acquireBrowser = (): Promise<Browser> => {
  users += 1
  if (idleTimer !== undefined) clearTimeout(idleTimer)
  idleTimer = undefined
  const current = sharedBrowser
  sharedBrowser =
    current === undefined ? launchBrowser() : current.then((b) => (b.isConnected() ? b : launchBrowser()), launchBrowser)
  return sharedBrowser
}

const releaseBrowser = (): void => {
  users = Math.max(0, users - 1)
  if (users > 0 || sharedBrowser === undefined) return
  const closing = sharedBrowser
  idleTimer = setTimeout(() => {
    idleTimer = undefined
    if (users > 0 || sharedBrowser !== closing) return
    sharedBrowser = undefined
    void closing.then((b) => b.close()).catch(() => undefined)
  }, IDLE_CLOSE_MS)
}

/** How long the harness waits for its browser contexts to close. */
const CONTEXT_CLOSE_MS = 15_000
const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms).unref())

/** Forgets a browser that did not close a context: killed in the background, the next harness launches another. */
const abandonBrowser = (): void => {
  const stuck = sharedBrowser
  sharedBrowser = undefined
  void stuck?.then((b) => b.close()).catch(() => undefined)
}

/** The base URL of the server a page of the harness was opened for (signIn goes there). */
const pageUrls = new WeakMap<Page, string>()

/** The server URL of a page opened by `E2e.newPage` (undefined for other pages). */
export const serverUrlOf = (page: Page): string | undefined => pageUrls.get(page)

/** The requests of each page of the harness that have started and not yet finished or failed. */
const inFlight = new WeakMap<Page, Set<Request>>()

const trackRequests = (page: Page): void => {
  const requests = new Set<Request>()
  inFlight.set(page, requests)
  page.on('request', (request) => requests.add(request))
  page.on('requestfinished', (request) => requests.delete(request))
  page.on('requestfailed', (request) => requests.delete(request))
}

/**
 * Waits until no request of `page` (opened by `E2e.newPage`) has been in flight for `quietMs`. Before a journey cuts
 * the connection on purpose: a screen that is still loading when the connection drops fails its calls, and Chromium
 * logs each one as a console error; cut once the screen has its data, only what the journey means to cut is cut.
 */
export const networkQuiet = async (page: Page, quietMs = 300): Promise<void> => {
  const requests = inFlight.get(page)
  if (requests === undefined) throw new Error('networkQuiet: the page was not opened by the harness')
  const until = Date.now() + E2E_TIMEOUT_MS
  let quietSince = Date.now()
  for (;;) {
    const now = Date.now()
    if (requests.size > 0) quietSince = now
    else if (now - quietSince >= quietMs) return
    if (now > until) throw new Error(`networkQuiet: still in flight after ${E2E_TIMEOUT_MS / 1000} s: ${[...requests].map((r) => r.url()).join(', ')}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** `E2E_TIMING=1`: how long each part of starting a harness took, on stderr. */
const timing = (label: string, since: number): void => {
  if (process.env.E2E_TIMING === '1') process.stderr.write(`e2e timing: ${label} ${Math.round(performance.now() - since)} ms\n`)
}

export const startE2e = async (options: E2eOptions = {}): Promise<E2e> => {
  const startedAt = performance.now()
  const staticDir = buildApp(options.profile ?? 'demo', options.build)
  timing(`app ${options.profile ?? 'demo'}`, startedAt)
  const now = Temporal.Instant.from(options.now ?? E2E_NOW)
  const dataDir = freshDataDir(now)
  const browserReady = acquireBrowser()
  let started: { browser: Browser; data: Awaited<typeof dataDir>; server: CrewServer; url: string }
  try {
    const [data, browser] = await Promise.all([dataDir, browserReady])
    const server = await createServer({
      dataDir: data.dataDir,
      clock: fixedClock(now),
      staticDir,
      passwordHashing: E2E_PASSWORD_HASHING,
      logger: { info: () => undefined, warn: () => undefined, error: (message, cause) => console.error(message, cause) },
      ...(options.certValidityMinutes !== undefined ? { certValidityMinutes: options.certValidityMinutes } : {}),
      ...(options.sso ?? {}),
      ...(options.operationsToken !== undefined ? { operationsToken: options.operationsToken } : {}),
      ...(options.push !== undefined ? { push: options.push } : {}),
    })
    started = { browser, data, server, url: await server.listen(0) }
    timing('app, database, browser and server', startedAt)
  } catch (error) {
    releaseBrowser()
    ;(await dataDir.catch(() => undefined))?.remove()
    throw error
  }
  const { browser, data, server, url } = started
  const contexts = new Set<BrowserContext>()
  const newPage = async (viewport = PHONE, pageOptions: PageOptions = {}) => {
    const context = await browser.newContext({ viewport, locale: 'en-GB', timezoneId: 'Europe/Paris', serviceWorkers: pageOptions.serviceWorkers ?? 'allow' })
    contexts.add(context)
    context.once('close', () => contexts.delete(context))
    await context.clock.setFixedTime(new Date(now.epochMilliseconds))
    if (pageOptions.checkInOffer !== 'leave') await context.addInitScript(declineCheckInOffers())
    if (pageOptions.language !== undefined) {
      // Only before the first load: a later switch in Settings must stick across reloads.
      await context.addInitScript((language: string) => {
        if (window.localStorage.getItem('language') === null) window.localStorage.setItem('language', language)
      }, pageOptions.language)
    }
    const page = await context.newPage()
    watchConsole(page)
    trackRequests(page)
    page.setDefaultTimeout(E2E_TIMEOUT_MS)
    pageUrls.set(page, url)
    return { context, page }
  }
  let closed = false
  return {
    url,
    server,
    browser,
    newPage,
    close: async () => {
      if (closed) return
      closed = true
      try {
        // Bounded: a page that never lets its context close (a renderer that stopped answering) would otherwise keep
        // the journey's after hook, and with it the whole run, waiting for ever. The browser is then launched afresh.
        const open = [...contexts].map((c) => c.close().then(() => true, () => true))
        const closedInTime = await Promise.race([Promise.all(open).then(() => true), delay(CONTEXT_CLOSE_MS).then(() => false)])
        if (!closedInTime) {
          console.error(`e2e harness: a browser context did not close within ${CONTEXT_CLOSE_MS / 1000} s; the browser is launched again`)
          abandonBrowser()
        }
        // Bounded, so a server that cannot finish its shutdown fails the journey with a reason instead of hanging it.
        let timer: ReturnType<typeof setTimeout> | undefined
        const stuck = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('e2e harness: the server did not close within 30 s')), 30_000)
        })
        try {
          await Promise.race([server.close(), stuck])
        } finally {
          clearTimeout(timer)
        }
      } finally {
        // Always, so that a failed close still lets the process end (uvu does not exit while a browser is connected).
        data.remove()
        releaseBrowser()
      }
    },
  }
}
