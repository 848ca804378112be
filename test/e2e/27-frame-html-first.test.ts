// Journey 27, decision 3, second half (issue 27): the signed-in shell frame is HTML first. A crew member who left a
// session open on this device reopens the app: before any script runs, the page is the app's frame (header band with
// the airline's logo, the navigation bar, a busy main region), not the login form, and nothing of theirs; once the
// scripts come, their roster. After a logout the same reopening is the login form again. With the service worker the
// page comes from its cache (frame.html while the session's cache key is kept in IndexedDB); without one the server
// sends it to a navigation carrying the session cookie. The journeys hold every script request at the network.
import type { BrowserContext, Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import { E2E_TIMEOUT_MS, type E2e } from './support/harness'
import { watchConsole } from './support/console-errors'
import { homeReady, signIn } from './support/sign-in'
import { acceptCookies, openTab } from './person-steps'
import { exact } from './session-offline-steps'
import { holdScripts } from './support/held-scripts'
import { keptKey } from './support/session-key'
import { words } from './support/words'
import { assertFrameBeforeScripts } from './support/frame-page'

const Journey = journey('journey 27: the signed-in frame before any script')

const w = words('en')

/** Waits, one animation frame between reads, until the key is kept or gone as `expected` (its writes are asynchronous). */
const waitForKey = async (page: Page, expected: boolean): Promise<void> => {
  while (((await keptKey(page)) !== 'none') !== expected) await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
}

/**
 * Takes the build's scripts out of the service worker's caches (the page and the stylesheets stay): the worker then
 * asks the network for them, where the test holds them. Nothing else of the worker changes.
 */
const dropCachedScripts = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    let dropped = 0
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        if (/\/assets\/[^/?]+\.js$/.test(new URL(request.url).pathname) && (await cache.delete(request))) dropped += 1
      }
    }
    return dropped
  })

/** A new page of the context, its console watched like the harness's pages, opened on the app with the scripts held. */
const reopen = async (e2e: E2e, context: BrowserContext): Promise<{ page: Page; fromServiceWorker: boolean }> => {
  const page = await context.newPage()
  watchConsole(page)
  page.setDefaultTimeout(E2E_TIMEOUT_MS)
  // The module scripts are held, so DOMContentLoaded waits for them: only the response is awaited.
  const response = await page.goto(e2e.url, { waitUntil: 'commit' })
  return { page, fromServiceWorker: response?.fromServiceWorker() ?? false }
}

/** What the page shows before any script after a logout: the login form, not the frame. */
const assertLoginBeforeScripts = async (page: Page, held: Promise<void>): Promise<void> => {
  await held
  await page.getByLabel(exact(w.login.username)).waitFor()
  assert.is(await page.locator('#root[data-prerendered="login"]').count(), 1, 'the login page')
  assert.is(await page.locator('#root[data-prerendered="frame"]').count(), 0, 'not the frame')
  assert.is(await page.getByRole('navigation', { name: exact(w.nav.main) }).count(), 0, 'no navigation')
}

/**
 * Counts, from now on, the times the page's DOM settled (a mutation observer's turn, after React's commit) without the
 * navigation bar in the footer: the bar leaving and coming back, which the crew member would see as a jump. (Its name
 * may be missing for a moment: the labels of the signed-in screens arrive with their dictionary.)
 */
const watchNavigationLeaving = async (page: Page): Promise<() => Promise<number>> => {
  await page.evaluate(() => {
    const state = { left: 0 }
    Reflect.set(window, '__navigationLeft', state)
    new MutationObserver(() => {
      if (document.querySelector("footer nav") === null) state.left += 1
    }).observe(document, { childList: true, subtree: true })
  })
  return () => page.evaluate(() => Number(Reflect.get(Reflect.get(window, '__navigationLeft') as object, 'left')))
}

const logOut = async (page: Page): Promise<void> => {
  await acceptCookies(page)
  await openTab(page, 'profile')
  const reloaded = page.waitForEvent('load')
  await page.getByRole('button', { name: exact(w.settings.logout) }).click()
  await reloaded
  await page.getByLabel(exact(w.login.username)).waitFor()
}

Journey('with the service worker: a reopened session paints the frame before any script, then the roster; after logout, the login form', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page: first } = await e2e.newPage()
  try {
    await signIn(first, 'anna')
    await waitForKey(first, true)
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null)
    assert.ok((await dropCachedScripts(first)) > 0, 'the scripts were in the worker\'s cache')
    await first.close()

    const scripts = await holdScripts(context)
    const { page, fromServiceWorker } = await reopen(e2e, context)
    assert.ok(fromServiceWorker, 'the page came from the service worker')
    await assertFrameBeforeScripts(page, scripts.firstHeld)
    const band = await page.getByRole('banner').boundingBox()
    const navLeft = await watchNavigationLeaving(page)
    await scripts.release()
    await homeReady(page)
    assert.is(await page.locator('#root[data-prerendered]').count(), 0, 'the app has replaced the frame')
    assert.equal(await page.getByRole('banner').boundingBox(), band, 'the header band is where the frame drew it')
    assert.is(await navLeft(), 0, 'the navigation bar never left between the frame and the roster (its place held until the tabs came)')

    await logOut(page)
    await waitForKey(page, false)
    await page.close()
    const again = await holdScripts(context)
    const reopened = await reopen(e2e, context)
    assert.ok(reopened.fromServiceWorker, 'the page came from the service worker')
    await assertLoginBeforeScripts(reopened.page, again.firstHeld)
    await again.release()
  } finally {
    await context.close()
  }
})

Journey('without a service worker: the server sends the frame to a navigation with the session cookie, the login form after logout', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page: first } = await e2e.newPage(undefined, { serviceWorkers: 'block' })
  try {
    await signIn(first, 'anna')
    await first.close()

    const scripts = await holdScripts(context)
    const { page, fromServiceWorker } = await reopen(e2e, context)
    assert.not.ok(fromServiceWorker, 'no service worker')
    await assertFrameBeforeScripts(page, scripts.firstHeld)
    await scripts.release()
    await homeReady(page)

    await logOut(page)
    await page.close()
    const again = await holdScripts(context)
    const reopened = await reopen(e2e, context)
    await assertLoginBeforeScripts(reopened.page, again.firstHeld)
    await again.release()
  } finally {
    await context.close()
  }
})

Journey.run()
