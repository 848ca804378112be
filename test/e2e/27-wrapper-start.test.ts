// Journey 27, decision 3, in the native wrapper (issue 27): the WebView of the Capacitor app always loads the
// index.html it holds on the device (no server picks a page by cookie, and the wrapper's WebView may run no service
// worker), so the page a crew member sees before any script is whatever build:mobile wrote there. A wrapped app is
// opened signed in nearly every time: its index.html is the signed-in frame (scripts/mobile/web-build.ts). A crew
// member who reopens it never sees the login form, not even for a frame; one who is signed out sees the frame, then
// the login form, and signs in. Here the navigation is answered with the wrapper build's index.html, as the wrapper's
// local server does, and every script is held at the network until the test releases it.
import type { BrowserContext, Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { journey } from './support/journey'
import type { E2e } from './support/harness'
import { homeReady, signIn } from './support/sign-in'
import { exact } from './session-offline-steps'
import { holdScripts } from './support/held-scripts'
import { words } from './support/words'
import { assertFrameBeforeScripts } from './support/frame-page'

const Journey = journey('journey 27: the native wrapper opens on the signed-in frame', { build: 'wrapper' })

const w = words('en')

/**
 * Every navigation of the context answered with the build's index.html (its headers kept), whatever the path and
 * the cookie, as the wrapper's WebView loads its own copy; service workers are kept out by the context.
 */
const asTheWrapperLoads = async (e2e: E2e, context: BrowserContext): Promise<void> => {
  await context.route(
    (url) => url.origin === new URL(e2e.url).origin && !url.pathname.startsWith('/assets/') && !/^\/(rest|api)\//.test(url.pathname),
    async (route) => {
      if (!route.request().isNavigationRequest()) return route.continue()
      const index = await route.fetch({ url: `${e2e.url}/index.html`, headers: {} })
      return route.fulfill({ response: index })
    },
  )
}

/** Counts, from the first paint of every page of the context, the DOM turns in which a login form was on the page. */
const recordLoginForm = async (context: BrowserContext): Promise<void> => {
  await context.addInitScript(() => {
    const seen = { login: 0 }
    Reflect.set(window, '__loginFormSeen', seen)
    const look = () => {
      if (document.querySelector('input[autocomplete="username"]') !== null) seen.login += 1
    }
    new MutationObserver(look).observe(document, { childList: true, subtree: true })
    look()
  })
}
const loginFormSeen = (page: Page): Promise<number> => page.evaluate(() => Number(Reflect.get(Reflect.get(window, '__loginFormSeen') as object, 'login')))

Journey('signed out: the frame first, then the login form, and the sign-in works', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page } = await e2e.newPage(undefined, { serviceWorkers: 'block' })
  try {
    await asTheWrapperLoads(e2e, context)
    const scripts = await holdScripts(context)
    await page.goto(e2e.url, { waitUntil: 'commit' })
    await assertFrameBeforeScripts(page, scripts.firstHeld)
    await scripts.release()
    await page.getByLabel(exact(w.login.username)).waitFor()
    assert.is(await page.locator('#root[data-prerendered]').count(), 0, 'the app has drawn the login over the frame')
    await signIn(page, 'anna')
    await homeReady(page)
  } finally {
    await context.close()
  }
})

Journey('reopened on a session: the frame, then the roster; the login form never shows, not even for a frame', async (ctx) => {
  const e2e = ctx.e2e as E2e
  const { context, page: first } = await e2e.newPage(undefined, { serviceWorkers: 'block' })
  try {
    await asTheWrapperLoads(e2e, context)
    await first.goto(e2e.url)
    await signIn(first, 'anna')
    await first.close()

    await recordLoginForm(context)
    const scripts = await holdScripts(context)
    const page = await context.newPage()
    await page.goto(e2e.url, { waitUntil: 'commit' })
    await assertFrameBeforeScripts(page, scripts.firstHeld)
    await scripts.release()
    await homeReady(page)
    assert.is(await loginFormSeen(page), 0, 'no DOM turn held a login form')
  } finally {
    await context.close()
  }
})

Journey.run()
